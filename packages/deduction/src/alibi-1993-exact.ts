/**
 * Alibi (1993), exact: a forward pass over the hand's steps that carries every possible state of
 * the table, lumped by symmetry, with the number of concrete histories behind each.
 *
 * A card's state is where it is (a seat, in transit to the left, hidden, melded), which seats held
 * it so far, and whether it has stayed in its first hand since the deal: exactly what hand, seen
 * and kept answers read. Cards that no step tells apart (same type, same membership in every
 * question's filter, meld and known pass, same place in the viewer's dealt hand) form a class; a
 * table state is then a multiset of card states per class, weighed by the number of concrete
 * deals and passes it stands for. Before each step the card states forget what no later step
 * reads (seats no later "seen" question targets, the kept mark where no later "kept" question
 * looks), so states merge as the hand goes on.
 */
import type { A93Info } from './alibi-1993-info.ts';

export interface ExactCounts {
  /** Number of concrete (deal, passes) histories that fit; 0 when none does. */
  total: number;
  /** Per card: probability that it is hidden. */
  hidden: number[];
  /** Most table states alive at once. */
  peak: number;
}

// Card state: bits 0-2 place (seat, HIDDEN or MELDED), 3-8 seats that held it, 9 kept, 10 in transit.
const PLACE = 7;
const KEPT = 1 << 9;
const TRANSIT = 1 << 10;
const heldBy = (code: number) => (code >> 3) & 63;

interface TableState {
  /** Card states, class after class, each class's run ascending. */
  codes: number[];
  weight: number;
}

const BINOMIAL: number[][] = [];
function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const row = (BINOMIAL[n] ??= []);
  if (row[k] === undefined) {
    let r = 1;
    for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
    row[k] = Math.round(r);
  }
  return row[k] as number;
}

/**
 * The deal bound multiplies, per class, the ways to split it among the places, ignoring hand sizes:
 * it overshoots, so only a large excess gives up at once. The work budget caps the transitions.
 */
const DEAL_BOUND_SLACK = 1000;
const WORK_PER_STATE = 25;

/** Too many states for the budget: the caller falls back on the approximation. */
export class StateBudgetExceeded extends Error {}

/**
 * Exact hidden-card probabilities under the uniform model (every deal and every choice of passed
 * cards equally likely), or an exception when more than `maxStates` table states would be alive.
 */
