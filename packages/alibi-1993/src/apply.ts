import { fail, ok, parseWith, Rng, type Applied, type Result } from '@alibi/engine';
import { meldPoints, setCards } from './cards.ts';
import { actors, checkAction } from './legal.ts';
import { answerQuestion } from './questions.ts';
import { scoreLine } from './scoring.ts';
import { handStarted, secretsFor, shuffleDeal } from './setup.ts';
import { actionSchema, type Action, type Event, type HandResult, type State } from './types.ts';

const ascending = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const without = (xs: readonly number[], gone: readonly number[]) => xs.filter((x) => !gone.includes(x));
const falses = (n: number) => Array.from({ length: n }, () => false);

/** A copy that may be edited in place: containers copied, records inside shared and replaced, never edited. */
function draftOf(s: State): State {
  const p = s.public;
  return {
    ...s,
    public: {
      ...p,
      handSizes: [...p.handSizes],
      questions: [...p.questions],
      melds: [...p.melds],
      chosen: [...p.chosen],
      written: [...p.written],
      totals: [...p.totals],
      results: [...p.results],
    },
    hidden: { solution: [...s.hidden.solution] },
    secret: s.secret.map((x) => ({ ...x })),
  };
}

export function apply(state: State, player: number, raw: unknown): Result<Applied<State, Event>> {
  const parsed = parseWith(actionSchema, raw, 'action');
  if (!parsed.ok) return parsed;
  if (state.public.phase.kind === 'over') return fail('GAME_OVER', 'the game is over');
  if (!actors(state).includes(player)) return fail('NOT_ACTOR', `seat ${player} may not act now`);
  const checked = checkAction(state, player, parsed.value);
  if (!checked.ok) return checked;
  const s = draftOf(state);
  const events: Event[] = [];
  perform(s, events, player, checked.value);
  return ok({ state: s, events });
}

function perform(s: State, events: Event[], player: number, action: Action): void {
  switch (action.type) {
    case 'ask':
      return ask(s, events, player, action);
    case 'accuse':
      s.public.phase = { kind: 'accusation', accuser: player };
      s.public.written = falses(s.players);
      events.push({ type: 'accused', seat: player });
      return;
    case 'meld':
      return meld(s, events, player, action.set);
    case 'pass':
      return choosePass(s, events, player, action.cards);
    case 'write':
      return write(s, events, player, action);
  }
}

/** The cards a seat counts in each scope; melded cards count as seen by everyone. */
function scopeCards(s: State, seat: number) {
  const me = s.secret[seat];
  const melded = s.public.melds.flatMap((m) => setCards(m.set));
  return { hand: me?.hand ?? [], seen: [...new Set([...(me?.held ?? []), ...melded])], kept: me?.kept ?? [] };
}

function ask(s: State, events: Event[], asker: number, action: Extract<Action, { type: 'ask' }>): void {
  const p = s.public;
  // The first question after a passing opens the next round (until then melds score the old round).
  if (p.asked === s.players) {
    p.round += 1;
    p.asked = 0;
  }
  const answer = answerQuestion(action.question, scopeCards(s, action.target));
  p.questions.push({ asker, target: action.target, question: action.question, answer, round: p.round });
  events.push({ type: 'asked', asker, target: action.target, question: action.question, answer, round: p.round });
  p.asked += 1;
  if (p.asked === s.players) {
    p.phase = { kind: 'passing', round: p.round };
    p.chosen = falses(s.players);
  } else {
    p.phase = { kind: 'turn', seat: (asker + 1) % s.players };
  }
}

function meld(s: State, events: Event[], seat: number, set: number): void {
  const me = s.secret[seat];
  if (!me) return;
  const cards = setCards(set);
  s.secret[seat] = { ...me, hand: without(me.hand, cards), kept: without(me.kept, cards) };
  s.public.handSizes[seat] = (s.public.handSizes[seat] as number) - 3;
  const points = meldPoints(set, s.public.round);
  s.public.melds.push({ seat, set, round: s.public.round, points });
  events.push({ type: 'melded', seat, set, round: s.public.round, points });
}

