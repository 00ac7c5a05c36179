/**
 * The server acting for a seat: today the bots (scheduleBots, botStep, botAct and the policy
 * cache). A seat played by the server, for whatever reason, is chosen, timed and applied here;
 * the timers run only on the node that owns the table's bots (TableRuntime.ownsBots, see
 * cluster-sync.ts claimBots), and every move goes through play.ts applyAction like a person's.
 */
import type { BotKind } from '@alibi/protocol';
import { makeBot } from '@alibi/games';
import { isClaim } from './claims.ts';
import { isResign } from './clocks.ts';
import type { HubContext } from './context.ts';
import type { Match } from './match.ts';
import type { TableRuntime } from './table.ts';

export class Bots {
  constructor(private readonly ctx: HubContext) {}

  /**
   * Arms the table's next bot step. Called after every applied action (play.ts changed()), at the
   * start, on leave, on resume and when this node gains the bot lease; a no-op unless this node
   * owns the table's bots and one of them may act.
   */
  scheduleBots(t: TableRuntime): void {
    // The table clock follows every change too (clocks.ts: timers on this node only if it owns the table).
    this.ctx.clocks.schedule(t);
    const m = t.match;
    // An abandoned table (lifecycle.ts) is over with its match unfinished.
    if (this.ctx.closing || !t.ownsBots || t.botTimer || !m || m.over || t.record.ended) return;
    if (!t.game.actors(m.state).some((s) => this.kindAt(t, s))) return;
    t.botTimer = setTimeout(() => {
      t.botTimer = null;
      t.run(() => this.botStep(t)).catch((e: unknown) => this.ctx.logError(`bot step failed at table ${t.id}`, e));
    }, this.ctx.botDelayMs);
  }

  /** The bot level that plays `seat`: its bot's, or the table's autopilot level while a person's seat is on autopilot. */
  private kindAt(t: TableRuntime, seat: number): BotKind | null {
    return t.seats[seat]?.bot ?? this.ctx.clocks.autopilotKind(t, seat);
  }

  private policy(t: TableRuntime, seat: number, kind: BotKind) {
    let p = t.policies.get(seat);
    if (!p) t.policies.set(seat, (p = makeBot(t.game.meta.id, kind)));
    return p;
  }

  /**
   * Asks each bot that may act (in random order) for a move and applies the first one. Bots see
   * only their seat's legal actions and view. A bot the game waits for must move; if its policy
   * does not, it plays a random legal action so the match cannot stall.
   */
  private async botStep(t: TableRuntime): Promise<void> {
    const m = t.match;
    if (this.ctx.closing || !t.ownsBots || !m || m.over) return;
    const waiting = t.game.waitingFor(m.state);
    for (const seat of t.botRng.shuffle(t.game.actors(m.state).filter((s) => this.kindAt(t, s)))) {
      const kind = this.kindAt(t, seat) as BotKind;
      // A bot whose claim waits in a claim window is not offered another until it is checked.
      const all = m.legal(seat);
      // A seat whose person resigned takes the game's own resign first, once it is legal (clocks.ts).
      const resign = this.ctx.clocks.resignFor(t, seat, all);
      if (resign !== null) {
        await this.botAct(t, seat, resign);
        return;
      }
      // Bots and the autopilot never choose to resign.
      const legal = (this.ctx.claims.holding(t, seat) ? all.filter((a) => !isClaim(t.game, a)) : all).filter((a) => !isResign(a));
      if (legal.length === 0) continue;
      const mustAct = waiting.includes(seat);
      const policy = this.policy(t, seat, kind);
      let choice = policy.choose({ seat, legal, view: m.view(seat), rng: t.botRng, mustAct });
      if (choice === null && mustAct) {
        this.ctx.logError(`bot ${policy.name} at table ${t.id} seat ${seat} did not act when it had to`, null);
        choice = t.botRng.pick(legal);
      }
      if (choice !== null) {
        await this.botAct(t, seat, choice);
        return;
      }
    }
  }

  private async botAct(t: TableRuntime, seat: number, action: unknown): Promise<void> {
    const m = t.match as Match;
    const r = await this.ctx.applyAction(t, seat, m.nextSeq(seat), action);
    // A policy must pick from `legal`; a refusal is a bug in the bot or the game, so say so.
    if (!r.ok) this.ctx.logError(`bot at table ${t.id} seat ${seat} was refused`, new Error(`${r.error.code}: ${r.error.message}`));
  }

  /** Stops a table's pending bot step (lease lost, shutdown). */
  cancelBots(t: TableRuntime): void {
    if (t.botTimer) clearTimeout(t.botTimer);
    t.botTimer = null;
    this.ctx.clocks.cancel(t);
  }
}
