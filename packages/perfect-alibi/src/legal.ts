import { valueSets } from '@alibi/engine';
import { ASSISTANTS, ALL_CARDS, matches, tileColour, type Assistant, type Category } from './cards.ts';
import type { Action, Phase, State } from './types.ts';

/** Every set of 1 to 3 of the four values (asking all four tells nothing). */
export const VALUE_SETS: number[][] = valueSets(4, 3);

/** The questions of the ask phase, by the category the phase fixes ('any': the player chooses); built once. */
const ASKS: Record<Category | 'any', readonly Action[]> = (() => {
  const of = (categories: Category[]) =>
    categories.flatMap((category) => VALUE_SETS.map((values) => Object.freeze({ type: 'ask' as const, category, values })));
  return { time: of(['time']), location: of(['location']), any: of(['time', 'location']) };
})();

function others(s: State, seat: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.players; i++) if (i !== seat) out.push(i);
  return out;
}
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
    case 'ask':
      return [...ASKS[phase.category ?? 'any']];
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

/** Whether `seat` heard the answer to `question` (a Confessor's answers reach the asker alone). */
const heardBy = (s: State, question: number, seat: number) => {
  const q = s.public.questions[question];
  return q !== undefined && (!q.private || q.asker === seat || q.target === seat);
};

/**
 * Earlier answers this seat may accuse (Unforgiving): given by another player, heard by this
 * seat, not already upheld. An accusation may name several of them, all of one player.
 */
export function accusable(s: State, seat: number): number[] {
  if (!s.rules.unforgiving) return [];
  const out: number[] = [];
  s.public.questions.forEach((q, question) => {
    const given = s.hidden.answers[question]?.spoken !== null;
    if (given && heardBy(s, question, seat) && q.target !== seat && !q.confirmed) out.push(question);
  });
  return out;
}

/**
 * Earlier answers this seat may ask to have confirmed (manual answers without Unforgiving):
 * another player's, heard by this seat, finished (card and all), not already final; one request
 * at a time.
 */
export function confirmable(s: State, seat: number): number[] {
  if (!s.rules.manualAnswers || s.rules.unforgiving || s.public.confirmRequest !== null) return [];
  const out: number[] = [];
  s.public.questions.forEach((q, question) => {
    const given = s.hidden.answers[question]?.spoken !== null;
    if (given && q.card !== null && heardBy(s, question, seat) && q.target !== seat && !q.confirmed) out.push(question);
  });
  return out;
}

/**
 * Whether a correction of `question` to `count` owes the asker a card now: the first answer was
 * below 2 (so no card went), the new one is 2 or more, and the assistants of that question allow
 * a card. Returns how it goes, or null when no card moves.
 */
export function correctionReveal(s: State, question: number, count: number): 'show' | 'take' | 'lawyer' | 'none-matching' | null {
  const q = s.public.questions[question];
  const h = s.hidden.answers[question];
  if (!q || !h || h.spoken === null || h.spoken >= 2 || count < 2) return null;
  if (q.targetAssistant === 'lawyer') return 'lawyer';
  if (q.askerAssistant === 'pickpocket') return 'take';
  const hand = s.secret[q.target]?.hand ?? [];
  return hand.some((c) => matches(c, q.category, q.values)) ? 'show' : 'none-matching';
}

/** The replies open to the asked player: confirm, or any other count (with the card owed, if one is). */
function replies(s: State, seat: number): Action[] {
  const r = s.public.confirmRequest;
  if (!r || r.seat !== seat) return [];
  const q = s.public.questions[r.question];
  const spoken = s.hidden.answers[r.question]?.spoken;
  if (!q) return [];
  const out: Action[] = [{ type: 'confirmAnswer' }];
  for (const count of answerChoices(s, r.question)) {
    if (count === spoken) continue;
    if (correctionReveal(s, r.question, count) === 'show') {
      for (const show of (s.secret[seat]?.hand ?? []).filter((c) => matches(c, q.category, q.values)))
        out.push({ type: 'correctAnswer', count, show });
    } else out.push({ type: 'correctAnswer', count });
  }
  return out;
}

export function actors(s: State): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.players; i++) if (isActor(s, i)) out.push(i);
  return out;
}

