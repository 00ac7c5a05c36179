import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  SETS,
  TIME_ICONS,
  alibi1993,
  cardLabel,
  cardSet,
  cardType,
  judgeSheet,
  questionText,
  type Action,
  type Question,
  type State,
  type View,
} from '../src/index.ts';
import {
  ADA,
  BASIL,
  BLADE,
  CORA,
  FERRY,
  GREED,
  GREENHOUSE,
  JEALOUSY,
  LIGATURE,
  LIGHTHOUSE,
  MORNING,
  NIGHT,
  NOON,
  SOLUTION,
  TOXIN,
  FEAR,
  FIREARM,
  act,
  card,
  dealWith,
  finishRound,
  passLowest,
  play,
  refuse,
  start,
} from './helpers.ts';

const view = (s: State, seat: number) => alibi1993.view(s, seat) as View;
const ask = (target: number, question: Question): Action => ({ type: 'ask', target, question });

describe('the deck', () => {
  it('has 78 cards: 8 suspects, 6 places, 6 weapons, 6 emotions, each a set of three', () => {
    expect(ALL_CARDS).toHaveLength(78);
    const byType = (t: string) => ALL_CARDS.filter((c) => cardType(c) === t).length;
    expect([byType('suspect'), byType('place'), byType('weapon'), byType('emotion')]).toEqual([24, 18, 18, 18]);
    expect(SETS).toHaveLength(26);
    for (let set = 0; set < 26; set++) expect(ALL_CARDS.filter((c) => cardSet(c) === set)).toHaveLength(3);
  });
  it('suspects share the three times; every other subcategory value belongs to one set only', () => {
    for (let set = 0; set < 8; set++) expect(SETS[set]?.subs).toEqual(['morning', 'noon', 'night']);
    const others = SETS.slice(8).flatMap((s) => s.subs);
    expect(new Set(others).size).toBe(54);
    expect(new Set(ALL_CARDS.map(cardLabel)).size).toBe(78);
    expect(new Set(SETS.map((s) => s.name)).size).toBe(26);
    // Every set and subcategory value has its own icon.
    const icons = [...SETS.map((s) => s.icon), ...SETS.slice(8).flatMap((s) => s.subIcons), ...TIME_ICONS];
    expect(new Set(icons).size).toBe(26 + 54 + 3);
  });
});

