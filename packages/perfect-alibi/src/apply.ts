import { fail, jsonEqual, ok, parseWith, Rng, type Applied, type Result } from '@alibi/engine';
import { ASSISTANTS, countMatching, matches, tileCategory, tileHasArrows, type Assistant } from './cards.ts';
import { accusationProblem, correctionReveal, isActor, isLive, legalOfType, phaseSummary } from './legal.ts';
import {
  actionSchema,
  type Action,
  type Event,
  type HiddenAnswer,
  type QuestionRecord,
  type SeatSecret,
  type State,
} from './types.ts';

/** A mutable copy of the state plus the events produced while applying one action. */
interface Draft {
  s: State;
  events: Event[];
}

const sortAssistants = (xs: Assistant[]) => ASSISTANTS.filter((a) => xs.includes(a));

/**
 * A copy whose objects `public` and `hidden` may be edited in place. Arrays and the seats' secrets
 * are shared with `s` and never edited: a change stores a new array (`with`, spread, `slice`) or
 * a new secret (`editSecret`), and the records inside (questions, answers, seen cards) are
 * replaced, never edited — see `editQuestion`. So an action pays only for what it changes, and
 * whatever it leaves alone keeps its identity from state to state (views cache by it: view.ts).
 */
function draftOf(s: State): State {
  return { ...s, public: { ...s.public }, hidden: { ...s.hidden } };
}

/** Stores a changed copy of one seat's secret (see draftOf). */
function editSecret(s: State, seat: number, change: Partial<SeatSecret>): void {
  const secret = s.secret[seat];
  if (secret) s.secret = s.secret.with(seat, { ...secret, ...change });
}

/** Fresh copies of one question's public record and hidden answer, stored back into the draft. */
function editQuestion(s: State, i: number) {
  const q = { ...(s.public.questions[i] as QuestionRecord) };
  const h = { ...(s.hidden.answers[i] as HiddenAnswer) };
  s.public.questions = s.public.questions.with(i, q);
  s.hidden.answers = s.hidden.answers.with(i, h);
  return { q, h };
}

/** Appends to one seat's record of cards seen, shown or answers heard. */
function record<K extends 'seen' | 'gave' | 'heard'>(s: State, seat: number, key: K, entry: SeatSecret[K][number]): void {
  const secret = s.secret[seat];
  if (secret) editSecret(s, seat, { [key]: [...secret[key], entry] });
}

function normalise(action: Action): Action {
  if (action.type === 'ask') return { ...action, values: [...action.values].sort((a, b) => a - b) };
  if (action.type === 'accuse') return { ...action, questions: [...action.questions].sort((a, b) => a - b) };
  return action;
}

/** Logs saved before accusations could name several questions said `question: n`. */
function upgrade(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const r = raw as Record<string, unknown>;
  if (r.type !== 'accuse' || !('question' in r) || 'questions' in r || Object.keys(r).length !== 2) return raw;
  return { type: 'accuse', questions: [r.question] };
}

export function apply(state: State, player: number, raw: unknown): Result<Applied<State, Event>> {
  const parsed = parseWith(actionSchema, upgrade(raw), 'action');
  if (!parsed.ok) return parsed;
  if (state.public.phase.kind === 'over') return fail('GAME_OVER', 'the game is over');
  if (!isActor(state, player)) return fail('NOT_ACTOR', `seat ${player} may not act now (${phaseSummary(state)})`);
  const action = normalise(parsed.value);
  if (action.type === 'accuse') {
    // Accusations of several questions are not listed one by one (there are too many sets).
    const problem = accusationProblem(state, player, action.questions);
    if (problem) return fail('ILLEGAL', problem);
    const d: Draft = { s: draftOf(state), events: [] };
    accuse(d, player, action.questions);
    return ok({ state: d.s, events: d.events });
  }
  const options = legalOfType(state, player, action.type);
  if (!options.some((a) => jsonEqual(a, action))) {
    const sameType = options.length > 0;
    return fail(
      'ILLEGAL',
      sameType ? `that ${action.type} is not allowed now` : `${action.type} is not possible now (${phaseSummary(state)})`,
    );
  }
  const d: Draft = { s: draftOf(state), events: [] };
  perform(d, player, action);
  return ok({ state: d.s, events: d.events });
}

