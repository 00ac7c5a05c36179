import type { Viewer } from '@alibi/engine';
import type { Event, ProjectedEvent, QuestionRecord, SeatSecret, State, View } from './types.ts';

/**
 * Parts of views shared between views: a state keeps each history record's identity until it is
 * edited, so consecutive views (and seats that heard the same) share every unchanged record. That
 * spares the server rebuilding a seat's whole history twice per action, and lets the diff between
 * two views skip identical records by reference. Shared parts are frozen: views are read-only.
 */
type ViewQuestion = View['questions'][number];
const questionViews = new WeakMap<QuestionRecord, Map<number | null, ViewQuestion>>();
function viewQuestion(q: QuestionRecord, heard: number | null): ViewQuestion {
  let byHeard = questionViews.get(q);
  if (!byHeard) questionViews.set(q, (byHeard = new Map()));
  let v = byHeard.get(heard);
  if (!v) byHeard.set(heard, (v = Object.freeze({ ...q, values: Object.freeze([...q.values]) as number[], heard })));
  return v;
}
const copies = new WeakMap<object, object>();
function frozenCopy<T extends object>(x: T): T {
  let c = copies.get(x);
  if (!c) copies.set(x, (c = Object.freeze({ ...x })));
  return c as T;
}

/**
 * Whole lists, cached by the state's arrays: `apply` never edits an array (it stores a new one), so
 * an array's identity fixes its content, and a list the action left alone is the very same frozen
 * list in the next view (the diff then skips it at once).
 */
const lists = new WeakMap<readonly object[], readonly object[]>();
function frozenList<T extends object>(xs: readonly T[]): T[] {
  let c = lists.get(xs);
  if (!c) lists.set(xs, (c = Object.freeze(xs.map(frozenCopy))));
  return c as T[];
}

/** Stands for a viewer without a secret (a spectator) in the cache below. */
const NO_SECRET: readonly never[] = [];
/** Questions lists by the state's question array, then by what else they depend on (see viewQuestions). */
const questionLists = new WeakMap<readonly QuestionRecord[], Map<object, readonly ViewQuestion[]>>();

/** The questions as `me` (undefined: a spectator) hears them now. */
function viewQuestions(s: State, me: SeatSecret | undefined, over: boolean): ViewQuestion[] {
  const questions = s.public.questions;
  // Besides the records: at the end, every spoken answer; before, the private answers this viewer heard.
  const key: object = over ? s.hidden.answers : (me?.heard ?? NO_SECRET);
  let byKey = questionLists.get(questions);
  if (!byKey) questionLists.set(questions, (byKey = new Map()));
  let list = byKey.get(key);
  if (!list) {
    list = Object.freeze(
      questions.map((q, i) => {
        if (over) return viewQuestion(q, s.hidden.answers[i]?.spoken ?? null);
        if (!q.private) return viewQuestion(q, q.answer);
        return viewQuestion(q, me?.heard.find((h) => h.question === i)?.count ?? null);
      }),
    );
    byKey.set(key, list);
  }
  return list as ViewQuestion[];
}

/** What one seat (or a spectator) sees now, built afresh from the state. */
export function view(s: State, viewer: Viewer): View {
  const over = s.public.phase.kind === 'over';
  const me = typeof viewer === 'number' ? s.secret[viewer] : undefined;
  const p = s.public;
  return {
    viewer,
    players: s.players,
    rules: { ...s.rules },
    hand: me ? [...me.hand] : null,
    rival: me?.rival ?? null,
    publicCards: [...p.publicCards],
    handSizes: [...p.handSizes],
    faceUp: [...p.faceUp],
    stackSize: p.stackSize,
    discard: [...p.discard],
    pendingTile: p.pendingTile,
    assistants: [...p.assistants],
    unused: [...p.unused],
    chooseOrder: [...p.chooseOrder],
    phase: { ...p.phase },
    active: p.active,
    turn: p.turn,
    eliminated: [...p.eliminated],
    resigned: [...p.resigned],
    confirmRequest: p.confirmRequest ? { ...p.confirmRequest } : null,
    questions: viewQuestions(s, me, over),
    seen: me ? frozenList(me.seen) : [],
    gave: me ? frozenList(me.gave) : [],
    missing: over || me?.sawMissing ? s.hidden.missing : null,
    reveal: over
      ? {
          winners: [...(p.winners ?? [])],
          reason: p.endReason ?? '',
          hands: s.secret.map((x) => [...x.hand]),
          rivals: s.secret.map((x) => x.rival),
        }
      : null,
  };
}

/** What `viewer` learns from one event: hidden parts become null, nothing is ever dropped silently. */
export function project(e: Event, viewer: Viewer): ProjectedEvent {
  const is = (seat: number | null) => seat !== null && viewer === seat;
  switch (e.type) {
    case 'answered':
      return e.private && !is(e.asker) && !is(e.target) ? { ...e, count: null } : { ...e };
    case 'cardShown':
      return is(e.from) || is(e.to) || is(e.watcher) ? { ...e } : { ...e, card: null };
    case 'cardTaken':
      return is(e.from) || is(e.to) ? { ...e } : { ...e, card: null };
    case 'noCard':
      // With a private answer the others learn only that no card changed hands, not why: even
      // "the lawyer forbids it" would tell them the answer was 2 or more.
      return e.private && !is(e.asker) && !is(e.target) ? { ...e, reason: null } : { ...e };
    case 'answerCorrected':
      // A correction of a Confessor's answer is heard by the same two players as the answer.
      return e.private && !is(e.asker) && !is(e.seat) ? { ...e, was: null, count: null } : { ...e };
    case 'claimed':
      return e.correct || is(e.seat) ? { ...e } : { ...e, card: null, missing: null };
    default:
      return { ...e } as ProjectedEvent;
  }
}
