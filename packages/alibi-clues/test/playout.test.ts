import { describe, expect, it } from 'vitest';
import { Rng, jsonEqual, runMatch, type Policy } from '@alibi/engine';
import { DECK_CARDS, alibiClues, heuristicPolicy, type Action, type Event, type State } from '../src/index.ts';
import { FastRng, heuristicMove, sampleModel, step, type Model } from '../src/bots/playout.ts';

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** The search's model of a real state: the mover's sample, with the true hands and deck put back. */
function modelOf(s: State): Model {
  const seat = (s.public.phase as { seat: number }).seat;
  const m = sampleModel(alibiClues.view(s, seat), new FastRng(7));
  m.hands = s.secret.map((x) => [...x.hand]);
  m.deck = [...s.hidden.deck].reverse();
  return m;
}

/** What the model and the engine must agree on after the same action. */
const publicOf = (m: Model) => ({
  tables: m.tables,
  covers: m.covers,
  right: m.right,
  seat: m.seat,
  stage: m.stage,
  hands: m.hands.map(sorted),
  deck: m.deck.length,
});
const publicOfState = (s: State) => {
  const phase = s.public.phase as Exclude<State['public']['phase'], { kind: 'over' }>;
  return {
    tables: s.public.tables,
    covers: s.public.covers,
    right: s.public.right,
    seat: phase.seat,
    stage: phase.kind,
    hands: s.secret.map((x) => x.hand),
    deck: s.hidden.deck.length,
  };
};

describe('playout model (the hard bot’s search)', () => {
  it.each([2, 3, 4, 5])('follows the engine move by move and plays only legal moves (%i players)', (players) => {
    let checked = 0;
    let closed = 0;
    for (let g = 0; g < 3; g++) {
      const s = alibiClues.setup({ players, seed: `model:${players}:${g}`, options: {} });
      if (!s.ok) throw new Error(s.error.message);
      let state = s.value;
      const rng = new FastRng(g + 1);
      while (state.public.phase.kind !== 'over') {
        const m = modelOf(state);
        const seat = m.seat;
        const action = heuristicMove(m, rng);
        const normal: Action = action.type === 'discard' ? { ...action, cards: sorted(action.cards) } : action;
        expect(alibiClues.legal(state, seat).some((a) => jsonEqual(a, normal))).toBe(true);
        const applied = alibiClues.apply(state, seat, normal);
        if (!applied.ok) throw new Error(applied.error.message);
        step(m, action, rng);
        const events = applied.value.events as Event[];
        const solved = events.find((e) => e.type === 'solved');
        expect(m.culprit).toBe(solved ? solved.record.culprit : null);
        if (solved) {
          expect(m.scores).toEqual(state.public.scores.map((x, i) => x + (solved.record.points[i] as number)));
          closed++;
        } else if (!events.some((e) => e.type === 'reshuffled')) {
          // A reshuffle orders the new deck by each side's own random numbers; anything else must match.
          expect(publicOf(m)).toEqual(publicOfState(applied.value.state));
          checked++;
        }
        state = applied.value.state;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(closed).toBe(39);
  }, 60_000);

  it('moves as the heuristic bot does (up to its random tie-breaks)', () => {
    // Function cards of one kind are interchangeable: a move is its kind and target.
    const kindOf = (a: Action) => {
      switch (a.type) {
        case 'cover':
          return `cover:${a.slot}`;
        case 'hush':
          return `hush:${a.clue}`;
        case 'tip':
          return 'tip';
        case 'discard':
          return `discard:${sorted(a.cards).join()}`;
        default:
          return JSON.stringify(a);
      }
    };
    let agreed = 0;
    let steps = 0;
    const rng = new FastRng(11);
    runMatch(alibiClues, {
      players: 4,
      seed: 'model-as-heuristic',
      policies: heuristicPolicy as Policy,
      onStep: ({ state }) => {
        const s = state as State;
        if (s.public.phase.kind === 'over') return;
        const seat = s.public.phase.seat;
        const input = { seat, legal: alibiClues.legal(s, seat), view: alibiClues.view(s, seat), mustAct: true };
        // The heuristic's choices over many tie-breaking streams: the moves it rates best.
        const best = new Set(Array.from({ length: 16 }, (_, k) => kindOf(heuristicPolicy.choose({ ...input, rng: Rng.fromSeed(`tie:${k}`) }) as Action)));
        if (best.has(kindOf(heuristicMove(modelOf(s), rng)))) agreed++;
        steps++;
      },
    });
    expect(steps).toBeGreaterThan(300);
    expect(agreed / steps).toBeGreaterThan(0.99);
  });

  it('deals exactly the cards its seat cannot see, in the sizes it sees', () => {
    const s = alibiClues.setup({ players: 4, seed: 'sample', options: {} });
    if (!s.ok) throw new Error(s.error.message);
    const state = s.value;
    const seat = state.public.phase.kind === 'over' ? 0 : state.public.phase.seat;
    const view = alibiClues.view(state, seat);
    const rng = new FastRng(3);
    const hidden = sorted([...state.secret.flatMap((x, i) => (i === seat ? [] : x.hand)), ...state.hidden.deck]);
    const deals = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const m = sampleModel(view, rng);
      expect(m.hands[seat]).toEqual(view.hand);
      expect(m.hands.map((h) => h.length)).toEqual(view.handSizes);
      expect(m.deck).toHaveLength(view.deckSize);
      expect(sorted([...m.hands.flatMap((h, i) => (i === seat ? [] : h)), ...m.deck])).toEqual(hidden);
      expect(sorted([...m.hands.flat(), ...m.deck, ...m.discard])).toEqual(DECK_CARDS);
      deals.add(JSON.stringify(m.hands));
    }
    // Random deals, not one fixed guess.
    expect(deals.size).toBe(20);
  });
});
