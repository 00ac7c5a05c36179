/**
 * Word-bot benchmark for `alibis`: seeded all-bot games at every player count (2-6, in turn), once
 * with the word bot guessing and once, on the same seeds and the same bot-written alibis, with a
 * random guesser (a uniformly random full board), the baseline measured in the same run.
 * Prints the share of alibis guessed by at least one other player (what scores), the share of
 * single guesses that hit a pair, the share of perpetrators named, and the heat left.
 * Not a test: it never fails.
 *
 *   npm run bench:alibis -- [--games N] [--json]
 */
import { parseArgs } from 'node:util';
import { runMatch, type Policy } from '@alibi/engine';
import { alibis, randomGuesserPolicy, wordBotPolicy, type State } from '@alibi/alibis';
import { loadedStats } from '../../packages/alibis/src/bots/wordnet.ts';

const { values } = parseArgs({ options: { games: { type: 'string' }, json: { type: 'boolean' } }, strict: true });
const games = Number(values.games ?? 100);
if (!(games > 0)) throw new Error('--games must be a positive number');

interface Tally {
  alibis: number;
  alibisGuessed: number;
  guesses: number;
  guessesRight: number;
  namings: number;
  perpetratorsNamed: number;
  heatLeft: number;
  seconds: number;
}

function play(policy: Policy): Tally {
  const t: Tally = {
    alibis: 0,
    alibisGuessed: 0,
    guesses: 0,
    guessesRight: 0,
    namings: 0,
    perpetratorsNamed: 0,
    heatLeft: 0,
    seconds: 0,
  };
  const start = performance.now();
  for (let i = 0; i < games; i++) {
    const players = 2 + (i % 5);
    const r = runMatch(alibis, { players, seed: `bench:alibis:${i}`, policies: policy });
    if (r.error) throw new Error(`game ${i}: ${r.error}`);
    const s = r.state as State;
    for (const round of s.public.history) {
      t.alibis += round.guessedBy.length;
      t.alibisGuessed += round.guessedBy.filter((by) => by.length > 0).length;
      t.guesses += round.guessedBy.length * (players - 1);
      t.guessesRight += round.guessedBy.reduce((n, by) => n + by.length, 0);
      t.namings += players;
      t.perpetratorsNamed += round.perpetratorFoundBy.length;
    }
    t.heatLeft += s.public.heat;
  }
  t.seconds = (performance.now() - start) / 1000;
  return t;
}

const bot = play(wordBotPolicy as Policy);
const random = play(randomGuesserPolicy as Policy);
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const result = {
  games,
  pairRate: round3(bot.alibisGuessed / bot.alibis),
  pairGuessRate: round3(bot.guessesRight / bot.guesses),
  perpetratorRate: round3(bot.perpetratorsNamed / bot.namings),
  heatLeft: round3(bot.heatLeft / games),
  randomPairRate: round3(random.alibisGuessed / random.alibis),
  randomPairGuessRate: round3(random.guessesRight / random.guesses),
  randomPerpetratorRate: round3(random.perpetratorsNamed / random.namings),
  randomHeatLeft: round3(random.heatLeft / games),
  botSeconds: round3(bot.seconds),
  randomSeconds: round3(random.seconds),
  wordnet: loadedStats(),
  rssMB: Math.round(process.memoryUsage().rss / 1e6),
  heapMB: Math.round(process.memoryUsage().heapUsed / 1e6),
};
if (values.json) console.log(JSON.stringify(result));
else {
  console.log(`alibis word bot, ${games} seeded games (2-6 players in turn); baseline: random guesser, same seeds and alibis`);
  console.log(`  alibis guessed by someone  bot ${result.pairRate}  random ${result.randomPairRate}`);
  console.log(`  single guesses on a pair   bot ${result.pairGuessRate}  random ${result.randomPairGuessRate}`);
  console.log(`  perpetrator named          bot ${result.perpetratorRate}  random ${result.randomPerpetratorRate}`);
  console.log(`  heat left per game         bot ${result.heatLeft}  random ${result.randomHeatLeft}`);
  console.log(
    `  time: bot ${result.botSeconds} s, random ${result.randomSeconds} s; WordNet ${JSON.stringify(result.wordnet)}; rss ${result.rssMB} MB, heap ${result.heapMB} MB`,
  );
}