function perform(d: Draft, player: number, action: Action): void {
  const { s } = d;
  const phase = s.public.phase;
  switch (action.type) {
    case 'claim':
      return claim(d, player, action.card);
    case 'resign':
      return resign(d, player);
    case 'accuse':
      return accuse(d, player, action.questions);
    case 'requestConfirm': {
      const q = s.public.questions[action.question] as QuestionRecord;
      s.public.confirmRequest = { by: player, seat: q.target, question: action.question };
      d.events.push({ type: 'confirmRequested', by: player, seat: q.target, question: action.question });
      return;
    }
    case 'confirmAnswer':
    case 'correctAnswer':
      return reply(d, player, action.type === 'correctAnswer' ? action : null);
    case 'chooseAssistant': {
      s.public.assistants = s.public.assistants.with(player, action.assistant);
      s.public.unused = s.public.unused.filter((a) => a !== action.assistant);
      d.events.push({
        type: 'assistantChosen',
        seat: player,
        assistant: action.assistant,
        setup: phase.kind === 'chooseAssistant',
      });
      if (phase.kind === 'chooseAssistant') {
        s.public.chooseOrder = s.public.chooseOrder.slice(1);
        const next = s.public.chooseOrder[0];
        if (next !== undefined) s.public.phase = { kind: 'chooseAssistant', seat: next };
        else beginTurn(d, player); // the last to choose starts
      } else if (phase.kind === 'rechoose') {
        const tile = s.public.pendingTile as number;
        if (isLive(s, phase.asker))
          s.public.phase = { kind: 'ask', seat: phase.asker, target: player, via: 'tile', category: tileCategory(tile) };
        else endTurn(d);
      }
      return;
    }
    case 'takeTile': {
      s.public.faceUp = s.public.faceUp.filter((t) => t !== action.tile);
      s.public.pendingTile = action.tile;
      d.events.push({ type: 'tileTaken', seat: player, tile: action.tile, target: action.target });
      s.public.phase = tileHasArrows(action.tile)
        ? { kind: 'changeAssistant', seat: player, target: action.target }
        : { kind: 'ask', seat: player, target: action.target, via: 'tile', category: tileCategory(action.tile) };
      return;
    }
    case 'useReporter':
      d.events.push({ type: 'reporterUsed', seat: player, target: action.target });
      s.public.phase = { kind: 'ask', seat: player, target: action.target, via: 'reporter', category: null };
      return;
    case 'finalQuestion':
      d.events.push({ type: 'finalQuestion', seat: player, target: action.target });
      s.public.phase = { kind: 'ask', seat: player, target: action.target, via: 'final', category: null };
      return;
    case 'changeAssistant': {
      if (phase.kind !== 'changeAssistant') return;
      const gave = s.public.assistants[player] as Assistant;
      const fromTarget = s.public.assistants[phase.target] === action.assistant;
      s.public.assistants = s.public.assistants.with(player, action.assistant);
      if (fromTarget) {
        s.public.assistants = s.public.assistants.with(phase.target, null);
        s.public.unused = sortAssistants([...s.public.unused, gave]);
        s.public.phase = { kind: 'rechoose', seat: phase.target, asker: player };
      } else {
        s.public.unused = sortAssistants([...s.public.unused.filter((a) => a !== action.assistant), gave]);
        const tile = s.public.pendingTile as number;
        s.public.phase = { kind: 'ask', seat: player, target: phase.target, via: 'tile', category: tileCategory(tile) };
      }
      d.events.push({
        type: 'assistantChanged',
        seat: player,
        gave,
        took: action.assistant,
        from: fromTarget ? phase.target : null,
      });
      return;
    }
    case 'ask': {
      if (phase.kind !== 'ask') return;
      const askerAssistant = s.public.assistants[player] ?? null;
      const target = phase.target;
      const question = s.public.questions.length;
      s.public.questions = [
        ...s.public.questions,
        {
          asker: player,
          target,
          via: phase.via,
          tile: phase.via === 'tile' ? s.public.pendingTile : null,
          category: action.category,
          values: action.values,
          askerAssistant,
          targetAssistant: s.public.assistants[target] ?? null,
          private: askerAssistant === 'confessor',
          answer: null,
          card: null,
          confirmed: false,
          corrected: false,
        },
      ];
      const secret = s.secret[target];
      const lieRequired = s.rules.rival && askerAssistant !== null && secret?.rival === askerAssistant;
      const trueCount = countMatching(secret?.hand ?? [], action.category, action.values);
      s.hidden.answers = [...s.hidden.answers, { trueCount, lieRequired, spoken: null }];
      d.events.push({ type: 'asked', question, asker: player, target, category: action.category, values: action.values });
      // Under Rival or manual answers the answering player always acts, so nobody can tell a lie from the wait.
      if (s.rules.rival || s.rules.manualAnswers) s.public.phase = { kind: 'answer', seat: target, question };
      else answer(d, question, trueCount);
      return;
    }
    case 'answer':
      if (phase.kind === 'answer') answer(d, phase.question, action.count);
      return;
    case 'show': {
      if (phase.kind !== 'show') return;
      editQuestion(s, phase.question).q.card = 'shown';
      showCard(d, phase.question, player, action.card);
      return finishQuestion(d, phase.question);
    }
  }
}

