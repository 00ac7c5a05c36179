/**
 * `legal` lists a representative selection of questions, passes and sheets; `apply` accepts every
 * well-formed legal action (see src/legal.ts). This checks the two agree: every listed action is
 * accepted, and over each family that `legal` lists completely, an action is accepted exactly when
 * it is listed.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomPolicy, Rng, runMatch, withoutResign } from '@alibi/engine';
import {
  ALL_CARDS,
  ALL_SETS,
  CARD_TYPES,
  alibi1993,
  setType,
  type Action,
  type Atom,
  type Sheet,
  type State,
} from '../src/index.ts';

const GROUP_ATOMS: Atom[] = [
  { kind: 'all' },
  ...CARD_TYPES.map((type) => ({ kind: 'type' as const, type })),
  ...ALL_SETS.map((set) => ({ kind: 'set' as const, set })),
  ...[0, 1, 2].map((time) => ({ kind: 'time' as const, time })),
];
const CARD_ATOMS: Atom[] = ALL_CARDS.map((card) => ({ kind: 'card' as const, card }));

/** Every single-atom question to every seat number (asking oneself or an absent seat included). */
function singleAtomQuestions(): Action[] {
  const out: Action[] = [];
  for (let target = 0; target < 6; target++)
    for (const scope of ['hand', 'seen', 'kept'] as const)
      for (const atom of [...GROUP_ATOMS, ...CARD_ATOMS]) out.push({ type: 'ask', target, question: { filter: [atom], scope } });
  return out;
}
const SINGLE = singleAtomQuestions();
/** The single-atom questions legal lists in full: all but single cards in the `kept` scope. */
const inListedFamily = (a: Action) => a.type === 'ask' && !(a.question.scope === 'kept' && a.question.filter[0]?.kind === 'card');

/** Sheets of at most one type (listed in full for the players other than the First Accuser). */
const SINGLE_TYPE_SHEETS: Sheet[] = [
  {},
  ...CARD_TYPES.flatMap((type) =>
    ALL_SETS.flatMap((set) => [undefined, 0, 1, 2].map((sub): Sheet => ({ [type]: sub === undefined ? { set } : { set, sub } }))),
  ),
];

function randomSheet(rng: Rng): Sheet {
  const sheet: Sheet = {};
  for (const type of CARD_TYPES) {
    if (rng.chance(0.3)) continue;
    const set = rng.chance(0.9) ? rng.pick(ALL_SETS.filter((x) => setType(x) === type)) : rng.int(26);
    sheet[type] = rng.chance(0.5) ? { set } : { set, sub: rng.int(3) };
  }
  return sheet;
}

