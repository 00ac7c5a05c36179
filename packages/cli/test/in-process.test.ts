/**
 * Paths the real games should never take (a game that throws or never ends), checked in-process
 * against a toy registry: `run` takes the registry as a parameter for exactly this.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { erase, fail, ok, type Game } from '@alibi/engine';
import { run, type Io, type Registry } from '../src/index.ts';

interface Counter {
  n: number;
}
type Step = { type: 'step' };

/** A one-seat game that ends after `end` steps; `throwAt` makes apply throw at that count. */
function counter(id: string, end: number, throwAt = -1): Game<Counter, Step, object, Counter, Counter, Counter> {
  const actionSchema = z.strictObject({ type: z.literal('step') });
  const over = (s: Counter) => s.n >= end;
  return {
    meta: { id, name: id, players: [1], variants: [], playable: true, cooperative: false, interrupts: [] },
    optionsSchema: z.strictObject({}),
    actionSchema,
    setup: () => ok({ n: 0 }),
    actors: (s) => (over(s) ? [] : [0]),
    waitingFor: (s) => (over(s) ? [] : [0]),
    legal: (s, p) => (over(s) || p !== 0 ? [] : [{ type: 'step' }]),
    apply(s, p, action) {
      if (!actionSchema.safeParse(action).success) return fail('MALFORMED', 'not a step');
      if (over(s)) return fail('GAME_OVER', 'over');
      if (p !== 0) return fail('NOT_ACTOR', 'not you');
      if (s.n === throwAt) throw new Error('boom');
      return ok({ state: { n: s.n + 1 }, events: [{ n: s.n + 1 }] });
    },
    view: (s) => s,
    project: (e) => e,
    outcome: (s) => (over(s) ? { winners: [0], reason: 'counted' } : null),
    describeAction: () => 'step',
    describeEvent: (e) => `now ${e.n}`,
  };
}

const games = [erase(counter('fine', 3)), erase(counter('throws', 5, 2)), erase(counter('endless', 1e9))];
const registry: Registry = { games, catalog: games.map((g) => g.meta), findGame: (id) => games.find((g) => g.meta.id === id) };

async function runWith(...argv: string[]) {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += t), err: (t) => void (err += t), errIsTTY: false };
  const code = await run(argv, { io, registry: async () => registry });
  return { code, out, err };
}

const simulate = (game: string, ...extra: string[]) =>
  runWith('simulate', '--game', game, '--players', '1', '--games', '4', '--seed', 's', '--json', ...extra);

describe('simulate with failing games', () => {
  it('counts completed games and actions', async () => {
    const { code, out } = await simulate('fine');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ games: 4, completed: 4, errors: 0, actions: 12, reasons: { counted: 4 } });
  });

  it('reports a game that throws as an error, first line only, and exits 1', async () => {
    const { code, out } = await simulate('throws');
    expect(code).toBe(1);
    const report = JSON.parse(out) as { completed: number; errors: number; failures: { seed: string; error: string }[] };
    expect(report).toMatchObject({ completed: 0, errors: 4 });
    expect(report.failures[0]).toEqual({ game: 0, seed: 's:0', error: 'thrown: Error: boom' });
  });

  it('reports a game that does not end within --max-steps', async () => {
    const { code, out } = await simulate('endless', '--max-steps', '50');
    expect(code).toBe(1);
    const report = JSON.parse(out) as { errors: number; actions: number; failures: { error: string }[] };
    expect(report).toMatchObject({ errors: 4, actions: 200 });
    expect(report.failures.map((f) => f.error)).toEqual(Array(4).fill('no end after 50 steps'));
  });
});
