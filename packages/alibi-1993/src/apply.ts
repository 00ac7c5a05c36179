import { fail, ok, parseWith, Rng, type Applied, type Result } from '@alibi/engine';
import { meldPoints, setCards } from './cards.ts';
import { actors, checkAction, competitors, hasResigned, nextAsker } from './legal.ts';
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
      resigned: Array.from({ length: s.players }, (_, seat) => p.resigned?.[seat] === true),
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
      // Resigned seats write no sheet: they count as done.
      s.public.written = s.public.resigned.map(Boolean);
      events.push({ type: 'accused', seat: player });
      return;
    case 'meld':
      return meld(s, events, player, action.set);
    case 'pass':
      return choosePass(s, events, player, action.cards);
    case 'write':
      return write(s, events, player, action);
    case 'resign':
      return resign(s, events, player);
  }
}

/**
 * The seat leaves the race: no more turns, melds or sheet, and it cannot win. Its hand stays in
 * play (it is still asked, and still passes). With one competitor left, that one wins at once.
 */
function resign(s: State, events: Event[], seat: number): void {
  const p = s.public;
  p.resigned[seat] = true;
  events.push({ type: 'resigned', seat });
  const left = competitors(s);
  if (left.length === 1) return lastStanding(s, events, left[0] as number);
  const phase = p.phase;
  if (phase.kind === 'turn' && phase.seat === seat) {
    // Its turn is skipped: the round goes on without it, or ends.
    const next = nextAsker(s, seat);
    if (next === null) startPassing(s);
    else p.phase = { kind: 'turn', seat: next };
  } else if (phase.kind === 'accusation') {
    // A resigned seat writes nothing: its sheet (even one already written) counts as empty.
    const me = s.secret[seat];
    if (me) s.secret[seat] = { ...me, sheet: null };
    p.written[seat] = true;
    if (p.written.every(Boolean)) scoreHand(s, events);
  }
}

/** The game ends for the one seat still in the race; this hand's melds go into the totals unjudged. */
function lastStanding(s: State, events: Event[], winner: number): void {
  const p = s.public;
  p.totals = p.totals.map((t, seat) => t + p.melds.filter((m) => m.seat === seat).reduce((sum, m) => sum + m.points, 0));
  p.winners = [winner];
  p.phase = { kind: 'over' };
  events.push({ type: 'gameOver', winners: [winner], totals: [...p.totals] });
}

function startPassing(s: State): void {
  s.public.phase = { kind: 'passing', round: s.public.round };
  s.public.chosen = falses(s.players);
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
  // The round was complete if no seat in the race came after the last asker.
  const last = p.questions.at(-1);
  if (last && nextAsker(s, last.asker) === null) {
    p.round += 1;
    p.asked = 0;
  }
  const answer = answerQuestion(action.question, scopeCards(s, action.target));
  p.questions.push({ asker, target: action.target, question: action.question, answer, round: p.round });
  events.push({ type: 'asked', asker, target: action.target, question: action.question, answer, round: p.round });
  p.asked += 1;
  const next = nextAsker(s, asker);
  if (next === null) startPassing(s);
  else p.phase = { kind: 'turn', seat: next };
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
  s.public.phase = { kind: 'turn', seat: nextAsker(s, null) ?? s.public.first };
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
  // A resigned seat scores its melds only: no sheet, and no First Accuser's bonus or penalty.
  const sheets = s.secret.map((x, seat) => (hasResigned(s, seat) ? {} : (x.sheet ?? {})));
  const lines = sheets.map((sheet, seat) =>
    scoreLine(seat, sheet, s.hidden.solution, hasResigned(s, seat) ? -1 : accuser, p.melds),
  );
  const totals = p.totals.map((t, seat) => t + (lines[seat]?.total ?? 0));
  const result: HandResult = { handNumber: p.handNumber, solution: [...s.hidden.solution], accuser, sheets, lines, totals };
  p.results.push(result);
  p.totals = totals;
  events.push({ type: 'handScored', result });
  if (p.handNumber < s.rules.series) return nextHand(s, events);
  // Only seats still in the race can win.
  const best = Math.max(...competitors(s).map((seat) => totals[seat] as number));
  p.winners = totals.flatMap((t, seat) => (t === best && !hasResigned(s, seat) ? [seat] : []));
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
  // A resigned seat is still dealt a hand (the cards go round as before) but asks nothing.
  p.phase = { kind: 'turn', seat: nextAsker(s, null) ?? dealt.first };
  events.push(handStarted(s));
}
