import { valueSets } from '@alibi/engine';
import { ASSISTANTS, ALL_CARDS, matches, tileColour, type Assistant, type Category } from './cards.ts';
import type { Action, State } from './types.ts';

/** Every set of 1 to 3 of the four values (asking all four tells nothing). */
export const VALUE_SETS: number[][] = valueSets(4, 3);

const others = (s: State, seat: number) => Array.from({ length: s.players }, (_, i) => i).filter((i) => i !== seat);
export const isLive = (s: State, seat: number) => !s.public.eliminated[seat];
const inAssistantOrder = (xs: Assistant[]) => ASSISTANTS.filter((a) => xs.includes(a));

/** Counts an answering player may give: the truth, a required lie, or (manual answers) anything plausible. */
export function answerChoices(s: State, question: number): number[] {
  const q = s.public.questions[question];
  const h = s.hidden.answers[question];
  if (!q || !h) return [];
  if (s.rules.manualAnswers) {
    const max = Math.min(s.public.handSizes[q.target] as number, q.values.length * 4) + (s.rules.rival ? 1 : 0);
    return Array.from({ length: max + 1 }, (_, i) => i);
  }
  if (h.lieRequired) return h.trueCount === 0 ? [1] : [h.trueCount - 1, h.trueCount + 1];
  return [h.trueCount];
}

/** Cards this seat could claim: every card neither in its own hand nor public. */
export function claimableCards(s: State, seat: number): number[] {
  const hand = s.secret[seat]?.hand ?? [];
  return ALL_CARDS.filter((c) => !hand.includes(c) && !s.public.publicCards.includes(c));
}

/** The action the current phase asks of its seat (empty if `seat` has no duty now). */
function duties(s: State, seat: number): Action[] {
  const phase = s.public.phase;
  if (phase.kind === 'over' || phase.seat !== seat) return [];
  switch (phase.kind) {
    case 'chooseAssistant':
    case 'rechoose':
      return inAssistantOrder(s.public.unused).map((assistant) => ({ type: 'chooseAssistant', assistant }));
    case 'turn': {
      const out: Action[] = [];
      const faceUp = s.public.faceUp;
      const allMine = faceUp.every((t) => tileColour(t) === seat);
      for (const tile of faceUp) {
        if (allMine) for (const target of others(s, seat)) out.push({ type: 'takeTile', tile, target });
        else if (tileColour(tile) !== seat) out.push({ type: 'takeTile', tile, target: tileColour(tile) });
      }
      if (s.public.assistants[seat] === 'reporter')
        for (const target of others(s, seat)) out.push({ type: 'useReporter', target });
      for (const target of others(s, seat)) out.push({ type: 'finalQuestion', target });
      return out;
    }
    case 'changeAssistant': {
      const theirs = s.public.assistants[phase.target];
      const options = [...s.public.unused, ...(theirs ? [theirs] : [])];
      return inAssistantOrder(options).map((assistant) => ({ type: 'changeAssistant', assistant }));
    }
    case 'ask': {
      const categories: Category[] = phase.category ? [phase.category] : ['time', 'location'];
      return categories.flatMap((category) => VALUE_SETS.map((values) => ({ type: 'ask' as const, category, values })));
    }
    case 'answer':
      return answerChoices(s, phase.question).map((count) => ({ type: 'answer', count }));
    case 'show': {
      const q = s.public.questions[phase.question];
      if (!q) return [];
      return (s.secret[seat]?.hand ?? []).filter((c) => matches(c, q.category, q.values)).map((card) => ({ type: 'show', card }));
    }
    case 'mustClaim':
      return claimableCards(s, seat).map((card) => ({ type: 'claim', card }));
  }
}

/** Answers this seat heard and may accuse (Unforgiving): given by another player, not yet confirmed. */
function accusations(s: State, seat: number): Action[] {
  if (!s.rules.unforgiving) return [];
  const out: Action[] = [];
  s.public.questions.forEach((q, question) => {
    const given = s.hidden.answers[question]?.spoken !== null;
    const heard = !q.private || q.asker === seat;
    if (given && heard && q.target !== seat && !q.confirmed) out.push({ type: 'accuse', question });
  });
  return out;
}

export function actors(s: State): number[] {
  const phase = s.public.phase;
  if (phase.kind === 'over') return [];
  return Array.from({ length: s.players }, (_, i) => i).filter((i) => isLive(s, i) || phase.seat === i);
}

export function waitingFor(s: State): number[] {
  const phase = s.public.phase;
  return phase.kind === 'over' ? [] : [phase.seat];
}

export function legal(s: State, seat: number): Action[] {
  if (s.public.phase.kind === 'over' || seat < 0 || seat >= s.players || !Number.isInteger(seat)) return [];
  const out = duties(s, seat);
  if (isLive(s, seat)) {
    if (s.public.phase.kind !== 'mustClaim' || s.public.phase.seat !== seat) {
      for (const card of claimableCards(s, seat)) out.push({ type: 'claim', card });
    }
    out.push(...accusations(s, seat));
  }
  return out;
}

/** Used by apply to tell a player why an action is refused, without revealing anything they do not know. */
export function phaseSummary(s: State): string {
  const p = s.public.phase;
  return p.kind === 'over' ? 'the game is over' : `waiting for seat ${p.seat} (${p.kind})`;
}
