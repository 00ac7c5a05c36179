/**
 * The rulebook (alibi-1993.rulebook.txt), sentence by sentence, each rule as a scenario with a
 * fixed deal, plus the DECISIONS.md entries that settle what it leaves open (unions of any size,
 * the server's answers). Names are ours: the rulebook's suspects, places, weapons and emotions map
 * onto the sets of `src/cards.ts` (its Boat is our Ferry, its Slim Slant our Basil Thorne).
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  ALL_SETS,
  BLANK_POINTS,
  CARD_TYPES,
  FIRST_ACCUSER_BONUS,
  MAX_ATOMS,
  SETS,
  SUBCATEGORY,
  TIMES,
  alibi1993,
  cardSet,
  cardType,
  cardsOfType,
  judgeSheet,
  meldPoints,
  setCards,
  setsOfType,
  subName,
  type Action,
  type Atom,
  type Question,
  type Sheet,
  type State,
  type View,
} from '../src/index.ts';
import {
  ADA,
  BASIL,
  BLADE,
  CORA,
  FEAR,
  FERRY,
  GREENHOUSE,
  JEALOUSY,
  LIGATURE,
  MORNING,
  NOON,
  SOLUTION,
  TOXIN,
  act,
  card,
  dealWith,
  finishRound,
  passLowest,
  play,
  refuse,
  start,
} from './helpers.ts';

const view = (s: State, seat: number | 'spectator') => alibi1993.view(s, seat) as View;
const ask = (target: number, question: Question): Action => ({ type: 'ask', target, question });
const ALL_HAND: Question = { filter: [{ kind: 'all' }], scope: 'hand' };
const answerOf = (r: { events: unknown[] }) =>
  (r.events.find((e) => (e as { type: string }).type === 'asked') as { answer: number }).answer;
const RIGHT_SHEET: Sheet = { suspect: { set: CORA }, place: { set: GREENHOUSE }, weapon: { set: TOXIN }, emotion: { set: FEAR } };
const writeAll = (s: State, sheets: Sheet[]) =>
  play(
    s,
    sheets.map((sheet, seat) => [seat, { type: 'write', sheet }] as [number, Action]),
  );

describe('game equipment and the card types', () => {
  it('78 cards', () => {
    expect(ALL_CARDS).toHaveLength(78);
  });

  it('four types: 24 suspect, 18 place, 18 weapon and 18 emotion cards', () => {
    expect(CARD_TYPES.map((t) => cardsOfType(t).length)).toEqual([24, 18, 18, 18]);
  });

  it('each type in sets of three by an icon: eight suspect sets, six of each other type', () => {
    expect(CARD_TYPES.map((t) => setsOfType(t).length)).toEqual([8, 6, 6, 6]);
    for (const set of ALL_SETS) expect(setCards(set).map(cardSet)).toEqual([set, set, set]);
    expect(new Set(SETS.map((x) => x.icon)).size).toBe(26);
  });

  it('each card in a set is unique, told apart by a second icon', () => {
    for (const x of SETS) {
      expect(new Set(x.subIcons).size).toBe(3);
      expect(new Set(x.subs).size).toBe(3);
    }
  });
});

describe('the icon boxes', () => {
  it('the top icon is the suspect, place, weapon or emotion; the bottom icon its time, location, type or motive', () => {
    expect(SUBCATEGORY).toEqual({ suspect: 'time', place: 'location', weapon: 'weapon type', emotion: 'motive' });
    expect(subName(card(FERRY, 0))).toBe('bridge');
    expect(cardType(card(FERRY, 0))).toBe('place');
  });

  it('the locations of a place (types of a weapon, motives of an emotion) belong to it alone', () => {
    const names = SETS.slice(8).flatMap((x) => x.subs);
    expect(new Set(names).size).toBe(names.length);
  });

  it('the times of the suspects are always morning, noon and night', () => {
    for (const set of setsOfType('suspect')) expect(SETS[set]?.subs).toEqual(TIMES);
  });
});

describe('setting up for play', () => {
  const dealt = (seed: string, players = 4) => {
    const r = alibi1993.setup({ players, seed, options: {} });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('one card of each type is hidden without anyone looking: nobody’s view holds it until the end', () => {
    for (const seed of ['a', 'b', 'c']) {
      const s = dealt(seed);
      expect(s.hidden.solution.map(cardType)).toEqual(['suspect', 'place', 'weapon', 'emotion']);
      for (const seat of [0, 1, 2, 3]) expect(view(s, seat).cards).not.toEqual(expect.arrayContaining([s.hidden.solution[0]]));
      expect(JSON.stringify(view(s, 'spectator'))).not.toContain('solution');
    }
  });

  it('the remaining cards are shuffled together and all dealt out (hands differ by one at most)', () => {
    for (const players of [3, 4, 5, 6]) {
      const s = dealt(`deal${players}`, players);
      const hands = s.secret.map((x) => x.hand);
      expect(hands.flat().sort((a, b) => a - b)).toEqual(ALL_CARDS.filter((c) => !s.hidden.solution.includes(c)));
      expect(Math.max(...hands.map((h) => h.length)) - Math.min(...hands.map((h) => h.length))).toBeLessThanOrEqual(1);
    }
  });

  it('the player to the left of the one who received the last card takes the first turn', () => {
    for (const players of [3, 4, 5, 6]) {
      const s = dealt(`first${players}`, players);
      // Dealt one by one from the dealer's left: the 74th card goes to dealer + 74.
      const last = (s.public.dealer + 74) % players;
      expect(s.public.phase).toEqual({ kind: 'turn', seat: (last + 1) % players });
      // The seats from the dealer's left up to the last receiver got the extra cards.
      const big = Math.max(...s.public.handSizes);
      expect(s.public.handSizes[last]).toBe(big);
    }
  });

  it('each player keeps a record sheet: every card they gain is marked off (the view’s seen cards)', () => {
    let s = finishRound(start(3, { ...dealWith(3, SOLUTION), first: 0 }));
    const given = s.secret[0]?.hand[0] as number;
    s = passLowest(s);
    expect(view(s, 1).seen).toContain(given);
    expect(view(s, 1).cards).toContain(given);
  });
});

describe('in a turn', () => {
  const s0 = start(4, { ...dealWith(4, SOLUTION), first: 1 });

  it('a player may either ask a question or make an Accusation', () => {
    const types = new Set(alibi1993.legal(s0, 1).map((a) => a.type));
    // Besides resigning, which any seat may do at any moment.
    expect([...types].sort()).toEqual(['accuse', 'ask', 'resign']);
    expect(alibi1993.legal(s0, 2)).toEqual([{ type: 'resign' }]);
  });

  it('the Accusation immediately ends the game: no more questions', () => {
    const s = act(s0, 1, { type: 'accuse' }).state;
    expect(s.public.phase).toEqual({ kind: 'accusation', accuser: 1 });
    refuse(s, 1, ask(2, ALL_HAND), 'ILLEGAL');
    refuse(s, 2, ask(3, ALL_HAND), 'ILLEGAL');
  });

  it('after each turn, play passes clockwise to the next player', () => {
    let s = s0;
    for (const next of [2, 3, 0]) {
      const seat = (s.public.phase as { seat: number }).seat;
      s = act(s, seat, ask(next, ALL_HAND)).state;
      expect(s.public.phase).toEqual({ kind: 'turn', seat: next });
    }
  });
});

describe('asking a question', () => {
  // Seat 1 holds Basil in the morning, the Ferry bridge, the silk scarf, two Jealousy cards and the letter opener.
  const listed = [
    card(BASIL, MORNING),
    card(BASIL, 2),
    card(FERRY, 0),
    card(LIGATURE, 0),
    card(JEALOUSY, 0),
    card(JEALOUSY, 2),
    card(BLADE, 0),
  ];
  const s0 = start(3, { ...dealWith(3, SOLUTION, [[], listed]), first: 0 });
  const hand1 = s0.secret[1]?.hand ?? [];
  const count = (pred: (c: number) => boolean) => hand1.filter(pred).length;
  const answer = (q: Question) => answerOf(act(s0, 0, ask(1, q)));

  it('the first player asks any other player (never themselves)', () => {
    act(s0, 0, ask(1, ALL_HAND));
    act(s0, 0, ask(2, ALL_HAND));
    refuse(s0, 0, ask(0, ALL_HAND), 'ILLEGAL');
  });

  it('example: how many cards of one suspect do you have', () => {
    expect(answer({ filter: [{ kind: 'set', set: BASIL }], scope: 'hand' })).toBe(count((c) => cardSet(c) === BASIL));
  });

  it('example: how many weapon cards do you have', () => {
    expect(answer({ filter: [{ kind: 'type', type: 'weapon' }], scope: 'hand' })).toBe(count((c) => cardType(c) === 'weapon'));
  });

  it('example: how many cards of one location do you have (a location is one card)', () => {
    expect(answer({ filter: [{ kind: 'card', card: card(FERRY, 0) }], scope: 'hand' })).toBe(1);
    expect(answer({ filter: [{ kind: 'card', card: card(FERRY, 1) }], scope: 'hand' })).toBe(count((c) => c === card(FERRY, 1)));
  });

  it('example: a whole theory — suspect at a time, location, weapon type — how many of those cards have you seen', () => {
    const theory: Question = {
      filter: [
        { kind: 'card', card: card(BASIL, MORNING) },
        { kind: 'card', card: card(FERRY, 0) },
        { kind: 'card', card: card(LIGATURE, 0) },
      ],
      scope: 'seen',
    };
    expect(answer(theory)).toBe(3);
  });

  it('example: how many cards of one emotion have you seen', () => {
    expect(answer({ filter: [{ kind: 'set', set: JEALOUSY }], scope: 'seen' })).toBe(2);
  });

  it('example: how many cards in your hand have you held since the beginning of the game', () => {
    expect(answer({ filter: [{ kind: 'all' }], scope: 'kept' })).toBe(hand1.length);
    // After a passing, the card received is not one of them (and the one given away never was).
    let s = passLowest(finishRound(s0));
    s = act(s, 0, ask(1, { filter: [{ kind: 'all' }], scope: 'kept' })).state;
    const q = s.public.questions.at(-1);
    expect(q?.answer).toBe(hand1.length - 1);
  });

  it('any question answered with a number: a union may be as large as the deck allows (DECISIONS.md)', () => {
    // Every atom there is — all, the types, the sets, the times and the 78 single cards — in one union.
    const every: Atom[] = [
      { kind: 'all' },
      ...CARD_TYPES.map((type) => ({ kind: 'type' as const, type })),
      ...ALL_SETS.map((set) => ({ kind: 'set' as const, set })),
      ...[0, 1, 2].map((time) => ({ kind: 'time' as const, time })),
      ...ALL_CARDS.map((c) => ({ kind: 'card' as const, card: c })),
    ];
    expect(every).toHaveLength(MAX_ATOMS);
    expect(answer({ filter: every, scope: 'hand' })).toBe(hand1.length);
    // 78 single cards: everything the table could hold.
    expect(answer({ filter: ALL_CARDS.map((c) => ({ kind: 'card', card: c })), scope: 'seen' })).toBe(hand1.length);
    // 25 cards: more than the old limit of 24 atoms.
    const suspects: Atom[] = [...cardsOfType('suspect'), card(FERRY, 0)].map((c) => ({ kind: 'card', card: c }));
    expect(answer({ filter: suspects, scope: 'hand' })).toBe(count((c) => cardType(c) === 'suspect' || c === card(FERRY, 0)));
  });

  it('a union longer than the atoms there are is refused with a typed error, and changes nothing', () => {
    const tooLong: Atom[] = Array.from({ length: MAX_ATOMS + 1 }, (_, i) => ({ kind: 'card', card: i % 78 }));
    refuse(s0, 0, ask(1, { filter: tooLong, scope: 'hand' }), 'MALFORMED');
    // Repeats within the limit are fine: the question is stored without them.
    const repeated: Atom[] = Array.from({ length: 100 }, () => ({ kind: 'set', set: BASIL }));
    const r = act(s0, 0, ask(1, { filter: repeated, scope: 'hand' }));
    expect(r.state.public.questions[0]?.question.filter).toEqual([{ kind: 'set', set: BASIL }]);
  });

  it('the player questioned answers truthfully and to the best of their recollection: the server counts', () => {
    // "Seen" remembers a card passed away; "hand" does not count it any more.
    let s = finishRound(s0);
    s = play(s, [
      [0, { type: 'pass', cards: [s.secret[0]?.hand[0] as number] }],
      [1, { type: 'pass', cards: [card(BASIL, MORNING)] }],
      [2, { type: 'pass', cards: [s.secret[2]?.hand[0] as number] }],
    ]).state;
    const q = (scope: Question['scope']) =>
      answerOf(act(s, 0, ask(1, { filter: [{ kind: 'card', card: card(BASIL, MORNING) }], scope })));
    expect(q('hand')).toBe(0);
    expect(q('seen')).toBe(1);
  });

  it('all players hear the question and the answer', () => {
    const r = act(s0, 0, ask(1, { filter: [{ kind: 'set', set: JEALOUSY }], scope: 'hand' }));
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(view(r.state, viewer).questions).toEqual([
        { asker: 0, target: 1, question: { filter: [{ kind: 'set', set: JEALOUSY }], scope: 'hand' }, answer: 2, round: 1 },
      ]);
      expect(alibi1993.project(r.events[0] as never, viewer)).toEqual(r.events[0]);
    }
  });

  it('no player may look at another player’s record sheet', () => {
    const v = view(s0, 0);
    expect(v.cards).toEqual(s0.secret[0]?.hand);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s0.secret[1]?.held));
  });
});

describe('passing cards', () => {
  const s0 = start(3, { ...dealWith(3, SOLUTION), first: 0 });

  it('after each player’s question of the round is answered, each player passes cards to the player on their left', () => {
    let s = act(s0, 0, ask(1, ALL_HAND)).state;
    s = act(s, 1, ask(2, ALL_HAND)).state;
    expect(s.public.phase.kind).toBe('turn');
    s = act(s, 2, ask(0, ALL_HAND)).state;
    expect(s.public.phase).toEqual({ kind: 'passing', round: 1 });
    const tops = [0, 1, 2].map((seat) => s.secret[seat]?.hand[0] as number);
    s = passLowest(s);
    for (const seat of [0, 1, 2]) expect(s.secret[(seat + 1) % 3]?.lastPass?.got).toEqual([tops[seat]]);
  });

  it('one card after the first round, two after the second, three after the third, and so on', () => {
    let s = s0;
    for (const round of [1, 2, 3, 4]) {
      s = finishRound(s);
      expect(s.public.phase).toEqual({ kind: 'passing', round });
      const hand = s.secret[0]?.hand ?? [];
      refuse(s, 0, { type: 'pass', cards: hand.slice(0, round - 1) }, 'ILLEGAL');
      refuse(s, 0, { type: 'pass', cards: hand.slice(0, round + 1) }, 'ILLEGAL');
      s = passLowest(s);
      expect(s.secret[0]?.lastPass?.gave).toHaveLength(round);
    }
  });

  it('cards are passed face down, and chosen before looking at the cards received', () => {
    let s = finishRound(s0);
    const give = s.secret[0]?.hand[0] as number;
    const chose = act(s, 0, { type: 'pass', cards: [give] });
    expect(chose.events).toEqual([{ type: 'passChosen', seat: 0, count: 1 }]);
    s = chose.state;
    // Nothing has arrived yet, and the choice cannot be changed.
    expect(s.secret[1]?.hand).not.toContain(give);
    refuse(s, 0, { type: 'pass', cards: [s.secret[0]?.hand[0] as number] }, 'ILLEGAL');
    s = play(s, [
      [1, { type: 'pass', cards: [s.secret[1]?.hand[0] as number] }],
      [2, { type: 'pass', cards: [s.secret[2]?.hand[0] as number] }],
    ]).state;
    expect(s.secret[1]?.hand).toContain(give);
    expect(view(s, 2).seen).not.toContain(give);
  });

  it('a player required to pass more cards than they hold passes the whole hand, possibly receiving more', () => {
    const small = [card(ADA, 0), card(ADA, 1)];
    const deal = dealWith(3, SOLUTION, [small]);
    const rest = deal.hands[0]!.filter((c) => !small.includes(c));
    const hands = [small, [...deal.hands[1]!, ...rest.slice(0, 12)], [...deal.hands[2]!, ...rest.slice(12)]];
    let s = start(3, { hidden: SOLUTION, hands, first: 0 });
    for (let round = 1; round <= 2; round++) s = passLowest(finishRound(s));
    s = finishRound(s);
    expect(s.secret[0]?.hand).toHaveLength(2);
    s = passLowest(s);
    expect(s.secret[0]?.lastPass?.gave).toHaveLength(2);
    expect(s.secret[0]?.lastPass?.got).toHaveLength(3);
  });
});

describe('melding sets', () => {
  const deal = dealWith(4, SOLUTION, [[card(FERRY, 2)], [card(FERRY, 0), card(FERRY, 1)]]);
  const s0 = start(4, deal);
  /** After the first passing seat 1 holds the whole Ferry set. */
  const withSet = () => {
    const s = finishRound(s0);
    const other = (seat: number) => [s.secret[seat]?.hand.find((c) => cardSet(c) !== FERRY) as number];
    return play(s, [
      [0, { type: 'pass', cards: [card(FERRY, 2)] }],
      [1, { type: 'pass', cards: other(1) }],
      [2, { type: 'pass', cards: other(2) }],
      [3, { type: 'pass', cards: other(3) }],
    ]).state;
  };

  it('a player with all three cards of one top icon may meld them face up in front of them', () => {
    const s = withSet();
    expect(alibi1993.legal(s, 1)).toEqual([{ type: 'meld', set: FERRY }, { type: 'resign' }]);
    const r = act(s, 1, { type: 'meld', set: FERRY });
    expect(r.state.public.melds).toEqual([{ seat: 1, set: FERRY, round: 1, points: 7 }]);
    // Two of a set are not a set.
    refuse(s0, 1, { type: 'meld', set: FERRY }, 'ILLEGAL');
  });

  it('melded cards are revealed to all the players', () => {
    const r = act(withSet(), 1, { type: 'meld', set: FERRY });
    for (const seat of [0, 1, 2, 3]) expect(view(r.state, seat).seen).toEqual(expect.arrayContaining(setCards(FERRY)));
    expect(view(r.state, 'spectator').melds).toHaveLength(1);
    expect(alibi1993.describeEvent(r.events[0] as never)).toContain('Ferry');
  });

  it('the rulebook’s example: the Ferry (its Boat) melded in the second round, in another player’s turn, scores 5', () => {
    let s = withSet();
    s = act(s, 2, ask(3, ALL_HAND)).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: 3 });
    const r = act(s, 1, { type: 'meld', set: FERRY });
    expect(r.events).toEqual([{ type: 'melded', seat: 1, set: FERRY, round: 2, points: 5 }]);
  });

  it('the meld scores by round: 6 / 4 / 3 for suspects, 7 / 5 / 3 otherwise, 3 in every later round', () => {
    expect([1, 2, 3, 4, 5].map((r) => meldPoints(ADA, r))).toEqual([6, 4, 3, 3, 3]);
    expect([1, 2, 3, 4, 5].map((r) => meldPoints(FERRY, r))).toEqual([7, 5, 3, 3, 3]);
  });
});