/** A plain check (expect() in these hot loops would cost more than the game). */
function same(got: boolean, want: boolean, action: Action): void {
  if (got !== want) throw new Error(`${canonicalJson(action)}: accepted ${got}, expected ${want}`);
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** The parts of the game the agreement is about (replaced by broken ones below, to show the check can fail). */
type Rules = Pick<typeof alibi1993, 'legal' | 'apply'>;

function checkState(game: Rules, s: State, rng: Rng): number {
  const accepted = (st: State, seat: number, a: Action) => game.apply(st, seat, a).ok;
  let checks = 0;
  for (let seat = 0; seat < s.players; seat++) {
    const listed = game.legal(s, seat);
    const keys = new Set(listed.map((a) => JSON.stringify(a)));
    // Every listed action but the questions (same for every turn, so a sample of them is enough).
    const questions = listed.filter((a) => a.type === 'ask');
    const sample = [
      ...listed.filter((a) => a.type !== 'ask'),
      ...Array.from({ length: Math.min(30, questions.length) }, () => rng.pick(questions)),
    ];
    for (const a of sample) same(accepted(s, seat, a), true, a);
    const agree = (a: Action) => {
      same(accepted(s, seat, a), keys.has(JSON.stringify(a)), a);
      checks++;
    };
    // Melds and the accusation are listed in full.
    ALL_SETS.forEach((set) => agree({ type: 'meld', set }));
    agree({ type: 'accuse' });
    // Single-atom questions (a sample: all of them for every state would be slow).
    for (let i = 0; i < 60; i++) {
      const a = rng.pick(SINGLE);
      if (inListedFamily(a)) agree(a);
    }
    // Any union is accepted from the seat whose turn it is.
    const turn = s.public.phase.kind === 'turn' && s.public.phase.seat === seat;
    const union: Action = {
      type: 'ask',
      target: (seat + 1 + rng.int(s.players - 1)) % s.players,
      question: {
        filter: [rng.pick(GROUP_ATOMS), rng.pick(CARD_ATOMS), rng.pick(CARD_ATOMS)],
        scope: rng.pick(['hand', 'seen', 'kept'] as const),
      },
    };
    same(accepted(s, seat, union), turn, union);
    // Passes: in full for small hands; otherwise every pass of the right size from the hand.
    const hand = s.secret[seat]?.hand ?? [];
    const phase = s.public.phase;
    if (phase.kind === 'passing' && !s.public.chosen[seat]) {
      const count = Math.min(phase.round, hand.length);
      const complete = binomial(hand.length, count) <= 64;
      for (let i = 0; i < 20; i++) {
        const size = Math.max(0, count + rng.int(3) - 1);
        const cards = rng.shuffle(rng.chance(0.9) ? hand : ALL_CARDS).slice(0, size);
        if (complete) agree({ type: 'pass', cards: [...cards].sort((a, b) => a - b) });
        else {
          const pass: Action = { type: 'pass', cards };
          same(accepted(s, seat, pass), cards.length === count && cards.every((c) => hand.includes(c)), pass);
        }
      }
    }
    // Sheets: single-type sheets are listed in full for all but the First Accuser.
    if (phase.kind === 'accusation' && !s.public.written[seat]) {
      if (phase.accuser !== seat) SINGLE_TYPE_SHEETS.forEach((sheet) => agree({ type: 'write', sheet }));
      for (let i = 0; i < 20; i++) {
        const sheet = randomSheet(rng);
        const typesRight = CARD_TYPES.every((t) => !sheet[t] || setType(sheet[t].set) === t);
        const blanks = CARD_TYPES.reduce((n, t) => n + (sheet[t] ? (sheet[t].sub === undefined ? 1 : 2) : 0), 0);
        const enough = phase.accuser !== seat || (sheet.suspect !== undefined && blanks - 1 >= 3);
        const write: Action = { type: 'write', sheet };
        same(accepted(s, seat, write), typesRight && enough, write);
      }
    }
  }
  return checks;
}

describe('legal and apply agree', () => {
  it.each([3, 4, 5, 6])('%i players: every listed action is accepted; fully listed families match exactly', (players) => {
    let checks = 0;
    const phases = new Set<string>();
    for (let g = 0; g < 5; g++) {
      const rng = Rng.fromSeed(`agree:${players}:${g}`);
      // Played by a table where nobody resigns, so that random hands reach the accusation.
      const r = runMatch(withoutResign(alibi1993), {
        players,
        seed: `agree:${players}:${g}`,
        policies: randomPolicy(alibi1993.meta.interrupts, 0.05),
        onStep: ({ state }) => {
          const s = state as State;
          if (s.public.phase.kind === 'over' || (rng.chance(0.85) && s.public.phase.kind !== 'accusation')) return;
          phases.add(s.public.phase.kind);
          checks += checkState(alibi1993, s, rng);
        },
      });
      expect(r.error).toBeUndefined();
    }
    expect([...phases].sort()).toEqual(['accusation', 'passing', 'turn']);
    expect(checks).toBeGreaterThan(500);
  });
});

describe('the agreement check catches a broken legal or apply', () => {
  /** Checks every state of one random 4-player game with a broken rule set. */
  const run = (game: Rules) => () => {
    const rng = Rng.fromSeed('broken');
    const r = runMatch(withoutResign(alibi1993), {
      players: 4,
      seed: 'broken',
      policies: randomPolicy(alibi1993.meta.interrupts, 0.05),
      onStep: ({ state }) => void checkState(game, state as State, rng),
    });
    // runMatch reports what the check threw as its error.
    if (r.error) throw new Error(r.error);
  };
  const apply = alibi1993.apply;
  it('an apply that lets a seat ask out of turn', () => {
    const broken: Rules = {
      legal: alibi1993.legal,
      apply: (s, seat, a) =>
        (a as Action).type === 'ask' && s.public.phase.kind === 'turn'
          ? apply({ ...s, public: { ...s.public, phase: { kind: 'turn', seat } } }, seat, a)
          : apply(s, seat, a),
    };
    expect(run(broken)).toThrow(/accepted true, expected false/);
  });
  it('a legal that forgets the melds', () => {
    const broken: Rules = { legal: (s, seat) => alibi1993.legal(s, seat).filter((a) => a.type !== 'meld'), apply };
    expect(run(broken)).toThrow(/accepted true, expected false/);
  });
  it('an apply that refuses questions about single cards', () => {
    const broken: Rules = {
      legal: alibi1993.legal,
      apply: (s, seat, a) =>
        (a as Action).type === 'ask' && JSON.stringify(a).includes('"card"')
          ? { ok: false, error: { code: 'ILLEGAL', message: 'no' } }
          : apply(s, seat, a),
    };
    expect(run(broken)).toThrow(/accepted false, expected true/);
  });
});
