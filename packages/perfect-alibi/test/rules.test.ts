import { describe, expect, it } from 'vitest';
import { perfectAlibi, tilesFor, type Assistant, type Event, type State } from '../src/index.ts';
import { act, BLUE, card, chooseAll, FOUR, GREEN, play, RED, refuse, stack, start, tile, VIOLET, YELLOW } from './helpers.ts';

describe('setup', () => {
  it.each([
    [3, 5, 0],
    [4, 3, 3],
    [5, 3, 0],
  ])('%i players: %i cards each, %i public, one missing, every card once', (players, hand, pub) => {
    const r = perfectAlibi.setup({ players, seed: `deal-${players}`, options: {} });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    expect(s.secret.every((x) => x.hand.length === hand)).toBe(true);
    expect(s.public.publicCards).toHaveLength(pub);
    const all = [s.hidden.missing, ...s.public.publicCards, ...s.secret.flatMap((x) => x.hand)].sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(s.public.faceUp).toHaveLength(4);
    expect(s.public.stackSize + 4).toBe(players * 6);
    expect([...s.public.faceUp, ...s.hidden.stack].every((t) => t < players * 6)).toBe(true);
  });

  it('refuses unsupported player counts and inconsistent options with typed errors', () => {
    for (const players of [1, 2, 6]) {
      const r = perfectAlibi.setup({ players, seed: 'x', options: {} });
      expect(!r.ok && r.error.code).toBe('BAD_PLAYERS');
    }
    const bad = perfectAlibi.setup({ players: 3, seed: 'x', options: { unforgiving: true } });
    expect(!bad.ok && bad.error.code).toBe('BAD_OPTIONS');
    const extra = perfectAlibi.setup({ players: 3, seed: 'x', options: { turbo: true } });
    expect(!extra.ok && extra.error.code).toBe('MALFORMED');
    const twice = perfectAlibi.setup({ players: 4, seed: 'x', options: { deal: { ...FOUR, missing: card(0, 0) } } });
    expect(!twice.ok && twice.error.code).toBe('BAD_OPTIONS');
  });

  it('the first tile drawn chooses an assistant first, then counterclockwise; the last to choose starts', () => {
    const s = start(4, { ...FOUR, tiles: stack(4, [tile(BLUE, 'location')]) });
    expect(s.public.chooseOrder).toEqual([BLUE, RED, YELLOW, GREEN]);
    expect(perfectAlibi.actors(s)).toEqual([0, 1, 2, 3]); // anyone may claim, Blue must choose
    const after = chooseAll(s, ['reporter', 'lookout', 'lawyer', 'confessor']);
    expect(after.public.assistants).toEqual(['lookout', 'reporter', 'confessor', 'lawyer']);
    expect(after.public.unused).toEqual(['pickpocket']);
    expect(after.public.phase).toEqual({ kind: 'turn', seat: GREEN });
  });

  it('deals rival tiles only in the Rival variant; each seat sees only its own', () => {
    const r = perfectAlibi.setup({ players: 3, seed: 'r', options: { rival: true } });
    if (!r.ok) throw new Error(r.error.message);
    const rivals = r.value.secret.map((x) => x.rival);
    expect(new Set(rivals).size).toBe(3);
    expect(perfectAlibi.view(r.value, 1).rival).toBe(rivals[1]);
    expect(JSON.stringify(perfectAlibi.view(r.value, 'spectator'))).not.toMatch(/"rival":"/);
  });
});

/** 4 players, face-up: blue location, red location, red time, yellow location arrows; Green starts. */
function fourPlayerTable(
  options: Record<string, unknown> = {},
  picks: Assistant[] = ['reporter', 'lookout', 'lawyer', 'confessor'],
) {
  const tiles = stack(4, [tile(BLUE, 'location'), tile(RED, 'location'), tile(RED, 'time'), tile(YELLOW, 'location', true)]);
  return chooseAll(start(4, { ...FOUR, tiles }, options), [...picks]);
}

describe('turns and questions', () => {
  it('rulebook example: Yellow asks Blue about two locations, Blue answers 3 and shows Yellow one of them', () => {
    // Assistants are chosen by Blue, Red, Yellow, Green in that order; Green starts, then Yellow.
    let s = fourPlayerTable({}, ['lookout', 'lawyer', 'reporter', 'pickpocket']);
    expect(s.public.assistants).toEqual(['lawyer', 'lookout', 'pickpocket', 'reporter']);
    s = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: RED }],
      [GREEN, { type: 'ask', category: 'time', values: [3] }],
    ]).state; // Red has no midnight: 0, no card
    expect(s.public.phase).toEqual({ kind: 'turn', seat: YELLOW });
    s = act(s, YELLOW, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }).state;
    const asked = act(s, YELLOW, { type: 'ask', category: 'location', values: [1, 0] }); // order does not matter
    expect(asked.state.public.questions[1]).toMatchObject({ asker: YELLOW, target: BLUE, values: [0, 1], answer: 3, card: null });
    expect(asked.state.public.phase).toEqual({ kind: 'show', seat: BLUE, question: 1 });
    // Blue chooses which of the asked cards to show; a card not asked about is refused.
    expect(perfectAlibi.legal(asked.state, BLUE).filter((a) => a.type === 'show')).toEqual([
      { type: 'show', card: card(1, 0) },
      { type: 'show', card: card(1, 1) },
      { type: 'show', card: card(2, 0) },
    ]);
    const shown = act(asked.state, BLUE, { type: 'show', card: card(1, 1) });
    const ev = shown.events.find((e) => e.type === 'cardShown');
    expect(perfectAlibi.project(ev as Event, YELLOW)).toMatchObject({ card: card(1, 1) });
    expect(perfectAlibi.project(ev as Event, RED)).toMatchObject({ card: null });
    expect(perfectAlibi.project(ev as Event, 'spectator')).toMatchObject({ card: null });
    expect(perfectAlibi.view(shown.state, YELLOW).seen).toEqual([
      { question: 1, card: card(1, 1), from: BLUE, how: 'shown-to-me' },
    ]);
    // Blue holds the lookout, but showing is Blue's own act: nobody else sees the card.
    expect(perfectAlibi.view(shown.state, GREEN).seen).toEqual([]);
    // The tile is discarded, a new one drawn, and the turn passes clockwise.
    expect(shown.state.public.discard).toEqual([tile(RED, 'time'), tile(BLUE, 'location')]);
    expect(shown.state.public.faceUp).toHaveLength(4);
    expect(shown.state.public.phase).toEqual({ kind: 'turn', seat: RED });
  });

  it('a player may only take tiles of other players’ colours, and asks the tile’s owner about its category', () => {
    const s = fourPlayerTable();
    const tiles = perfectAlibi.legal(s, GREEN).filter((a) => a.type === 'takeTile');
    expect(tiles).toEqual([
      { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE },
      { type: 'takeTile', tile: tile(RED, 'location'), target: RED },
      { type: 'takeTile', tile: tile(RED, 'time'), target: RED },
      { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW },
    ]);
    refuse(s, GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: RED }, 'ILLEGAL');
    const taken = act(s, GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }).state;
    refuse(taken, GREEN, { type: 'ask', category: 'time', values: [0] }, 'ILLEGAL');
    refuse(taken, GREEN, { type: 'ask', category: 'location', values: [0, 1, 2, 3] }, 'MALFORMED');
    refuse(taken, GREEN, { type: 'ask', category: 'location', values: [1, 1] }, 'ILLEGAL');
  });

  it('special case: when all four face-up tiles are mine, I take any and question anyone', () => {
    const tiles = stack(4, [
      tile(GREEN, 'location'),
      tile(GREEN, 'time'),
      tile(GREEN, 'location', true),
      tile(GREEN, 'time', true),
    ]);
    // Green chooses first (first tile), then Blue, Red, Yellow; Yellow chooses last and starts. Make it Green's turn:
    let s = chooseAll(start(4, { ...FOUR, tiles }), ['reporter', 'lookout', 'lawyer', 'confessor']);
    expect(s.public.phase).toEqual({ kind: 'turn', seat: YELLOW });
    s = play(s, [
      [YELLOW, { type: 'takeTile', tile: tile(GREEN, 'location'), target: GREEN }],
      [YELLOW, { type: 'ask', category: 'location', values: [0] }],
    ]).state;
    // The drawn replacement is the next in the stack (red location arrows): not all Green now, so play Red first.
    expect(s.public.faceUp).toEqual([
      tile(GREEN, 'time'),
      tile(GREEN, 'location', true),
      tile(GREEN, 'time', true),
      tile(RED, 'location', true),
    ]);
    const allGreen = {
      ...s,
      public: {
        ...s.public,
        faceUp: [tile(GREEN, 'time'), tile(GREEN, 'location', true), tile(GREEN, 'time', true), tile(GREEN, 'location')],
        active: GREEN,
        phase: { kind: 'turn' as const, seat: GREEN },
      },
    };
    const choices = perfectAlibi.legal(allGreen, GREEN).filter((a) => a.type === 'takeTile');
    expect(choices).toHaveLength(4 * 3);
    const r = act(allGreen, GREEN, { type: 'takeTile', tile: tile(GREEN, 'time'), target: BLUE });
    expect(r.state.public.phase).toEqual({ kind: 'ask', seat: GREEN, target: BLUE, via: 'tile', category: 'time' });
  });

  it('the reporter questions anyone about anything without a tile; none is discarded or drawn', () => {
    const s = fourPlayerTable({}, ['lookout', 'lawyer', 'confessor', 'reporter']); // Green has the reporter
    expect(s.public.assistants[GREEN]).toBe('reporter');
    const r = play(s, [
      [GREEN, { type: 'useReporter', target: YELLOW }],
      [GREEN, { type: 'ask', category: 'time', values: [2] }],
    ]);
    expect(r.state.public.questions[0]).toMatchObject({ via: 'reporter', tile: null, answer: 3 });
    expect(r.state.public.faceUp).toEqual(s.public.faceUp);
    expect(r.state.public.discard).toEqual([]);
    // Yellow (lawyer? no: Yellow holds confessor here) shows a card since 3 >= 2.
    expect(r.state.public.phase).toEqual({ kind: 'show', seat: YELLOW, question: 0 });
    refuse(s, RED, { type: 'useReporter', target: YELLOW }, 'ILLEGAL');
  });

  it('the final question: any player, any values, and then the asker must claim', () => {
    const s = fourPlayerTable();
    let r = play(s, [
      [GREEN, { type: 'finalQuestion', target: YELLOW }],
      [GREEN, { type: 'ask', category: 'location', values: [3] }],
    ]);
    expect(r.state.public.phase).toEqual({ kind: 'mustClaim', seat: GREEN });
    expect(perfectAlibi.legal(r.state, GREEN).every((a) => a.type === 'claim' || a.type === 'resign')).toBe(true); // leaving stays open
    refuse(r.state, GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }, 'ILLEGAL');
    r = act(r.state, GREEN, { type: 'claim', card: card(3, 3) });
    expect(perfectAlibi.outcome(r.state)).toEqual({ winners: [GREEN], reason: 'correct-claim' });
  });

  it('used tiles are reshuffled into a new stack when it runs out', () => {
    let s: State = fourPlayerTable();
    let reshuffled = false;
    for (let i = 0; i < 40 && !reshuffled; i++) {
      const seat = s.public.active;
      const take = perfectAlibi.legal(s, seat).find((a) => a.type === 'takeTile');
      if (!take || take.type !== 'takeTile') throw new Error('no tile');
      s = act(s, seat, take).state;
      while (s.public.phase.kind !== 'turn') {
        const p = s.public.phase;
        if (p.kind === 'over') throw new Error('over');
        const a = perfectAlibi.legal(s, p.seat)[0];
        if (!a) throw new Error('stuck');
        const r = act(s, p.seat, a);
        s = r.state;
        if (r.events.some((e) => e.type === 'tilesReshuffled')) reshuffled = true;
      }
      const all = [...s.public.faceUp, ...s.public.discard, ...s.hidden.stack].sort((a, b) => a - b);
      expect(all).toEqual(tilesFor(4));
      expect(s.public.stackSize).toBe(s.hidden.stack.length);
    }
    expect(reshuffled).toBe(true);
  });
});

