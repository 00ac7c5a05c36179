import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  CATEGORIES,
  INTERROGATION_CARDS,
  cardPerson,
  cardPlace,
  cardTime,
  feature,
  fourSuspects,
  isDemandCard,
  questionCategory,
  questionNumber,
  type Event,
} from '../src/index.ts';
import { act, ASH, BIRCH, CEDAR, DEMAND, ELM, deck, play, qcard, refuse, start, THREE, types, withCoins } from './helpers.ts';

describe('components', () => {
  it('16 alibi cards: every pair of categories meets exactly once (an orthogonal array)', () => {
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const pairs = new Set(ALL_CARDS.map((c) => `${feature(c, CATEGORIES[a])}/${feature(c, CATEGORIES[b])}`));
      expect(pairs.size).toBe(16);
    }
    expect(ALL_CARDS.map((c) => [cardTime(c), cardPlace(c), cardPerson(c)].every((v) => v >= 0 && v < 4))).not.toContain(false);
  });

  it('22 interrogation cards: two of each category and number, and four show-me cards', () => {
    const kinds = INTERROGATION_CARDS.filter((c) => !isDemandCard(c)).map((c) => `${questionCategory(c)}${questionNumber(c)}`);
    expect(kinds).toHaveLength(18);
    for (const k of new Set(kinds)) expect(kinds.filter((x) => x === k)).toHaveLength(2);
    expect(new Set(kinds).size).toBe(9);
    expect(INTERROGATION_CARDS.filter(isDemandCard)).toEqual(DEMAND);
  });
});

describe('setup', () => {
  it.each([
    [2, [7, 7], 2],
    [3, [5, 5, 5], 1],
    [4, [3, 4, 4, 4], 1],
    [5, [3, 3, 3, 3, 3], 1],
  ])('%i players: hands %j, %i missing, every card once, two face-up cards, helpers on the table', (players, sizes, missing) => {
    const r = fourSuspects.setup({ players, seed: `deal-${players}`, options: {} });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    expect(s.secret.map((x) => x.hand.length).sort()).toEqual(sizes);
    expect(s.hidden.missing).toHaveLength(missing);
    expect([...s.hidden.missing, ...s.secret.flatMap((x) => x.hand)].sort((a, b) => a - b)).toEqual(ALL_CARDS);
    expect(s.public.faceUp).toHaveLength(2);
    expect(s.public.deckSize).toBe(20);
    expect(s.public.owners.every((o) => o === null)).toBe(true);
    expect(s.public.helpers).toHaveLength(players === 2 ? 5 : 6);
    expect(s.public.coins.every((c) => c.length === 0)).toBe(true);
  });

  it('4 players: the smaller hand looks at a random card of the next player, who starts', () => {
    for (let i = 0; i < 10; i++) {
      const r = fourSuspects.setup({ players: 4, seed: `four-${i}`, options: {} });
      if (!r.ok) throw new Error(r.error.message);
      const s = r.value;
      const short = s.secret.findIndex((x) => x.hand.length === 3);
      const next = (short + 1) % 4;
      expect(s.public.peek).toEqual({ seat: short, from: next });
      expect(s.public.phase).toEqual({ kind: 'turn', seat: next });
      const seen = s.secret[short]?.seen[0];
      expect(seen).toMatchObject({ from: next, how: 'peek' });
      expect(s.secret[next]?.hand).toContain(seen?.card);
      expect(fourSuspects.view(s, next).gave).toEqual([{ question: null, card: seen?.card, to: short, how: 'peek' }]);
      for (const other of [(short + 2) % 4, (short + 3) % 4]) expect(fourSuspects.view(s, other).seen).toEqual([]);
    }
  });

  it('3 and 5 players: the first player is random (seeded)', () => {
    for (const players of [3, 5]) {
      const starts = new Set<number>();
      for (let i = 0; i < 30; i++) {
        const r = fourSuspects.setup({ players, seed: `start-${i}`, options: {} });
        if (r.ok) starts.add(r.value.public.start);
      }
      expect(starts.size).toBe(players);
    }
  });

  it('refuses unsupported player counts and inconsistent options with typed errors', () => {
    for (const players of [1, 6])
      expect(fourSuspects.setup({ players, seed: 'x', options: {} })).toMatchObject({
        ok: false,
        error: { code: 'BAD_PLAYERS' },
      });
    expect(fourSuspects.setup({ players: 3, seed: 'x', options: { turbo: true } })).toMatchObject({
      ok: false,
      error: { code: 'MALFORMED' },
    });
    const bad = [
      { ...THREE, missing: [0] },
      { ...THREE, missing: [15, 14] },
      { ...THREE, start: 4 },
      { ...THREE, peek: 5 },
      { ...THREE, rooms: [[0, 1, 2]] },
      { ...THREE, deck: deck([]).map(() => 0) },
    ];
    for (const deal of bad)
      expect(fourSuspects.setup({ players: 3, seed: 'x', options: { deal } })).toMatchObject({
        ok: false,
        error: { code: 'BAD_OPTIONS' },
      });
  });
});

