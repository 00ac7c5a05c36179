/**
 * A heuristic player that reads only its own view: it keeps the note sheet of `notes.ts`, melds
 * every complete set at once (a meld is worth the most now and its value only falls), passes the
 * cards that help it least, asks the questions that narrow the hidden cards down fastest, writes
 * only blanks with a positive expected score, and accuses when that expectation (with the bonus
 * and the doubled losses) beats waiting.
 */
import type { Policy, Rng } from '@alibi/engine';
import {
  BLANK_POINTS,
  CARD_TYPES,
  FIRST_ACCUSER_BONUS,
  FIRST_ACCUSER_MIN_OTHER_BLANKS,
  SUB_BLANK,
  cardSet,
  cardSub,
  setsOfType,
  type CardType,
} from '../cards.ts';
import type { Action, Sheet, SheetBlank, View } from '../types.ts';
import { deduce, type Notes } from './notes.ts';

/** What more questions are reckoned to be worth, compared with accusing now. */
const WAITING_GAIN = 4;

interface Option {
  blank: SheetBlank | undefined;
  blanks: number;
  value: number;
}

/** The choices for one type's blanks (nothing, the set, the set and its subcategory), with expected scores. */
function typeOptions(type: CardType, candidates: number[], lossFactor: number): Option[] {
  const out: Option[] = [{ blank: undefined, blanks: 0, value: 0 }];
  const n = candidates.length;
  if (n === 0) return out;
  const expected = (p: number, points: number) => p * points - (1 - p) * points * lossFactor;
  for (const set of setsOfType(type)) {
    const inSet = candidates.filter((c) => cardSet(c) === set);
    const setValue = expected(inSet.length / n, BLANK_POINTS[type]);
    out.push({ blank: { set }, blanks: 1, value: setValue });
    for (const c of inSet) {
      const subValue = expected(1 / n, BLANK_POINTS[SUB_BLANK[type]]);
      out.push({ blank: { set, sub: cardSub(c) }, blanks: 2, value: setValue + subValue });
    }
  }
  return out;
}

const best = (options: Option[]) => options.reduce((a, b) => (b.value > a.value ? b : a));
/** Only the blank count matters to the First Accuser's minimum, so the best option per count is enough. */
const bestPerCount = (options: Option[]) =>
  [0, 1, 2].flatMap((k) => {
    const some = options.filter((o) => o.blanks === k);
    return some.length ? [best(some)] : [];
  });

/** The best sheet and its expected score, as First Accuser or as another player. */
export function bestSheet(notes: Notes, firstAccuser: boolean): { sheet: Sheet; value: number } {
  const lossFactor = firstAccuser ? 2 : 1;
  const options = Object.fromEntries(
    CARD_TYPES.map((t) => [t, bestPerCount(typeOptions(t, notes.candidates[t], lossFactor))]),
  ) as Record<CardType, Option[]>;
  if (!firstAccuser) {
    const sheet: Sheet = {};
    let value = 0;
    for (const t of CARD_TYPES) {
      const o = best(options[t]);
      if (o.blank) sheet[t] = o.blank;
      value += o.value;
    }
    return { sheet, value };
  }
  // The suspect must be named; then the best mix of blanks with at least three besides it.
  let top: { sheet: Sheet; value: number } = { sheet: {}, value: -Infinity };
  for (const s of options.suspect.filter((o) => o.blank))
    for (const p of options.place)
      for (const w of options.weapon)
        for (const e of options.emotion) {
          if (s.blanks - 1 + p.blanks + w.blanks + e.blanks < FIRST_ACCUSER_MIN_OTHER_BLANKS) continue;
          const value = FIRST_ACCUSER_BONUS + s.value + p.value + w.value + e.value;
          if (value <= top.value) continue;
          const sheet: Sheet = { suspect: s.blank };
          if (p.blank) sheet.place = p.blank;
          if (w.blank) sheet.weapon = w.blank;
          if (e.blank) sheet.emotion = e.blank;
          top = { sheet, value };
        }
  return top;
}

/** Cards to pass: those of the sets it holds fewest of (pairs are kept for a meld). */
function choosePass(v: View, count: number): number[] {
  const hand = v.cards ?? [];
  const held = (c: number) => hand.filter((x) => cardSet(x) === cardSet(c)).length;
  return [...hand]
    .sort((a, b) => held(a) - held(b) || a - b)
    .slice(0, count)
    .sort((a, b) => a - b);
}

/** A question about one candidate card, to a seat not yet known never to have held it. */
function chooseQuestion(v: View, notes: Notes, rng: Rng): Action | null {
  const me = v.viewer as number;
  const type = [...CARD_TYPES].sort((a, b) => notes.candidates[b].length - notes.candidates[a].length)[0] as CardType;
  const open = notes.candidates[type];
  if (open.length <= 1) return null;
  const others = Array.from({ length: v.players }, (_, i) => i).filter((i) => i !== me);
  const pairs = open.flatMap((card) => others.filter((t) => !notes.neverHeld[t]?.has(card)).map((target) => ({ card, target })));
  if (pairs.length === 0) return null;
  const { card, target } = rng.pick(pairs);
  return { type: 'ask', target, question: { filter: [{ kind: 'card', card }], scope: 'seen' } };
}

export const heuristicPolicy: Policy<Action, View> = {
  name: 'heuristic',
  choose({ legal: offered, view: v, rng, mustAct }) {
    // Resigning is the person's choice, never the bot's.
    const legal: Action[] = offered.filter((a) => a.type !== 'resign');
    const meld = legal.find((a) => a.type === 'meld');
    if (meld) return meld;
    const phase = v.phase;
    if (!mustAct || typeof v.viewer !== 'number') return null;
    if (phase.kind === 'passing') {
      const count = Math.min(phase.round, v.cards?.length ?? 0);
      return { type: 'pass', cards: choosePass(v, count) };
    }
    const notes = deduce(v);
    if (phase.kind === 'accusation') return { type: 'write', sheet: bestSheet(notes, phase.accuser === v.viewer).sheet };
    if (phase.kind === 'turn') {
      const accuse = bestSheet(notes, true).value;
      const wait = bestSheet(notes, false).value + WAITING_GAIN;
      const question = accuse > wait ? null : chooseQuestion(v, notes, rng);
      return question ?? { type: 'accuse' };
    }
    return legal[0] ?? null;
  },
};