describe('setup', () => {
  it.each([3, 4, 5, 6])(
    '%i players: one card of each type hidden, the rest dealt, the seat after the last card starts',
    (players) => {
      for (let i = 0; i < 20; i++) {
        const r = alibi1993.setup({ players, seed: `deal:${i}`, options: {} });
        if (!r.ok) throw new Error(r.error.message);
        const s = r.value;
        expect(s.hidden.solution.map(cardType)).toEqual(['suspect', 'place', 'weapon', 'emotion']);
        const dealt = s.secret.flatMap((x) => x.hand);
        expect([...dealt, ...s.hidden.solution].sort((a, b) => a - b)).toEqual(ALL_CARDS);
        const sizes = s.public.handSizes;
        const small = Math.floor(74 / players);
        expect(sizes.every((n) => n === small || n === small + 1)).toBe(true);
        // Dealt one by one: the last card went to the seat before the first player, who got one fewer.
        const first = s.public.first;
        expect(sizes[(first - 1 + players) % players]).toBe((sizes[first] as number) + 1);
        expect(s.public.phase).toEqual({ kind: 'turn', seat: first });
        expect(first).toBe((s.public.dealer + 75) % players);
      }
    },
  );
  it('refuses other player counts and deals that do not fit', () => {
    for (const players of [2, 7]) {
      const r = alibi1993.setup({ players, seed: 'x', options: {} });
      expect(!r.ok && r.error.code).toBe('BAD_PLAYERS');
    }
    const deal = dealWith(4, SOLUTION);
    const bad = [
      { ...deal, hidden: [card(ADA, 0), card(BASIL, 0), card(BLADE, 0), card(GREED, 0)] },
      { ...deal, hands: deal.hands.slice(1) },
      { ...deal, hands: [deal.hands[0]?.slice(1), ...deal.hands.slice(1)] },
      { ...deal, first: 4 },
    ];
    for (const d of bad) {
      const r = alibi1993.setup({ players: 4, seed: 'x', options: { deal: d } });
      expect(!r.ok && r.error.code).toBe('BAD_OPTIONS');
    }
    const r = alibi1993.setup({ players: 4, seed: 'x', options: { series: 0 } });
    expect(!r.ok && r.error.code).toBe('MALFORMED');
  });
  it('is a pure function of the seed', () => {
    const a = alibi1993.setup({ players: 5, seed: 'same', options: {} });
    const b = alibi1993.setup({ players: 5, seed: 'same', options: {} });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('a turn', () => {
  const s0 = start(4, dealWith(4, SOLUTION));
  it('the first player asks one other player, or accuses; the turn then passes to the left', () => {
    expect(s0.public.phase).toEqual({ kind: 'turn', seat: 2 });
    const q: Question = { filter: [{ kind: 'type', type: 'weapon' }], scope: 'hand' };
    refuse(s0, 2, ask(2, q), 'ILLEGAL');
    // Out of turn every seat still acts (it may resign), but not this.
    refuse(s0, 3, ask(0, q), 'ILLEGAL');
    const { state, events } = act(s0, 2, ask(0, q));
    const expected = s0.secret[0]?.hand.filter((c) => c >= 42 && c < 60).length;
    expect(events).toEqual([{ type: 'asked', asker: 2, target: 0, question: q, answer: expected, round: 1 }]);
    expect(state.public.phase).toEqual({ kind: 'turn', seat: 3 });
    // Everyone hears the question and the answer.
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(alibi1993.project(events[0]!, viewer)).toEqual(events[0]);
    expect(view(state, 1).questions).toEqual([{ asker: 2, target: 0, question: q, answer: expected, round: 1 }]);
  });
  it('turns go clockwise from the first player; every round starts with the first player again', () => {
    const seen: number[] = [];
    let s = s0;
    for (let k = 0; k < 4; k++) {
      const p = s.public.phase;
      if (p.kind !== 'turn') throw new Error('not a turn');
      seen.push(p.seat);
      expect(alibi1993.waitingFor(s)).toEqual([p.seat]);
      s = act(s, p.seat, ask((p.seat + 2) % 4, { filter: [{ kind: 'all' }], scope: 'hand' })).state;
    }
    expect(seen).toEqual([2, 3, 0, 1]);
    expect(s.public.phase).toEqual({ kind: 'passing', round: 1 });
    s = passLowest(s);
    expect(s.public.phase).toEqual({ kind: 'turn', seat: 2 });
    expect(s.public.round).toBe(1);
    s = act(s, 2, ask(3, { filter: [{ kind: 'all' }], scope: 'hand' })).state;
    expect([s.public.round, s.public.asked]).toEqual([2, 1]);
    // The first player may also accuse at the start of a later round.
    s = finishRound(s);
    s = passLowest(s);
    expect(act(s, 2, { type: 'accuse' }).state.public.phase).toEqual({ kind: 'accusation', accuser: 2 });
  });
  it('the accusation is only for the player whose turn it is', () => {
    refuse(s0, 0, { type: 'accuse' }, 'ILLEGAL');
    const { state, events } = act(s0, 2, { type: 'accuse' });
    expect(events).toEqual([{ type: 'accused', seat: 2 }]);
    expect(state.public.phase).toEqual({ kind: 'accusation', accuser: 2 });
    expect(alibi1993.waitingFor(state)).toEqual([0, 1, 2, 3]);
  });
});

describe('questions', () => {
  // Seat 1 holds Basil in the morning and at night, the Ferry bridge, the Ligature silk scarf,
  // two Jealousy cards and the Blade letter opener; it is asked by seat 0 below.
  const listed = [
    card(BASIL, MORNING),
    card(BASIL, NIGHT),
    card(FERRY, 0),
    card(LIGATURE, 0),
    card(JEALOUSY, 0),
    card(JEALOUSY, 2),
    card(BLADE, 0),
  ];
  const deal = { ...dealWith(3, SOLUTION, [[], listed]), first: 0 };
  const s0 = start(3, deal);
  const hand1 = s0.secret[1]?.hand ?? [];
  const answer = (s: State, q: Question, target = 1) => {
    const { events } = act(s, s.public.phase.kind === 'turn' ? s.public.phase.seat : 0, ask(target, q));
    return (events[0] as { answer: number }).answer;
  };

  it('composes and answers every example question of the rulebook (in our names)', () => {
    // "How many cards of this suspect do you hold?"
    const inHand = (pred: (c: number) => boolean) => hand1.filter(pred).length;
    expect(answer(s0, { filter: [{ kind: 'set', set: BASIL }], scope: 'hand' })).toBe(inHand((c) => cardSet(c) === BASIL));
    // "How many weapon cards do you hold?"
    expect(answer(s0, { filter: [{ kind: 'type', type: 'weapon' }], scope: 'hand' })).toBe(
      hand1.filter((c) => cardType(c) === 'weapon').length,
    );
    // "How many cards of this location do you hold?" (a location is one card)
    expect(answer(s0, { filter: [{ kind: 'card', card: card(FERRY, 0) }], scope: 'hand' })).toBe(1);
    // "Basil in the morning, on the Ferry bridge, with the silk scarf: how many of those have you seen?"
    const theory: Question = {
      filter: [
        { kind: 'card', card: card(BASIL, MORNING) },
        { kind: 'card', card: card(FERRY, 0) },
        { kind: 'card', card: card(LIGATURE, 0) },
      ],
      scope: 'seen',
    };
    expect(answer(s0, theory)).toBe(3);
    expect(questionText(theory)).toBe(
      'How many Basil Thorne at morning or bridge (Ferry) or silk scarf (Ligature) cards have you seen?',
    );
    // "How many cards of this emotion have you seen?"
    expect(answer(s0, { filter: [{ kind: 'set', set: JEALOUSY }], scope: 'seen' })).toBe(inHand((c) => cardSet(c) === JEALOUSY));
    // "How many cards in your hand have you held since the start?"
    expect(answer(s0, { filter: [{ kind: 'all' }], scope: 'kept' })).toBe(hand1.length);
  });

  it('a union counts each card once, in any order, and is stored in normal form', () => {
    const q: Question = {
      filter: [
        { kind: 'card', card: card(BLADE, 0) },
        { kind: 'set', set: BLADE },
        { kind: 'type', type: 'weapon' },
        { kind: 'set', set: BLADE },
      ],
      scope: 'hand',
    };
    const { state } = act(s0, 0, ask(1, q));
    expect(state.public.questions[0]?.question.filter).toEqual([
      { kind: 'type', type: 'weapon' },
      { kind: 'set', set: BLADE },
      { kind: 'card', card: card(BLADE, 0) },
    ]);
    expect(state.public.questions[0]?.answer).toBe(hand1.filter((c) => cardType(c) === 'weapon').length);
  });

  it('a time counts the suspect cards of that time only', () => {
    expect(answer(s0, { filter: [{ kind: 'time', time: NIGHT }], scope: 'hand' })).toBe(
      hand1.filter((c) => c < 24 && c % 3 === NIGHT).length,
    );
  });

  it('"seen" counts cards passed away and received, and every meld; "kept" only cards never passed', () => {
    let s = finishRound(s0);
    // Seat 1 passes its Basil at night to seat 2; seat 0 passes its lowest card to seat 1.
    const fromSeat0 = s.secret[0]?.hand[0] as number;
    s = play(s, [
      [0, { type: 'pass', cards: [fromSeat0] }],
      [1, { type: 'pass', cards: [card(BASIL, NIGHT)] }],
      [2, { type: 'pass', cards: [s.secret[2]?.hand[0] as number] }],
    ]).state;
    const basils = hand1.filter((c) => cardSet(c) === BASIL).length;
    expect(answer(s, { filter: [{ kind: 'set', set: BASIL }], scope: 'hand' })).toBe(
      basils - 1 + (cardSet(fromSeat0) === BASIL ? 1 : 0),
    );
    expect(answer(s, { filter: [{ kind: 'set', set: BASIL }], scope: 'seen' })).toBe(
      basils + (cardSet(fromSeat0) === BASIL ? 1 : 0),
    );
    expect(answer(s, { filter: [{ kind: 'card', card: fromSeat0 }], scope: 'seen' })).toBe(1);
    expect(answer(s, { filter: [{ kind: 'card', card: fromSeat0 }], scope: 'kept' })).toBe(0);
    expect(answer(s, { filter: [{ kind: 'card', card: card(BASIL, MORNING) }], scope: 'kept' })).toBe(1);
    expect(answer(s, { filter: [{ kind: 'all' }], scope: 'kept' })).toBe(hand1.length - 1);
    // The view is the note sheet: what the seat has seen, and what it kept.
    const v = view(s, 1);
    expect(v.seen).toEqual([...hand1, fromSeat0].sort((a, b) => a - b));
    expect(v.kept).toEqual(hand1.filter((c) => c !== card(BASIL, NIGHT)));
    expect(v.lastPass).toEqual({ gave: [card(BASIL, NIGHT)], got: [fromSeat0] });
  });
});

describe('passing', () => {
  const s0 = start(3, { ...dealWith(3, SOLUTION), first: 1 });

  it('comes after every player has asked; everyone chooses before anyone receives', () => {
    let s = finishRound(s0);
    expect(s.public.phase).toEqual({ kind: 'passing', round: 1 });
    expect(alibi1993.waitingFor(s)).toEqual([0, 1, 2]);
    const give0 = s.secret[0]?.hand[3] as number;
    const { state, events } = act(s, 0, { type: 'pass', cards: [give0] });
    s = state;
    expect(events).toEqual([{ type: 'passChosen', seat: 0, count: 1 }]);
    // Hidden until all have chosen: the others see only that seat 0 chose.
    expect(view(s, 1).outgoing).toBeNull();
    expect(view(s, 0).outgoing).toEqual([give0]);
    expect(s.secret[1]?.hand).not.toContain(give0);
    expect(alibi1993.apply(s, 0, { type: 'pass', cards: [s.secret[0]?.hand[0] as number] }).ok).toBe(false);
    s = act(s, 1, { type: 'pass', cards: [s.secret[1]?.hand[0] as number] }).state;
    const last = act(s, 2, { type: 'pass', cards: [s.secret[2]?.hand[0] as number] });
    const passed = last.events.find((e) => e.type === 'passed');
    expect(passed).toMatchObject({ type: 'passed', round: 1, counts: [1, 1, 1] });
    expect(last.state.secret[1]?.hand).toContain(give0);
    // Each seat learns only what it gave and what it got.
    const mine = alibi1993.project(passed!, 1) as { cards: (number[] | null)[] };
    expect(mine.cards[0]).toEqual([give0]);
    expect(mine.cards[2]).toBeNull();
    expect((alibi1993.project(passed!, 'spectator') as { cards: unknown[] }).cards).toEqual([null, null, null]);
    // The first player opens the next round.
    expect(last.state.public.phase).toEqual({ kind: 'turn', seat: 1 });
  });

  it('round r passes r cards, and exactly that many', () => {
    let s = passLowest(finishRound(s0));
    s = finishRound(s);
    expect(s.public.phase).toEqual({ kind: 'passing', round: 2 });
    const hand = s.secret[0]?.hand ?? [];
    refuse(s, 0, { type: 'pass', cards: [hand[0] as number] }, 'ILLEGAL');
    refuse(s, 0, { type: 'pass', cards: [hand[0] as number, hand[0] as number] }, 'ILLEGAL');
    refuse(s, 0, { type: 'pass', cards: [hand[0] as number, s.secret[1]?.hand[0] as number] }, 'ILLEGAL');
    const r = passLowest(s);
    expect(r.public.handSizes).toEqual(s.public.handSizes);
    expect(r.secret[1]?.lastPass?.got).toEqual(hand.slice(0, 2));
  });

  it('a hand smaller than the round passes whole (and may receive more than it gave)', () => {
    // Seat 0 holds just two cards; it melds nothing and must pass both in round 3.
    const deal = dealWith(3, SOLUTION, [[card(ADA, 0), card(ADA, 1)]]);
    const big = deal.hands[0]!.filter((c) => c !== card(ADA, 0) && c !== card(ADA, 1));
    const hands = [
      [card(ADA, 0), card(ADA, 1)],
      [...deal.hands[1]!, ...big.slice(0, 12)],
      [...deal.hands[2]!, ...big.slice(12)],
    ];
    let s = start(3, { hidden: SOLUTION, hands, first: 0 });
    for (let round = 1; round <= 3; round++) {
      s = finishRound(s);
      if (round < 3) {
        // Seat 0 keeps its small hand small: it gets one card per card it gives.
        s = passLowest(s);
      }
    }
    expect(s.public.phase).toEqual({ kind: 'passing', round: 3 });
    expect(s.secret[0]?.hand).toHaveLength(2);
    refuse(s, 0, { type: 'pass', cards: [s.secret[0]?.hand[0] as number] }, 'ILLEGAL');
    s = passLowest(s);
    expect(s.secret[0]?.lastPass?.gave).toHaveLength(2);
    expect(s.secret[0]?.lastPass?.got).toHaveLength(3);
    expect(s.public.handSizes[0]).toBe(3);
  });
});

describe('melding', () => {
  // Seat 1 holds two Ferry cards, seat 0 the third; the first player is seat 2.
  const deal = dealWith(4, SOLUTION, [[card(FERRY, 2)], [card(FERRY, 0), card(FERRY, 1)]]);
  const s0 = start(4, deal);
  const afterFirstPassing = () => {
    const s = finishRound(s0);
    const pick = (seat: number) => [s.secret[seat]?.hand.find((c) => c !== card(FERRY, 0) && c !== card(FERRY, 1)) as number];
    return play(s, [
      [0, { type: 'pass', cards: [card(FERRY, 2)] }],
      [1, { type: 'pass', cards: pick(1) }],
      [2, { type: 'pass', cards: pick(2) }],
      [3, { type: 'pass', cards: pick(3) }],
    ]).state;
  };

  it('the Ferry set melded in the second round, in another player’s turn, scores 5 and is public', () => {
    let s = afterFirstPassing();
    // Round 2 begins with the first player's question; seat 1 melds during seat 3's turn.
    s = act(s, 2, ask(3, { filter: [{ kind: 'all' }], scope: 'hand' })).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: 3 });
    expect(alibi1993.actors(s)).toEqual([0, 1, 2, 3]);
    expect(alibi1993.legal(s, 1)).toEqual([{ type: 'meld', set: FERRY }, { type: 'resign' }]);
    const { state, events } = act(s, 1, { type: 'meld', set: FERRY });
    expect(events).toEqual([{ type: 'melded', seat: 1, set: FERRY, round: 2, points: 5 }]);
    expect(state.public.melds).toEqual([{ seat: 1, set: FERRY, round: 2, points: 5 }]);
    expect(state.public.handSizes[1]).toBe((s.public.handSizes[1] as number) - 3);
    // Everyone has now seen the Ferry cards, and asking about them says so.
    for (let seat = 0; seat < 4; seat++) expect(view(state, seat).seen).toEqual(expect.arrayContaining([33, 34, 35]));
    const r = act(state, 3, ask(2, { filter: [{ kind: 'set', set: FERRY }], scope: 'seen' }));
    expect((r.events[0] as { answer: number }).answer).toBe(3);
    expect(view(state, 0).scores).toEqual([0, 5, 0, 0]);
  });

  it('a meld leaves the hand and the kept cards, and stays among the melder’s seen cards', () => {
    const s = afterFirstPassing();
    const { state } = act(s, 1, { type: 'meld', set: FERRY });
    const v = view(state, 1);
    for (const c of [33, 34, 35]) {
      expect(v.cards).not.toContain(c);
      expect(v.kept).not.toContain(c);
      expect(v.seen).toContain(c);
    }
    // Melders (and everyone else, who may resign) are actors, but the game waits only for the player whose turn it is.
    expect(alibi1993.waitingFor(s)).toEqual([2]);
    expect(alibi1993.legal(s, 1)).toEqual([{ type: 'meld', set: FERRY }, { type: 'resign' }]);
    expect(alibi1993.legal(state, 1)).toEqual([{ type: 'resign' }]);
  });

  it('until the next round’s first question a meld still scores the old round', () => {
    const s = afterFirstPassing();
    expect(s.public.phase).toEqual({ kind: 'turn', seat: 2 });
    const { events } = act(s, 1, { type: 'meld', set: FERRY });
    expect(events[0]).toMatchObject({ round: 1, points: 7 });
  });

  it('scores 7 / 5 / 3 by round, suspects 6 / 4 / 3', () => {
    const points = (set: number, round: number) => {
      const three = ALL_CARDS.filter((c) => cardSet(c) === set);
      let s = start(3, { ...dealWith(3, SOLUTION, [three]), first: 0 });
      for (let r = 1; r < round; r++) {
        s = finishRound(s);
        // Everyone passes cards of other sets, so seat 0 keeps its three.
        for (let seat = 0; seat < 3; seat++)
          s = act(s, seat, { type: 'pass', cards: s.secret[seat]!.hand.filter((c) => cardSet(c) !== set).slice(0, r) }).state;
        s = act(s, 0, ask(1, { filter: [{ kind: 'all' }], scope: 'hand' })).state;
      }
      const { events } = act(s, 0, { type: 'meld', set });
      return (events[0] as { points: number }).points;
    };
    expect([1, 2, 3, 4].map((r) => points(ADA, r))).toEqual([6, 4, 3, 3]);
    expect([1, 2, 3, 4].map((r) => points(BLADE, r))).toEqual([7, 5, 3, 3]);
  });

  it('also during the passing; never a set not wholly in hand, and no more after an accusation', () => {
    let s = finishRound(s0);
    refuse(s, 1, { type: 'meld', set: FERRY }, 'ILLEGAL');
    s = play(s, [
      [1, { type: 'pass', cards: [s.secret[1]?.hand.find((c) => cardSet(c) !== FERRY) as number] }],
      [0, { type: 'pass', cards: [card(FERRY, 2)] }],
    ]).state;
    // Not yet received: the pass lands only when everyone has chosen.
    expect(alibi1993.legal(s, 1)).toEqual([{ type: 'resign' }]);
    s = play(s, [
      [2, { type: 'pass', cards: [s.secret[2]?.hand[0] as number] }],
      [3, { type: 'pass', cards: [s.secret[3]?.hand[0] as number] }],
    ]).state;
    expect(alibi1993.legal(s, 1)).toEqual([{ type: 'meld', set: FERRY }, { type: 'resign' }]);
    refuse(s, 1, { type: 'meld', set: GREED }, 'ILLEGAL');
    const accused = act(s, 2, { type: 'accuse' }).state;
    refuse(accused, 1, { type: 'meld', set: FERRY }, 'ILLEGAL');
  });
});

describe('the accusation', () => {
  const s0 = start(4, dealWith(4, SOLUTION));
  const accused = act(s0, 2, { type: 'accuse' }).state;

  it('the First Accuser names the suspect and at least three other blanks', () => {
    refuse(
      accused,
      2,
      { type: 'write', sheet: { place: { set: GREENHOUSE }, weapon: { set: TOXIN }, emotion: { set: FEAR } } },
      'ILLEGAL',
    );
    refuse(
      accused,
      2,
      { type: 'write', sheet: { suspect: { set: CORA }, place: { set: GREENHOUSE }, weapon: { set: TOXIN } } },
      'ILLEGAL',
    );
    refuse(
      accused,
      2,
      { type: 'write', sheet: { suspect: { set: LIGHTHOUSE, sub: 0 }, place: { set: GREENHOUSE, sub: 1 } } },
      'ILLEGAL',
    );
    act(accused, 2, { type: 'write', sheet: { suspect: { set: CORA, sub: NOON }, place: { set: GREENHOUSE, sub: 1 } } });
    act(accused, 2, {
      type: 'write',
      sheet: { suspect: { set: CORA }, place: { set: GREENHOUSE }, weapon: { set: TOXIN }, emotion: { set: FEAR } },
    });
  });

  it('the others write any blanks they like, even none; sheets stay secret until all are in', () => {
    let s = act(accused, 0, { type: 'write', sheet: {} }).state;
    const { state, events } = act(s, 1, { type: 'write', sheet: { weapon: { set: FIREARM, sub: 2 } } });
    s = state;
    expect(events).toEqual([{ type: 'sheetWritten', seat: 1 }]);
    expect(view(s, 0).sheet).toEqual({});
    expect(view(s, 0).written).toEqual([true, true, false, false]);
    refuse(s, 1, { type: 'write', sheet: {} }, 'ILLEGAL');
  });

  it('scores per blank: the bonus, doubled losses for the First Accuser, and the meld points', () => {
    const sheets = [
      { suspect: { set: CORA, sub: NOON }, weapon: { set: TOXIN, sub: 0 } },
      {},
      {
        suspect: { set: CORA, sub: NOON },
        place: { set: GREENHOUSE, sub: 2 },
        weapon: { set: BLADE },
        emotion: { set: FEAR, sub: 0 },
      },
      { emotion: { set: JEALOUSY } },
    ];
    const { state, events } = play(
      accused,
      sheets.map((sheet, seat) => [seat, { type: 'write', sheet }] as [number, Action]),
    );
    const scored = events.find((e) => e.type === 'handScored');
    expect(scored).toBeDefined();
    const lines = state.public.results[0]?.lines ?? [];
    // Seat 0: Cora +10, noon +3, Toxin +5, arsenic (hemlock is hidden) -3.
    expect(lines[0]?.total).toBe(15);
    expect(lines[1]?.total).toBe(0);
    // The First Accuser: Cora +10, noon +3, Greenhouse +5, fountain +3, Blade -10, Fear +5, exposure -6, bonus +7.
    expect(lines[2]?.blanks.map((b) => b.points)).toEqual([10, 3, 5, 3, -10, 5, -6]);
    expect(lines[2]?.total).toBe(17);
    expect(lines[3]?.total).toBe(-5);
    expect(state.public.phase).toEqual({ kind: 'over' });
    expect(alibi1993.outcome(state)).toEqual({ winners: [2], scores: [15, 0, 17, -5], reason: 'highest-score' });
    // Everything is revealed at the end.
    expect(view(state, 1).results[0]?.solution).toEqual(SOLUTION);
    expect(view(state, 1).results[0]?.sheets[3]).toEqual({ emotion: { set: JEALOUSY } });
  });

  it('a right time under a wrong suspect is wrong (the rulebook’s noon example, in our names)', () => {
    // Ada at noon guessed; Cora at noon hidden: the suspect and the noon blank are both wrong.
    const solution = SOLUTION;
    expect(judgeSheet({ suspect: { set: ADA, sub: NOON } }, solution, false)).toEqual([
      { blank: 'suspect', correct: false, points: -10 },
      { blank: 'time', correct: false, points: -3 },
    ]);
    expect(judgeSheet({ suspect: { set: ADA, sub: NOON } }, solution, true).map((b) => b.points)).toEqual([-20, -6]);
    expect(judgeSheet({ suspect: { set: CORA, sub: NOON } }, solution, false).map((b) => b.points)).toEqual([10, 3]);
    // The same holds for locations, weapon types and motives.
    expect(judgeSheet({ place: { set: LIGHTHOUSE, sub: 2 } }, solution, false).map((b) => b.correct)).toEqual([false, false]);
  });

  it('meld points count in the hand’s total', () => {
    const deal = dealWith(4, SOLUTION, [[], [], [card(BLADE, 0), card(BLADE, 1), card(BLADE, 2)]]);
    let s = start(4, deal);
    s = act(s, 2, { type: 'meld', set: BLADE }).state;
    s = act(s, 2, { type: 'accuse' }).state;
    s = play(s, [
      [0, { type: 'write', sheet: {} }],
      [1, { type: 'write', sheet: {} }],
      [3, { type: 'write', sheet: {} }],
      [
        2,
        {
          type: 'write',
          sheet: { suspect: { set: CORA }, place: { set: GREENHOUSE }, weapon: { set: TOXIN }, emotion: { set: FEAR } },
        },
      ],
    ]).state;
    expect(s.public.results[0]?.lines[2]).toMatchObject({ melds: 7, bonus: 7, total: 7 + 7 + 25 });
  });
});

describe('a series of hands', () => {
  it('deals the next hand from the next dealer and keeps running totals; the outcome is the series total', () => {
    let s = start(3, dealWith(3, SOLUTION), { series: 2 });
    const write = (seat: number, sheet: object): [number, Action] => [seat, { type: 'write', sheet } as Action];
    const accuserSheet = { suspect: { set: CORA }, place: { set: GREENHOUSE }, weapon: { set: TOXIN }, emotion: { set: FEAR } };
    const first = s.public.first;
    const r = play(s, [[first, { type: 'accuse' }], ...[0, 1, 2].map((seat) => write(seat, seat === first ? accuserSheet : {}))]);
    s = r.state;
    expect(r.events.map((e) => e.type).slice(-2)).toEqual(['handScored', 'handStarted']);
    expect(s.public.handNumber).toBe(2);
    expect(s.public.dealer).toBe(0);
    expect(s.public.first).toBe(75 % 3);
    expect(s.public.totals).toEqual([0, 0, 0].map((_, seat) => (seat === first ? 32 : 0)));
    expect(s.public.questions).toEqual([]);
    expect(view(s, 0).scores).toEqual(s.public.totals);
    expect(alibi1993.outcome(s)).toBeNull();
    const second = s.public.first;
    s = play(s, [
      [second, { type: 'accuse' }],
      ...[0, 1, 2].map((seat) =>
        write(
          seat,
          seat === second
            ? { suspect: { set: ADA }, place: { set: LIGHTHOUSE }, weapon: { set: BLADE }, emotion: { set: GREED } }
            : {},
        ),
      ),
    ]).state;
    const results = s.public.results;
    expect(results).toHaveLength(2);
    const totals = [0, 1, 2].map((seat) => (results[0]?.lines[seat]?.total ?? 0) + (results[1]?.lines[seat]?.total ?? 0));
    expect(alibi1993.outcome(s)).toMatchObject({ scores: totals, reason: 'series-total' });
  });
});

describe('bad input', () => {
  const s0 = start(4, dealWith(4, SOLUTION));
  it.each([
    ['not an object', 7],
    ['unknown type', { type: 'shout' }],
    ['an unknown key', { type: 'accuse', loud: true }],
    ['an empty filter', { type: 'ask', target: 0, question: { filter: [], scope: 'hand' } }],
    ['a bad scope', { type: 'ask', target: 0, question: { filter: [{ kind: 'all' }], scope: 'dreamt' } }],
    ['a card out of range', { type: 'ask', target: 0, question: { filter: [{ kind: 'card', card: 78 }], scope: 'hand' } }],
    ['a seat out of range', { type: 'ask', target: 6, question: { filter: [{ kind: 'all' }], scope: 'hand' } }],
    ['a bad sheet', { type: 'write', sheet: { suspect: { set: 0, sub: 3 } } }],
  ])('%s is MALFORMED', (_name, action) => refuse(s0, 2, action, 'MALFORMED'));
  it('asking a seat that is not at the table is ILLEGAL; so is asking out of turn (every seat may resign, so it acts); after the end GAME_OVER', () => {
    refuse(s0, 2, ask(4, { filter: [{ kind: 'all' }], scope: 'hand' }), 'ILLEGAL');
    refuse(s0, 2, { type: 'pass', cards: [] }, 'ILLEGAL');
    refuse(s0, 2, { type: 'write', sheet: {} }, 'ILLEGAL');
    refuse(s0, 0, ask(1, { filter: [{ kind: 'all' }], scope: 'hand' }), 'ILLEGAL');
    let s = act(s0, 2, { type: 'accuse' }).state;
    const sheet = { suspect: { set: CORA }, place: { set: GREENHOUSE }, weapon: { set: TOXIN }, emotion: { set: FEAR } };
    s = play(
      s,
      [0, 1, 2, 3].map((seat) => [seat, { type: 'write', sheet: seat === 2 ? sheet : {} }] as [number, Action]),
    ).state;
    refuse(s, 2, { type: 'accuse' }, 'GAME_OVER');
  });
  it('error messages name nothing hidden from the seat', () => {
    const r = alibi1993.apply(s0, 3, { type: 'meld', set: FERRY });
    expect(!r.ok && r.error.message).toBe('you do not hold that whole set');
  });
});

describe('views', () => {
  const s = start(4, dealWith(4, SOLUTION));
  it('a seat sees its own cards, what it has seen and kept; a spectator sees no secrets', () => {
    const v = view(s, 1);
    expect(v.cards).toEqual(s.secret[1]?.hand);
    expect(v.seen).toEqual(s.secret[1]?.hand);
    expect(v.kept).toEqual(s.secret[1]?.hand);
    const spectator = alibi1993.view(s, 'spectator') as View;
    expect([spectator.cards, spectator.seen, spectator.kept, spectator.outgoing, spectator.sheet]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
