/**
 * Every game's table draws every view a seat can receive: random games of each game, player count
 * and variant, rendered to markup for every seat and a spectator at sampled steps and at the end,
 * in both languages. A component that throws on some state would show the "something went wrong"
 * panel to a person mid-game; one that draws nothing (its view check refused the view) would leave
 * them looking at an empty table. Both fail here, with the game, seed and step to replay.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { randomPolicy, Rng, type AnyGame, type Viewer } from '@alibi/engine';
import { games } from '@alibi/games';
import type { ActResult, TableInfo } from '@alibi/protocol';
import { loadLang, translator, type Lang } from '../src/i18n/format.ts';
import { propertyGames } from '@alibi/engine/property';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

let lang: Lang = 'en';
vi.mock('../src/i18n/index.tsx', () => ({ useI18n: () => ({ lang, t: translator(lang), setLang: () => {} }) }));

const { PerfectAlibi } = await import('../src/game/PerfectAlibi.tsx');
const { FourSuspects } = await import('../src/four/FourSuspects.tsx');
const { AlibiClues } = await import('../src/clues/AlibiClues.tsx');
const { Alibis } = await import('../src/alibis/Alibis.tsx');
const { Alibi1993 } = await import('../src/a93/Alibi1993.tsx');

const GAMES_PER_SETUP = Math.max(1, Math.round(propertyGames() / 250));
/** Views drawn per game besides the last: enough to cover each phase without drawing every step. */
const SAMPLES = 12;
const MAX_STEPS = 3000;

/** What each table draws where the seat has a decision to make (as the browser tests look for it). */
const PROMPT = /class="[^"]*\b(action-panel|al-write|al-guess)\b/;

const noop = async (): Promise<ActResult> => ({ seq: 0, ok: true, version: 0 });

function tableOf(game: AnyGame, players: number, options: Record<string, unknown>, over: boolean): TableInfo {
  return {
    id: 'render-test',
    name: 'Render test',
    game: game.meta.id,
    players,
    options,
    status: over ? 'over' : 'playing',
    seats: Array.from({ length: players }, (_, seat) => ({ seat, name: `Player ${seat + 1}`, bot: seat === 0 ? null : 'random', connected: true, host: seat === 0 })),
    createdAt: '2026-01-01T00:00:00.000Z',
    assistant: 'off',
    listed: false,
  } as TableInfo;
}

/** The table component as TablePage draws it, for one seat (null: a spectator). */
function draw(game: string, props: { table: TableInfo; seat: number | null; view: unknown; events: unknown[]; legal: unknown[]; mustAct: boolean }): string {
  const common = { ...props, act: noop, onError: () => {} };
  const notes = { notes: {}, saveNotes: async () => true };
  switch (game) {
    case 'perfect-alibi':
      return renderToStaticMarkup(<PerfectAlibi {...common} {...notes} />);
    case 'four-suspects':
      return renderToStaticMarkup(<FourSuspects {...common} {...notes} />);
    case 'alibi-clues':
      return renderToStaticMarkup(<AlibiClues {...common} />);
    case 'alibis':
      return renderToStaticMarkup(<Alibis {...common} />);
    case 'alibi-1993':
      return renderToStaticMarkup(<Alibi1993 {...common} {...notes} />);
    default:
      throw new Error(`no table component for ${game}`);
  }
}

interface Setup {
  players: number;
  variant: string;
  options: Record<string, unknown>;
}

function setupsOf(game: AnyGame): Setup[] {
  const variants = game.meta.variants.length > 0 ? game.meta.variants : [{ id: 'standard', options: {} }];
  return game.meta.players.flatMap((players) => variants.map((v) => ({ players, variant: v.id, options: v.options })));
}