export function exactHidden(info: A93Info, maxStates: number): ExactCounts {
  const n = info.players;
  const HIDDEN = n;
  const MELDED = n + 1;
  const me = info.viewer;
  const cardCount = info.cardTypes.length;
  const steps = info.steps;
  const dealt = new Set(info.dealt);

  // Classes: cards with the same signature.
  const signature = (c: number) =>
    [
      info.cardTypes[c],
      dealt.has(c) ? 1 : 0,
      ...steps.map((s) =>
        (s.kind === 'ask' || s.kind === 'meld' ? s.cards : s.kind === 'choose' ? (s.cards ?? []) : []).includes(c) ? 1 : 0,
      ),
    ].join('');
  const byKey = new Map<string, number[]>();
  for (let c = 0; c < cardCount; c++) byKey.set(signature(c), [...(byKey.get(signature(c)) ?? []), c]);
  const classes = [...byKey.values()];
  const classOf = new Array<number>(cardCount);
  classes.forEach((cs, j) => cs.forEach((c) => (classOf[c] = j)));
  const start: number[] = [];
  classes.reduce((at, cs) => (start.push(at), at + cs.length), 0);
  const member = (cards: readonly number[]) => classes.map((cs) => cards.includes(cs[0] as number));

  // What later steps read: seats asked "seen" and "kept" questions from step i on.
  const seenLater: number[] = new Array(steps.length + 1).fill(0);
  const keptLater: number[] = new Array(steps.length + 1).fill(0);
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    seenLater[i] = (seenLater[i + 1] as number) | (s?.kind === 'ask' && s.scope === 'seen' ? 1 << s.target : 0);
    keptLater[i] = (keptLater[i + 1] as number) | (s?.kind === 'ask' && s.scope === 'kept' ? 1 << s.target : 0);
  }
  const forget = (code: number, from: number) => {
    const place = code & PLACE;
    if (place >= HIDDEN) return place;
    const kept = code & KEPT && (keptLater[from] as number) & (1 << place) ? KEPT : 0;
    return place | ((heldBy(code) & (seenLater[from] as number)) << 3) | kept | (code & TRANSIT);
  };

  // A quick bound on the deal's states: hopeless cases give up before any work.
  const others = info.dealtSizes.filter((_, seat) => seat !== me).length;
  const dealBound = classes.reduce(
    (b, cs) => (me >= 0 && dealt.has(cs[0] as number) ? b : b * binomial(cs.length + others, others)),
    1,
  );
  if (dealBound > maxStates * DEAL_BOUND_SLACK) throw new StateBudgetExceeded(`about ${dealBound} deals`);

  let states = new Map<string, TableState>();
  let peak = 0;
  let work = 0;
  const add = (into: Map<string, TableState>, codes: number[], weight: number, from: number) => {
    if (++work > maxStates * WORK_PER_STATE) throw new StateBudgetExceeded(`more than ${maxStates * WORK_PER_STATE} transitions`);
    const normal = codes.map((c) => forget(c, from));
    for (let j = 0; j < classes.length; j++) {
      const a = start[j] as number;
      const run = normal.slice(a, a + (classes[j] as number[]).length).sort((x, y) => x - y);
      for (let k = 0; k < run.length; k++) normal[a + k] = run[k] as number;
    }
    const key = normal.join(',');
    const old = into.get(key);
    if (old) old.weight += weight;
    else {
      into.set(key, { codes: normal, weight });
      if (into.size > maxStates) throw new StateBudgetExceeded(`more than ${maxStates} states`);
    }
  };

  // The deal: each class split among the other seats and the hidden cards (one per type).
  const types = [...new Set(info.cardTypes)];
  const room = info.dealtSizes.map((size, seat) => (seat === me ? 0 : size));
  const hiddenOfType = new Map(types.map((t) => [t, 0]));
  const codes: number[] = [];
  const dealClass = (j: number, weight: number) => {
    if (j === classes.length) {
      if (room.every((r) => r === 0) && [...hiddenOfType.values()].every((h) => h === 1)) add(states, codes, weight, 0);
      return;
    }
    const cs = classes[j] as number[];
    if (me >= 0 && dealt.has(cs[0] as number)) {
      for (const _ of cs) codes.push(me | ((1 << me) << 3) | KEPT);
      dealClass(j + 1, weight);
      codes.length -= cs.length;
      return;
    }
    const type = info.cardTypes[cs[0] as number] as number;
    // Place 0..n-1 are seats, n is hidden; split `left` cards of the class from place p on.
    const split = (p: number, left: number, w: number) => {
      if (p === HIDDEN) {
        const h = hiddenOfType.get(type) as number;
        if (left + h > 1) return;
        hiddenOfType.set(type, h + left);
        for (let k = 0; k < left; k++) codes.push(HIDDEN);
        dealClass(j + 1, w);
        codes.length -= left;
        hiddenOfType.set(type, h);
        return;
      }
      const most = Math.min(left, room[p] as number);
      for (let k = 0; k <= most; k++) {
        room[p] = (room[p] as number) - k;
        for (let i = 0; i < k; i++) codes.push(p | ((1 << p) << 3) | KEPT);
        split(p + 1, left - k, w * binomial(left, k));
        codes.length -= k;
        room[p] = (room[p] as number) + k;
      }
    };
    split(0, cs.length, weight);
  };
  dealClass(0, 1);
  peak = states.size;

  steps.forEach((step, i) => {
    const next = new Map<string, TableState>();
    const from = i + 1;
    switch (step.kind) {
      case 'ask': {
        const inFilter = member(step.cards);
        const target = 1 << step.target;
        const counts = (code: number) => {
          const place = code & PLACE;
          if (step.scope === 'seen') return place === MELDED || (heldBy(code) & target) !== 0;
          if (place !== step.target || code & TRANSIT) return false;
          return step.scope === 'hand' || (code & KEPT) !== 0;
        };
        for (const s of states.values()) {
          let answer = 0;
          classes.forEach((cs, j) => {
            if (!inFilter[j]) return;
            const a = start[j] as number;
            for (let k = a; k < a + cs.length; k++) if (counts(s.codes[k] as number)) answer++;
          });
          if (answer === step.answer) add(next, s.codes, s.weight, from);
        }
        break;
      }
      case 'meld':
      case 'choose': {
        if (step.kind === 'meld' || step.cards) {
          // Known cards: all of them must be in the seat's hand; they leave it together.
          const moving = member(step.cards ?? []);
          const moved = (code: number) => (step.kind === 'meld' ? MELDED : (code & ~KEPT) | TRANSIT);
          for (const s of states.values()) {
            const codes = [...s.codes];
            let fits = true;
            classes.forEach((cs, j) => {
              if (!moving[j]) return;
              const a = start[j] as number;
              for (let k = a; k < a + cs.length; k++) {
                const code = codes[k] as number;
                if ((code & PLACE) !== step.seat || code & TRANSIT) fits = false;
                codes[k] = moved(code);
              }
            });
            if (fits) add(next, codes, s.weight, from);
          }
          break;
        }
        // Unknown cards: every choice of `count` cards of the hand, by groups of equal card states.
        for (const s of states.values()) {
          const groups: { at: number; size: number }[] = [];
          s.codes.forEach((code, k) => {
            if ((code & PLACE) !== step.seat || code & TRANSIT) return;
            const last = groups[groups.length - 1];
            if (last && last.at + last.size === k && s.codes[last.at] === code && classOf[k] === classOf[last.at]) last.size++;
            else groups.push({ at: k, size: 1 });
          });
          // Runs are per class (a class's run is sorted), so equal neighbours are one group.
          const codes = [...s.codes];
          const choose = (g: number, left: number, w: number) => {
            if (left === 0) return add(next, codes, w, from);
            if (g === groups.length) return;
            const { at, size } = groups[g] as { at: number; size: number };
            const code = s.codes[at] as number;
            for (let k = 0; k <= Math.min(size, left); k++) {
              for (let x = 0; x < k; x++) codes[at + x] = (code & ~KEPT) | TRANSIT;
              choose(g + 1, left - k, w * binomial(size, k));
              for (let x = 0; x < k; x++) codes[at + x] = code;
            }
          };
          choose(0, step.count, s.weight);
        }
        break;
      }
      case 'pass':
        for (const s of states.values()) {
          const codes = s.codes.map((code) => {
            if (!(code & TRANSIT)) return code;
            const to = ((code & PLACE) + 1) % n;
            return to | ((heldBy(code) | (1 << to)) << 3);
          });
          add(next, codes, s.weight, from);
        }
        break;
    }
    states = next;
    peak = Math.max(peak, states.size);
  });

  let total = 0;
  const hidden = new Array<number>(cardCount).fill(0);
  for (const s of states.values()) {
    total += s.weight;
    classes.forEach((cs, j) => {
      const a = start[j] as number;
      let h = 0;
      for (let k = a; k < a + cs.length; k++) if (s.codes[k] === HIDDEN) h++;
      if (h) for (const c of cs) hidden[c] = (hidden[c] as number) + (s.weight * h) / cs.length;
    });
  }
  return { total, hidden: total > 0 ? hidden.map((h) => h / total) : hidden, peak };
}