describe('making the first accusation', () => {
  const s0 = start(4, { ...dealWith(4, SOLUTION, [[], [], setCards(BLADE)]), first: 2 });

  it('in their turn, instead of asking, a player may announce the Accusation (not outside their turn, not while passing)', () => {
    refuse(s0, 2, { type: 'meld', set: FERRY }, 'ILLEGAL');
    refuse(s0, 3, { type: 'accuse' }, 'ILLEGAL');
    const passing = finishRound(s0);
    refuse(passing, 2, { type: 'accuse' }, 'ILLEGAL');
    const r = act(s0, 2, { type: 'accuse' });
    expect(r.events).toEqual([{ type: 'accused', seat: 2 }]);
  });

  it('the game ends for everyone and the announcer is the First Accuser: everyone writes a sheet', () => {
    const s = act(s0, 2, { type: 'accuse' }).state;
    expect(s.public.phase).toEqual({ kind: 'accusation', accuser: 2 });
    expect(alibi1993.waitingFor(s)).toEqual([0, 1, 2, 3]);
  });

  it('no player may meld after the Accusation is announced', () => {
    expect(alibi1993.legal(s0, 2)).toContainEqual({ type: 'meld', set: BLADE });
    const s = act(s0, 2, { type: 'accuse' }).state;
    refuse(s, 2, { type: 'meld', set: BLADE }, 'ILLEGAL');
  });
});

