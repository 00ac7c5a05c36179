/**
 * The Four Suspects rulebook, sentence by sentence: each rule as a scenario with a fixed deal (the
 * rulebook's own examples among them), in the project's names (docs/games/four-suspects.md maps
 * them to the rulebook's roles). DECISIONS.md settles what the rulebook leaves open; the choices
 * the page documents are tested here too, each named after the rule it completes.
 *
 * The three-player deal THREE (helpers.ts), by person (person = (time + 3 * place) mod 4):
 *   Ash   0 Agnes bkf/pier, 1 Desmond bkf/bath, 2 Cora bkf/tearoom, 3 Basil bkf/bookshop, 4 Basil lunch/pier
 *   Birch 5 Agnes lunch/bath, 6 Desmond lunch/tearoom, 7 Cora lunch/bookshop, 11 Desmond tea/bookshop, 13 Cora supper/bath
 *   Cedar 8 Cora tea/pier, 9 Basil tea/bath, 10 Agnes tea/tearoom, 12 Desmond supper/pier, 14 Basil supper/tearoom
 *   missing 15 Agnes supper/bookshop
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, type Viewer } from '@alibi/engine';
import {
  ALL_CARDS,
  CATEGORIES,
  HELPERS,
  INTERROGATION_CARDS,
  PERSONS,
  PLACES,
  TIMES,
  fourSuspects,
  isDemandCard,
  questionCategory,
  questionNumber,
  type Action,
  type Deal,
  type Event,
  type State,
} from '../src/index.ts';
import { act, ASH, BIRCH, CEDAR, DEMAND, ELM, deck, play, qcard, refuse, start, THREE, types, withCoins } from './helpers.ts';

const legalOf = (s: State, seat: number, type: Action['type']) => fourSuspects.legal(s, seat).filter((a) => a.type === type);
/** The game's moves besides the guess and resigning, which a player still in may always make. */
const nonGuess = (s: State, seat: number) => fourSuspects.legal(s, seat).filter((a) => a.type !== 'guess' && a.type !== 'resign');
/** Three players, Ash starts, with these two face-up cards and the rest of the deck in id order. */
const three = (front: number[], coins?: number[][]) => {
  const s = start(3, { ...THREE, deck: deck(front) });
  return coins ? withCoins(s, coins) : s;
};
const VIEWERS: Viewer[] = [ASH, BIRCH, CEDAR, 'spectator'];
/** A question Ash asks Birch that Birch answers with 0 (nobody at the pier among Birch's cards). */
const quiet = (card: number): [number, Action][] => [
  [ASH, { type: 'ask', card, target: BIRCH, category: 'place', values: [0] }],
  [BIRCH, { type: 'answer' }],
];

describe('Contents', () => {
  it('16 alibi cards (4 times, 4 places, 4 persons), 22 interrogation cards, 6 helpers', () => {
    expect(ALL_CARDS).toHaveLength(16);
    expect([TIMES.length, PLACES.length, PERSONS.length]).toEqual([4, 4, 4]);
    expect(INTERROGATION_CARDS).toHaveLength(22);
    expect(HELPERS).toHaveLength(6);
  });
});

describe('Preparations', () => {
  it('the 6 helper cards lie face up on the table: every seat sees them, nobody has one', () => {
    const s = three([qcard('place', 2), DEMAND[0] as number]);
    for (const v of VIEWERS) {
      const view = fourSuspects.view(s, v);
      expect(view.helpers).toEqual([...HELPERS]);
      expect(view.owners).toEqual(HELPERS.map(() => null));
    }
  });

  it('the interrogation cards are shuffled into a face-down deck and the top two are turned face up', () => {
    const s = three([qcard('time', 3), qcard('person', 1)]);
    expect(s.public.faceUp).toEqual([qcard('time', 3), qcard('person', 1)]);
    expect(s.public.deckSize).toBe(20);
    expect(fourSuspects.view(s, BIRCH)).not.toHaveProperty('deck');
    const rows = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => start(3, { ...THREE }, seed).public.faceUp.join()));
    expect(rows.size).toBeGreaterThan(1); // seeded shuffles differ
  });

  it('one alibi card is put unseen in the box: the missing alibi no seat sees', () => {
    const s = three([qcard('place', 2), DEMAND[0] as number]);
    expect(s.hidden.missing).toEqual([15]);
    for (const v of VIEWERS) {
      const view = fourSuspects.view(s, v);
      expect(view.missing).toBeNull();
      expect(view.reveal).toBeNull();
      expect(view.hand ?? []).not.toContain(15);
    }
  });

  it('ALL remaining cards are dealt among the players', () => {
    for (const players of [3, 4, 5]) {
      const r = fourSuspects.setup({ players, seed: `all-${players}`, options: {} });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.secret.flatMap((x) => x.hand)).toHaveLength(15);
    }
  });

  it('4 players: one gets a card less and looks at a random card of the player to their left, who starts', () => {
    // Elm holds 3 cards; Ash (to Elm's left, the next seat clockwise) starts, and Elm sees Ash's card 2.
    const deal: Deal = {
      missing: [15],
      hands: [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
        [8, 9, 10, 11],
        [12, 13, 14],
      ],
      peek: 2,
    };
    const s = start(4, deal);
    expect(s.public.peek).toEqual({ seat: ELM, from: ASH });
    expect(s.public.phase).toEqual({ kind: 'turn', seat: ASH });
    expect(fourSuspects.view(s, ELM).seen).toEqual([{ question: null, card: 2, from: ASH, room: null, how: 'peek' }]);
    expect(fourSuspects.view(s, ASH).gave).toEqual([{ question: null, card: 2, to: ELM, how: 'peek' }]);
    for (const v of [BIRCH, CEDAR, 'spectator'] as Viewer[])
      expect(canonicalJson(fourSuspects.view(s, v))).not.toContain('"how":"peek"');
    // Without a fixed peek the card is drawn at random from that hand.
    const { peek: _fixed, ...open } = deal;
    const peeked = new Set(
      ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'].map((seed) => start(4, open, seed).secret[ELM]?.seen[0]?.card),
    );
    expect([...peeked].every((c) => [0, 1, 2, 3].includes(c as number))).toBe(true);
    expect(peeked.size).toBeGreaterThan(1);
  });

  it('3 or 5 players: the starting player is drawn at random', () => {
    for (const players of [3, 5]) {
      const starts = new Set(
        Array.from({ length: 40 }, (_, i) => fourSuspects.setup({ players, seed: `first-${i}`, options: {} })).map((r) =>
          r.ok ? r.value.public.start : -1,
        ),
      );
      expect(starts.size).toBe(players);
    }
  });
});

