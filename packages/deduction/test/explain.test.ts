/**
 * Explanations: a scenario with the exact wording, and on random information sets, that every
 * certain fact gets a chain that implies it on its own and from which no observation can be dropped.
 */
import { describe, expect, it } from 'vitest';
import { perfectAlibi } from '@alibi/perfect-alibi';
import { count, deduce, explain, explainAll, modelOf, type Fact, type InfoSet } from '../src/index.ts';
import { BLUE, FOUR, GREEN, RED, chooseAll, play, stack, start, tile } from '../../perfect-alibi/test/helpers.ts';
import { infoOf } from './compare.ts';
import { CONFIGS, sampleViews } from './samples.ts';
import { perfectAlibiInfoSet } from '../src/index.ts';
import { propertyGames } from '@alibi/engine/property';

const GAMES = propertyGames();
const PER_CONFIG = Math.max(3, Math.round(GAMES / 100));

/** Whether a fact holds when only the observations in `on` are used. */
function holdsWith(info: InfoSet, fact: Fact, on: number[]): boolean {
  const c = count(modelOf(info), (o) => on.includes(o));
  const i = info.holders.findIndex((h) => h.place === (fact as { place?: number }).place);
  switch (fact.kind) {
    case 'notAt':
      return (c.cardIn[i]?.[fact.card] ?? 0) === 0;
    case 'at':
      return info.holders.every((_, j) => j === i || (c.cardIn[j]?.[fact.card] ?? 0) === 0);
    case 'tile':
    case 'notTile': {
      const h = info.holders.findIndex(
        (x) => info.places[x.place]?.kind === 'hand' && (info.places[x.place] as { seat: number }).seat === fact.seat,
      );
      const row = c.tileOf[h] as Float64Array;
      return fact.kind === 'notTile' ? row[fact.tile] === 0 : info.tileNames.every((_, t) => t === fact.tile || row[t] === 0);
    }
  }
}

describe('explanations', () => {
  it('scenario: a zero answer rules the asked cards out of a hand, in words', () => {
    const tiles = stack(4, [tile(BLUE, 'location'), tile(RED, 'location'), tile(RED, 'time'), tile(3, 'location', true)]);
    // Blue, Red, Yellow, Green choose in that order: Green gets the reporter and starts.
    let s = chooseAll(start(4, { ...FOUR, tiles }), ['lookout', 'lawyer', 'confessor', 'reporter']);
    s = play(s, [
      [GREEN, { type: 'useReporter', target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [2] }],
    ]).state;
    const info = perfectAlibiInfoSet(perfectAlibi.view(s, RED));
    expect(info.observations).toEqual([
      {
        key: 'answered',
        params: { question: 0, asker: GREEN, target: BLUE, category: 'location', values: [2], count: 0, askerAssistant: 4 - 4 },
      },
    ]);
    const d = deduce(info);
    const noonCellar = 1 * 4 + 2;
    expect(d.facts).toContainEqual({ kind: 'notAt', card: noonCellar, place: BLUE });
    expect(d.cards[noonCellar]?.probability[BLUE]).toBe(0);
    // 9 other unknown cards: 3 in each of Green's and Yellow's hands, 1 missing; by symmetry 3/9 and 1/9... of 7 places left.
    expect(d.cards[noonCellar]?.missingProbability).toBeCloseTo(1 / 7, 12);
    const e = explain(info, { kind: 'notAt', card: noonCellar, place: BLUE });
    expect(e?.observations).toEqual([0]);
    expect(e?.key).toBe('cardIsNot');
    expect(e?.text).toBe("Blue answered 0 to Green about Cellar; so Noon in the Cellar is not in Blue's hand.");
  });

  it.each(CONFIGS.map((c) => [c.name, c] as const))(`%s: chains imply their fact and are irreducible`, (_name, c) => {
    let explained = 0;
    let views = 0;
    for (const { view } of sampleViews(c, `explain:${c.name}`, 2, 120)) {
      if (views >= PER_CONFIG) break;
      const info = infoOf(c, view);
      const d = deduce(info);
      if (d.facts.length === 0) continue;
      views++;
      const chains = explainAll(info, d);
      expect(chains.length).toBe(d.facts.length);
      // Checking irreducibility costs a count per observation: sample a few chains.
      for (const e of chains.slice(0, 3)) {
        expect(holdsWith(info, e.fact, e.observations)).toBe(true);
        for (const o of e.observations)
          expect(
            holdsWith(
              info,
              e.fact,
              e.observations.filter((x) => x !== o),
            ),
          ).toBe(false);
        expect(e.text.length).toBeGreaterThan(10);
        explained++;
      }
    }
    expect(explained).toBeGreaterThan(0);
  });
});