describe('winning the game', () => {
  const accused = act(start(4, { ...dealWith(4, SOLUTION), first: 0 }), 0, { type: 'accuse' }).state;

  it('the First Accuser must name the suspect and at least three of the other seven blanks', () => {
    refuse(
      accused,
      0,
      { type: 'write', sheet: { place: { set: GREENHOUSE, sub: 2 }, weapon: { set: TOXIN, sub: 1 } } },
      'ILLEGAL',
    );
    refuse(
      accused,
      0,
      { type: 'write', sheet: { suspect: { set: CORA }, place: { set: GREENHOUSE }, weapon: { set: TOXIN } } },
      'ILLEGAL',
    );
    // Suspect + time + place + location: three others.
    act(accused, 0, { type: 'write', sheet: { suspect: { set: CORA, sub: NOON }, place: { set: GREENHOUSE, sub: 2 } } });
  });

  it('…and may fill more blanks if they wish (all eight)', () => {
    act(accused, 0, {
      type: 'write',
      sheet: {
        suspect: { set: CORA, sub: NOON },
        place: { set: GREENHOUSE, sub: 2 },
        weapon: { set: TOXIN, sub: 1 },
        emotion: { set: FEAR, sub: 1 },
      },
    });
  });

  it('the other players write as many blanks as they like, none included', () => {
    act(accused, 1, { type: 'write', sheet: {} });
    act(accused, 2, { type: 'write', sheet: { emotion: { set: FEAR, sub: 0 } } });
    act(accused, 3, { type: 'write', sheet: { suspect: { set: ADA, sub: MORNING } } });
  });

  it('a blank names a card set, or a specific card (the set with its subcategory)', () => {
    const r = writeAll(accused, [
      RIGHT_SHEET,
      { weapon: { set: TOXIN } },
      { weapon: { set: TOXIN, sub: 1 } },
      { weapon: { set: TOXIN, sub: 0 } },
    ]);
    const lines = r.state.public.results[0]?.lines ?? [];
    expect(lines[1]?.blanks).toEqual([{ blank: 'weapon', correct: true, points: 5 }]);
    expect(lines[2]?.blanks.map((b) => b.points)).toEqual([5, 3]);
    expect(lines[3]?.blanks.map((b) => b.points)).toEqual([5, -3]);
    // A blank must name a set of its own type.
    refuse(accused, 1, { type: 'write', sheet: { weapon: { set: GREENHOUSE } } }, 'ILLEGAL');
  });

  it('a wrong suspect makes the time wrong too: Ada at noon guessed, Cora at noon hidden (the rulebook’s example)', () => {
    expect(judgeSheet({ suspect: { set: ADA, sub: NOON } }, SOLUTION, false)).toEqual([
      { blank: 'suspect', correct: false, points: -10 },
      { blank: 'time', correct: false, points: -3 },
    ]);
  });
});