describe('changing assistants on arrow tiles', () => {
  it('take an unused assistant: the old one goes back to the unused pile', () => {
    const s = fourPlayerTable(); // Blue reporter, Red lookout, Yellow lawyer, Green confessor; pickpocket unused
    const r = act(s, GREEN, { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW });
    expect(r.state.public.phase).toEqual({ kind: 'changeAssistant', seat: GREEN, target: YELLOW });
    expect(perfectAlibi.legal(r.state, GREEN).filter((a) => a.type === 'changeAssistant')).toEqual([
      { type: 'changeAssistant', assistant: 'lawyer' },
      { type: 'changeAssistant', assistant: 'pickpocket' },
    ]);
    refuse(r.state, GREEN, { type: 'changeAssistant', assistant: 'confessor' }, 'ILLEGAL'); // must change
    refuse(r.state, GREEN, { type: 'changeAssistant', assistant: 'reporter' }, 'ILLEGAL'); // not the target's
    const c = act(r.state, GREEN, { type: 'changeAssistant', assistant: 'pickpocket' });
    expect(c.state.public.assistants[GREEN]).toBe('pickpocket');
    expect(c.state.public.unused).toEqual(['confessor']);
    expect(c.state.public.phase).toMatchObject({ kind: 'ask', seat: GREEN, target: YELLOW, category: 'location' });
  });

  it('rulebook example: take the questioned player’s assistant, who then chooses from the unused ones', () => {
    const s = fourPlayerTable();
    const r = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW }],
      [GREEN, { type: 'changeAssistant', assistant: 'lawyer' }],
    ]);
    expect(r.state.public.assistants[GREEN]).toBe('lawyer');
    expect(r.state.public.assistants[YELLOW]).toBeNull();
    expect(r.state.public.phase).toEqual({ kind: 'rechoose', seat: YELLOW, asker: GREEN });
    expect(perfectAlibi.legal(r.state, YELLOW).filter((a) => a.type === 'chooseAssistant')).toEqual([
      { type: 'chooseAssistant', assistant: 'confessor' },
      { type: 'chooseAssistant', assistant: 'pickpocket' },
    ]);
    refuse(r.state, GREEN, { type: 'ask', category: 'location', values: [0] }, 'ILLEGAL');
    const y = act(r.state, YELLOW, { type: 'chooseAssistant', assistant: 'confessor' });
    expect(y.state.public.unused).toEqual(['pickpocket']);
    // Yellow no longer holds the lawyer, so the question is answered and a card must be shown.
    const q = act(y.state, GREEN, { type: 'ask', category: 'location', values: [1, 2, 3] });
    expect(q.state.public.questions[0]).toMatchObject({
      private: false,
      answer: 3,
      targetAssistant: 'confessor',
      askerAssistant: 'lawyer',
    });
    expect(q.state.public.phase).toEqual({ kind: 'show', seat: YELLOW, question: 0 });
  });

  it('with 5 players there is no unused assistant: the two players swap', () => {
    const deal = {
      missing: card(3, 3),
      hands: [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [9, 10, 11],
        [12, 13, 14],
      ],
      tiles: stack(5, [tile(VIOLET, 'location'), tile(RED, 'location', true)]),
    };
    let s = chooseAll(start(5, deal), ['reporter', 'lookout', 'lawyer', 'confessor', 'pickpocket']);
    // Violet chose first, then Yellow, Green, Blue, Red: Red starts.
    expect(s.public.phase).toEqual({ kind: 'turn', seat: RED });
    s = act(s, RED, { type: 'takeTile', tile: tile(VIOLET, 'location'), target: VIOLET }).state;
    s = act(s, RED, { type: 'ask', category: 'location', values: [0] }).state; // Violet holds card 12 (midnight library): 1
    expect(s.public.phase).toEqual({ kind: 'turn', seat: BLUE });
    // Blue cannot use Red's arrows tile (it is Red's colour): Blue takes it and must swap with Red.
    const r = act(s, BLUE, { type: 'takeTile', tile: tile(RED, 'location', true), target: RED });
    expect(perfectAlibi.legal(r.state, BLUE).filter((a) => a.type === 'changeAssistant')).toEqual([
      { type: 'changeAssistant', assistant: 'pickpocket' },
    ]);
    const swapped = play(r.state, [
      [BLUE, { type: 'changeAssistant', assistant: 'pickpocket' }],
      [RED, { type: 'chooseAssistant', assistant: 'confessor' }],
    ]).state;
    expect(swapped.public.assistants.slice(0, 2)).toEqual(['confessor', 'pickpocket']);
    expect(swapped.public.unused).toEqual([]);
  });
});

