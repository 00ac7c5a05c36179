import { describe, expect, it } from 'vitest';
import { fourSuspects, type Event } from '../src/index.ts';
import { act, ASH, BIRCH, CEDAR, DEMAND, deck, play, qcard, refuse, start, THREE, types, withCoins } from './helpers.ts';

/** Three players, Ash starts; face up: place 2 and a show-me card; coins as given. */
const table = (coins: number[][]) =>
  withCoins(start(3, { ...THREE, deck: deck([qcard('place', 2), DEMAND[0] as number]) }), coins);
const buys = (s: ReturnType<typeof table>, seat: number) => fourSuspects.legal(s, seat).filter((a) => a.type === 'buy');

describe('buying helpers', () => {
  it('pay the price to the bottom of the deck and put the helper in front of you; not one you already have', () => {
    let s = table([[0, 1, 2, 3], [], []]);
    // The courier waits for the end of the turn.
    expect(buys(s, ASH)).toEqual([
      { type: 'buy', helper: 'scout' },
      { type: 'buy', helper: 'confidant' },
    ]);
    const r = act(s, ASH, { type: 'buy', helper: 'confidant' });
    s = r.state;
    expect(r.events).toEqual([
      { type: 'helperBought', seat: ASH, helper: 'confidant', from: null, paid: [0] },
      { type: 'toDeck', seat: ASH, cards: [0], reason: 'paid' },
    ]);
    expect(s.public.coins[ASH]).toEqual([1, 2, 3]);
    expect(s.hidden.deck.slice(-1)).toEqual([0]);
    expect(s.public.owners[s.public.helpers.indexOf('confidant')]).toBe(ASH);
    // Only what you can afford, and never a helper already in front of you.
    expect(buys(s, ASH)).toEqual([{ type: 'buy', helper: 'scout' }]);
    refuse(s, ASH, { type: 'buy', helper: 'confidant' }, 'ILLEGAL');
    refuse(s, ASH, { type: 'buy', helper: 'courier' }, 'ILLEGAL');
    // Questioned-player helpers cannot be bought on your own turn.
    refuse(s, ASH, { type: 'buy', helper: 'poet' }, 'ILLEGAL');
  });

  it('a helper in front of another player is taken from them', () => {
    let s = table([[0], [1, 2], []]);
    s = play(s, [
      [ASH, { type: 'buy', helper: 'scout' }],
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'time', values: [0] }],
      [CEDAR, { type: 'answer' }],
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
    const r = act(s, BIRCH, { type: 'buy', helper: 'scout' });
    expect(r.events[0]).toEqual({ type: 'helperBought', seat: BIRCH, helper: 'scout', from: ASH, paid: [1] });
    expect(r.state.public.owners[r.state.public.helpers.indexOf('scout')]).toBe(BIRCH);
  });
});