/** Three players, Ash starts; face up: place 2 and a show-me card. */
const table = () => start(3, { ...THREE, deck: deck([qcard('place', 2), DEMAND[0] as number]) });

describe('a turn', () => {
  it('rulebook example: give "place 2" to Cedar, ask about two places; Cedar answers 3 and shows one of them', () => {
    let s = table();
    s = act(s, ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [1, 0] }).state;
    // The card is Cedar's coin at once, and Cedar may spend it on the poet before answering.
    expect(s.public.coins[CEDAR]).toEqual([qcard('place', 2)]);
    expect(s.public.phase).toEqual({ kind: 'respond', seat: CEDAR, question: 0 });
    expect(fourSuspects.legal(s, CEDAR).filter((a) => a.type !== 'guess' && a.type !== 'resign')).toEqual([
      { type: 'answer' },
      { type: 'buy', helper: 'poet' },
    ]);
    refuse(s, CEDAR, { type: 'answer', lie: 'up' }, 'ILLEGAL'); // lying needs the poet
    refuse(s, CEDAR, { type: 'answer', count: 3 }, 'MALFORMED'); // the server counts
    s = act(s, CEDAR, { type: 'answer' }).state;
    expect(s.public.questions[0]).toMatchObject({ answer: 3, values: [0, 1], shown: null });
    expect(s.public.phase).toEqual({ kind: 'show', seat: CEDAR, question: 0 });
    // Cedar chooses among the cards asked about (and has too few coins for the bodyguard or broker).
    expect(fourSuspects.legal(s, CEDAR).filter((a) => a.type !== 'guess' && a.type !== 'resign')).toEqual(
      [8, 9, 12].map((card) => ({ type: 'show', card })),
    );
    refuse(s, CEDAR, { type: 'show', card: 10 }, 'ILLEGAL');
    const shown = act(s, CEDAR, { type: 'show', card: 12 });
    const ev = shown.events.find((e) => e.type === 'cardShown') as Event;
    expect(fourSuspects.project(ev, ASH)).toMatchObject({ card: 12 });
    expect(fourSuspects.project(ev, BIRCH)).toMatchObject({ card: null });
    expect(fourSuspects.project(ev, 'spectator')).toMatchObject({ card: null });
    expect(fourSuspects.view(shown.state, ASH).seen).toEqual([{ question: 0, card: 12, from: CEDAR, room: null, how: 'answer' }]);
    // The row is refilled from the top of the deck and the turn passes clockwise.
    expect(shown.state.public.faceUp).toEqual([DEMAND[0], 0]);
    expect(shown.state.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
    expect(types(shown.events)).toEqual(['cardShown', 'cardDrawn', 'turnStarted']);
  });

  it('rulebook examples of legal questions: the card names the category and up to how many values', () => {
    const s = start(3, { ...THREE, deck: deck([qcard('place', 3), qcard('time', 2)]) });
    const asks = fourSuspects.legal(s, ASH).filter((a) => a.type === 'ask');
    const placeAsks = asks.filter((a) => a.type === 'ask' && a.card === qcard('place', 3));
    expect(placeAsks.every((a) => a.type === 'ask' && a.category === 'place')).toBe(true);
    expect(placeAsks).toHaveLength(2 * 14); // two targets, every set of 1-3 places
    const timeAsks = asks.filter((a) => a.type === 'ask' && a.card === qcard('time', 2));
    expect(timeAsks).toHaveLength(2 * 10); // 4 single times + 6 pairs
    refuse(s, ASH, { type: 'ask', card: qcard('time', 2), target: BIRCH, category: 'time', values: [0, 1, 2] }, 'ILLEGAL');
    refuse(s, ASH, { type: 'ask', card: qcard('time', 2), target: BIRCH, category: 'person', values: [0] }, 'ILLEGAL');
    refuse(s, ASH, { type: 'ask', card: qcard('time', 2), target: ASH, category: 'time', values: [0] }, 'ILLEGAL');
    refuse(s, ASH, { type: 'ask', card: qcard('person', 2), target: BIRCH, category: 'person', values: [0] }, 'ILLEGAL');
    refuse(s, ASH, { type: 'ask', card: qcard('time', 2), target: BIRCH, category: 'time', values: [0, 0] }, 'ILLEGAL');
    refuse(s, ASH, { type: 'ask', card: qcard('time', 2), target: BIRCH, category: 'time', values: [0, 1, 2, 3] }, 'MALFORMED');
    // Person questions count the persons on the cards.
    const p = start(3, { ...THREE, deck: deck([qcard('person', 2), qcard('time', 2)]) });
    const r = act(p, ASH, { type: 'ask', card: qcard('person', 2), target: BIRCH, category: 'person', values: [0, 2] });
    expect(r.state.hidden.answers[0]?.trueCount).toBe(3); // Birch: 5 (agnes), 7 and 13 (cora)
  });

  it('an answer below 2 shows no card; the answer is said aloud', () => {
    let s = table();
    s = play(s, [
      [ASH, { type: 'ask', card: qcard('place', 2), target: BIRCH, category: 'place', values: [0] }],
      [BIRCH, { type: 'answer' }],
    ]).state;
    expect(s.public.questions[0]).toMatchObject({ answer: 0, shown: 'none' });
    expect(s.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });

  it('a show-me card: no question; the target shows any card of their choice', () => {
    let s = table();
    s = act(s, ASH, { type: 'demand', card: DEMAND[0] as number, target: BIRCH }).state;
    expect(s.public.phase).toEqual({ kind: 'show', seat: BIRCH, question: 0 });
    expect(fourSuspects.legal(s, BIRCH).filter((a) => a.type === 'show')).toHaveLength(5);
    const r = act(s, BIRCH, { type: 'show', card: 13 });
    expect(fourSuspects.view(r.state, ASH).seen).toEqual([{ question: 0, card: 13, from: BIRCH, room: null, how: 'demand' }]);
    refuse(table(), ASH, { type: 'ask', card: DEMAND[0] as number, target: BIRCH, category: 'time', values: [0] }, 'ILLEGAL');
  });

  it('at the end of your own turn coins above 4 go to the bottom of the deck, oldest first; others keep theirs', () => {
    let s = withCoins(table(), [[0, 1, 2, 3, 4, 5], [6, 7, 9, 10, 11, 12], []]);
    const r = play(s, [
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [3] }],
      [CEDAR, { type: 'answer' }],
      // Ash could hire the courier (which would spend three of them first), but ends the turn.
      [ASH, { type: 'endTurn' }],
    ]);
    s = r.state;
    expect(s.public.coins[ASH]).toEqual([2, 3, 4, 5]);
    expect(s.public.coins[BIRCH]).toHaveLength(6);
    expect(s.hidden.deck.slice(-2)).toEqual([0, 1]);
    expect(r.events).toContainEqual({ type: 'toDeck', seat: ASH, cards: [0, 1], reason: 'excess' });
  });

  it('when the deck runs dry the row stays short; with no face-up card at all the turn is skipped', () => {
    // 21 of the 22 cards are coins; the last one is face up.
    let s = withCoins(table(), [
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
    ]);
    expect(s.public.faceUp).toEqual([21]);
    expect(s.public.deckSize).toBe(0);
    const r = play(s, [
      [ASH, { type: 'demand', card: 21, target: BIRCH }],
      [BIRCH, { type: 'show', card: 5 }],
      [ASH, { type: 'endTurn' }],
    ]);
    s = r.state;
    // Birch has nothing to give: the turn is skipped, Birch's fifth coin goes under the deck and is drawn again for Cedar.
    expect(types(r.events)).toEqual([
      'demanded',
      'cardShown',
      'turnStarted',
      'turnSkipped',
      'toDeck',
      'cardDrawn',
      'turnStarted',
    ]);
    // A skipped turn is not a turn taken: no courier decision for Birch, though it could pay.
    expect(fourSuspects.legal(s, BIRCH).some((a) => a.type === 'endTurn')).toBe(false);
    expect(s.public.phase).toEqual({ kind: 'turn', seat: CEDAR });
    expect(s.public.faceUp).toEqual([4]);
  });

  it('malformed, out-of-turn and illegal actions get typed errors and change nothing', () => {
    const s = table();
    refuse(s, ASH, { type: 'ask' }, 'MALFORMED');
    refuse(s, ASH, { type: 'show', card: 99 }, 'MALFORMED');
    refuse(s, ASH, { type: 'answer', count: 1, extra: true }, 'MALFORMED');
    refuse(s, ASH, { type: 'show', card: 0 }, 'ILLEGAL');
    refuse(s, ASH, { type: 'buy', helper: 'scout' }, 'ILLEGAL'); // no coins
    refuse(s, BIRCH, { type: 'demand', card: DEMAND[0], target: CEDAR }, 'ILLEGAL');
    refuse(s, ASH, { type: 'guess', cards: [0] }, 'ILLEGAL'); // own card
    refuse(s, ASH, { type: 'guess', cards: [14, 15] }, 'ILLEGAL'); // one card with 3 players
    const over = play(s, [
      [ASH, { type: 'guess', cards: [15] }],
      [BIRCH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    refuse(over, BIRCH, { type: 'guess', cards: [15] }, 'GAME_OVER');
    const window = act(s, ASH, { type: 'guess', cards: [15] }).state;
    refuse(window, ASH, { type: 'pass' }, 'ILLEGAL'); // having guessed, Ash may only resign meanwhile
    const five = start(5, {
      missing: [15],
      hands: [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [9, 10, 11],
        [12, 13, 14],
      ],
      start: ASH,
    });
    const out = play(five, [
      [ASH, { type: 'guess', cards: [14] }],
      [BIRCH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
      [ELM, { type: 'pass' }],
      [4, { type: 'pass' }],
    ]).state;
    refuse(out, ASH, { type: 'guess', cards: [15] }, 'NOT_ACTOR');
  });
});