/** The spoken answer is given; then a card may be shown or taken. */
function answer(d: Draft, question: number, spoken: number): void {
  const { s } = d;
  const { q, h } = editQuestion(s, question);
  h.spoken = spoken;
  if (q.private) {
    record(s, q.asker, 'heard', { question, count: spoken });
    record(s, q.target, 'heard', { question, count: spoken });
  } else q.answer = spoken;
  d.events.push({ type: 'answered', question, asker: q.asker, target: q.target, count: spoken, private: q.private });
  const noCard = (reason: 'low' | 'lawyer' | 'none-matching') => {
    q.card = 'none';
    d.events.push({ type: 'noCard', question, reason, private: q.private, asker: q.asker, target: q.target });
    finishQuestion(d, question);
  };
  if (spoken < 2) return noCard('low');
  if (q.targetAssistant === 'lawyer') return noCard('lawyer');
  const hand = s.secret[q.target]?.hand ?? [];
  if (q.askerAssistant === 'pickpocket') {
    q.card = 'taken';
    takeCard(d, question);
    return finishQuestion(d, question);
  }
  if (!hand.some((c) => matches(c, q.category, q.values))) return noCard('none-matching');
  s.public.phase = { kind: 'show', seat: q.target, question };
}

function finishQuestion(d: Draft, question: number): void {
  const q = d.s.public.questions[question];
  if (q && q.via === 'final' && isLive(d.s, q.asker)) d.s.public.phase = { kind: 'mustClaim', seat: q.asker };
  else endTurn(d);
}

/** Discard the tile taken this turn, draw a replacement (reshuffling if needed), pass the turn clockwise. */
function endTurn(d: Draft): void {
  const { s } = d;
  const tile = s.public.pendingTile;
  if (tile !== null) {
    s.public.discard = [...s.public.discard, tile];
    s.public.pendingTile = null;
    d.events.push({ type: 'tileDiscarded', tile });
    if (s.hidden.stack.length === 0) {
      const rng = new Rng(s.rng);
      s.hidden.stack = rng.shuffle(s.public.discard);
      s.rng = rng.state;
      s.public.discard = [];
      d.events.push({ type: 'tilesReshuffled', count: s.hidden.stack.length });
    }
    const drawn = s.hidden.stack[0] as number;
    s.hidden.stack = s.hidden.stack.slice(1);
    s.public.faceUp = [...s.public.faceUp, drawn];
    s.public.stackSize = s.hidden.stack.length;
    d.events.push({ type: 'tileDrawn', tile: drawn });
  }
  beginTurn(d, s.public.active + 1);
}

/** Start the turn of the first live seat at or after `from`, clockwise. */
function beginTurn(d: Draft, from: number): void {
  const { s } = d;
  for (let i = 0; i < s.players; i++) {
    const seat = (from + i) % s.players;
    if (isLive(s, seat)) {
      s.public.active = seat;
      s.public.turn += 1;
      s.public.phase = { kind: 'turn', seat };
      d.events.push({ type: 'turnStarted', seat, turn: s.public.turn });
      return;
    }
  }
}

function claim(d: Draft, player: number, card: number): void {
  const { s } = d;
  const correct = card === s.hidden.missing;
  d.events.push({ type: 'claimed', seat: player, card, correct, missing: s.hidden.missing });
  if (correct) return gameOver(d, [player], 'correct-claim');
  editSecret(s, player, { sawMissing: true });
  eliminate(d, player);
}

/** Whether an answer was right for the hand and the rules in force when it was given. */
function answeredRightly(h: HiddenAnswer): boolean {
  const spoken = h.spoken as number;
  return h.lieRequired ? Math.abs(spoken - h.trueCount) === 1 : spoken === h.trueCount;
}

/** Unforgiving: judge earlier answers of one player; treachery if any of them was wrong. */
function accuse(d: Draft, player: number, questions: number[]): void {
  const { s } = d;
  const accused = (s.public.questions[questions[0] as number] as QuestionRecord).target;
  const wrong = questions.filter((i) => !answeredRightly(s.hidden.answers[i] as HiddenAnswer));
  d.events.push({ type: 'accused', accuser: player, accused, questions, wrong, treachery: wrong.length > 0 });
  if (wrong.length > 0) return gameOver(d, [player], 'treachery-found');
  for (const i of questions) editQuestion(s, i).q.confirmed = true;
  eliminate(d, player);
}

/**
 * The asked player confirms or corrects an earlier answer. A correction replaces the answer
 * everyone (or, for a Confessor's question, the two of them) heard; if it rises from below 2 to 2
 * or more, the card that answer owed goes to the asker now, as the assistants of that question
 * decide (the current Lookout watches).
 */