describe('ending the game', () => {
  it('sets may be melded at any time, even in the middle of another player’s turn or during the passing', () => {
    const s0 = start(3, { ...dealWith(3, SOLUTION, [[], setCards(BLADE)]), first: 0 });
    expect(alibi1993.legal(s0, 1)).toContainEqual({ type: 'meld', set: BLADE });
    expect(alibi1993.legal(s0, 2)).toEqual([{ type: 'resign' }]);
    const passing = finishRound(s0);
    expect(alibi1993.legal(passing, 1)).toContainEqual({ type: 'meld', set: BLADE });
    expect(act(passing, 1, { type: 'meld', set: BLADE }).events[0]).toMatchObject({ points: 7 });
  });

  it('the next round begins only with its first question: until then a meld still scores the round before', () => {
    const s0 = start(3, { ...dealWith(3, SOLUTION, [[], setCards(BLADE)]), first: 0 });
    // Seat 1 passes cards of other sets and keeps the Blade set.
    let s = finishRound(s0);
    s = play(
      s,
      [0, 1, 2].map(
        (seat) =>
          [seat, { type: 'pass', cards: [s.secret[seat]?.hand.find((c) => cardSet(c) !== BLADE) as number] }] as [number, Action],
      ),
    ).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: 0 });
    expect(act(s, 1, { type: 'meld', set: BLADE }).events[0]).toMatchObject({ round: 1, points: 7 });
    const next = act(s, 0, ask(1, ALL_HAND)).state;
    expect(next.public.round).toBe(2);
    expect(act(next, 1, { type: 'meld', set: BLADE }).events[0]).toMatchObject({ round: 2, points: 5 });
  });
});

