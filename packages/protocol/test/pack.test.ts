import { describe, expect, it } from 'vitest';
import { randomPolicy, Rng, runMatch, type AnyGame } from '@alibi/engine';
import { propertyGames } from '@alibi/engine/property';
import { games } from '@alibi/games';
import { packView, unpackView } from '../src/pack.ts';
import { randomJson } from './random-json.ts';

const CASES = propertyGames();

/** What a client gets: the packed form through JSON, unpacked. Its JSON must be the original's, byte for byte. */
function roundTrip(v: unknown): string {
  return JSON.stringify(unpackView(JSON.parse(JSON.stringify(packView(v)))));
}

const KEYS = ['a', 'b', '~t', '~o', '~v', 'c', '__proto__', 'd', 'p'];

/** A list of records that share their keys (sometimes not quite), with values of every kind. */
function randomRecords(rng: Rng, depth = 0): unknown[] {
  const keys = KEYS.filter(() => rng.chance(0.4));
  return Array.from({ length: rng.int(6) }, () => {
    const o: Record<string, unknown> = {};
    const own = rng.chance(0.9) ? keys : KEYS.filter(() => rng.chance(0.4));
    for (const k of own)
      Object.defineProperty(o, k, {
        value: depth < 2 && rng.chance(0.3) ? randomRecords(rng, depth + 1) : rng.chance(0.5) ? ['x', 'y', null, true, 7][rng.int(5)] : randomJson(rng, 2),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return o;
  });
}

describe('packed views', () => {
  it(`${CASES} random values and lists of records come back byte for byte, markers and __proto__ included`, () => {
    const rng = Rng.fromSeed('pack:random');
    for (let i = 0; i < CASES; i++) {
      for (const v of [randomJson(rng), randomRecords(rng), { '~v': 1, p: randomRecords(rng) }]) {
        const text = JSON.stringify(v);
        expect(roundTrip(v)).toBe(text);
        // Packing leaves its input as it was.
        expect(JSON.stringify(v)).toBe(text);
      }
    }
    const unpacked = unpackView(JSON.parse(JSON.stringify(packView([{ __proto__: 1 }, { __proto__: 2 }].map((x) => JSON.parse(JSON.stringify(x)))))));
    expect(Object.getPrototypeOf((unpacked as object[])[0])).toBe(Object.prototype);
  });

  it('writes a list of like records as columns: the field names once, repeated strings as a dictionary', () => {
    const vias = ['tile', 'tile', 'reporter', 'tile', 'tile', 'final'];
    const questions = [...vias, ...vias].map((via, i) => ({ asker: i % 3, via, answer: i === 1 ? null : i, private: i === 2 }));
    expect(packView({ questions, hand: [3, 4] })).toEqual({
      '~v': 1,
      p: {
        questions: {
          '~t': ['asker', 'via', 'answer', 'private'],
          c: [
            [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2],
            { d: ['tile', 'reporter', 'final'], i: [0, 0, 1, 0, 0, 2, 0, 0, 1, 0, 0, 2] },
            // Mostly numbers: a dictionary would save nothing.
            [0, null, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
            { d: [false, true], i: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
          ],
        },
        hand: [3, 4],
      },
    });
    // Six records: the names still go once, but a dictionary of so few would save nothing.
    const six = packView({ questions: questions.slice(0, 6) }) as { p: { questions: { c: unknown[] } } };
    expect(six.p.questions.c[1]).toEqual(vias);
    // Nothing worth a table (two short records): the view goes as it is, and is taken as it is.
    const small = { seen: [{ a: 1 }, { a: 2 }] };
    expect(packView(small)).toBe(small);
    expect(unpackView(small)).toBe(small);
  });

  it('writes a list of objects of a few shapes (an event log) as a table per shape and the order of the shapes', () => {
    const events = [0, 1, 2, 3, 4, 5].flatMap((turn) => [
      { type: 'turnStarted', seat: turn % 3, turn },
      { type: 'asked', question: turn, asker: turn % 3, target: (turn + 1) % 3 },
    ]);
    const packed = packView({ events }) as { p: { events: { '~g': { k: string[]; c: unknown[] }[]; o: number[] } } };
    expect(packed.p.events['~g'].map((g) => g.k)).toEqual([
      ['type', 'seat', 'turn'],
      ['type', 'question', 'asker', 'target'],
    ]);
    expect(packed.p.events['~g'][0]?.c[0]).toEqual({ d: ['turnStarted'], i: [0, 0, 0, 0, 0, 0] });
    expect(packed.p.events.o).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(unpackView(JSON.parse(JSON.stringify(packed)))).toEqual({ events });
  });

  it('packs a frozen list once: the next view that keeps it reuses the result', () => {
    const questions = Object.freeze([0, 1, 2].map((i) => Object.freeze({ asker: i, category: 'time' })));
    const first = packView({ questions }) as { p: { questions: unknown } };
    const second = packView({ questions, turn: 2 }) as { p: { questions: unknown } };
    expect(second.p.questions).toBe(first.p.questions);
    // A view holding only that list (from the cache) is still packed.
    expect(packView({ other: [1], questions })).toHaveProperty('~v', 1);
  });

  it('refuses a malformed packed view with a TypeError naming what is wrong', () => {
    const bad = [
      { '~t': ['a'], c: [] },
      { '~t': ['a', 'b'], c: [[1], [1, 2]] },
      { '~t': ['a'], c: [{ d: ['x'], i: [3] }] },
      { '~t': ['a'], c: ['no'] },
      { '~o': 5 },
      { '~g': [{ k: ['a'], c: [[1]] }], o: [0, 0] },
      { '~g': [{ k: ['a'], c: [[1, 2]] }], o: [0] },
      { '~g': [{ k: ['a'], c: [[1]] }], o: [1] },
      { '~g': [5], o: [] },
    ];
    for (const p of bad) expect(() => unpackView({ '~v': 1, p })).toThrow(TypeError);
  });

  for (const game of games as AnyGame[]) {
    it(`${game.meta.id}: every seat's and the spectator's view at every step of random games at every table size comes back exactly`, () => {
      let plain = 0;
      let packed = 0;
      for (const players of game.meta.players) {
        for (let g = 0; g < Math.max(1, Math.ceil(CASES / 100)); g++) {
          const viewers = [...Array.from({ length: players }, (_, i) => i), 'spectator' as const];
          const result = runMatch(game, {
            players,
            seed: `pack:${game.meta.id}:${players}:${g}`,
            options: {},
            policies: Array.from({ length: players }, () => randomPolicy(game.meta.interrupts)),
            onStep: ({ state }) => {
              for (const viewer of viewers) {
                const v = game.view(state, viewer);
                const text = JSON.stringify(v);
                const wire = JSON.stringify(packView(v));
                expect(JSON.stringify(unpackView(JSON.parse(wire)))).toBe(text);
                plain += text.length;
                packed += wire.length;
              }
            },
          });
          expect(result.error).toBeUndefined();
        }
      }
      // A view with no list worth a table goes as it is: never larger, and over a whole game smaller.
      expect(packed).toBeLessThan(plain);
    });
  }
});
