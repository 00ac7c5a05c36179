import type { Viewer } from '@alibi/engine';
import { setCards } from './cards.ts';
import type { Event, HandResult, ProjectedEvent, Question, QuestionRecord, Sheet, State, View } from './types.ts';

const copyQuestion = (q: Question): Question => ({ filter: q.filter.map((a) => ({ ...a })), scope: q.scope });
const copyRecord = (r: QuestionRecord): QuestionRecord => ({ ...r, question: copyQuestion(r.question) });
const copySheet = (sheet: Sheet): Sheet => {
  const out: Sheet = {};
  for (const [type, blank] of Object.entries(sheet)) out[type as keyof Sheet] = { ...blank };
  return out;
};
const copyResult = (r: HandResult): HandResult => ({
  ...r,
  solution: [...r.solution],
  sheets: r.sheets.map(copySheet),
  lines: r.lines.map((l) => ({ ...l, blanks: l.blanks.map((b) => ({ ...b })) })),
  totals: [...r.totals],
});

/** What one seat (or a spectator) sees now, built afresh from the state: the table, plus the seat's own secrets. */
export function view(s: State, viewer: Viewer): View {
  const p = s.public;
  const me = typeof viewer === 'number' ? s.secret[viewer] : undefined;
  const melded = p.melds.flatMap((m) => setCards(m.set));
  const meldPoints = (seat: number) => p.melds.filter((m) => m.seat === seat).reduce((sum, m) => sum + m.points, 0);
  const playing = p.phase.kind !== 'over';
  return {
    viewer,
    players: s.players,
    rules: { ...s.rules },
    handNumber: p.handNumber,
    dealer: p.dealer,
    first: p.first,
    phase: { ...p.phase },
    round: p.round,
    asked: p.asked,
    handSizes: [...p.handSizes],
    questions: p.questions.map(copyRecord),
    melds: p.melds.map((m) => ({ ...m })),
    chosen: [...p.chosen],
    written: [...p.written],
    // Once the last hand is scored its melds are in the totals already.
    scores: p.totals.map((t, seat) => t + (playing ? meldPoints(seat) : 0)),
    results: p.results.map(copyResult),
    winners: p.winners ? [...p.winners] : null,
    resigned: Array.from({ length: s.players }, (_, seat) => p.resigned?.[seat] === true),
    cards: me ? [...me.hand] : null,
    seen: me ? [...new Set([...me.held, ...melded])].sort((a, b) => a - b) : null,
    kept: me ? [...me.kept] : null,
    outgoing: me?.outgoing ? [...me.outgoing] : null,
    lastPass: me?.lastPass ? { gave: [...me.lastPass.gave], got: [...me.lastPass.got] } : null,
    sheet: me?.sheet ? copySheet(me.sheet) : null,
  };
}

/** What `viewer` learns from one event: of the simultaneous passes, only the cards it gave and got. */
export function project(e: Event, viewer: Viewer): ProjectedEvent {
  switch (e.type) {
    case 'passed': {
      const n = e.cards.length;
      const sees = (from: number) => viewer === from || viewer === (from + 1) % n;
      return { ...e, counts: [...e.counts], cards: e.cards.map((c, from) => (sees(from) ? [...c] : null)) };
    }
    case 'asked':
      return { ...e, question: copyQuestion(e.question) };
    case 'handStarted':
      return { ...e, handSizes: [...e.handSizes] };
    case 'handScored':
      return { ...e, result: copyResult(e.result) };
    case 'gameOver':
      return { ...e, winners: [...e.winners], totals: [...e.totals] };
    default:
      return { ...e };
  }
}