/** Whether `seat` is in `actors(s)`. */
export function isActor(s: State, seat: number): boolean {
  const phase = s.public.phase;
  if (phase.kind === 'over' || !Number.isInteger(seat) || seat < 0 || seat >= s.players) return false;
  return isLive(s, seat) || phase.seat === seat || s.public.confirmRequest?.seat === seat;
}

/** The seat whose move the phase needs, and the seat asked to confirm an answer (play goes on meanwhile). */
export function waitingFor(s: State): number[] {
  const phase = s.public.phase;
  if (phase.kind === 'over') return [];
  const asked = s.public.confirmRequest?.seat;
  return asked === undefined || asked === phase.seat ? [phase.seat] : [phase.seat, asked];
}

export function legal(s: State, seat: number): Action[] {
  return legalOfType(s, seat, null);
}

/** The action types each phase's duty may list (see duties). */
const DUTY_TYPES: Record<Exclude<Phase['kind'], 'over'>, readonly Action['type'][]> = {
  chooseAssistant: ['chooseAssistant'],
  rechoose: ['chooseAssistant'],
  turn: ['takeTile', 'useReporter', 'finalQuestion'],
  changeAssistant: ['changeAssistant'],
  ask: ['ask'],
  answer: ['answer'],
  show: ['show'],
  mustClaim: ['claim'],
};

/**
 * `legal(s, seat)` with only the actions of one type (all of them for null), in the same order:
 * what `apply` checks an action against, without listing what cannot match it.
 */
export function legalOfType(s: State, seat: number, type: Action['type'] | null): Action[] {
  const phase = s.public.phase;
  if (phase.kind === 'over' || seat < 0 || seat >= s.players || !Number.isInteger(seat)) return [];
  const all = type === null;
  const out = all || DUTY_TYPES[phase.kind].includes(type) ? duties(s, seat) : [];
  // After a final question the asker must claim at once: nothing else is offered to them (but
  // resigning), and nobody may hold up that claim with a confirmation request.
  if (phase.kind === 'mustClaim' && phase.seat === seat) return all || type === 'resign' ? [...out, { type: 'resign' }] : out;
  if (all || type === 'confirmAnswer' || type === 'correctAnswer') {
    for (const a of replies(s, seat)) if (all || a.type === type) out.push(a);
  }
  // A seat that is out (a wrong claim, a failed accusation, or resigned) keeps only its duties:
  // answers, cards, an assistant to choose, a reply to a confirmation request.
  if (isLive(s, seat)) {
    if (all || type === 'claim') for (const card of claimableCards(s, seat)) out.push({ type: 'claim', card });
    if (all || type === 'accuse') for (const question of accusable(s, seat)) out.push({ type: 'accuse', questions: [question] });
    if ((all || type === 'requestConfirm') && phase.kind !== 'mustClaim')
      for (const question of confirmable(s, seat)) out.push({ type: 'requestConfirm', question });
    if (all || type === 'resign') out.push({ type: 'resign' });
  }
  return out;
}

/**
 * `legal` lists accusations of one question each; an accusation may name several (the
 * rulebook's "question(s)"). This is the check `apply` uses for every accusation: null when
 * allowed, else the reason (naming nothing the seat may not know).
 */
export function accusationProblem(s: State, seat: number, questions: readonly number[]): string | null {
  if (!s.rules.unforgiving) return 'accusations belong to the unforgiving variant';
  if (!isLive(s, seat)) return 'you are out of the game';
  const phase = s.public.phase;
  if (phase.kind === 'mustClaim' && phase.seat === seat) return 'after a final question you must claim';
  if (new Set(questions).size !== questions.length) return 'name each question once';
  const open = new Set(accusable(s, seat));
  const bad = questions.find((q) => !open.has(q));
  if (bad !== undefined)
    return `question ${bad + 1} cannot be accused (not another player's answer you heard, or already upheld)`;
  const accused = new Set(questions.map((q) => s.public.questions[q]?.target));
  if (accused.size !== 1) return 'an accusation names questions of one player';
  return null;
}

/** Used by apply to tell a player why an action is refused, without revealing anything they do not know. */
export function phaseSummary(s: State): string {
  const p = s.public.phase;
  return p.kind === 'over' ? 'the game is over' : `waiting for seat ${p.seat} (${p.kind})`;
}
