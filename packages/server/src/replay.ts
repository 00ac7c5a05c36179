/**
 * Replays of finished tables, built to stay small and to leave the event loop free.
 *
 * - Linear: a step is the viewer's projected events plus a delta of the viewer's view against the
 *   step before (protocol `ReplayStep`), never the whole view again, so the answer grows with the
 *   number of actions, not with its square. No raw action is sent: it may carry a secret (a shown
 *   card, an unshared word) that `game.project` keeps from this viewer.
 * - Sliced: the steps are built in slices of a few milliseconds with a yield to the event loop
 *   between them, and only a few replays are built at once.
 * - Capped: past `maxBytes` the build stops with TOO_LARGE.
 * - Cached: a finished table's replay for one perspective never changes, so the steps are kept,
 *   as JSON text, in an LRU bounded by bytes; the same replay asked twice at once is built once.
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { AnyGame, SetupInput, Viewer } from '@alibi/engine';
import { diff } from '@alibi/protocol';
import { Failure } from './errors.ts';
import { Match } from './match.ts';
import type { ActionRecord } from './records.ts';

export interface ReplaySettings {
  /** Largest replay (its steps as JSON, UTF-8 bytes) the server builds; past it, TOO_LARGE. */
  maxBytes: number;
  /** Bytes of finished replays kept in memory, least recently used dropped first. */
  cacheBytes: number;
  /** Longest stretch of building before yielding to the event loop. */
  sliceMs: number;
  /** Replays built at once; more wait their turn (each build already yields, this bounds memory). */
  concurrent: number;
}

export const DEFAULT_REPLAY_SETTINGS: ReplaySettings = {
  // The longest match any game allows (see maxActions) stays far below this; it is a safety net.
  maxBytes: 8 * 1024 * 1024,
  cacheBytes: 64 * 1024 * 1024,
  sliceMs: 10,
  concurrent: 2,
};

/** What a replay is built from: the match's setup and its stored log. */
export interface ReplaySource {
  game: AnyGame;
  input: SetupInput<unknown>;
  log: () => Promise<readonly ActionRecord[]>;
}

/**
 * The steps of a finished match as `viewer` saw them, as a JSON array text. Yields to the event
 * loop every `sliceMs`; throws TOO_LARGE once the text would pass `maxBytes`.
 */
export async function buildSteps(
  source: Omit<ReplaySource, 'log'>,
  log: readonly ActionRecord[],
  viewer: Viewer,
  settings: Pick<ReplaySettings, 'maxBytes' | 'sliceMs'>,
): Promise<string> {
  const match = Match.build(source.game, source.input, []);
  const parts: string[] = [];
  let bytes = 2;
  const add = (version: number, before: unknown, view: unknown, events: unknown[]) => {
    const text = JSON.stringify({ version, delta: diff(before, view), events });
    bytes += Buffer.byteLength(text) + 1;
    if (bytes > settings.maxBytes)
      throw new Failure('TOO_LARGE', `this replay is over ${settings.maxBytes} bytes; the server does not build it`);
    parts.push(text);
  };
  let view = match.view(viewer);
  add(0, null, view, []);
  let sliceStart = performance.now();
  for (const a of log) {
    match.replayOne(a);
    const next = match.view(viewer);
    add(match.version, view, next, match.eventsFor(viewer, match.version - 1));
    view = next;
    if (performance.now() - sliceStart >= settings.sliceMs) {
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
  return `[${parts.join(',')}]`;
}

/** A small counting semaphore: at most `limit` jobs run at once, the others wait in order. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await job();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}

export class Replays {
  readonly settings: ReplaySettings;
  /** key -> steps JSON; a Map iterates in insertion order, so the first key is the least recently used. */
  private readonly cache = new Map<string, { text: string; bytes: number }>();
  private cachedBytes = 0;
  private readonly building = new Map<string, Promise<string>>();
  private readonly gate: Gate;
  /** Builds done (not cache hits), for tests and metrics. */
  builds = 0;

  constructor(settings: Partial<ReplaySettings> = {}) {
    this.settings = { ...DEFAULT_REPLAY_SETTINGS, ...settings };
    this.gate = new Gate(this.settings.concurrent);
  }

  /** The steps (JSON array text) of table `tableId` seen by `viewer`, from the cache or built now. */
  async steps(tableId: string, viewer: Viewer, source: ReplaySource): Promise<string> {
    const key = `${tableId}\u0000${viewer}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.text;
    }
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.gate
        .run(async () => {
          const log = await source.log();
          this.builds++;
          return buildSteps(source, log, viewer, this.settings);
        })
        .then((text) => {
          this.remember(key, text);
          return text;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  get bytes(): number {
    return this.cachedBytes;
  }

  private remember(key: string, text: string): void {
    const bytes = Buffer.byteLength(text);
    // One replay bigger than the whole cache is served but not kept.
    if (bytes > this.settings.cacheBytes) return;
    this.cache.set(key, { text, bytes });
    this.cachedBytes += bytes;
    for (const [k, v] of this.cache) {
      if (this.cachedBytes <= this.settings.cacheBytes) break;
      this.cache.delete(k);
      this.cachedBytes -= v.bytes;
    }
  }
}
