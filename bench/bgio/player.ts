/**
 * The anchor's random players (its README, "The workload"), for this project's Perfect Alibi. Each
 * seat reads only what it is entitled to (its own secret, public state); the legal lists come from
 * `legal`, so the player can only choose what the rules allow.
 *
 * - Slam when sure: before every action, each seat still in (from the active seat on, in seat
 *   order) whose notes (own hand, public cards, cards shown to it, taken by it or watched as the
 *   Lookout) leave exactly one candidate claims it.
 * - Random slam: at the first decision of each turn the active seat claims with probability 0.01,
 *   a card uniform among its own candidates.
 * - Question: uniformly a source (a face-up tile, or the Reporter when held), then a target, then a
 *   category (Reporter only), then one of the 14 value sets; on an arrows tile, uniformly which
 *   assistant to take. The Final Question is not part of the workload (the anchor lacks it).
 * - Answers are the server's; a seat that must show picks uniformly among its matching cards, and
 *   assistant choices (setup, and the forced re-choice after a swap) are uniform.
 */
import { popcount, membersOf, Rng } from '@alibi/engine';
import { perfectAlibi, VALUE_SETS, type Action, type State } from '@alibi/perfect-alibi';

const legal = (s: State, seat: number) => perfectAlibi.legal(s, seat);

export const CLAIM_PROBABILITY = 0.01;

export class AnchorPolicy {
  private readonly rng: Rng;
  private readonly known: number[];
  private readonly seenIndex: number[];
  private rolledTurn = -1;

  constructor(s: State, seed: string) {
    this.rng = Rng.fromSeed(seed);
    let pub = 0;
    for (const c of s.public.publicCards) pub |= 1 << c;
    this.known = s.secret.map((x) => x.hand.reduce((m, c) => m | (1 << c), pub));
    this.seenIndex = s.secret.map(() => 0);
  }

  private refresh(s: State): void {
    s.secret.forEach((x, seat) => {
      for (let i = this.seenIndex[seat] as number; i < x.seen.length; i++) this.known[seat]! |= 1 << (x.seen[i]?.card as number);
      this.seenIndex[seat] = x.seen.length;
    });
  }

  private candidates(seat: number): number {
    return ~(this.known[seat] as number) & 0xffff;
  }

  private pick<T>(xs: readonly T[]): T {
    return this.rng.pick(xs);
  }

  /** The next action, and the seat that takes it. */
  decide(s: State): { seat: number; action: Action } {
    this.refresh(s);
    const n = s.players;
    const from = Math.max(0, s.public.active);
    for (let k = 0; k < n; k++) {
      const seat = (from + k) % n;
      if (s.public.eliminated[seat]) continue;
      const c = this.candidates(seat);
      if (popcount(c) === 1) return { seat, action: { type: 'claim', card: membersOf(c)[0] as number } };
    }
    const phase = s.public.phase;
    if (phase.kind === 'over') throw new Error('the game is over');
    const seat = phase.seat;
    const duties = (type: Action['type']) => legal(s, seat).filter((a) => a.type === type);
    switch (phase.kind) {
      case 'chooseAssistant':
      case 'rechoose':
        return { seat, action: this.pick(duties('chooseAssistant')) };
      case 'changeAssistant':
        return { seat, action: this.pick(duties('changeAssistant')) };
      case 'show':
        return { seat, action: this.pick(duties('show')) };
      case 'ask': {
        const category = phase.category ?? this.pick(['time', 'location'] as const);
        return { seat, action: { type: 'ask', category, values: [...this.pick(VALUE_SETS)] } };
      }
      case 'turn': {
        if (this.rolledTurn !== s.public.turn) {
          this.rolledTurn = s.public.turn;
          if (this.rng.chance(CLAIM_PROBABILITY))
            return { seat, action: { type: 'claim', card: this.pick(membersOf(this.candidates(seat))) } };
        }
        const asks = legal(s, seat).filter((a) => a.type === 'takeTile' || a.type === 'useReporter');
        const sourceOf = (a: Action) => (a.type === 'takeTile' ? a.tile : -1);
        const source = this.pick([...new Set(asks.map(sourceOf))]);
        return { seat, action: this.pick(asks.filter((a) => sourceOf(a) === source)) };
      }
      default:
        throw new Error(`no move for the phase ${phase.kind} in this workload`);
    }
  }
}
