/**
 * Prometheus metrics (GET /metrics), one registry per server so that several servers in one
 * process (tests) keep their own counts. Gauges are read when scraped; counters and the latency
 * histogram are fed by the socket and HTTP edges.
 */
import type { ErrorCode } from '@alibi/protocol';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queueStats } from './table.ts';

export interface Gauges {
  /** Tables held in memory by status. */
  tables(): Record<'open' | 'playing' | 'over', number>;
  connections(): number;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly errors: Counter<'code' | 'channel'>;
  private readonly actions: Histogram<'result'>;
  private readonly messages: Counter<'event'>;

  constructor(gauges: Gauges) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'alibi_matches',
      help: 'Tables held by this node, by status (open: waiting for players; playing; over: still watched)',
      labelNames: ['status'],
      registers,
      collect() {
        for (const [status, n] of Object.entries(gauges.tables())) this.set({ status }, n);
      },
    });
    new Gauge({
      name: 'alibi_socket_connections',
      help: 'Open socket.io connections to this node',
      registers,
      collect() {
        this.set(gauges.connections());
      },
    });
    new Gauge({
      name: 'alibi_table_queue_jobs',
      help: "Jobs run through the tables' serial queues since the process started (actions, lobby changes, catch-ups)",
      registers,
      collect() {
        this.set(queueStats.jobs);
      },
    });
    this.messages = new Counter({
      name: 'alibi_socket_messages_total',
      help: 'Socket messages received, by event name (unknown names counted as "other")',
      labelNames: ['event'],
      registers,
    });
    this.actions = new Histogram({
      name: 'alibi_action_seconds',
      help: 'Time from receiving an act message to its answer (stored and fanned out, or refused)',
      labelNames: ['result'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.errors = new Counter({
      name: 'alibi_errors_total',
      help: 'Typed errors answered, by code and channel (http or socket)',
      labelNames: ['code', 'channel'],
      registers,
    });
  }

  message(event: string): void {
    this.messages.inc({ event: ['hello', 'act', 'notes'].includes(event) ? event : 'other' });
  }

  /** Starts timing an act; call the result with whether it was applied. */
  actTimer(): (ok: boolean) => void {
    const end = this.actions.startTimer();
    return (ok) => end({ result: ok ? 'applied' : 'refused' });
  }

  error(code: ErrorCode, channel: 'http' | 'socket'): void {
    this.errors.inc({ code, channel });
  }
}