describe('assistants', () => {
  it('rulebook example: the lookout sees the card shown to another player', () => {
    // Green asks Yellow, answer 2, Yellow shows Green; Blue holds the lookout and sees it too.
    const s = fourPlayerTable({}, ['lookout', 'reporter', 'pickpocket', 'confessor']);
    expect(s.public.assistants).toEqual(['reporter', 'lookout', 'confessor', 'pickpocket']);
    const r = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW }],
      [GREEN, { type: 'changeAssistant', assistant: 'lawyer' }],
      [GREEN, { type: 'ask', category: 'location', values: [1, 2] }],
      [YELLOW, { type: 'show', card: card(2, 2) }],
    ]);
    const shown = r.events.find((e) => e.type === 'cardShown') as Event;
    expect(shown).toMatchObject({ watcher: BLUE });
    expect(perfectAlibi.project(shown, BLUE)).toMatchObject({ card: card(2, 2) });
    expect(perfectAlibi.project(shown, RED)).toMatchObject({ card: null });
    expect(perfectAlibi.view(r.state, BLUE).seen).toEqual([{ question: 0, card: card(2, 2), from: YELLOW, how: 'watched' }]);
  });

  it('rulebook example: the lawyer never shows a card, whatever the count', () => {
    const s = fourPlayerTable({}, ['lookout', 'reporter', 'lawyer', 'confessor']); // Yellow: lawyer
    const r = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW }],
      [GREEN, { type: 'changeAssistant', assistant: 'pickpocket' }],
      [GREEN, { type: 'ask', category: 'location', values: [1, 2, 3] }],
    ]);
    expect(r.state.public.questions[0]).toMatchObject({ answer: 3, card: 'none' });
    expect(r.events.find((e) => e.type === 'noCard')).toMatchObject({ reason: 'lawyer' });
    // A pickpocket asker takes nothing from a lawyer either.
    expect(r.events.some((e) => e.type === 'cardTaken')).toBe(false);
  });

  it('rulebook example: the confessor hears the answer alone; the others learn only that a card was shown', () => {
    const s = fourPlayerTable({}, ['lookout', 'reporter', 'pickpocket', 'confessor']); // Green: confessor
    expect(s.public.assistants[GREEN]).toBe('confessor');
    const q = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0, 1] }],
    ]);
    const answered = q.events.find((e) => e.type === 'answered') as Event;
    expect(perfectAlibi.project(answered, GREEN)).toMatchObject({ count: 3 });
    expect(perfectAlibi.project(answered, BLUE)).toMatchObject({ count: 3 });
    expect(perfectAlibi.project(answered, RED)).toMatchObject({ count: null, private: true });
    expect(perfectAlibi.project(answered, 'spectator')).toMatchObject({ count: null });
    expect(perfectAlibi.view(q.state, RED).questions[0]).toMatchObject({ answer: null, heard: null, private: true });
    expect(perfectAlibi.view(q.state, GREEN).questions[0]).toMatchObject({ heard: 3 });
    // Blue must show a card: everybody sees that happen, so everybody knows the answer was 2 or more.
    expect(q.state.public.phase).toEqual({ kind: 'show', seat: BLUE, question: 0 });
    // With a low private answer the others learn only that no card was shown, not why.
    const low = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: RED }],
      [GREEN, { type: 'ask', category: 'time', values: [3] }],
    ]);
    const none = low.events.find((e) => e.type === 'noCard') as Event;
    expect(perfectAlibi.project(none, GREEN)).toMatchObject({ reason: 'low' });
    expect(perfectAlibi.project(none, YELLOW)).toMatchObject({ reason: null });
  });

  it('rulebook example: the pickpocket takes a random card instead, seen by the asker and the owner only', () => {
    const s = fourPlayerTable({}, ['lookout', 'reporter', 'lawyer', 'pickpocket']); // Green: pickpocket, Blue: lookout
    const r = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0] }],
    ]);
    const taken = r.events.find((e) => e.type === 'cardTaken') as Extract<Event, { type: 'cardTaken' }>;
    expect([card(1, 0), card(1, 1), card(2, 0)]).toContain(taken.card);
    expect(perfectAlibi.project(taken, GREEN)).toMatchObject({ card: taken.card });
    expect(perfectAlibi.project(taken, BLUE)).toMatchObject({ card: taken.card });
    expect(perfectAlibi.project(taken, RED)).toMatchObject({ card: null });
    expect(r.state.public.questions[0]).toMatchObject({ card: 'taken' });
    // Another seed may take another card: the take is random, drawn from the seeded generator.
    const takes = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const tiles = stack(4, [tile(BLUE, 'location'), tile(RED, 'location'), tile(RED, 'time'), tile(YELLOW, 'location', true)]);
      const t = chooseAll(start(4, { ...FOUR, tiles }, {}, `seed-${i}`), ['lookout', 'reporter', 'lawyer', 'pickpocket']);
      const e = play(t, [
        [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
        [GREEN, { type: 'ask', category: 'location', values: [0] }],
      ]).events.find((x) => x.type === 'cardTaken') as Extract<Event, { type: 'cardTaken' }>;
      takes.add(e.card);
    }
    expect(takes.size).toBe(3);
  });
});