/** Plays one random game; returns the steps (state after each action) and the events of each. */
function play(game: AnyGame, setup: Setup, seed: string): { states: unknown[]; events: unknown[][] } {
  const made = game.setup({ players: setup.players, seed, options: setup.options });
  if (!made.ok) throw new Error(`setup refused: ${made.error.message}`);
  const rng = Rng.fromSeed(`${seed}-moves`);
  const policy = randomPolicy(game.meta.interrupts, 0.05);
  let state = made.value;
  const states = [state];
  const events: unknown[][] = [[]];
  while (game.outcome(state) === null && states.length < MAX_STEPS) {
    const waiting = new Set(game.waitingFor(state));
    const current = state;
    const choices = game
      .actors(state)
      // The view is built only if the policy reads it (the random policy never does), as in playMatch.
      .map((seat) => ({
        seat,
        action: policy.choose({
          seat,
          legal: game.legal(current, seat),
          rng,
          mustAct: waiting.has(seat),
          get view() {
            return game.view(current, seat);
          },
        }),
      }))
      .filter((c) => c.action !== null);
    if (choices.length === 0) break;
    const { seat, action } = rng.pick(choices);
    const applied = game.apply(state, seat, action);
    if (!applied.ok) throw new Error(`${seed}: refused ${JSON.stringify(action)}: ${applied.error.message}`);
    state = applied.value.state;
    states.push(state);
    events.push(applied.value.events);
  }
  return { states, events };
}

describe('every table draws every view its seats receive', () => {
  // React's warnings (a list without keys, an invalid prop) are bugs too: they fail the view.
  let warnings: string[] = [];
  beforeEach(() => {
    warnings = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  for (const game of games) {
    for (const setup of setupsOf(game)) {
      it(`${game.meta.id}, ${setup.players} players, ${setup.variant}`, () => {
        let ended = 0;
        for (let g = 0; g < GAMES_PER_SETUP; g++) {
          const seed = `render-${game.meta.id}-${setup.players}-${setup.variant}-${g}`;
          const { states, events } = play(game, setup, seed);
          const last = states.length - 1;
          if (game.outcome(states[last]) !== null) ended++;
          const every = Math.max(1, Math.floor(last / SAMPLES));
          const viewers: Viewer[] = [...Array.from({ length: setup.players }, (_, s) => s), 'spectator' as Viewer];
          for (const viewer of viewers) {
            const seat = typeof viewer === 'number' ? viewer : null;
            const seen: unknown[] = [];
            for (let step = 0; step <= last; step++) {
              for (const e of events[step] ?? []) {
                const p = game.project(e, viewer);
                if (p !== null) seen.push(p);
              }
              if (step % every !== 0 && step !== last) continue;
              const state = states[step];
              const over = game.outcome(state) !== null;
              const legal = seat === null ? [] : game.legal(state, seat);
              const props = {
                table: tableOf(game, setup.players, setup.options, over),
                seat,
                view: game.view(state, viewer),
                events: [...seen],
                legal,
                mustAct: seat !== null && game.waitingFor(state).includes(seat),
              };
              for (const l of ['en', 'zh-CN'] as const) {
                lang = l;
                let html: string;
                try {
                  html = draw(game.meta.id, props);
                } catch (err) {
                  throw new Error(`${seed} step ${step}, viewer ${String(viewer)}, ${l}: ${err instanceof Error ? err.stack : String(err)}`, { cause: err });
                }
                expect(html.length, `${seed} step ${step}, viewer ${String(viewer)}: the table drew nothing`).toBeGreaterThan(200);
                expect(warnings, `${seed} step ${step}, viewer ${String(viewer)}, ${l}`).toEqual([]);
                // A seat the game waits for can act from the page: the table must not stall on a person.
                if (props.mustAct && legal.some((a) => (a as { type?: unknown }).type !== 'resign'))
                  expect(html, `${seed} step ${step}: seat ${String(viewer)} must act but the page offers no prompt`).toMatch(PROMPT);
                if (over && step === last) expect(html, `${seed}: the finished game shows no game-over panel`).toContain('game-over');
              }
            }
          }
        }
        // Random games end (the game-over screens are drawn); a setup whose games all ran out of
        // steps would test only the middle of the game.
        expect(ended, 'random games that reached the end').toBeGreaterThan(0);
      }, 120_000);
    }
  }
});
