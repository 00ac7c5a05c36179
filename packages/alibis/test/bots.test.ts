import { describe, expect, it } from 'vitest';
import { randomPolicy, runMatch, type Policy } from '@alibi/engine';
import {
  alibis,
  bestAlibi,
  bestBoard,
  checkAlibi,
  expertStyle,
  fitClue,
  partOfSuspectWord,
  randomBoard,
  wordBotPolicy,
  type Action,
  type Guess,
  type State,
  type View,
} from '../src/index.ts';

const bot = wordBotPolicy as Policy;

interface Tally {
  guesses: number;
  right: number;
  namings: number;
  named: number;
}

/**
 * Seeded all-bot games. Each time the bot sets a board, a random full board is drawn for the same
 * view as well; both are scored against the reveal: the baseline sees the very same alibis.
 */
function tally(seeds: number): { word: Tally; random: Tally; scored: number } {
  const word: Tally = { guesses: 0, right: 0, namings: 0, named: 0 };
  const random: Tally = { guesses: 0, right: 0, namings: 0, named: 0 };
  let scored = 0;
  for (let i = 0; i < seeds; i++) {
    const players = 2 + (i % 5);
    const shadow = new Map<string, Guess>();
    const watched: Policy<Action, View> = {
      name: 'watched',
      choose(input) {
        const action = wordBotPolicy.choose(input);
        if (action?.type === 'guess') {
          const own = (input.view.myPairs ?? []).flat();
          shadow.set(`${input.view.round}:${input.seat}`, randomBoard(players, input.seat, own, input.rng));
        }
        return action;
      },
    };
    const r = runMatch(alibis, { players, seed: `bot-test:${i}`, policies: watched as Policy });
    expect(r.error).toBeUndefined();
    for (const round of (r.state as State).public.history) {
      scored += round.guessedBy.reduce((n, by) => n + by.length, 0);
      const boards: [Tally, Guess[]][] = [
        [word, round.guesses],
        [random, round.guesses.map((_, seat) => shadow.get(`${round.round}:${seat}`) as Guess)],
      ];
      for (const [t, guesses] of boards) {
        for (const alibi of round.alibis) {
          const [a, b] = round.pairs[alibi.seat]?.[alibi.pair] as [number, number];
          guesses.forEach((g, seat) => {
            if (seat === alibi.seat) return;
            t.guesses++;
            if (g.marks[a] === alibi.index && g.marks[b] === alibi.index) t.right++;
          });
        }
        t.namings += players;
        t.named += guesses.filter((g) => g.perpetrator === round.perpetrator).length;
      }
    }
  }
  return { word, random, scored };
}

/** One-sided two-proportion z statistic (pooled): how many standard errors `a` beats `b` by. */
function zScore(aHits: number, aN: number, bHits: number, bN: number): number {
  const pooled = (aHits + bHits) / (aN + bN);
  return (aHits / aN - bHits / bN) / Math.sqrt(pooled * (1 - pooled) * (1 / aN + 1 / bN));
}