function reply(d: Draft, player: number, correction: { count: number; show?: number | undefined } | null): void {
  const { s } = d;
  const r = s.public.confirmRequest as NonNullable<State['public']['confirmRequest']>;
  s.public.confirmRequest = null;
  const question = r.question;
  if (!correction) {
    editQuestion(s, question).q.confirmed = true;
    d.events.push({ type: 'answerConfirmed', by: r.by, seat: player, question });
    return;
  }
  const reveal = correctionReveal(s, question, correction.count);
  const { q, h } = editQuestion(s, question);
  const was = h.spoken as number;
  h.spoken = correction.count;
  q.confirmed = true;
  q.corrected = true;
  if (q.private) {
    for (const seat of [q.asker, q.target]) {
      const heard = (s.secret[seat] as SeatSecret).heard;
      editSecret(s, seat, { heard: heard.map((x) => (x.question === question ? { question, count: correction.count } : x)) });
    }
  } else q.answer = correction.count;
  d.events.push({
    type: 'answerCorrected',
    by: r.by,
    seat: player,
    question,
    was,
    count: correction.count,
    private: q.private,
    asker: q.asker,
  });
  if (reveal === 'show') {
    q.card = 'shown';
    showCard(d, question, player, correction.show as number);
  } else if (reveal === 'take') {
    q.card = 'taken';
    takeCard(d, question);
  } else if (reveal !== null && !q.private) {
    // A public answer: say why no card follows. A Confessor's question says nothing (that would tell the count).
    d.events.push({ type: 'noCard', question, reason: reveal, private: false, asker: q.asker, target: q.target });
  }
}

/** `from` secretly shows `card` to the asker of `question`; the Lookout (if someone else) sees it too. */
function showCard(d: Draft, question: number, from: number, card: number): void {
  const { s } = d;
  const q = s.public.questions[question] as QuestionRecord;
  record(s, from, 'gave', { question, card, to: q.asker });
  record(s, q.asker, 'seen', { question, card, from, how: 'shown-to-me' });
  const lookout = s.public.assistants.indexOf('lookout');
  const watcher = lookout >= 0 && lookout !== q.asker && lookout !== from ? lookout : null;
  if (watcher !== null) record(s, watcher, 'seen', { question, card, from, how: 'watched' });
  d.events.push({ type: 'cardShown', question, from, to: q.asker, card, watcher });
}

/** The Pickpocket asker takes a random card from the answering hand; only the two of them see it. */
function takeCard(d: Draft, question: number): void {
  const { s } = d;
  const q = s.public.questions[question] as QuestionRecord;
  const hand = s.secret[q.target]?.hand ?? [];
  const rng = new Rng(s.rng);
  const card = hand[rng.int(hand.length)] as number;
  s.rng = rng.state;
  record(s, q.asker, 'seen', { question, card, from: q.target, how: 'taken-by-me' });
  record(s, q.target, 'seen', { question, card, from: q.target, how: 'taken-from-me' });
  d.events.push({ type: 'cardTaken', question, from: q.target, to: q.asker, card });
}

/**
 * Leaving the game is treated like a wrong claim, without the look at the missing card: the seat
 * asks and claims no more, but still answers, shows and chooses when the others need it to.
 */
function resign(d: Draft, player: number): void {
  d.s.public.resigned = d.s.public.resigned.with(player, true);
  eliminate(d, player, 'resigned');
}

/** A wrong claim or accusation (or a resignation): the player stops asking but keeps answering. */
function eliminate(d: Draft, player: number, event: 'eliminated' | 'resigned' = 'eliminated'): void {
  const { s } = d;
  s.public.eliminated = s.public.eliminated.with(player, true);
  d.events.push({ type: event, seat: player });
  const live = Array.from({ length: s.players }, (_, i) => i).filter((i) => isLive(s, i));
  if (live.length === 1) return gameOver(d, live, 'last-standing');
  const phase = s.public.phase;
  // The eliminated player's own turn ends at once unless someone else still owes an answer or a choice.
  const ownsTurn =
    phase.kind === 'turn' || phase.kind === 'changeAssistant' || phase.kind === 'ask' || phase.kind === 'mustClaim';
  if (ownsTurn && phase.seat === player) endTurn(d);
}

function gameOver(d: Draft, winners: number[], reason: string): void {
  const { s } = d;
  s.public.phase = { kind: 'over' };
  s.public.confirmRequest = null; // nothing is owed once the game is over
  s.public.winners = winners;
  s.public.endReason = reason;
  d.events.push({
    type: 'gameOver',
    winners,
    reason,
    missing: s.hidden.missing,
    hands: s.secret.map((x) => x.hand),
    rivals: s.secret.map((x) => x.rival),
  });
}