describe('scoring', () => {
  const accused = act(start(4, { ...dealWith(4, SOLUTION), first: 0 }), 0, { type: 'accuse' }).state;
  const scored = (sheets: Sheet[]) => writeAll(accused, sheets).state;

  it('when all sheets are written, the hidden cards are spread on the table for all to see', () => {
    let s = play(accused, [
      [0, { type: 'write', sheet: RIGHT_SHEET }],
      [1, { type: 'write', sheet: {} }],
      [2, { type: 'write', sheet: {} }],
    ]).state;
    expect(view(s, 1).results).toEqual([]);
    s = act(s, 3, { type: 'write', sheet: {} }).state;
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(view(s, viewer).results[0]?.solution).toEqual(SOLUTION);
  });

  it('the First Accuser gets a 7-point bonus', () => {
    const s = scored([RIGHT_SHEET, {}, {}, {}]);
    expect(s.public.results[0]?.lines[0]?.bonus).toBe(FIRST_ACCUSER_BONUS);
    expect(s.public.results[0]?.lines[1]?.bonus).toBe(0);
  });

  it('each correct blank wins its points; each incorrect blank loses them', () => {
    const s = scored([RIGHT_SHEET, { place: { set: GREENHOUSE, sub: 2 } }, { place: { set: FERRY, sub: 0 } }, {}]);
    expect(s.public.results[0]?.lines[1]?.total).toBe(5 + 3);
    expect(s.public.results[0]?.lines[2]?.total).toBe(-5 - 3);
  });

  it('the First Accuser loses double for each incorrect blank', () => {
    const s = scored([{ suspect: { set: ADA, sub: NOON }, place: { set: FERRY }, weapon: { set: TOXIN } }, {}, {}, {}]);
    expect(s.public.results[0]?.lines[0]?.blanks.map((b) => b.points)).toEqual([-20, -6, -10, 5]);
    expect(s.public.results[0]?.lines[0]?.total).toBe(-20 - 6 - 10 + 5 + 7);
  });

  it('each player’s total adds the meld points; the most points wins the hand (ties share it)', () => {
    const s0 = start(4, { ...dealWith(4, SOLUTION, [[], setCards(BLADE)]), first: 0 });
    let s = act(s0, 1, { type: 'meld', set: BLADE }).state;
    s = act(s, 0, { type: 'accuse' }).state;
    // Seat 0 scores 25 + 7 - 0; seat 1 melds 7 and writes the right place and weapon: 17; seat 2 matches seat 1 without the meld.
    s = writeAll(s, [RIGHT_SHEET, { place: { set: GREENHOUSE }, weapon: { set: TOXIN } }, {}, {}]).state;
    expect(s.public.results[0]?.lines.map((l) => l.total)).toEqual([32, 17, 0, 0]);
    expect(alibi1993.outcome(s)).toMatchObject({ winners: [0] });
    // Everyone else on 0 ahead of a First Accuser who lost: the three share the win.
    const level = writeAll(act(s0, 0, { type: 'accuse' }).state, [
      { suspect: { set: CORA }, place: { set: FERRY }, weapon: { set: BLADE }, emotion: { set: JEALOUSY } },
      {},
      {},
      {},
    ]).state;
    expect(alibi1993.outcome(level)).toMatchObject({ winners: [1, 2, 3], scores: [10 - 10 - 10 - 10 + 7, 0, 0, 0] });
  });

  it('one hand is the game unless the players agree on a series (the series option, with running totals)', () => {
    const one = writeAll(act(start(3, { ...dealWith(3, SOLUTION), first: 0 }), 0, { type: 'accuse' }).state, [
      RIGHT_SHEET,
      {},
      {},
    ]);
    expect(one.state.public.phase).toEqual({ kind: 'over' });
    expect(alibi1993.outcome(one.state)).toMatchObject({ winners: [0], reason: 'highest-score' });
    let s = start(3, { ...dealWith(3, SOLUTION), first: 0 }, { series: 2 });
    s = act(s, 0, { type: 'accuse' }).state;
    s = writeAll(s, [RIGHT_SHEET, {}, {}]).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: s.public.first });
    expect(s.public.totals).toEqual([32, 0, 0]);
    expect(s.public.handNumber).toBe(2);
  });
});

describe('the score sheet reference', () => {
  it('blanks: suspect 10, time 3, place 5, location 3, weapon 5, type 3, emotion 5, motive 3', () => {
    expect(BLANK_POINTS).toEqual({
      suspect: 10,
      time: 3,
      place: 5,
      location: 3,
      weapon: 5,
      weaponType: 3,
      emotion: 5,
      motive: 3,
    });
  });

  it('the melds: 7 / 5 / 3 (suspects 6 / 4 / 3) and the First Accuser’s 7-point bonus', () => {
    expect([meldPoints(BLADE, 1), meldPoints(BLADE, 2), meldPoints(BLADE, 3)]).toEqual([7, 5, 3]);
    expect([meldPoints(CORA, 1), meldPoints(CORA, 2), meldPoints(CORA, 3)]).toEqual([6, 4, 3]);
    expect(FIRST_ACCUSER_BONUS).toBe(7);
  });
});
