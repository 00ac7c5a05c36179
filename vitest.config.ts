import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/test-sequencer.ts';

const BROWSER = 'packages/web/test/e2e*.test.ts';
const WEB_UNITS = 'packages/web/test/**/*.test.{ts,tsx}';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest leaves a core free by default; on a 2-core machine that means one worker.
    maxWorkers: 2,
    // Longest files first, so both workers finish together (scripts/test-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        // Engines, bots, deduction, server and CLI: pure modules, no module mocks. A worker keeps
        // its modules from one file to the next (no re-import of the games, WordNet and vectors
        // per file): 610 s for the project run alone, against 690 s for its phase of a full run.
        extends: true,
        test: {
          name: 'rules',
          include: ['packages/*/test/**/*.test.ts', 'packages/*/test/**/*.test.tsx'],
          exclude: [BROWSER, WEB_UNITS],
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The web client's unit tests mock its language hook per file (vi.mock), which
        // needs a fresh module graph for each file.
        extends: true,
        test: {
          name: 'web',
          include: [WEB_UNITS],
          exclude: [BROWSER],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The browser tests run after the rest: their waits are a person's, and the property tests'
        // CPU on the same two cores is what made them miss (a page a minute behind its server).
        extends: true,
        test: {
          name: 'browser',
          include: [BROWSER],
          // Each file starts its own server and browser; the modules (server, games, Playwright)
          // stay loaded between files: 661 s for the project instead of 752 s on this machine.
          isolate: false,
          globalSetup: ['packages/web/test/build-once.ts'],
          // What a page does on its own (a chunk fetched and drawn, a move landing) can take over a
          // second on a loaded 2-core CI machine: vitest's default of 1 s made waits fail that a
          // person would not notice. A poll that passes returns at once; only a failure waits longer.
          expect: { poll: { timeout: 5000 } },
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
