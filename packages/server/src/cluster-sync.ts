/**
 * Several nodes: signals to and from the other nodes (signal/onSignal), catching up on what they
 * stored (catchUp), the table's bot lease (claimBots: only its holder runs the server's moves),
 * seat presence in Redis (presence/refreshPresence) and the periodic renewal of both. With a single
 * node (no cluster) every call here is a no-op or reads the database only when asked.
 */
import { LEASE_MS, type Signal } from './cluster.ts';
import type { HubContext } from './context.ts';
import { Match } from './match.ts';
import type { TableRuntime } from './table.ts';

export class ClusterSync {
  /** With several nodes: renews bot leases and presence, and re-reads other nodes' presence. */
  private renewal: NodeJS.Timeout | null = null;

  constructor(private readonly ctx: HubContext) {
    const cluster = ctx.cluster;
    if (cluster) {
      cluster.listen((s) => this.onSignal(s));
      // A third of the lease, so one missed renewal does not hand the bots to another node.
      this.renewal = setInterval(() => void this.renew(), LEASE_MS / 3);
      this.renewal.unref();
    }
  }

  stopRenewal(): void {
    if (this.renewal) clearInterval(this.renewal);
  }

  /** At shutdown: hand bots and presence over now rather than when the leases run out. */
  async releaseAll(): Promise<void> {
    const cluster = this.ctx.cluster;
    if (!cluster) return;
    await Promise.all(
      [...this.ctx.tables.values()].flatMap((t) => [
        ...(t.ownsBots ? [cluster.release(t.id)] : []),
        ...t.seatsHere().map((seat) => cluster.absent(t.id, seat)),
      ]),
    ).catch((e: unknown) => this.ctx.logError('releasing leases failed', e));
  }

  /** Tells the other nodes that this table changed (they read what changed from the database). */
  signal(t: TableRuntime, kind: Signal['kind']): void {
    this.ctx.cluster
      ?.signal(t.id, kind, t.match?.version ?? 0)
      .catch((e: unknown) => this.ctx.logError(`signalling table ${t.id} failed`, e));
  }

  presence(t: TableRuntime, seat: number, here: boolean): void {
    const cluster = this.ctx.cluster;
    if (!cluster) return;
    (here ? cluster.present(t.id, [seat]) : cluster.absent(t.id, seat)).then(
      () => this.signal(t, 'presence'),
      (e: unknown) => this.ctx.logError(`presence for table ${t.id} failed`, e),
    );
  }

  /** Another node changed a table: catch up if this node holds it (others load it fresh when asked). */
  private onSignal(s: Signal): void {
    if (this.ctx.closing) return;
    const loaded = this.ctx.tables.get(s.table);
    // A load in flight may have read the database before this change: catch up after it.
    const pending = loaded ? Promise.resolve(loaded) : this.ctx.loading.get(s.table);
    if (!pending) return;
    pending
      .then((t) => {
        if (!t) return undefined;
        if (s.kind === 'presence') return this.refreshPresence(t);
        if (s.kind === 'chat') return this.ctx.chat.caughtUp(t);
        // A claim held or a window opened or closed elsewhere: re-read it (and close it here if this node runs the table).
        if (s.kind === 'claims') return t.run(() => this.ctx.claims.reread(t));
        if (s.kind === 'dropped') return s.dropped && this.ctx.claims.droppedElsewhere(t, s.version, s.dropped, s.claim);
        // The clock row changed (a transition, autopilot, resign, "I'm back"): re-read, push, look again.
        if (s.kind === 'clock') return t.run(() => this.ctx.clocks.reread(t));
        // The host removed a person through another node: say why to that seat's connections here, then catch up (which closes them).
        if (s.kind === 'removed')
          return t.run(() => {
            for (const c of t.conns) if (c.seat === s.version) c.emit('removed', { table: t.id, reason: 'kicked' });
            return this.catchUp(t, true);
          });
        // Already there (this node appended after losing a race, say): nothing to read.
        if (s.kind === 'advanced' && t.match && t.match.version >= s.version) return undefined;
        return t.run(() => this.catchUp(t, s.kind === 'lobby'));
      })
      .catch((e: unknown) => this.ctx.logError(`catching up table ${s.table} failed`, e));
  }