describe('helpers of the active player', () => {
  it('scout: any category and up to three values, whatever the card — the card is still given', () => {
    let s = table([[0], [], []]);
    s = act(s, ASH, { type: 'buy', helper: 'scout' }).state;
    const asks = fourSuspects.legal(s, ASH).filter((a) => a.type === 'ask');
    // Both face-up cards (the show-me card too) allow every category and 1-3 values for each target.
    expect(asks).toHaveLength(2 * 2 * 3 * 14);
    const r = act(s, ASH, { type: 'ask', card: DEMAND[0] as number, target: BIRCH, category: 'person', values: [0, 2, 3] });
    expect(r.state.public.coins[BIRCH]).toEqual([DEMAND[0]]);
    expect(r.state.hidden.answers[0]?.trueCount).toBe(5);
    // The effect applies once: on the next turn the limits are back.
    const next = play(r.state, [
      [BIRCH, { type: 'answer' }],
      [BIRCH, { type: 'show', card: 5 }],
    ]).state;
    expect(next.public.effects.scout).toBe(false);
  });

  it('confidant: the answer reaches the asker alone; the others learn only whether a card is shown', () => {
    let s = table([[0], [], []]);
    s = play(s, [
      [ASH, { type: 'buy', helper: 'confidant' }],
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [0, 1] }],
    ]).state;
    const answered = act(s, CEDAR, { type: 'answer' });
    const ev = answered.events.find((e) => e.type === 'answered') as Event;
    expect(fourSuspects.project(ev, ASH)).toMatchObject({ count: 3, private: true });
    expect(fourSuspects.project(ev, CEDAR)).toMatchObject({ count: 3 });
    expect(fourSuspects.project(ev, BIRCH)).toMatchObject({ count: null });
    expect(fourSuspects.view(answered.state, BIRCH).questions[0]).toMatchObject({ answer: null, heard: null, private: true });
    expect(fourSuspects.view(answered.state, ASH).questions[0]).toMatchObject({ heard: 3 });
    expect(answered.state.public.phase).toEqual({ kind: 'show', seat: CEDAR, question: 0 });
  });

  it('confidant: after a secret answer below 2 the show step still opens, so its opening tells nothing', () => {
    let s = table([[0], [], []]);
    s = play(s, [
      [ASH, { type: 'buy', helper: 'confidant' }],
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [3] }],
      [CEDAR, { type: 'answer' }],
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'show', seat: CEDAR, question: 0 });
    expect(fourSuspects.legal(s, CEDAR).filter((a) => a.type !== 'guess' && a.type !== 'resign')).toEqual([{ type: 'noCard' }]);
    const r = act(s, CEDAR, { type: 'noCard' });
    expect(r.events[0]).toEqual({ type: 'noCard', question: 0, reason: 'low' });
    expect(fourSuspects.view(r.state, BIRCH).questions[0]).toMatchObject({ shown: 'none', heard: null });
  });

  it('courier: after the turn (and the refill) the buyer takes another turn', () => {
    let s = table([[0, 1, 2], [], []]);
    const r = play(s, [
      [ASH, { type: 'ask', card: qcard('place', 2), target: BIRCH, category: 'place', values: [0] }],
      [BIRCH, { type: 'answer' }],
      [ASH, { type: 'buy', helper: 'courier' }],
    ]);
    s = r.state;
    expect(r.events.slice(-2)).toEqual([
      { type: 'cardDrawn', card: 3 },
      { type: 'turnStarted', seat: ASH, turn: 2, extra: true },
    ]);
    expect(s.public.faceUp).toEqual([DEMAND[0], 3]);
    expect(s.public.phase).toEqual({ kind: 'turn', seat: ASH });
    // Only one extra turn: the next one passes on.
    const after = play(s, [
      [ASH, { type: 'ask', card: 3, target: BIRCH, category: 'time', values: [0] }],
      [BIRCH, { type: 'answer' }],
    ]).state;
    expect(after.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });
});