describe('claims', () => {
  it('a wrong claim eliminates: the player sees the missing card, skips turns, keeps answering; others do not learn the guess', () => {
    const s = fourPlayerTable();
    const r = act(s, YELLOW, { type: 'claim', card: card(0, 3) }); // out of turn, during Green's turn
    expect(r.state.public.eliminated).toEqual([false, false, false, true]);
    const claimed = r.events.find((e) => e.type === 'claimed') as Event;
    expect(perfectAlibi.project(claimed, YELLOW)).toMatchObject({ card: card(0, 3), correct: false, missing: card(3, 3) });
    expect(perfectAlibi.project(claimed, RED)).toMatchObject({ card: null, correct: false, missing: null });
    expect(perfectAlibi.view(r.state, YELLOW).missing).toBe(card(3, 3));
    expect(perfectAlibi.view(r.state, RED).missing).toBeNull();
    expect(perfectAlibi.legal(r.state, YELLOW)).toEqual([]);
    // Green's turn goes on; afterwards Yellow is skipped, and Yellow still answers.
    const next = play(r.state, [
      [GREEN, { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW }],
      [GREEN, { type: 'changeAssistant', assistant: 'pickpocket' }],
      [GREEN, { type: 'ask', category: 'location', values: [1] }],
    ]);
    expect(next.state.public.questions[0]).toMatchObject({ target: YELLOW, answer: 1 });
    expect(next.state.public.phase).toEqual({ kind: 'turn', seat: RED });
  });

  it('the last player still in wins; a correct claim wins at once', () => {
    const s = fourPlayerTable();
    let r = play(s, [
      [RED, { type: 'claim', card: card(0, 3) }],
      [BLUE, { type: 'claim', card: card(0, 3) }],
    ]);
    expect(perfectAlibi.outcome(r.state)).toBeNull();
    r = act(r.state, GREEN, { type: 'claim', card: card(2, 1) });
    expect(perfectAlibi.outcome(r.state)).toEqual({ winners: [YELLOW], reason: 'last-standing' });
    expect(perfectAlibi.actors(r.state)).toEqual([]);
    refuse(r.state, YELLOW, { type: 'claim', card: card(3, 3) }, 'GAME_OVER');
    const win = act(s, BLUE, { type: 'claim', card: card(3, 3) });
    expect(perfectAlibi.outcome(win.state)).toEqual({ winners: [BLUE], reason: 'correct-claim' });
    expect(perfectAlibi.view(win.state, 'spectator').reveal?.hands).toEqual(FOUR.hands);
  });

  it('a claim may come between an answer and the card being shown; the card is still shown', () => {
    const s = fourPlayerTable();
    let r = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0, 1] }],
    ]);
    expect(r.state.public.phase).toEqual({ kind: 'show', seat: BLUE, question: 0 });
    refuse(r.state, GREEN, { type: 'claim', card: card(0, 3) }, 'ILLEGAL'); // Green holds that card: never claimable
    r = act(r.state, GREEN, { type: 'claim', card: card(2, 1) });
    expect(r.state.public.phase).toEqual({ kind: 'show', seat: BLUE, question: 0 });
    r = act(r.state, BLUE, { type: 'show', card: card(1, 0) });
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: YELLOW });
  });

  it('the active player out by a wrong claim before asking ends the turn; the tile is discarded and replaced', () => {
    const s = fourPlayerTable();
    let r = act(s, GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE });
    r = act(r.state, GREEN, { type: 'claim', card: card(2, 1) });
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: YELLOW });
    expect(r.state.public.discard).toEqual([tile(BLUE, 'location')]);
    expect(r.state.public.faceUp).toHaveLength(4);
  });
});