/** A seat sets its cards aside face down; once everyone has, all passes happen at once. */
function choosePass(s: State, events: Event[], seat: number, cards: number[]): void {
  const me = s.secret[seat];
  if (!me) return;
  s.secret[seat] = { ...me, hand: without(me.hand, cards), kept: without(me.kept, cards), outgoing: cards };
  s.public.handSizes[seat] = (s.public.handSizes[seat] as number) - cards.length;
  s.public.chosen[seat] = true;
  events.push({ type: 'passChosen', seat, count: cards.length });
  if (s.public.chosen.every(Boolean)) resolvePasses(s, events);
}

function resolvePasses(s: State, events: Event[]): void {
  const n = s.players;
  const outgoing = s.secret.map((x) => x.outgoing ?? []);
  s.secret = s.secret.map((me, seat) => {
    const got = outgoing[(seat - 1 + n) % n] as number[];
    return {
      ...me,
      hand: ascending([...me.hand, ...got]),
      held: ascending([...new Set([...me.held, ...got])]),
      outgoing: null,
      lastPass: { gave: outgoing[seat] as number[], got },
    };
  });
  s.public.handSizes = s.secret.map((x) => x.hand.length);
  const round = s.public.phase.kind === 'passing' ? s.public.phase.round : s.public.round;
  events.push({ type: 'passed', round, counts: outgoing.map((c) => c.length), cards: outgoing });
  s.public.chosen = falses(n);
  s.public.phase = { kind: 'turn', seat: s.public.first };
}

function write(s: State, events: Event[], seat: number, action: Extract<Action, { type: 'write' }>): void {
  const me = s.secret[seat];
  if (!me) return;
  s.secret[seat] = { ...me, sheet: action.sheet };
  s.public.written[seat] = true;
  events.push({ type: 'sheetWritten', seat });
  if (s.public.written.every(Boolean)) scoreHand(s, events);
}

/** Reveals the hidden cards, scores every sheet, then deals the next hand of a series or ends the game. */
function scoreHand(s: State, events: Event[]): void {
  const p = s.public;
  const accuser = p.phase.kind === 'accusation' ? p.phase.accuser : -1;
  const sheets = s.secret.map((x) => x.sheet ?? {});
  const lines = sheets.map((sheet, seat) => scoreLine(seat, sheet, s.hidden.solution, accuser, p.melds));
  const totals = p.totals.map((t, seat) => t + (lines[seat]?.total ?? 0));
  const result: HandResult = { handNumber: p.handNumber, solution: [...s.hidden.solution], accuser, sheets, lines, totals };
  p.results.push(result);
  p.totals = totals;
  events.push({ type: 'handScored', result });
  if (p.handNumber < s.rules.series) return nextHand(s, events);
  const best = Math.max(...totals);
  p.winners = totals.flatMap((t, seat) => (t === best ? [seat] : []));
  p.phase = { kind: 'over' };
  events.push({ type: 'gameOver', winners: [...p.winners], totals: [...totals] });
}

/** The deal moves one seat to the left for each new hand of a series. */
function nextHand(s: State, events: Event[]): void {
  const rng = new Rng(s.rng);
  const dealt = shuffleDeal(rng, s.players, (s.public.dealer + 1) % s.players);
  s.rng = rng.state;
  const p = s.public;
  Object.assign(p, {
    handNumber: p.handNumber + 1,
    dealer: dealt.dealer,
    first: dealt.first,
    phase: { kind: 'turn', seat: dealt.first },
    round: 1,
    asked: 0,
    handSizes: dealt.hands.map((h) => h.length),
    questions: [],
    melds: [],
    chosen: falses(s.players),
    written: falses(s.players),
  });
  s.hidden.solution = dealt.solution;
  s.secret = secretsFor(dealt.hands);
  events.push(handStarted(s));
}