describe('helpers of the questioned player', () => {
  it('poet: bought after hearing the question; the answer is one up or down, the buyer’s choice', () => {
    let s = table([[], [], [0]]);
    s = act(s, ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [0, 1] }).state; // true 3
    s = act(s, CEDAR, { type: 'buy', helper: 'poet' }).state;
    expect(s.public.questions[0]?.poet).toBe(true);
    expect(fourSuspects.legal(s, CEDAR).filter((a) => a.type !== 'guess' && a.type !== 'resign')).toEqual([
      { type: 'answer', lie: 'down' },
      { type: 'answer', lie: 'up' },
    ]);
    refuse(s, CEDAR, { type: 'answer' }, 'ILLEGAL'); // the truth is no longer allowed
    expect(act(s, CEDAR, { type: 'answer', lie: 'up' }).state.public.questions[0]).toMatchObject({ answer: 4 });
    refuse(s, CEDAR, { type: 'buy', helper: 'poet' }, 'ILLEGAL');
  });

  it('poet: never below 0, and the card follows the spoken answer', () => {
    // True 0: the only answer is 1, and no card is shown.
    let s = act(table([[], [], [0]]), ASH, {
      type: 'ask',
      card: qcard('place', 2),
      target: CEDAR,
      category: 'place',
      values: [3],
    }).state;
    s = act(s, CEDAR, { type: 'buy', helper: 'poet' }).state;
    expect(fourSuspects.legal(s, CEDAR).filter((a) => a.type === 'answer')).toEqual([{ type: 'answer', lie: 'up' }]);
    refuse(s, CEDAR, { type: 'answer', lie: 'down' }, 'ILLEGAL');
    expect(act(s, CEDAR, { type: 'answer', lie: 'up' }).state.public.questions[0]).toMatchObject({ answer: 1, shown: 'none' });
    // True 1 spoken as 2: the one matching card must be shown.
    let t = act(table([[], [], [0]]), ASH, {
      type: 'ask',
      card: qcard('place', 2),
      target: CEDAR,
      category: 'place',
      values: [1],
    }).state;
    t = play(t, [
      [CEDAR, { type: 'buy', helper: 'poet' }],
      [CEDAR, { type: 'answer', lie: 'up' }],
    ]).state;
    expect(fourSuspects.legal(t, CEDAR).filter((a) => a.type === 'show')).toEqual([{ type: 'show', card: 9 }]);
    // True 2 spoken as 1: no card.
    let u = act(table([[], [], [0]]), ASH, {
      type: 'ask',
      card: qcard('place', 2),
      target: CEDAR,
      category: 'place',
      values: [2],
    }).state;
    u = play(u, [
      [CEDAR, { type: 'buy', helper: 'poet' }],
      [CEDAR, { type: 'answer', lie: 'down' }],
    ]).state;
    expect(u.public.questions[0]).toMatchObject({ answer: 1, shown: 'none' });
  });

  it('bodyguard: offered only when the answer is 2 or more, before the card; then no card is shown', () => {
    let s = act(table([[], [], [0]]), ASH, {
      type: 'ask',
      card: qcard('place', 2),
      target: CEDAR,
      category: 'place',
      values: [0, 1],
    }).state;
    refuse(s, CEDAR, { type: 'buy', helper: 'bodyguard' }, 'ILLEGAL'); // not before answering
    s = act(s, CEDAR, { type: 'answer' }).state;
    expect(buys(s, CEDAR)).toEqual([{ type: 'buy', helper: 'bodyguard' }]);
    const r = act(s, CEDAR, { type: 'buy', helper: 'bodyguard' });
    expect(types(r.events)).toEqual(['helperBought', 'toDeck', 'noCard', 'cardDrawn', 'turnStarted']);
    expect(r.events[2]).toEqual({ type: 'noCard', question: 0, reason: 'bodyguard' });
    expect(r.state.public.questions[0]).toMatchObject({ bodyguard: true, shown: 'none' });
    // A low answer never opens the show step, so there is nothing to buy.
    const low = play(table([[], [], [0, 1, 2]]), [
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [3] }],
      [CEDAR, { type: 'answer' }],
    ]).state;
    expect(low.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });

  it('bodyguard cannot stop a show-me card', () => {
    const s = act(table([[], [0, 1, 2], []]), ASH, { type: 'demand', card: DEMAND[0] as number, target: BIRCH }).state;
    expect(buys(s, BIRCH)).toEqual([{ type: 'buy', helper: 'broker' }]);
    refuse(s, BIRCH, { type: 'buy', helper: 'bodyguard' }, 'ILLEGAL');
  });

  it('broker: after showing, the asker shows the buyer a card sharing a feature, chosen by the asker', () => {
    let s = act(table([[], [], [0, 1]]), ASH, {
      type: 'ask',
      card: qcard('place', 2),
      target: CEDAR,
      category: 'place',
      values: [0, 1],
    }).state;
    s = play(s, [
      [CEDAR, { type: 'answer' }],
      [CEDAR, { type: 'buy', helper: 'broker' }],
    ]).state;
    expect(s.public.coins[CEDAR]).toEqual([]);
    s = act(s, CEDAR, { type: 'show', card: 12 }).state; // supper at the pier, Desmond
    expect(s.public.phase).toEqual({ kind: 'brokerShow', seat: ASH, question: 0 });
    // Ash's cards at the pier (0, 4) or with Desmond (1).
    expect(fourSuspects.legal(s, ASH).filter((a) => a.type === 'show')).toEqual(
      [0, 1, 4].map((card) => ({ type: 'show', card })),
    );
    refuse(s, ASH, { type: 'show', card: 2 }, 'ILLEGAL');
    const r = act(s, ASH, { type: 'show', card: 1 });
    expect(fourSuspects.view(r.state, CEDAR).seen).toEqual([{ question: 0, card: 1, from: ASH, room: null, how: 'broker' }]);
    expect(fourSuspects.project(r.events[0] as Event, BIRCH)).toMatchObject({ card: null, how: 'broker' });
    expect(r.state.public.questions[0]).toMatchObject({ broker: true, brokerReturn: 'card' });
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });

  it('broker: nothing comes back when the asker has no such card; it works with a show-me card too', () => {
    // Ash: breakfast at the pier, lunch at the bathhouse, teatime at the bookshop. Birch shows supper at the tearoom (Basil): nothing shared.
    const deal = {
      missing: [15],
      hands: [
        [0, 5, 11],
        [14, 1, 2],
        [3, 4, 6],
        [7, 8, 9],
        [10, 12, 13],
      ],
      start: ASH,
      deck: deck([DEMAND[0] as number, 0]),
    };
    let s = withCoins(start(5, deal), [[], [1, 2, 3], [], [], []]);
    s = play(s, [
      [ASH, { type: 'demand', card: DEMAND[0] as number, target: BIRCH }],
      [BIRCH, { type: 'buy', helper: 'broker' }],
    ]).state;
    const r = act(s, BIRCH, { type: 'show', card: 14 });
    expect(r.events).toContainEqual({ type: 'brokerEmpty', question: 0, seat: ASH });
    expect(r.state.public.questions[0]).toMatchObject({ brokerReturn: 'none' });
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });
});
