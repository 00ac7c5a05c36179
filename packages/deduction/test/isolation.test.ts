/**
 * The engine reads nothing beyond the seat's information set: for two real games that the seat
 * cannot tell apart (same own cards, the other cards and Rival tiles moved: the games' own
 * perturbation helpers), driven by the same actions, the deduction is identical at every step
 * where the seat's knowledge (the games' independent `knowledge` functions) is identical.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson, randomPolicy, Rng, runMatch, type AnyGame, type LoggedAction } from '@alibi/engine';
import { perfectAlibi } from '@alibi/perfect-alibi';
import { fourSuspects } from '@alibi/four-suspects';
import * as paKnowledge from '../../perfect-alibi/test/knowledge.ts';
import * as fsKnowledge from '../../four-suspects/test/knowledge.ts';
import { deduce } from '../src/index.ts';
import { infoOf } from './compare.ts';
import { CONFIGS, type Config } from './samples.ts';
import { propertyGames } from '@alibi/engine/property';

const GAMES = propertyGames();
const PAIRS = Math.max(3, Math.round(GAMES / 100));

function tools(c: Config) {
  if (c.game === 'perfect-alibi')
    return {
      game: perfectAlibi as unknown as AnyGame,
      ...paKnowledge,
      makeDeal: paKnowledge.randomDeal(c.players, c.options.rival === true),
    };
  return { game: fourSuspects as unknown as AnyGame, ...fsKnowledge, makeDeal: fsKnowledge.randomDeal(c.players) };
}

describe('deduction depends only on the information set', () => {
  it.each(CONFIGS.map((c) => [c.name, c] as const))(`%s: ${PAIRS} pairs of games`, (_name, c) => {
    const { game, knowledge, perturbDeal, makeDeal } = tools(c);
    let compared = 0;
    let differentDeals = 0;
    for (let i = 0; i < PAIRS; i++) {
      const rng = Rng.fromSeed(`isolation:${c.name}:${i}`);
      const viewer = rng.int(c.players);
      const dealA = makeDeal(rng);
      const dealB = perturbDeal(dealA as never, viewer, rng);
      const seed = `isolation:${c.name}:${i}`;
      const statesA: unknown[] = [];
      const match = runMatch(game, {
        players: c.players,
        seed,
        options: { ...c.options, deal: dealA },
        policies: randomPolicy(game.meta.interrupts, 0.004),
        maxSteps: 150,
        onStep: ({ state }) => void statesA.push(state),
      });
      const setupB = game.setup({ players: c.players, seed, options: { ...c.options, deal: dealB } });
      if (!setupB.ok) throw new Error(setupB.error.message);
      let stateB = setupB.value;
      for (const [k, stateA] of statesA.entries()) {
        const { seat, action } = match.log[k] as LoggedAction;
        const r = game.apply(stateB, seat, action);
        if (!r.ok) break; // an action that depended on a difference: the games part here
        stateB = r.value.state;
        if (canonicalJson(knowledge(stateA, viewer)) !== canonicalJson(knowledge(stateB, viewer))) break;
        const a = deduce(infoOf(c, game.view(stateA, viewer)));
        const b = deduce(infoOf(c, game.view(stateB, viewer)));
        expect(canonicalJson(b)).toBe(canonicalJson(a));
        compared++;
        if (canonicalJson(dealA) !== canonicalJson(dealB)) differentDeals++;
      }
    }
    expect(compared).toBeGreaterThan(PAIRS); // more than one step per pair on average, even in a quick run
    expect(differentDeals).toBeGreaterThan(0);
  });
});
