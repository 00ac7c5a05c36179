import { pickBest, type Policy } from '@alibi/engine';
import { countMatching, matches, tileCategory, type Assistant, type Category } from '../cards.ts';
import type { Action, View } from '../types.ts';
import { deduce, type Notes } from './notes.ts';

/** Assistants in the order this bot likes them. */
const PREFERENCE: Assistant[] = ['reporter', 'pickpocket', 'lookout', 'confessor', 'lawyer'];
const rank = (a: Assistant) => PREFERENCE.indexOf(a);

/** How well asking `values` of `category` splits the candidates: larger is better. */
function split(notes: Notes, category: Category, values: number[], target: number): number {
  const inSet = notes.candidates.filter((c) => matches(c, category, values)).length;
  const balance = Math.min(inSet, notes.candidates.length - inSet);
  const unknownThere = [...(notes.may[target] ?? [])].filter(
    (c) => matches(c, category, values) && !notes.holds[target]?.has(c),
  ).length;
  return balance * 4 + Math.min(unknownThere, 3) - values.length * 0.1;
}

/** The answer this seat should give to `q`: the truth, or under Rival's required lie the allowed counts. */
export function rightAnswers(view: View, q: View['questions'][number]): number[] {
  const truth = countMatching(view.hand ?? [], q.category, q.values);
  const mustLie = view.rules.rival && view.rival !== null && q.askerAssistant === view.rival;
  return mustLie ? [truth - 1, truth + 1].filter((n) => n >= 0) : [truth];
}

/**
 * Asked to confirm an earlier answer, a bot tells the truth: it confirms a right answer (a
 * required lie counts as right) and corrects a wrong one to the truth (or to the nearer allowed
 * lie), showing the card owed like any other — one it has shown before if it can.
 */
function replyToRequest(
  view: View,
  confirms: Extract<Action, { type: 'confirmAnswer' }>[],
  corrections: Extract<Action, { type: 'correctAnswer' }>[],
  rng: Parameters<Policy<Action, View>['choose']>[0]['rng'],
): Action | null {
  const request = view.confirmRequest;
  const confirm = confirms[0];
  if (!request || !confirm) return null;
  const q = view.questions[request.question];
  if (!q || q.heard === null) return confirm;
  const right = rightAnswers(view, q);
  if (right.includes(q.heard)) return confirm;
  const count = [...right].sort((a, b) => Math.abs(a - (q.heard as number)) - Math.abs(b - (q.heard as number)))[0];
  const options = corrections.filter((a) => a.count === count);
  return (
    pickBest(
      options,
      (a) => view.gave.filter((g) => g.card === a.show).reduce((s, g) => s + (g.to === q.asker ? 10 : 1), 0),
      rng,
    ) ?? confirm
  );
}

/**
 * Keeps certain notes from its own view, asks the questions that best split the remaining
 * candidates, gives true answers (and the required lies), shows cards already shown, and claims
 * when certain — or, in a game that has gone on very long, guesses among 2-3 candidates.
 */
export const heuristicPolicy: Policy<Action, View> = {
  name: 'heuristic',
  choose({ seat, legal: offered, view, rng }) {
    // Bots never resign: leaving is a person's choice, made at the table.
    const legal: Action[] = offered.filter((a) => a.type !== 'resign');
    const notes = deduce(view);
    const phase = view.phase;
    const claim = legal.find((a) => a.type === 'claim' && notes.candidates.length === 1 && a.card === notes.candidates[0]);
    if (claim) return claim;
    const of = <T extends Action['type']>(type: T) => legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
    const reply = replyToRequest(view, of('confirmAnswer'), of('correctAnswer'), rng);
    if (reply) return reply;
    if (phase.kind === 'over' || phase.seat !== seat) return null;
    switch (phase.kind) {
      case 'chooseAssistant':
      case 'rechoose':
        return pickBest(of('chooseAssistant'), (a) => -rank(a.assistant), rng);
      case 'changeAssistant':
        return pickBest(of('changeAssistant'), (a) => -rank(a.assistant), rng);
      case 'turn': {
        // Late in a long game (Rival can keep certainty out of reach) take the best remaining guess.
        const patience = view.players * (notes.candidates.length <= 2 ? 8 : 16);
        if (notes.candidates.length <= 3 && view.turn > patience) {
          const guess = pickBest(
            of('claim').filter((a) => notes.candidates.includes(a.card)),
            () => 0,
            rng,
          );
          if (guess) return guess;
        }
        const reporter = of('useReporter');
        if (reporter.length)
          return pickBest(reporter, (a) => (notes.may[a.target]?.size ?? 0) - (notes.holds[a.target]?.size ?? 0), rng);
        return pickBest(
          of('takeTile'),
          (a) => {
            const category = tileCategory(a.tile);
            const spread = new Set(notes.candidates.map((c) => (category === 'time' ? Math.floor(c / 4) : c % 4))).size;
            return spread * 2 + ((notes.may[a.target]?.size ?? 0) - (notes.holds[a.target]?.size ?? 0)) * 0.1;
          },
          rng,
        );
      }
      case 'ask':
        return pickBest(of('ask'), (a) => split(notes, a.category, a.values, phase.target), rng);
      case 'answer': {
        const q = view.questions[phase.question];
        if (!q) return null;
        const right = rightAnswers(view, q);
        const honest = of('answer').filter((a) => right.includes(a.count));
        return honest.length ? (rng.pick(honest) as Action) : (legal[0] ?? null);
      }
      case 'show': {
        // Give away as little as possible: a card this asker has seen already, else one shown to anyone.
        const asker = view.questions[phase.question]?.asker;
        return pickBest(
          of('show'),
          (a) => view.gave.filter((g) => g.card === a.card).reduce((s, g) => s + (g.to === asker ? 10 : 1), 0),
          rng,
        );
      }
      case 'mustClaim':
        return (
          pickBest(
            of('claim').filter((a) => notes.candidates.includes(a.card)),
            () => 0,
            rng,
          ) ??
          legal[0] ??
          null
        );
    }
  },
};
