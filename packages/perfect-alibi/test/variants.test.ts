import { describe, expect, it } from 'vitest';
import { perfectAlibi, type Event } from '../src/index.ts';
import { act, BLUE, card, chooseAll, FOUR, GREEN, play, RED, refuse, stack, start, tile, YELLOW } from './helpers.ts';

const TILES = stack(4, [tile(BLUE, 'location'), tile(RED, 'location'), tile(RED, 'time'), tile(YELLOW, 'location', true)]);

describe('Rival variant', () => {
  // Rival tiles: Red lookout, Blue lawyer, Green reporter, Yellow pickpocket. Assistants: Blue reporter,
  // Red lookout, Yellow lawyer, Green pickpocket (choose order Blue, Red, Yellow, Green).
  const table = (extra: Record<string, unknown> = {}) =>
    chooseAll(
      start(4, { ...FOUR, tiles: TILES, rivals: ['lookout', 'lawyer', 'reporter', 'pickpocket'] }, { rival: true, ...extra }),
      ['reporter', 'lookout', 'lawyer', 'pickpocket'],
    );

  it('rulebook example: asked by the holder of the assistant on my rival tile, I must lie by one, and the card follows my words', () => {
    // Green holds the pickpocket and asks Yellow, whose rival tile is the pickpocket. True answer 2.
    let s = table();
    s = act(s, GREEN, { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW }).state;
    s = act(s, GREEN, { type: 'changeAssistant', assistant: 'confessor' }).state; // unused: confessor; keep it simple
    expect(s.public.assistants[GREEN]).toBe('confessor');
    // Not Yellow's rival assistant any more: Yellow answers truthfully (the only legal answer).
    const truthful = act(s, GREEN, { type: 'ask', category: 'location', values: [1, 2] });
    expect(perfectAlibi.legal(truthful.state, YELLOW).filter((a) => a.type === 'answer')).toEqual([{ type: 'answer', count: 2 }]);

    let p = table();
    p = act(p, GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }).state;
    p = act(p, GREEN, { type: 'ask', category: 'location', values: [2] }).state; // Blue: 0 cellar
    p = act(p, BLUE, { type: 'answer', count: 0 }).state;
    expect(p.public.phase).toEqual({ kind: 'turn', seat: YELLOW });
    // Go round the table to Green's next turn (Yellow, Red, Blue), then Green asks Yellow.
    const toGreen = play(p, [
      [YELLOW, { type: 'takeTile', tile: tile(RED, 'location'), target: RED }],
      [YELLOW, { type: 'ask', category: 'location', values: [3] }],
      [RED, { type: 'answer', count: 0 }],
    ]);
    expect(toGreen.state.public.phase).toEqual({ kind: 'turn', seat: RED });
    const red = perfectAlibi.legal(toGreen.state, RED).find((a) => a.type === 'takeTile');
    if (!red || red.type !== 'takeTile') throw new Error('no tile for red');
    let g = act(toGreen.state, RED, red).state;
    while (g.public.phase.kind !== 'turn') {
      const ph = g.public.phase;
      if (ph.kind === 'over') throw new Error('over');
      const first = perfectAlibi.legal(g, ph.seat)[0];
      if (!first) throw new Error('stuck');
      g = act(g, ph.seat, first).state;
    }
    g = play(g, [
      [BLUE, { type: 'useReporter', target: RED }],
      [BLUE, { type: 'ask', category: 'time', values: [3] }],
      [RED, { type: 'answer', count: 0 }],
    ]).state;
    expect(g.public.phase).toEqual({ kind: 'turn', seat: GREEN });
    expect(g.public.assistants[GREEN]).toBe('pickpocket');
    g = play(g, [
      [GREEN, { type: 'finalQuestion', target: YELLOW }],
      [GREEN, { type: 'ask', category: 'location', values: [1, 2] }],
    ]).state;
    // True answer 2; Yellow must say 1 or 3.
    expect(perfectAlibi.legal(g, YELLOW).filter((a) => a.type === 'answer')).toEqual([
      { type: 'answer', count: 1 },
      { type: 'answer', count: 3 },
    ]);
    refuse(g, YELLOW, { type: 'answer', count: 2 }, 'ILLEGAL');
    const lied = act(g, YELLOW, { type: 'answer', count: 1 });
    expect(lied.state.public.questions.at(-1)).toMatchObject({ answer: 1, card: 'none', askerAssistant: 'pickpocket' });
    expect(lied.state.public.phase).toEqual({ kind: 'mustClaim', seat: GREEN });
    // Saying 3 instead means a card changes hands (here: the pickpocket takes one).
    const up = act(g, YELLOW, { type: 'answer', count: 3 });
    expect(up.events.some((e: Event) => e.type === 'cardTaken')).toBe(true);
  });

  it('a required lie from a true 0 can only be 1', () => {
    let s = table();
    // Blue's rival tile is the lawyer; Yellow holds the lawyer. Go to Yellow's turn and ask Blue about a time Blue lacks.
    s = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: RED }],
      [GREEN, { type: 'ask', category: 'time', values: [3] }],
      [RED, { type: 'answer', count: 0 }],
      [YELLOW, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [YELLOW, { type: 'ask', category: 'location', values: [3] }],
    ]).state;
    expect(perfectAlibi.legal(s, BLUE).filter((a) => a.type === 'answer')).toEqual([{ type: 'answer', count: 1 }]);
  });

  it('everyone waits for every answer under Rival, so a lie cannot be told from the pause', () => {
    const s = act(table(), GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: RED });
    const asked = act(s.state, GREEN, { type: 'ask', category: 'time', values: [0] });
    expect(asked.state.public.phase).toEqual({ kind: 'answer', seat: RED, question: 0 });
  });
});

