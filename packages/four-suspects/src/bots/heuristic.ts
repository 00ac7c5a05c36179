import { pickBest, type Policy } from '@alibi/engine';
import { PRICE, matches, type Category, type Helper } from '../cards.ts';
import type { Action, View } from '../types.ts';
import { deduce, type Notes } from './notes.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** Cards that may be missing, each once. */
const missingCards = (notes: Notes) => [...new Set(notes.candidates.flat())];

/** Cards `seat` may hold but is not known to hold: what a question to it can still teach. */
const unknownOf = (notes: Notes, seat: number) => [...(notes.may[seat] ?? [])].filter((c) => !notes.holds[seat]?.has(c));

/** How well a count question splits the possible missing cards and the target's unknown cards. */
function askScore(notes: Notes, a: Of<'ask'>): number {
  const category: Category = a.category;
  const candidates = missingCards(notes);
  const inSet = candidates.filter((c) => matches(c, category, a.values)).length;
  const balance = Math.min(inSet, candidates.length - inSet);
  const unknown = unknownOf(notes, a.target);
  const there = unknown.filter((c) => matches(c, category, a.values)).length;
  const spread = Math.min(there, unknown.length - there);
  return balance * 4 + spread * 2 + Math.min(there, 3) - a.values.length * 0.1;
}

/**
 * Keeps exact notes from its own view, asks the questions that best split what it does not know,
 * hires helpers when it has the coins (scout and confidant on its turn, keeping the courier's
 * price for the end of the turn, where it always takes the courier; broker, else
 * bodyguard, when it must show a card), answers truthfully, shows cards already shown, and
 * guesses when certain — or, in a game that has gone on very long, among the last few.
 */
export const heuristicPolicy: Policy<Action, View> = {
  name: 'heuristic',
  choose({ seat, legal: offered, view, rng }) {
    // Bots never resign: leaving is a person's choice, made at the table.
    const legal: Action[] = offered.filter((a) => a.type !== 'resign');
    const notes = deduce(view);
    const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Of<T> => a.type === type);
    const target = notes.candidates.length === 1 ? (notes.candidates[0] as number[]).join() : null;
    const certain = of('guess').find((a) => a.cards.join() === target);
    if (certain) return certain;
    if (view.guessing) return view.guessing.pending.includes(seat) ? (of('pass')[0] ?? null) : null;
    const phase = view.phase;
    const coins = view.coins[seat]?.length ?? 0;
    const buy = (helper: Helper, keep = 0) => of('buy').find((a) => a.helper === helper && coins - PRICE[helper] >= keep) ?? null;
    switch (phase.kind) {
      case 'over':
        return null;
      case 'rooms':
        return view.roomsReady[seat] ? null : rng.pick(of('rooms'));
      case 'turn': {
        if (phase.seat !== seat) return null;
        // Late in a long game take the best remaining guess (two players: only a near-certain one, since a miss loses).
        // Two players: a miss loses outright, so the coin flip waits longer (15 turns each).
        const patience = view.players * (view.players === 2 ? 15 : notes.candidates.length <= 2 ? 10 : 20);
        if (notes.candidates.length <= (view.players === 2 ? 2 : 3) && view.turn > patience) {
          const guesses = of('guess').filter((a) => notes.candidates.some((c) => c.join() === a.cards.join()));
          if (guesses.length) return rng.pick(guesses);
        }
        // The courier comes at the end of the turn: keep its price unless it is already ours.
        const courierHeld = view.owners[view.helpers.indexOf('courier')] === seat;
        const reserve = courierHeld ? 0 : PRICE.courier;
        const hire = buy('scout', reserve + 1) ?? (view.effects.scout ? buy('confidant', reserve + 1) : null);
        if (hire) return hire;
        const asks = of('ask');
        const demands = of('demand');
        const top = pickBest(asks, (a) => askScore(notes, a), rng);
        const topScore = top ? askScore(notes, top) : -Infinity;
        // A demanded card is the target's choice: worth it only when the questions are poor.
        const demand = pickBest(demands, (a) => unknownOf(notes, a.target).length, rng);
        if (demand && (!top || unknownOf(notes, demand.target).length * 0.75 > topScore)) return demand;
        return top ?? demand ?? legal[0] ?? null;
      }
      case 'end':
        // The extra turn is worth its price: take it whenever it is on offer.
        return phase.seat === seat ? (buy('courier') ?? of('endTurn')[0] ?? null) : null;
      case 'respond': {
        if (phase.seat !== seat) return null;
        // Lie (by one) only with coins to spare: they are better spent on the courier.
        const poet = buy('poet', 3);
        if (poet) return poet;
        return rng.pick(of('answer'));
      }
      case 'show':
      case 'brokerShow': {
        if (phase.seat !== seat) return null;
        if (phase.kind === 'show') {
          const hire = buy('broker') ?? buy('bodyguard');
          if (hire) return hire;
          const none = of('noCard')[0];
          if (none) return none;
        }
        // Give away as little as possible: a card this player has seen already, else one shown to anyone.
        const q = view.questions[phase.question];
        const to = phase.kind === 'show' ? q?.asker : q?.target;
        return pickBest(
          of('show'),
          (a) => view.gave.filter((g) => g.card === a.card).reduce((s, g) => s + (g.to === to ? 10 : 1), 0),
          rng,
        );
      }
    }
  },
};