  /**
   * Reads what other nodes stored: with `lobby`, the seats and status (a start builds the match);
   * then every action after this node's version, applied in order and fanned out one by one.
   */
  async catchUp(t: TableRuntime, lobby: boolean): Promise<void> {
    if (lobby) {
      const stored = await this.ctx.store.loadTable(t.id);
      if (!stored) {
        // Everyone left before the start, or it expired, through another node.
        t.closed = true;
        this.ctx.tables.delete(t.id);
        for (const c of [...t.conns]) {
          c.emit('failure', { code: 'NO_TABLE', message: 'this table is gone' });
          this.ctx.detach(c);
          c.drop();
        }
        return;
      }
      const holders = t.seats.map((s) => s.tokenHash);
      for (const s of stored.seats) this.ctx.putSeat(t, s);
      // A seat given up through another node closes its connections here too.
      for (const c of [...t.conns]) {
        if (c.seat !== null && t.seats[c.seat]?.tokenHash !== holders[c.seat]) {
          this.ctx.detach(c);
          c.drop();
        }
      }
      const { table } = stored;
      // 'over' comes with the final action (changed()), so the end is pushed with its update;
      // unless the server ended it with no action (abandoned, lifecycle.ts).
      const status = table.status === 'over' && t.record.status !== 'over' && !table.ended ? 'playing' : table.status;
      if (table.ended) this.ctx.cancelBots(t);
      t.record = { ...table, status, version: t.record.version };
      if (!t.match && table.seed !== null) {
        t.match = Match.build(t.game, { players: table.players, seed: table.seed, options: table.options }, []);
        this.ctx.broadcast(t);
      }
      await this.ctx.clocks.reload(t);
      this.ctx.pushTable(t);
      await this.claimBots(t);
    }
    const m = t.match;
    if (m) {
      for (const a of await this.ctx.store.actions(t.id, m.version)) {
        m.replayOne(a);
        this.ctx.changed(t);
      }
    }
    this.ctx.scheduleBots(t);
  }

  /** Takes (or keeps) the table's bot lease when it has bots in play; bots run only with it. */
  async claimBots(t: TableRuntime): Promise<void> {
    if (!this.ctx.cluster) return;
    // Claim windows need a node to close them even at a table of people only.
    const wanted = t.record.status === 'playing' && (t.seats.some((s) => s.bot !== null) || this.ctx.claims.wanted(t) || this.ctx.clocks.wantsLease(t));
    let owns = false;
    try {
      owns = wanted && (await this.ctx.cluster.lease(t.id));
    } catch (e) {
      // Redis unreachable: run no bots rather than risk two runners; the next renewal tries again.
      this.ctx.logError(`bot lease of table ${t.id} failed`, e);
    }
    if (owns === t.ownsBots) return;
    t.ownsBots = owns;
    if (owns) this.ctx.scheduleBots(t);
    else this.ctx.cancelBots(t);
    // The new holder closes windows a dead node left open; a node that lost the lease stops.
    this.ctx.claims.schedule(t);
  }

  async refreshPresence(t: TableRuntime): Promise<void> {
    const cluster = this.ctx.cluster;
    if (!cluster) return;
    let elsewhere: Set<number>;
    try {
      elsewhere = await cluster.elsewhere(t.id);
    } catch (e) {
      this.ctx.logError(`presence of table ${t.id} could not be read`, e);
      return;
    }
    const same = elsewhere.size === t.elsewhere.size && [...elsewhere].every((s) => t.elsewhere.has(s));
    t.elsewhere = elsewhere;
    if (!same) this.ctx.pushPresence(t);
  }

  /** Every third of a lease: bot leases, this node's presence, and other nodes' (a dead node's lapses). */
  private async renew(): Promise<void> {
    const cluster = this.ctx.cluster;
    if (!cluster || this.ctx.closing) return;
    for (const t of [...this.ctx.tables.values()]) {
      try {
        await this.claimBots(t);
        await cluster.present(t.id, t.seatsHere());
        if (t.conns.size > 0) await this.refreshPresence(t);
      } catch (e) {
        this.ctx.logError(`renewing leases of table ${t.id} failed`, e);
      }
    }
  }
}