describe('The game in short', () => {
  it('turns go clockwise: the next player is the one seated to the left (the next seat)', () => {
    let s = three([qcard('place', 1), qcard('place', 1, 1)]);
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(s.public.active);
      const seat = s.public.active;
      const target = (seat + 1) % 3;
      // Ask about the bookshop... of a place nobody next holds twice: every answer is below 2 here.
      const card = s.public.faceUp.find((c) => !isDemandCard(c)) as number;
      const category = questionCategory(card) ?? 'time';
      s = act(s, seat, { type: 'ask', card, target, category, values: [3] }).state;
      if (s.public.phase.kind === 'respond') s = act(s, target, { type: 'answer' }).state;
      if (s.public.phase.kind === 'show') s = act(s, target, legalOf(s, target, 'show')[0] as Action).state;
    }
    expect(order).toEqual([ASH, BIRCH, CEDAR, ASH]);
  });

  it('whoever identifies the missing alibi wins', () => {
    const s = play(three([qcard('place', 2), DEMAND[0] as number]), [
      [BIRCH, { type: 'guess', cards: [15] }],
      [ASH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    expect(fourSuspects.outcome(s)).toEqual({ winners: [BIRCH], reason: 'correct-guess' });
  });
});

describe('On your turn', () => {
  it('choose one of the two face-up interrogation cards and give it to one of the other players', () => {
    const s = three([qcard('place', 2), DEMAND[0] as number]);
    const gives = [...legalOf(s, ASH, 'ask'), ...legalOf(s, ASH, 'demand')];
    expect(new Set(gives.map((a) => (a.type === 'ask' || a.type === 'demand' ? a.card : -1)))).toEqual(new Set(s.public.faceUp));
    expect(new Set(gives.map((a) => (a.type === 'ask' || a.type === 'demand' ? a.target : -1)))).toEqual(new Set([BIRCH, CEDAR]));
    refuse(s, ASH, { type: 'ask', card: qcard('time', 1), target: BIRCH, category: 'time', values: [0] }, 'ILLEGAL'); // not face up
    refuse(s, ASH, { type: 'demand', card: DEMAND[0] as number, target: ASH }, 'ILLEGAL'); // not yourself
    refuse(s, BIRCH, { type: 'demand', card: DEMAND[0] as number, target: CEDAR }, 'ILLEGAL'); // not your turn
  });

  it('you must then interrogate that player: giving a card and asking are one action, and the turn has no other way out', () => {
    const s = three([qcard('place', 2), DEMAND[0] as number]);
    expect(new Set(nonGuess(s, ASH).map((a) => a.type))).toEqual(new Set(['ask', 'demand']));
    refuse(s, ASH, { type: 'endTurn' }, 'ILLEGAL');
  });

  it('the interrogated player keeps the card face down in front of them: each card is a coin', () => {
    const r = act(three([qcard('place', 2), DEMAND[0] as number]), ASH, {
      type: 'ask',
      card: qcard('place', 2),
      target: CEDAR,
      category: 'place',
      values: [3],
    });
    expect(r.state.public.coins).toEqual([[], [], [qcard('place', 2)]]);
    expect(r.state.public.faceUp).toEqual([DEMAND[0]]);
  });
});

describe('Interrogating another player', () => {
  it('the card names the category to ask about and, with its number, up to how many of its values', () => {
    for (const category of CATEGORIES) {
      for (const n of [1, 2, 3] as const) {
        const card = qcard(category, n);
        const asks = legalOf(three([card, DEMAND[0] as number]), ASH, 'ask');
        expect(asks.every((a) => a.type === 'ask' && a.category === category && a.values.length <= n)).toBe(true);
        expect(new Set(asks.map((a) => (a.type === 'ask' ? a.values.length : 0)))).toEqual(new Set([1, 2, 3].slice(0, n)));
        expect([questionCategory(card), questionNumber(card)]).toEqual([category, n]);
      }
    }
  });

  it('rulebook example "Place - 3": how many of your cards show one of three places?', () => {
    // Our pier, bathhouse and tearoom stand for the rulebook's restaurant, bar and library.
    const s = three([qcard('place', 3), DEMAND[0] as number]);
    const r = act(s, ASH, { type: 'ask', card: qcard('place', 3), target: BIRCH, category: 'place', values: [0, 1, 2] });
    expect(r.state.hidden.answers[0]?.trueCount).toBe(3); // Birch: 5 and 13 (bathhouse), 6 (tearoom)
  });

  it('rulebook example "Time - 2": how many of your cards are for one of two times?', () => {
    const r = act(three([qcard('time', 2), DEMAND[0] as number]), ASH, {
      type: 'ask',
      card: qcard('time', 2),
      target: CEDAR,
      category: 'time',
      values: [2, 3],
    });
    expect(r.state.hidden.answers[0]?.trueCount).toBe(5); // teatime or supper: all of Cedar's cards
  });

  it('rulebook example "Person - 2": how many of your cards picture one of two persons?', () => {
    const r = act(three([qcard('person', 2), DEMAND[0] as number]), ASH, {
      type: 'ask',
      card: qcard('person', 2),
      target: BIRCH,
      category: 'person',
      values: [1, 3],
    });
    expect(r.state.hidden.answers[0]?.trueCount).toBe(2); // Basil or Desmond: 6 and 11
  });

  it('the interrogated player must answer truthfully: the server counts, no action carries a number', () => {
    let s = act(three([qcard('place', 2), DEMAND[0] as number]), ASH, {
      type: 'ask',
      card: qcard('place', 2),
      target: CEDAR,
      category: 'place',
      values: [0, 2],
    }).state;
    refuse(s, CEDAR, { type: 'answer', count: 1 }, 'MALFORMED');
    refuse(s, CEDAR, { type: 'answer', lie: 'down' }, 'ILLEGAL');
    s = act(s, CEDAR, { type: 'answer' }).state;
    expect(s.public.questions[0]?.answer).toBe(4); // 8, 12 at the pier; 10, 14 at the tearoom
  });

  it('an answer of 2 or more: one of the cards just asked about is shown, secretly, to the asker alone', () => {
    let s = play(three([qcard('place', 2), DEMAND[0] as number]), [
      [ASH, { type: 'ask', card: qcard('place', 2), target: BIRCH, category: 'place', values: [1, 3] }],
      [BIRCH, { type: 'answer' }],
    ]).state;
    expect(s.public.questions[0]?.answer).toBe(4);
    expect(nonGuess(s, BIRCH)).toEqual([5, 7, 11, 13].map((card) => ({ type: 'show', card })));
    refuse(s, BIRCH, { type: 'show', card: 6 }, 'ILLEGAL'); // the tearoom was not asked about
    const r = act(s, BIRCH, { type: 'show', card: 7 });
    s = r.state;
    const shown = r.events.find((e) => e.type === 'cardShown') as Event;
    expect(fourSuspects.project(shown, ASH)).toMatchObject({ card: 7 });
    expect(fourSuspects.project(shown, BIRCH)).toMatchObject({ card: 7 });
    for (const v of [CEDAR, 'spectator'] as Viewer[]) {
      expect(fourSuspects.project(shown, v)).toMatchObject({ card: null });
      expect(fourSuspects.view(s, v).seen).toEqual([]);
    }
    expect(fourSuspects.view(s, ASH).seen).toEqual([{ question: 0, card: 7, from: BIRCH, room: null, how: 'answer' }]);
  });

  it('an answer below 2: no card is shown', () => {
    const r = play(three([qcard('place', 2), DEMAND[0] as number]), [
      [ASH, { type: 'ask', card: qcard('place', 2), target: BIRCH, category: 'place', values: [0, 2] }],
      [BIRCH, { type: 'answer' }],
    ]);
    expect(r.state.public.questions[0]).toMatchObject({ answer: 1, shown: 'none' });
    expect(types(r.events)).not.toContain('cardShown');
  });

  it('rulebook example: A gives "Place 2" to C and asks about two places; C answers 3 and shows one of them', () => {
    // Ash is A, Cedar is C; our pier and bathhouse stand for the restaurant and the deck.
    let s = act(three([qcard('place', 2), DEMAND[0] as number]), ASH, {
      type: 'ask',
      card: qcard('place', 2),
      target: CEDAR,
      category: 'place',
      values: [0, 1],
    }).state;
    s = act(s, CEDAR, { type: 'answer' }).state;
    expect(s.public.questions[0]?.answer).toBe(3);
    s = act(s, CEDAR, { type: 'show', card: 12 }).state; // a suspect at the pier
    expect(fourSuspects.view(s, ASH).seen).toEqual([{ question: 0, card: 12, from: CEDAR, room: null, how: 'answer' }]);
  });
});

describe('End of turn', () => {
  it('at the end of your own turn, coins above 4 go to the bottom of the deck', () => {
    const r = play(three([qcard('place', 2), DEMAND[0] as number], [[0, 1, 2, 3, 4, 5], [], []]), [
      ...quiet(qcard('place', 2)),
      [ASH, { type: 'endTurn' }],
    ]);
    expect(r.state.public.coins[ASH]).toEqual([2, 3, 4, 5]);
    expect(r.state.hidden.deck.slice(-2)).toEqual([0, 1]);
  });

  it('the limit counts only at the end of your own turn: between turns a player may hold more than 4', () => {
    let s = three([qcard('place', 2), qcard('place', 1)], [[], [0, 1, 2, 3], []]);
    s = play(s, quiet(qcard('place', 2))).state; // Birch's fifth coin
    expect(s.public.coins[BIRCH]).toHaveLength(5);
    expect(s.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
    s = play(s, [
      [BIRCH, { type: 'ask', card: qcard('place', 1), target: CEDAR, category: 'place', values: [3] }],
      [CEDAR, { type: 'answer' }],
      [BIRCH, { type: 'endTurn' }],
    ]).state;
    expect(s.public.coins[BIRCH]).toEqual([1, 2, 3, qcard('place', 2)]);
  });

  it('finally a new card is turned face up, so the next player again has two to choose from', () => {
    const r = play(three([qcard('place', 2), DEMAND[0] as number]), quiet(qcard('place', 2)));
    expect(r.state.public.faceUp).toEqual([DEMAND[0], 0]);
    expect(r.state.public.deckSize).toBe(19);
    expect(r.events).toContainEqual({ type: 'cardDrawn', card: 0 });
  });

  it('then the next player, seated to the left of the active player, takes their turn', () => {
    const r = play(three([qcard('place', 2), DEMAND[0] as number]), quiet(qcard('place', 2)));
    expect(r.events.at(-1)).toEqual({ type: 'turnStarted', seat: BIRCH, turn: 2, extra: false });
  });
});

describe('The helpers', () => {
  it('paying returns the price in coins to the bottom of the deck; the helper goes face up in front of you', () => {
    const r = act(three([qcard('place', 2), DEMAND[0] as number], [[0, 1], [], []]), ASH, { type: 'buy', helper: 'scout' });
    expect(r.events).toEqual([
      { type: 'helperBought', seat: ASH, helper: 'scout', from: null, paid: [0] },
      { type: 'toDeck', seat: ASH, cards: [0], reason: 'paid' },
    ]);
    expect(r.state.hidden.deck.at(-1)).toBe(0);
    expect(fourSuspects.view(r.state, CEDAR).owners[HELPERS.indexOf('scout')]).toBe(ASH);
  });

  it('you cannot buy a helper already in front of you; when another player takes it, you may buy it again', () => {
    let s = three([qcard('place', 2), qcard('place', 1)], [[0, 1], [2], []]);
    s = act(s, ASH, { type: 'buy', helper: 'scout' }).state;
    refuse(s, ASH, { type: 'buy', helper: 'scout' }, 'ILLEGAL');
    s = play(s, quiet(qcard('place', 2))).state;
    // Birch takes the scout away from Ash.
    const took = act(s, BIRCH, { type: 'buy', helper: 'scout' });
    expect(took.events[0]).toMatchObject({ helper: 'scout', from: ASH });
    expect(took.state.public.effects.scout).toBe(true);
    expect(s.public.effects.scout).toBe(false); // Ash's scout worked for Ash's one turn only
  });

  it('a player may have any number of helpers and buy several different ones in the same turn', () => {
    const s = play(three([qcard('place', 2), DEMAND[0] as number], [[0, 1], [], []]), [
      [ASH, { type: 'buy', helper: 'scout' }],
      [ASH, { type: 'buy', helper: 'confidant' }],
    ]).state;
    expect(s.public.owners.filter((o) => o === ASH)).toHaveLength(2);
    expect(s.public.effects).toMatchObject({ scout: true, confidant: true });
  });

  it('active-player helpers are bought on your own turn, the others only when you are interrogated', () => {
    let s = three([qcard('place', 2), DEMAND[0] as number], [[0, 1, 2], [3, 4, 5], []]);
    expect(legalOf(s, BIRCH, 'buy')).toEqual([]);
    refuse(s, BIRCH, { type: 'buy', helper: 'scout' }, 'ILLEGAL');
    refuse(s, ASH, { type: 'buy', helper: 'poet' }, 'ILLEGAL');
    s = act(s, ASH, { type: 'ask', card: qcard('place', 2), target: BIRCH, category: 'place', values: [1, 2] }).state;
    expect(legalOf(s, BIRCH, 'buy')).toEqual([{ type: 'buy', helper: 'poet' }]);
  });
});

describe('Helpers you buy as the active player', () => {
  it('trip magazine editor (our scout), price 1: any category and any number, and the card is still given', () => {
    let s = act(three([qcard('place', 1), DEMAND[0] as number], [[0], [], []]), ASH, { type: 'buy', helper: 'scout' }).state;
    expect(s.public.coins[ASH]).toEqual([]);
    s = act(s, ASH, { type: 'ask', card: qcard('place', 1), target: CEDAR, category: 'person', values: [0, 1, 2] }).state;
    expect(s.public.coins[CEDAR]).toEqual([qcard('place', 1)]);
    expect(s.hidden.answers[0]?.trueCount).toBe(4); // all but Desmond (12)
  });

  it('hotel maid (our confidant), price 1: the answer reaches the asker alone; the others learn only "below 2" or "2 or more"', () => {
    let s = play(three([qcard('place', 2), DEMAND[0] as number], [[0], [], []]), [
      [ASH, { type: 'buy', helper: 'confidant' }],
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [0, 1] }],
    ]).state;
    const r = act(s, CEDAR, { type: 'answer' });
    s = r.state;
    const answered = r.events.find((e) => e.type === 'answered') as Event;
    expect(fourSuspects.project(answered, ASH)).toMatchObject({ count: 3 });
    expect(fourSuspects.project(answered, BIRCH)).toMatchObject({ count: null });
    // The card still has to be shown: that the others see, so they know it was 2 or more.
    const shown = act(s, CEDAR, { type: 'show', card: 9 });
    expect(fourSuspects.view(shown.state, BIRCH).questions[0]).toMatchObject({ heard: null, shown: 'card' });
  });

  it('hotel manager (our courier), price 3: after having taken the turn — answer and card seen — you may take another', () => {
    let s = three([qcard('place', 2), qcard('time', 1)], [[12, 13, 14, 15, 16, 17], [], []]);
    refuse(s, ASH, { type: 'buy', helper: 'courier' }, 'ILLEGAL'); // not before the question
    s = play(s, [
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [0, 1] }],
      [CEDAR, { type: 'answer' }],
      [CEDAR, { type: 'show', card: 8 }],
    ]).state;
    // The decision comes after the card: Ash has seen it.
    expect(s.public.phase).toEqual({ kind: 'end', seat: ASH });
    expect(fourSuspects.view(s, ASH).seen).toHaveLength(1);
    expect(nonGuess(s, ASH)).toEqual([{ type: 'buy', helper: 'courier' }, { type: 'endTurn' }]);
    expect(fourSuspects.waitingFor(s)).toEqual([ASH]);
    const r = act(s, ASH, { type: 'buy', helper: 'courier' });
    // Paid first, then the 4-coin limit (3 left: nothing to return), then the refill, then the extra turn.
    expect(types(r.events)).toEqual(['helperBought', 'toDeck', 'cardDrawn', 'turnStarted']);
    expect(r.state.public.coins[ASH]).toEqual([15, 16, 17]);
    expect(r.events.at(-1)).toEqual({ type: 'turnStarted', seat: ASH, turn: 2, extra: true });
    // The extra turn starts with the row as it is after the refill; any player may be asked, the same one too.
    expect(r.state.public.faceUp).toEqual([qcard('time', 1), 1]);
    expect(legalOf(r.state, ASH, 'ask').some((a) => a.type === 'ask' && a.target === CEDAR)).toBe(true);
    // One extra turn only: the courier is in front of Ash now, so the next end of turn offers nothing.
    const after = play(r.state, [
      [ASH, { type: 'ask', card: qcard('time', 1), target: BIRCH, category: 'time', values: [0] }],
      [BIRCH, { type: 'answer' }],
    ]).state;
    expect(after.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });

  it('courier: its price is paid before the 4-coin limit is applied', () => {
    const s = play(
      three([qcard('place', 2), qcard('time', 1)], [[10, 11, 12, 13, 14, 15, 16, 17], [], []]),
      quiet(qcard('place', 2)),
    ).state;
    const r = act(s, ASH, { type: 'buy', helper: 'courier' });
    expect(r.events.filter((e) => e.type === 'toDeck')).toEqual([
      { type: 'toDeck', seat: ASH, cards: [10, 11, 12], reason: 'paid' },
      { type: 'toDeck', seat: ASH, cards: [13], reason: 'excess' },
    ]);
    expect(r.state.public.coins[ASH]).toEqual([14, 15, 16, 17]);
  });

  it('courier: ending the turn without it applies the limit and passes the turn on', () => {
    const s = play(three([qcard('place', 2), qcard('time', 1)], [[12, 13, 14, 15, 16, 17], [], []]), [
      ...quiet(qcard('place', 2)),
      [ASH, { type: 'endTurn' }],
    ]).state;
    expect(s.public.coins[ASH]).toEqual([14, 15, 16, 17]);
    expect(s.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });

  it('courier: the end-of-turn step opens only for an active player still in who can pay for it', () => {
    // Two coins are not enough: the turn ends at once, as in any turn without the choice.
    const poor = play(three([qcard('place', 2), qcard('time', 1)], [[12, 13], [], []]), quiet(qcard('place', 2))).state;
    expect(poor.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
    // A player who guessed wrong during their own turn takes no extra turn.
    const s = play(three([qcard('place', 2), qcard('time', 1)], [[12, 13, 14], [], []]), [
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [0, 1] }],
      [CEDAR, { type: 'answer' }],
      [ASH, { type: 'guess', cards: [14] }],
      [BIRCH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
      [CEDAR, { type: 'show', card: 8 }],
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });

  it('courier: a guess at the end-of-turn step waits for the judgement; a wrong one there ends the turn', () => {
    let s = play(three([qcard('place', 2), qcard('time', 1)], [[12, 13, 14], [], []]), quiet(qcard('place', 2))).state;
    expect(s.public.phase).toEqual({ kind: 'end', seat: ASH });
    s = play(s, [
      [ASH, { type: 'guess', cards: [14] }],
      [BIRCH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });
});

describe('Helpers you buy when you are interrogated', () => {
  it('novelist (our poet), price 1: add or subtract 1 from the truth; a card is shown only for a spoken 2 or more', () => {
    let s = act(three([qcard('place', 2), DEMAND[0] as number], [[], [], [0]]), ASH, {
      type: 'ask',
      card: qcard('place', 2),
      target: CEDAR,
      category: 'place',
      values: [0],
    }).state;
    s = act(s, CEDAR, { type: 'buy', helper: 'poet' }).state; // true count 2 (8, 12)
    refuse(s, CEDAR, { type: 'answer' }, 'ILLEGAL'); // must add or subtract
    const down = act(s, CEDAR, { type: 'answer', lie: 'down' }).state;
    expect(down.public.questions[0]).toMatchObject({ answer: 1, shown: 'none' });
    const up = act(s, CEDAR, { type: 'answer', lie: 'up' }).state;
    expect(up.public.questions[0]).toMatchObject({ answer: 3 });
    expect(legalOf(up, CEDAR, 'show')).toEqual([8, 12].map((card) => ({ type: 'show', card })));
  });

  it('gardener (our bodyguard), price 2: with an answer of 2 or more, no card is shown', () => {
    let s = play(three([qcard('place', 2), DEMAND[0] as number], [[], [], [0, 1]]), [
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [0] }],
      [CEDAR, { type: 'answer' }],
    ]).state;
    const r = act(s, CEDAR, { type: 'buy', helper: 'bodyguard' });
    expect(r.events).toContainEqual({ type: 'noCard', question: 0, reason: 'bodyguard' });
    expect(fourSuspects.view(r.state, ASH).seen).toEqual([]);
    // Below 2 there is no card to avoid, so no bodyguard to buy.
    s = play(three([qcard('place', 2), DEMAND[0] as number], [[], [], [0, 1]]), [
      [ASH, { type: 'ask', card: qcard('place', 2), target: CEDAR, category: 'place', values: [3] }],
    ]).state;
    expect(legalOf(s, CEDAR, 'buy')).toEqual([{ type: 'buy', helper: 'poet' }]);
  });

  it('gardener: it does not help against a "show an alibi card" card', () => {
    const s = act(three([DEMAND[0] as number, qcard('place', 2)], [[], [0, 1, 2, 3], []]), ASH, {
      type: 'demand',
      card: DEMAND[0] as number,
      target: BIRCH,
    }).state;
    refuse(s, BIRCH, { type: 'buy', helper: 'bodyguard' }, 'ILLEGAL');
    expect(legalOf(s, BIRCH, 'show')).toHaveLength(5);
  });

  it('geisha (our broker), price 3: when you show a card, the asker shows you one sharing a time, place or person with it', () => {
    let s = play(three([qcard('place', 2), DEMAND[0] as number], [[], [0, 1, 2], []]), [
      [ASH, { type: 'ask', card: qcard('place', 2), target: BIRCH, category: 'place', values: [3] }],
      [BIRCH, { type: 'answer' }],
      [BIRCH, { type: 'buy', helper: 'broker' }],
      [BIRCH, { type: 'show', card: 11 }], // Desmond, teatime, bookshop
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'brokerShow', seat: ASH, question: 0 });
    // Ash's Desmond (1) and bookshop (3) cards; the asker chooses.
    expect(nonGuess(s, ASH)).toEqual([1, 3].map((card) => ({ type: 'show', card })));
    s = act(s, ASH, { type: 'show', card: 3 }).state;
    expect(fourSuspects.view(s, BIRCH).seen).toEqual([{ question: 0, card: 3, from: ASH, room: null, how: 'broker' }]);
    expect(fourSuspects.view(s, CEDAR).seen).toEqual([]);
  });

  it('geisha: an asker without such a card shows nothing', () => {
    // Five players; Ash holds breakfast/pier (Agnes), lunch/bathhouse (Agnes), teatime/bookshop (Desmond).
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
    const r = act(s, BIRCH, { type: 'show', card: 14 }); // Basil, supper, tearoom: Ash shares none of them
    expect(r.events).toContainEqual({ type: 'brokerEmpty', question: 0, seat: ASH });
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });
});

describe('"Show an alibi card" cards', () => {
  it('four of the 22 cards: no question; the target shows one card of their own choice to the active player alone', () => {
    expect(INTERROGATION_CARDS.filter(isDemandCard)).toHaveLength(4);
    let s = three([DEMAND[1] as number, qcard('place', 2)]);
    refuse(s, ASH, { type: 'ask', card: DEMAND[1] as number, target: BIRCH, category: 'time', values: [0] }, 'ILLEGAL');
    s = act(s, ASH, { type: 'demand', card: DEMAND[1] as number, target: CEDAR }).state;
    expect(s.public.coins[CEDAR]).toEqual([DEMAND[1]]);
    expect(nonGuess(s, CEDAR)).toEqual([8, 9, 10, 12, 14].map((card) => ({ type: 'show', card })));
    const r = act(s, CEDAR, { type: 'show', card: 10 });
    expect(fourSuspects.view(r.state, ASH).seen).toEqual([{ question: 0, card: 10, from: CEDAR, room: null, how: 'demand' }]);
    expect(fourSuspects.project(r.events[0] as Event, BIRCH)).toMatchObject({ card: null });
  });

  it('with the scout, a show-me card may carry a question instead', () => {
    const s = act(three([DEMAND[1] as number, qcard('place', 2)], [[0], [], []]), ASH, { type: 'buy', helper: 'scout' }).state;
    const r = act(s, ASH, { type: 'ask', card: DEMAND[1] as number, target: BIRCH, category: 'time', values: [1] });
    expect(r.state.hidden.answers[0]?.trueCount).toBe(3);
  });
});

describe('Winning the game', () => {
  it('at any time, even during another player’s turn, a player may guess', () => {
    let s = act(three([qcard('place', 2), DEMAND[0] as number]), ASH, {
      type: 'ask',
      card: qcard('place', 2),
      target: CEDAR,
      category: 'place',
      values: [0, 1],
    }).state;
    expect(legalOf(s, BIRCH, 'guess').length).toBeGreaterThan(0); // while Cedar is to answer
    s = act(s, BIRCH, { type: 'guess', cards: [14] }).state;
    expect(s.public.guessing).toEqual({ guessers: [BIRCH], pending: [ASH, CEDAR] });
  });

  it('the guess is marked without being revealed: the others see only that a guess was made', () => {
    const r = act(three([qcard('place', 2), DEMAND[0] as number]), BIRCH, { type: 'guess', cards: [14] });
    expect(fourSuspects.project(r.events[0] as Event, BIRCH)).toEqual({ type: 'guessed', seat: BIRCH, cards: [14] });
    for (const v of [ASH, CEDAR, 'spectator'] as Viewer[]) {
      expect(fourSuspects.project(r.events[0] as Event, v)).toEqual({ type: 'guessed', seat: BIRCH, cards: null });
      expect(fourSuspects.view(r.state, v).myGuess).toBeNull();
    }
  });

  it('a correct guess wins the game', () => {
    const s = play(three([qcard('place', 2), DEMAND[0] as number]), [
      [CEDAR, { type: 'guess', cards: [15] }],
      [ASH, { type: 'pass' }],
      [BIRCH, { type: 'pass' }],
    ]).state;
    expect(fourSuspects.outcome(s)).toEqual({ winners: [CEDAR], reason: 'correct-guess' });
    expect(fourSuspects.view(s, CEDAR).ownGuess).toEqual({ cards: [15], correct: true });
  });

  it('a wrong guess: the guesser alone looks at the missing alibi, is out, and returns their coins to the bottom of the deck', () => {
    const r = play(three([qcard('place', 2), DEMAND[0] as number], [[], [0, 1], []]), [
      [BIRCH, { type: 'guess', cards: [14] }],
      [ASH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]);
    expect(r.state.public.eliminated).toEqual([false, true, false]);
    expect(r.events).toContainEqual({ type: 'toDeck', seat: BIRCH, cards: [0, 1], reason: 'out' });
    expect(fourSuspects.view(r.state, BIRCH).missing).toEqual([15]);
    expect(fourSuspects.view(r.state, ASH).missing).toBeNull();
  });

  it('a wrong guess is NOT told: the others learn only that it was wrong, and the guesser keeps it', () => {
    const r = play(three([qcard('place', 2), DEMAND[0] as number]), [
      [BIRCH, { type: 'guess', cards: [14] }],
      [ASH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]);
    const judged = r.events.find((e) => e.type === 'judged') as Event;
    expect(fourSuspects.project(judged, BIRCH)).toEqual({
      type: 'judged',
      results: [{ seat: BIRCH, cards: [14], correct: false }],
      missing: [15],
      over: false,
    });
    for (const v of [ASH, CEDAR, 'spectator'] as Viewer[]) {
      expect(fourSuspects.project(judged, v)).toEqual({
        type: 'judged',
        results: [{ seat: BIRCH, cards: null, correct: false }],
        missing: null,
        over: false,
      });
      expect(fourSuspects.view(r.state, v).ownGuess).toBeNull();
    }
    expect(fourSuspects.view(r.state, BIRCH).ownGuess).toEqual({ cards: [14], correct: false });
  });

  it('a wrong guess is never told, not even when that judgement ends the game (one right, another wrong)', () => {
    const r = play(three([qcard('place', 2), DEMAND[0] as number]), [
      [ASH, { type: 'guess', cards: [15] }],
      [CEDAR, { type: 'guess', cards: [5] }],
      [BIRCH, { type: 'pass' }],
    ]);
    const judged = r.events.find((e) => e.type === 'judged') as Event;
    for (const v of [ASH, BIRCH, 'spectator'] as Viewer[]) {
      expect(fourSuspects.project(judged, v)).toMatchObject({
        results: [
          { seat: ASH, cards: [15], correct: true },
          { seat: CEDAR, cards: null, correct: false },
        ],
        missing: [15],
        over: true,
      });
      expect(canonicalJson(fourSuspects.view(r.state, v))).not.toContain('"ownGuess":{"cards":[5]');
    }
    expect(fourSuspects.project(judged, CEDAR)).toMatchObject({
      results: [
        { seat: ASH, cards: [15] },
        { seat: CEDAR, cards: [5] },
      ],
    });
    expect(fourSuspects.view(r.state, CEDAR).ownGuess).toEqual({ cards: [5], correct: false });
  });

  it('a wrong guess is never told, not at the end of a last-one-standing game nor in another seat’s replay', () => {
    // Birch guesses wrong, then Ash does: Cedar is the last one in and wins. Every step, as every other seat sees it.
    const moves: [number, Action][] = [
      [BIRCH, { type: 'guess', cards: [14] }],
      [ASH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
      // Birch is out: the true answer (0) is given at once, and Birch's turn is skipped.
      [ASH, { type: 'ask', card: qcard('place', 2), target: BIRCH, category: 'place', values: [0] }],
      [ASH, { type: 'guess', cards: [13] }],
      [CEDAR, { type: 'pass' }],
    ];
    let s = three([qcard('place', 2), DEMAND[0] as number]);
    const steps: { view: Record<Viewer, unknown>; events: Record<Viewer, unknown[]> }[] = [];
    for (const [seat, action] of moves) {
      const r = act(s, seat, action);
      s = r.state;
      const of = <T>(f: (v: Viewer) => T) => Object.fromEntries(VIEWERS.map((v) => [v, f(v)])) as Record<Viewer, T>;
      steps.push({
        view: of((v) => fourSuspects.view(s, v)),
        events: of((v) => r.events.map((e) => fourSuspects.project(e, v))),
      });
    }
    expect(fourSuspects.outcome(s)).toEqual({ winners: [CEDAR], reason: 'last-standing' });
    const judgedCards = (events: unknown[], seat: number) =>
      events.flatMap((e) =>
        (e as Event).type === 'judged'
          ? (e as Extract<Event, { type: 'judged' }>).results.filter((x) => x.seat === seat).map((x) => x.cards)
          : [],
      );
    for (const [guesser, cards] of [
      [BIRCH, [14]],
      [ASH, [13]],
    ] as const) {
      for (const v of VIEWERS) {
        const mine = v === guesser;
        for (const step of steps) {
          for (const c of judgedCards(step.events[v] ?? [], guesser)) expect(c).toEqual(mine ? cards : null);
          for (const e of step.events[v] ?? [])
            if ((e as Event).type === 'guessed' && (e as { seat: number }).seat === guesser)
              expect((e as { cards: unknown }).cards).toEqual(mine ? cards : null);
        }
        expect((steps.at(-1)?.view[v] as { ownGuess: unknown }).ownGuess).toEqual(
          v === guesser ? { cards, correct: false } : v === CEDAR || v === 'spectator' ? null : expect.anything(),
        );
      }
    }
  });

  it('a player who is out takes no more turns but stays at the table and answers truthfully', () => {
    let s = play(three([qcard('place', 2), qcard('place', 1)]), [
      [BIRCH, { type: 'guess', cards: [14] }],
      [ASH, { type: 'pass' }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    s = play(s, [
      [ASH, { type: 'ask', card: qcard('place', 2), target: BIRCH, category: 'place', values: [1, 3] }],
      [BIRCH, { type: 'show', card: 5 }], // no poet for a player who is out: the true answer (4) is given at once
    ]).state;
    expect(s.public.questions[0]).toMatchObject({ answer: 4, shown: 'card' });
    expect(s.public.phase).toEqual({ kind: 'turn', seat: CEDAR }); // Birch's turn is skipped
    expect(legalOf(s, BIRCH, 'guess')).toEqual([]);
  });

  it('several players guessing at the same time: all are judged together and every correct one shares the victory', () => {
    const s = play(three([qcard('place', 2), DEMAND[0] as number]), [
      [ASH, { type: 'guess', cards: [15] }],
      [BIRCH, { type: 'guess', cards: [15] }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    expect(fourSuspects.outcome(s)).toEqual({ winners: [ASH, BIRCH], reason: 'correct-guess' });
  });

  it('if only one player remains because everyone else guessed wrong, that player wins', () => {
    const s = play(three([qcard('place', 2), DEMAND[0] as number]), [
      [ASH, { type: 'guess', cards: [14] }],
      [BIRCH, { type: 'guess', cards: [12] }],
      [CEDAR, { type: 'pass' }],
    ]).state;
    expect(fourSuspects.outcome(s)).toEqual({ winners: [CEDAR], reason: 'last-standing' });
  });

  it('our choice: if everyone still in guesses wrong in the same window, nobody wins', () => {
    const s = play(three([qcard('place', 2), DEMAND[0] as number]), [
      [ASH, { type: 'guess', cards: [14] }],
      [BIRCH, { type: 'guess', cards: [12] }],
      [CEDAR, { type: 'guess', cards: [0] }],
    ]).state;
    expect(fourSuspects.outcome(s)).toEqual({ winners: [], reason: 'all-wrong' });
  });
});

/** Ash: breakfast x4, lunch pier/bathhouse/tearoom; Birch: lunch bookshop, teatime x4, supper pier/bathhouse. Missing 14, 15. */
const TWO: Deal = {
  missing: [14, 15],
  hands: [
    [0, 1, 2, 3, 4, 5, 6],
    [7, 8, 9, 10, 11, 12, 13],
  ],
  start: ASH,
  deck: deck([qcard('time', 2), DEMAND[0] as number]),
};
const two = (coins?: number[][]) => {
  const s = start(2, {
    ...TWO,
    rooms: [
      [0, 4, 5],
      [7, 8, 13],
    ],
  });
  return coins ? withCoins(s, coins) : s;
};

describe('Changes to a 2 player game', () => {
  it('set up: the hotel maid (our confidant) is removed', () => {
    const s = start(2, TWO);
    expect(s.public.helpers).toEqual(HELPERS.filter((h) => h !== 'confidant'));
  });

  it('TWO alibi cards go into the box; the other 14 are dealt, 7 to each player', () => {
    const r = fourSuspects.setup({ players: 2, seed: 'two', options: {} });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.hidden.missing).toHaveLength(2);
    expect(r.value.secret.map((x) => x.hand.length)).toEqual([7, 7]);
  });

  it('each player splits their 7 cards into a left room of 3 and a right room of 4, unseen by the other', () => {
    let s = start(2, TWO);
    expect(s.public.phase).toEqual({ kind: 'rooms' });
    refuse(s, ASH, { type: 'rooms', left: [0, 1, 2, 3] }, 'MALFORMED');
    refuse(s, ASH, { type: 'rooms', left: [0, 1, 7] }, 'ILLEGAL');
    const r = act(s, ASH, { type: 'rooms', left: [6, 0, 3] });
    s = r.state;
    expect(fourSuspects.view(s, ASH).rooms).toEqual({ left: [0, 3, 6], right: [1, 2, 4, 5] });
    expect(fourSuspects.view(s, BIRCH).rooms).toBeNull();
    expect(fourSuspects.project(r.events[0] as Event, BIRCH)).toEqual({ type: 'roomsChosen', seat: ASH, left: null });
  });

  it('a question names the left or right room, and the answer concerns that room only', () => {
    const s = two();
    refuse(s, ASH, { type: 'ask', card: qcard('time', 2), target: BIRCH, category: 'time', values: [2] }, 'ILLEGAL');
    const left = act(s, ASH, { type: 'ask', card: qcard('time', 2), target: BIRCH, category: 'time', values: [2], room: 'left' });
    expect(left.state.hidden.answers[0]?.trueCount).toBe(1); // 8
    const right = act(s, ASH, {
      type: 'ask',
      card: qcard('time', 2),
      target: BIRCH,
      category: 'time',
      values: [2],
      room: 'right',
    });
    expect(right.state.hidden.answers[0]?.trueCount).toBe(3); // 9, 10, 11
    const shown = play(right.state, [[BIRCH, { type: 'answer' }]]).state;
    expect(legalOf(shown, BIRCH, 'show')).toEqual([9, 10, 11].map((card) => ({ type: 'show', card })));
  });

  it('even with two rooms, the coins are kept in a single stack', () => {
    const s = play(two(), [
      [ASH, { type: 'ask', card: qcard('time', 2), target: BIRCH, category: 'time', values: [0], room: 'left' }],
      [BIRCH, { type: 'answer' }],
    ]).state;
    expect(s.public.coins).toEqual([[], [qcard('time', 2)]]);
  });

  it('a "show an alibi card" card: the target chooses the room too, and the asker learns which', () => {
    const s = act(two(), ASH, { type: 'demand', card: DEMAND[0] as number, target: BIRCH }).state;
    expect(legalOf(s, BIRCH, 'show')).toHaveLength(7);
    const r = act(s, BIRCH, { type: 'show', card: 12 });
    expect(fourSuspects.view(r.state, ASH).seen).toEqual([{ question: 0, card: 12, from: BIRCH, room: 'right', how: 'demand' }]);
  });

  it('a guess marks TWO missing alibis: both right wins; one or both wrong gives the other player the win', () => {
    const s = two();
    refuse(s, ASH, { type: 'guess', cards: [14] }, 'ILLEGAL');
    expect(
      fourSuspects.outcome(
        play(s, [
          [ASH, { type: 'guess', cards: [14, 15] }],
          [BIRCH, { type: 'pass' }],
        ]).state,
      ),
    ).toEqual({ winners: [ASH], reason: 'correct-guess' });
    const r = play(s, [
      [ASH, { type: 'guess', cards: [13, 15] }],
      [BIRCH, { type: 'pass' }],
    ]);
    expect(fourSuspects.outcome(r.state)).toEqual({ winners: [BIRCH], reason: 'opponent-wrong' });
    // The winner is not told what Ash named, not even now.
    const judged = r.events.find((e) => e.type === 'judged') as Event;
    expect(fourSuspects.project(judged, BIRCH)).toEqual({
      type: 'judged',
      results: [{ seat: ASH, cards: null, correct: false }],
      missing: [14, 15],
      over: true,
    });
    expect(fourSuspects.view(r.state, BIRCH).ownGuess).toBeNull();
    expect(fourSuspects.view(r.state, ASH).ownGuess).toEqual({ cards: [13, 15], correct: false });
  });

  it('besides these changes it plays as the 3-5 player game: helpers, the 4-coin limit, the courier at the end of the turn', () => {
    let s = play(two([[12, 13, 14, 15, 16], []]), [
      [ASH, { type: 'ask', card: qcard('time', 2), target: BIRCH, category: 'time', values: [0], room: 'left' }],
      [BIRCH, { type: 'answer' }],
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'end', seat: ASH });
    s = act(s, ASH, { type: 'endTurn' }).state;
    expect(s.public.coins[ASH]).toEqual([13, 14, 15, 16]);
    expect(s.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
  });
});