describe('manual answers and the Unforgiving variant', () => {
  const table = (options: Record<string, unknown>) =>
    // Blue reporter, Red lookout, Yellow confessor, Green lawyer: Green's questions are answered aloud.
    chooseAll(start(4, { ...FOUR, tiles: TILES }, { manualAnswers: true, ...options }), [
      'reporter',
      'lookout',
      'confessor',
      'lawyer',
    ]);

  it('with manual answers the answering player types any plausible number, even a wrong one', () => {
    let s = table({});
    s = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0] }],
    ]).state;
    expect(
      perfectAlibi
        .legal(s, BLUE)
        .filter((a) => a.type === 'answer')
        .map((a) => (a.type === 'answer' ? a.count : -1)),
    ).toEqual([0, 1, 2, 3]);
    const wrong = act(s, BLUE, { type: 'answer', count: 1 }); // truth is 2
    expect(wrong.state.public.questions[0]).toMatchObject({ answer: 1, card: 'none' });
    // No Unforgiving: nobody can accuse.
    expect(perfectAlibi.legal(wrong.state, YELLOW).some((a) => a.type === 'accuse')).toBe(false);
  });

  it('a spoken 2 without any matching card means no card can be shown', () => {
    let s = table({});
    s = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [3] }],
    ]).state;
    const r = act(s, BLUE, { type: 'answer', count: 2 });
    expect(r.events.find((e) => e.type === 'noCard')).toMatchObject({ reason: 'none-matching' });
  });

  it('accusing a wrong answer wins at once; accusing a right one puts the accuser out', () => {
    let s = table({ unforgiving: true });
    s = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0] }],
      [BLUE, { type: 'answer', count: 1 }], // truth is 2
    ]).state;
    expect(perfectAlibi.legal(s, BLUE).some((a) => a.type === 'accuse')).toBe(false); // not one's own answer
    const caught = act(s, RED, { type: 'accuse', questions: [0] });
    expect(perfectAlibi.outcome(caught.state)).toEqual({ winners: [RED], reason: 'treachery-found' });

    let t = table({ unforgiving: true });
    t = play(t, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [2] }],
      [BLUE, { type: 'answer', count: 0 }], // the truth
    ]).state;
    const wrongAccusation = act(t, RED, { type: 'accuse', questions: [0] });
    expect(wrongAccusation.state.public.eliminated[RED]).toBe(true);
    expect(wrongAccusation.state.public.questions[0]?.confirmed).toBe(true);
    expect(perfectAlibi.legal(wrongAccusation.state, YELLOW).some((a) => a.type === 'accuse')).toBe(false); // confirmed
    refuse(t, RED, { type: 'accuse', questions: [5] }, 'ILLEGAL');
  });

  it('a required Rival lie is not treachery, but an unrequired one is', () => {
    const rivals = ['lookout', 'lawyer', 'reporter', 'pickpocket'] as const; // Blue's rival: lawyer
    const base = (answer: number) =>
      play(
        chooseAll(
          start(4, { ...FOUR, tiles: TILES, rivals: [...rivals] }, { manualAnswers: true, unforgiving: true, rival: true }),
          ['reporter', 'lookout', 'lawyer', 'confessor'],
        ),
        [
          [GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: RED }],
          [GREEN, { type: 'ask', category: 'time', values: [3] }],
          [RED, { type: 'answer', count: 0 }],
          // Yellow holds the lawyer, Blue's rival assistant: Blue must lie.
          [YELLOW, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
          [YELLOW, { type: 'ask', category: 'location', values: [0] }],
          [BLUE, { type: 'answer', count: answer }],
        ],
      ).state;
    const lie = act(base(3), GREEN, { type: 'accuse', questions: [1] });
    expect(lie.state.public.eliminated[GREEN]).toBe(true); // the lie was required: Green is out
    const truth = act(base(2), GREEN, { type: 'accuse', questions: [1] });
    expect(perfectAlibi.outcome(truth.state)?.winners).toEqual([GREEN]); // the truth was treachery here
  });
});

describe('bad input changes nothing and gets a typed error', () => {
  const s = chooseAll(start(4, { ...FOUR, tiles: TILES }), ['reporter', 'lookout', 'lawyer', 'confessor']);
  it.each([
    ['not an object', 'claim', 'MALFORMED'],
    ['unknown type', { type: 'cheat' }, 'MALFORMED'],
    ['unknown card', { type: 'claim', card: 16 }, 'MALFORMED'],
    ['wrong type of field', { type: 'claim', card: '3' }, 'MALFORMED'],
    ['extra field', { type: 'claim', card: 3, also: 1 }, 'MALFORMED'],
    ['fractional', { type: 'claim', card: 1.5 }, 'MALFORMED'],
    ['too many values', { type: 'ask', category: 'time', values: [0, 1, 2, 3] }, 'MALFORMED'],
    ['wrong phase', { type: 'ask', category: 'time', values: [0] }, 'ILLEGAL'],
    ['tile not face up', { type: 'takeTile', tile: tile(BLUE, 'time'), target: BLUE }, 'ILLEGAL'],
    ['own card claimed', { type: 'claim', card: card(0, 3) }, 'ILLEGAL'],
  ])('%s', (_name, action, code) => {
    refuse(s, GREEN, action, code as never);
  });
  it('another seat acting in my turn, or a seat that does not exist', () => {
    refuse(s, RED, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }, 'ILLEGAL');
    refuse(s, 7, { type: 'claim', card: 0 }, 'NOT_ACTOR');
    refuse(s, -1, { type: 'claim', card: 0 }, 'NOT_ACTOR');
    const out = act(s, RED, { type: 'claim', card: card(2, 1) }).state;
    refuse(out, RED, { type: 'claim', card: card(3, 3) }, 'NOT_ACTOR');
  });
});
