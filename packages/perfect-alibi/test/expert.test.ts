import { describe, expect, it } from 'vitest';
import { Rng, runMatch, type Policy } from '@alibi/engine';
import {
  claimThreshold,
  expertPolicy,
  heuristicPolicy,
  perfectAlibi,
  type Action,
  type Assistant,
  type Deal,
  type State,
  type View,
} from '../src/index.ts';
import { BLUE, card, chooseAll, FOUR, GREEN, RED, stack, start, tile, YELLOW } from './helpers.ts';

const expert = expertPolicy as Policy;
const heuristic = heuristicPolicy as Policy;

describe('expert bot', () => {
  it.each([
    ['standard', {}, 12],
    ['rival', { rival: true }, 2],
  ])(
    '%s: all-expert games end at every player count',
    (_name, options, count) => {
      for (let i = 0; i < count; i++) {
        const players = 3 + (i % 3);
        const r = runMatch(perfectAlibi, { players, seed: `expert:${i}`, options, policies: expert });
        expect(r.error).toBeUndefined();
        expect(r.ended).toBe(true);
      }
    },
    120_000,
  );

  it('claims only when certain in the first five rounds', () => {
    const view = (turn: number) => ({ turn, players: 4 }) as unknown as View;
    expect(claimThreshold(view(0))).toBe(1);
    expect(claimThreshold(view(19))).toBe(1);
    expect(claimThreshold(view(20))).toBe(0.5);
  });

  it('wins more than its fair share against the heuristic bot (4 players, two seats each, rotated)', () => {
    let wins = 0;
    const games = 24;
    for (let i = 0; i < games; i++) {
      const policies = [0, 1, 2, 3].map((seat) => ((seat + i) % 2 === 0 ? expert : heuristic));
      const r = runMatch(perfectAlibi, { players: 4, seed: `expert-vs:${Math.floor(i / 2)}`, policySeed: `p${i}`, policies });
      expect(r.error).toBeUndefined();
      const winners = (r.state as State).public.winners ?? [];
      if (winners.some((seat) => (seat + i) % 2 === 0)) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.55);
  }, 60_000);

  describe('assistants', () => {
    // Yellow's tiles come first, so Yellow chooses first and Red, choosing last, moves first.
    // Red is offered Yellow's time tile with arrows and the same tile without.
    const arrowTime = tile(YELLOW, 'time', true);
    const plainTime = tile(YELLOW, 'time');
    const deal: Deal = { ...FOUR, tiles: stack(4, [arrowTime, plainTime, tile(BLUE, 'location'), tile(GREEN, 'location')]) };
    const choose = (state: State, seat: number, policySeed = 'x') =>
      expertPolicy.choose({
        seat,
        legal: perfectAlibi.legal(state, seat),
        view: perfectAlibi.view(state, seat),
        rng: Rng.fromSeed(policySeed),
        mustAct: true,
      });
    /** Red's first turn after the others chose `others` (Yellow, Green, Blue) and Red took `red`. */
    const redsTurn = (others: Assistant[], red: Assistant) => chooseAll(start(4, deal), [...others, red]);

    it('takes the Confessor when it chooses first', () => {
      const s = start(4, deal);
      expect(s.public.phase).toEqual({ kind: 'chooseAssistant', seat: YELLOW });
      expect(choose(s, YELLOW)).toEqual({ type: 'chooseAssistant', assistant: 'confessor' });
    });

    it('keeps the Confessor: the plain tile over the same tile with arrows', () => {
      const s = redsTurn(['reporter', 'pickpocket', 'lookout'], 'confessor');
      expect(s.public.phase).toEqual({ kind: 'turn', seat: RED });
      // Both tiles ask Yellow about times: the same information, so only the arrows tell them apart.
      // Without the arrows' cost the two tie, and the tie-break picks either (checked: seeds b-d take the arrows).
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f'])
        expect(choose(s, RED, seed)).toEqual({ type: 'takeTile', tile: plainTime, target: YELLOW });
    });

    it('takes the arrows to trade the Lawyer for the Confessor', () => {
      const s = redsTurn(['confessor', 'pickpocket', 'lookout'], 'lawyer');
      const move = choose(s, RED);
      expect(move).toEqual({ type: 'takeTile', tile: arrowTime, target: YELLOW });
      const changed = perfectAlibi.apply(s, RED, move as Action);
      if (!changed.ok) throw new Error(changed.error.message);
      expect(choose(changed.value.state, RED)).toEqual({ type: 'changeAssistant', assistant: 'confessor' });
    });

    it('moves alike on two deals that agree on its view, and on the same seeds', () => {
      // Blue and Green swap a card: nothing Red can see changes.
      const [blue, green] = [FOUR.hands[BLUE] as number[], FOUR.hands[GREEN] as number[]];
      const swapped: Deal = {
        ...deal,
        hands: FOUR.hands.map((h, seat) =>
          seat === BLUE
            ? [...blue.filter((c) => c !== card(2, 0)), card(1, 2)]
            : seat === GREEN
              ? [...green.filter((c) => c !== card(1, 2)), card(2, 0)]
              : h,
        ),
      };
      const picks: Assistant[] = ['reporter', 'pickpocket', 'lookout', 'confessor'];
      const a = chooseAll(start(4, deal), picks);
      const b = chooseAll(start(4, swapped), picks);
      expect(a.secret[BLUE]?.hand).not.toEqual(b.secret[BLUE]?.hand);
      expect(perfectAlibi.view(b, RED)).toEqual(perfectAlibi.view(a, RED));
      for (const seed of ['s1', 's2', 's3']) expect(choose(b, RED, seed)).toEqual(choose(a, RED, seed));
      // A whole match against medium bots replays move for move.
      const policies = [expert, heuristic, heuristic, heuristic];
      const once = runMatch(perfectAlibi, { players: 4, seed: 'expert-replay', policies });
      const again = runMatch(perfectAlibi, { players: 4, seed: 'expert-replay', policies });
      expect(once.ended).toBe(true);
      expect(again.log).toEqual(once.log);
    });
  });
});