describe('word bot', () => {
  it('writes alibis the checker accepts, close to both suspect words', () => {
    const words = ['horse', 'spring', 'piano', 'castle', 'apple', 'shark', 'knife', 'cloud', 'doctor'];
    const clue = bestAlibi(words, [4, 0]);
    expect(clue).not.toBeNull();
    expect(checkAlibi(clue as string, words).ok).toBe(true);
  });

  it('never writes a swear word, a slur or a sexual word (it once wrote one for honey + devil)', () => {
    const words = ['candy', 'photo', 'rope', 'blood', 'ladder', 'restaurant', 'plate', 'volcano', 'honey', 'devil', 'island', 'drill', 'sausage'];
    const clue = bestAlibi(words, [8, 9], [], expertStyle(1));
    expect(clue).not.toBeNull();
    expect(clue).not.toBe('shit');
    expect(fitClue('shit', words)).toBe(false);
    expect(fitClue('Bitches', ['horse', 'apple', 'cloud'])).toBe(false);
    expect(fitClue('cake', words)).toBe(true);
    // The checker itself stays open: people may write what they like.
    expect(checkAlibi('shit', words).ok).toBe(true);
  });

  // Clues the bot gave before it ran its candidates through the full checker and avoided parts
  // of suspect words: pianistic (piano), farm (farmer), fish (fisherman), bed (bedroom).
  it.each<[string[], string]>([
    [['piano', 'keyboard', 'cloud', 'castle', 'apple', 'shark', 'knife', 'doctor', 'river'], 'pianistic'],
    [['miner', 'farmer', 'cloud', 'castle', 'apple', 'shark', 'knife', 'doctor', 'river'], 'farm'],
    [['fisherman', 'shark', 'cloud', 'castle', 'apple', 'knife', 'doctor', 'river', 'tiger'], 'fish'],
    [['bedroom', 'cradle', 'cloud', 'castle', 'apple', 'shark', 'knife', 'doctor', 'river'], 'bed'],
  ])('gives no form of a suspect word and no part of one (%j, once %j)', (words, old) => {
    const clue = bestAlibi(words, [0, 1]);
    expect(clue).not.toBeNull();
    expect(clue).not.toBe(old);
    expect(checkAlibi(clue as string, words).ok).toBe(true);
    expect(partOfSuspectWord(clue as string, words)).toBe(false);
  });

  it('knows parts of suspect words, and forms of them', () => {
    expect(partOfSuspectWord('fish', ['fisherman'])).toBe(true);
    expect(partOfSuspectWord('beds', ['bedroom'])).toBe(true);
    expect(partOfSuspectWord('ocean', ['fisherman'])).toBe(false);
  });

  it('guesses an exact board from relatedness: obvious alibis land on their suspects', () => {
    const view = {
      viewer: 0,
      players: 4,
      suspects: 9,
      pairsPerPlayer: 1,
      phase: 'guess',
      words: ['horse', 'spring', 'trout', 'salmon', 'violin', 'piano', 'hammer', 'nail', 'cloud'],
      myPairs: [[0, 1]],
      alibis: [
        { index: 0, seat: 0, pair: 0, word: 'meadow' },
        { index: 1, seat: 1, pair: 0, word: 'fish' },
        { index: 2, seat: 2, pair: 0, word: 'music' },
        { index: 3, seat: 3, pair: 0, word: 'tool' },
      ],
    } as unknown as View;
    const board = bestBoard(view);
    expect(board.marks).toEqual([null, null, 1, 1, 2, 2, 3, 3, null]);
    expect(board.perpetrator).toBe(8);
  });

  it('beats a random guesser by a clear, statistically sound margin (same seeds, same alibis)', () => {
    const { word: b, random: r, scored } = tally(10);
    // The tally agrees with the game's own scoring.
    expect(b.right).toBe(scored);
    // A random board hits a given pair with chance about 1 / C(unknown, 2): a few per cent.
    expect(r.right / r.guesses).toBeLessThan(0.1);
    expect(b.right / b.guesses).toBeGreaterThan(0.5);
    expect(zScore(b.right, b.guesses, r.right, r.guesses)).toBeGreaterThan(5);
    expect(zScore(b.named, b.namings, r.named, r.namings)).toBeGreaterThan(3);
  });

  it('plays at mixed tables: bots, random players and scripted "humans" in the simultaneous phases', () => {
    // A human: writes a fixed clue if it passes, names the first suspect it does not hold, confirms.
    const human: Policy<Action, View> = {
      name: 'human',
      choose({ view, legal }) {
        if (legal.length === 0) return null;
        if (view.phase === 'write') {
          const mine = ['evidence', 'witness'].filter((w) => checkAlibi(w, view.words).ok);
          return {
            type: 'write',
            alibis: (view.myPairs ?? []).map((_, i) => mine[i] ?? ((legal[0] as { alibis: string[] }).alibis[i] as string)),
          };
        }
        if (view.myGuess) return { type: 'confirm' };
        const own = (view.myPairs ?? []).flat();
        const perpetrator = Array.from({ length: view.suspects }, (_, i) => i).find((x) => !own.includes(x)) as number;
        return { type: 'guess', marks: Array.from({ length: view.suspects }, () => null), perpetrator };
      },
    };
    const random = randomPolicy(alibis.meta.interrupts);
    for (let players = 2; players <= 6; players++) {
      const policies = Array.from({ length: players }, (_, seat) => [human as Policy, bot, random][seat % 3] as Policy);
      const r = runMatch(alibis, { players, seed: `mixed:${players}`, policies });
      expect(r.error).toBeUndefined();
      expect(r.ended).toBe(true);
    }
  });
});
