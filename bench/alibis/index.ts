/**
 * Word-bot benchmark for `alibis` (issue #20). Not a test: it never fails. Every figure is given
 * for the shipped bots ("new") and, in the same run, for the WordNet-only bots of commit b093dd9
 * ("old": writer `wordnetAlibi`, guesser the exact board on raw WordNet relatedness, rebuilt here
 * with `bestBoardBy`). One command prints:
 *
 * (a) Bot clues decoded by an independent reader, pair on top of the WHOLE table (9-13 words;
 *     tables and pairs drawn at random, seeded, at the game's sizes). The new writer here checks
 *     its clues with WordNet and the FIRST HALF of the vector coordinates (dims 0-49, each half
 *     unit length); the independent decoder reads only the SECOND HALF (dims 50-99, hubness
 *     corrected) and nothing else. The old writer reads WordNet only, so for it any vector decoder
 *     is independent. Not fully independent: both halves come from one GloVe training. For
 *     reference the same clues are also decoded by all 100 dims, by WordNet alone, and by each
 *     bot's own guesser.
 * (b) People's clues (packages/alibis/test/fixtures/human-clues.json, 132 clues written by a person
 *     for random pairs, tuning and held-out halves). Strict: the pair is the guesser's top pair of
 *     the whole table. In play: the guesser holds 2 of the other words itself (drawn at random,
 *     seeded) and places the alibi with its board solver (`bestBoardBy`), as in a game; the set has
 *     one clue per table, so there are no other alibis to place jointly.
 * (c) Seeded all-bot games at 2-6 players in turn, new bots, old bots and a random guesser (new
 *     writer) on the same seeds: alibis guessed, perpetrators named, heat left; and the think time
 *     per bot decision (write or guess), p50 / p95, after the data is loaded.
 *
 *   npm run bench:alibis -- [--games N] [--tables N] [--samples] [--json]
 *
 * Figures are in docs/games/alibis.md, "Word bots".
 */
import { parseArgs } from 'node:util';
import { Rng, runMatch, type Policy } from '@alibi/engine';
import {
  alibis,
  expertStyle,
  randomGuesserPolicy,
  suspectCount,
  wordBotPolicy,
  WORDS,
  type State,
  type View,
} from '@alibi/alibis';
import { bestAlibi, bestBoardBy, fallbackAlibi, wordnetAlibi, wordPolicy } from '../../packages/alibis/src/bots/wordBot.ts';
import {
  compoundRow,
  decodes,
  fusedRow,
  rowDecodes,
  topPair,
  BOTH,
  type Reader,
} from '../../packages/alibis/src/bots/meaning.ts';
import { associationRow } from '../../packages/alibis/src/bots/associations.ts';
import { relatedness } from '../../packages/alibis/src/bots/related.ts';
import { vocabulary } from '../../packages/alibis/src/bots/vectors.ts';
import { loadedStats } from '../../packages/alibis/src/bots/wordnet.ts';
import { humanClues, type HumanClue } from '../../packages/alibis/test/fixtures/human-clues.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string' },
    tables: { type: 'string' },
    samples: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  strict: true,
});
const games = Number(values.games ?? 50);
const tables = Number(values.tables ?? 200);
if (!(games > 0) || !(tables > 0)) throw new Error('--games and --tables must be positive numbers');
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

// Load both sources before anything is timed.
const loadStart = performance.now();
vocabulary();
fusedRow('horse', ['saddle', 'cow']);
const loadMs = performance.now() - loadStart;

/** Seeded random tables with a random pair, at the game's table sizes. */
function randomTables(n: number, seed: string): { words: string[]; pair: [number, number] }[] {
  const rng = Rng.fromSeed(seed);
  return Array.from({ length: n }, () => {
    const players = 2 + rng.int(5);
    const words = rng.shuffle(WORDS).slice(0, suspectCount(players));
    const [x, y] = rng.shuffle(words.map((_, i) => i)) as [number, number];
    return { words, pair: x < y ? [x, y] : [y, x] };
  });
}

// The old guesser's row: raw WordNet relatedness (HEAD b093dd9's bestBoard).
const oldRow = (clue: string, words: readonly string[]) => words.map((w) => relatedness(clue, w));
const oldDecodes = (clue: string, words: readonly string[], pair: readonly [number, number], allowed?: readonly number[]) => {
  const row = oldRow(clue, words);
  if (row.every((x) => x === 0)) return false;
  const [x, y] = topPair(row, allowed);
  return x === Math.min(...pair) && y === Math.max(...pair);
};

// (a) Independent decoding.
const HI: Reader = { wordnet: false, vectors: 'hi' };
const WN: Reader = { wordnet: true, vectors: null };
const ALL: Reader = { wordnet: false, vectors: 'all' };
function audit(write: (words: string[], pair: [number, number]) => string | null, own: typeof oldDecodes) {
  const t = { clues: 0, hi: 0, all: 0, wordnet: 0, own: 0 };
  for (const { words, pair } of randomTables(tables, 'bench:alibis:independent')) {
    const clue = write(words, pair);
    if (!clue) continue;
    t.clues++;
    if (decodes(clue, words, pair, HI)) t.hi++;
    if (decodes(clue, words, pair, ALL)) t.all++;
    if (decodes(clue, words, pair, WN)) t.wordnet++;
    if (own(clue, words, pair)) t.own++;
  }
  return {
    clues: t.clues,
    independent: round3(t.hi / t.clues),
    allDims: round3(t.all / t.clues),
    wordnet: round3(t.wordnet / t.clues),
    ownGuesser: round3(t.own / t.clues),
  };
}
const newDecodes = (clue: string, words: readonly string[], pair: readonly [number, number], allowed?: readonly number[]) =>
  decodes(clue, words, pair, BOTH, allowed);
const auditNew = audit((w, p) => bestAlibi(w, p, [], { ...expertStyle(1), dims: 'lo' }), newDecodes);
const auditOld = audit((w, p) => wordnetAlibi(w, p, [], expertStyle(1)), oldDecodes);

const samples: string[] = [];
for (const t of randomTables(tables, 'bench:alibis:samples')) {
  if (samples.length >= 20) break;
  const clue = bestAlibi(t.words, t.pair, [], expertStyle(1));
  const old = wordnetAlibi(t.words, t.pair, [], expertStyle(1));
  samples.push(`${clue} (old: ${old}): ${t.words[t.pair[0]]} + ${t.words[t.pair[1]]}   (table: ${t.words.join(' ')})`);
}

// (b) People's clues.
const human = humanClues;
/** The view of a guesser holding `mine`, with the person's clue as the only other alibi. */
function inPlayView(h: HumanClue, mine: [number, number]): View {
  return {
    viewer: 0,
    suspects: h.words.length,
    words: h.words,
    myPairs: [mine],
    alibis: [{ seat: 1, index: 0, word: h.clue }],
  } as unknown as View;
}
function people(
  split: HumanClue['split'],
  row: (clue: string, words: readonly string[]) => readonly number[],
  strict: typeof oldDecodes,
) {
  const items = human.filter((h) => h.split === split);
  const rng = Rng.fromSeed(`bench:alibis:in-play:${split}`);
  let top = 0;
  let play = 0;
  for (const h of items) {
    if (strict(h.clue, h.words, h.pair)) top++;
    const others = h.words.map((_, i) => i).filter((i) => !h.pair.includes(i));
    const [m1, m2] = rng.shuffle(others) as [number, number];
    const guess = bestBoardBy(inPlayView(h, [m1, m2]), row);
    if (guess.marks[h.pair[0]] === 0 && guess.marks[h.pair[1]] === 0) play++;
  }
  return { clues: items.length, strict: round3(top / items.length), inPlay: round3(play / items.length) };
}
const newRow = (clue: string, words: readonly string[]) => fusedRow(clue, words, BOTH);
const peopleNew = { tuning: people('tuning', newRow, newDecodes), heldout: people('heldout', newRow, newDecodes) };
const peopleOld = { tuning: people('tuning', oldRow, oldDecodes), heldout: people('heldout', oldRow, oldDecodes) };
const sources = Object.fromEntries(
  (['tuning', 'heldout'] as const).map((split) => {
    const items = human.filter((h) => h.split === split);
    const NORMS: Reader = { wordnet: false, vectors: null, norms: true };
    const share = (r: Reader) => round3(items.filter((h) => decodes(h.clue, h.words, h.pair, r)).length / items.length);
    return [split, { wordnet: share(WN), vectors: share(ALL), norms: share(NORMS) }];
  }),
);

// The compound weight (meaning.ts COMPOUND_WEIGHT), swept on the tuning half only: people's clues
// the guesser puts on top strictly, with each weight in place of the shipped one.
const WITHOUT_COMPOUNDS: Reader = { wordnet: true, vectors: 'all' };
const tuningClues = human.filter((h) => h.split === 'tuning');
const compoundSweep = [0, 0.03, 0.06, 0.1, 0.15, 0.2, 0.3, 0.5].map((weight) => ({
  weight,
  strict: tuningClues.filter((h) => {
    const row = fusedRow(h.clue, h.words, WITHOUT_COMPOUNDS);
    const compounds = compoundRow(h.clue, h.words);
    // As `fuse`: compounds only order words a model reads.
    const read = row.some((x) => x !== 0);
    return rowDecodes(read && compounds ? row.map((x, i) => x + weight * (compounds[i] as number)) : row, h.pair);
  }).length,
}));
// The association weight (meaning.ts NORMS_WEIGHT), swept the same way on the tuning half only.
const WITHOUT_NORMS: Reader = { ...BOTH, norms: false };
const normsSweep = [0, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2].map((weight) => ({
  weight,
  strict: tuningClues.filter((h) => {
    const people = associationRow(h.clue, h.words);
    // As `fuse`: the associations' strength times the weight, on top of the other sources.
    return rowDecodes(fusedRow(h.clue, h.words, WITHOUT_NORMS).map((x, i) => x + weight * (people?.[i] ?? 0)), h.pair);
  }).length,
}));

// What a compound row costs once the compound map is built (the load above built it).
const compoundStart = performance.now();
for (let k = 0; k < 10; k++) for (const h of human) compoundRow(h.clue, h.words);
const compoundRowUs = round3((1000 * (performance.now() - compoundStart)) / (10 * human.length));

// (c) All-bot games and think time.
interface Tally {
  alibis: number;
  alibisGuessed: number;
  guesses: number;
  guessesRight: number;
  namings: number;
  perpetratorsNamed: number;
  heatLeft: number;
  heatSq: number;
  seconds: number;
}
const timed = (policy: Policy, into: number[]): Policy => ({
  name: policy.name,
  choose(input) {
    const start = performance.now();
    const action = policy.choose(input);
    into.push(performance.now() - start);
    return action;
  },
});
/** The old word bot (commit b093dd9): WordNet writer, exact board on raw WordNet relatedness. */
const oldBotPolicy: Policy = {
  name: 'old-word-bot',
  choose(input) {
    const view = input.view as View;
    if (view.phase === 'write' && input.legal.length > 0) {
      const out: string[] = [];
      for (const pair of view.myPairs ?? [])
        out.push(wordnetAlibi(view.words, pair, out) ?? fallbackAlibi(view.words, input.rng));
      return { type: 'write', alibis: out };
    }
    return oldGuesser.choose(input);
  },
};
const oldGuesser = wordPolicy('old-guesser', (view) => bestBoardBy(view, oldRow)) as Policy;

function play(policy: Policy): Tally {
  const t: Tally = {
    alibis: 0,
    alibisGuessed: 0,
    guesses: 0,
    guessesRight: 0,
    namings: 0,
    perpetratorsNamed: 0,
    heatLeft: 0,
    heatSq: 0,
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
    t.heatSq += s.public.heat ** 2;
  }
  t.seconds = (performance.now() - start) / 1000;
  return t;
}

const thinkNew: number[] = [];
const thinkOld: number[] = [];
const bot = play(timed(wordBotPolicy as Policy, thinkNew));
const old = play(timed(oldBotPolicy, thinkOld));
const random = play(randomGuesserPolicy as Policy);
const rates = (t: Tally) => ({
  pairRate: round3(t.alibisGuessed / t.alibis),
  pairGuessRate: round3(t.guessesRight / t.guesses),
  perpetratorRate: round3(t.perpetratorsNamed / t.namings),
  heatLeft: round3(t.heatLeft / games),
  heatLeftSd: round3(Math.sqrt(t.heatSq / games - (t.heatLeft / games) ** 2)),
  seconds: round3(t.seconds),
});
const think = (xs: number[]) => ({
  decisions: xs.length,
  p50: round3(quantile(xs, 0.5)),
  p95: round3(quantile(xs, 0.95)),
  max: round3(Math.max(...xs)),
});
const result = {
  games,
  tables,
  loadMs: Math.round(loadMs),
  independent: {
    writerNew: 'expert style, WordNet + vector dims 0-49 + associations',
    writerOld: 'expert style, WordNet',
    decoder: 'vector dims 50-99 only (CSLS)',
    new: auditNew,
    old: auditOld,
  },
  people: { new: peopleNew, old: peopleOld, sourcesAlone: sources, compoundSweep, normsSweep, compoundRowUs },
  games_: { new: rates(bot), old: rates(old), random: rates(random) },
  thinkMs: { new: think(thinkNew), old: think(thinkOld) },
  wordnet: loadedStats(),
  rssMB: Math.round(process.memoryUsage().rss / 1e6),
  samples: values.samples ? samples : undefined,
};
if (values.json) console.log(JSON.stringify(result));
else {
  const { independent: a, people: b, games_: c, thinkMs: tm } = result;
  console.log(`alibis word bots, new (shipped) and old (WordNet-only, b093dd9) (data loaded in ${result.loadMs} ms)`);
  console.log(`(a) ${a.new.clues} clues on random tables, pair on top of the whole table; independent decoder: ${a.decoder}`);
  for (const [name, x, w] of [
    ['new', a.new, a.writerNew],
    ['old', a.old, a.writerOld],
  ] as const)
    console.log(
      `    ${name} (${w}): independent ${x.independent}; all dims ${x.allDims}, WordNet ${x.wordnet}, own guesser ${x.ownGuesser}`,
    );
  for (const split of ['tuning', 'heldout'] as const)
    console.log(
      `(b) people's clues, ${split} (${b.new[split].clues}): strict new ${b.new[split].strict} old ${b.old[split].strict}; in play new ${b.new[split].inPlay} old ${b.old[split].inPlay}; strict by WordNet alone ${b.sourcesAlone[split]?.wordnet}, vectors alone ${b.sourcesAlone[split]?.vectors}, associations alone ${b.sourcesAlone[split]?.norms}`,
    );
  console.log(
    `(b) compound weight on the tuning half, strict: ${b.compoundSweep.map((x) => `${x.weight} → ${x.strict}`).join(', ')} of ${tuningClues.length}; a compound row ${b.compoundRowUs} µs`,
  );
  console.log(
    `(b) association weight on the tuning half, strict: ${b.normsSweep.map((x) => `${x.weight} → ${x.strict}`).join(', ')} of ${tuningClues.length}`,
  );
  console.log(`(c) ${games} seeded all-bot games (2-6 players in turn): new / old / random guesser`);
  console.log(`    alibis guessed by someone  ${c.new.pairRate} / ${c.old.pairRate} / ${c.random.pairRate}`);
  console.log(`    single guesses on a pair   ${c.new.pairGuessRate} / ${c.old.pairGuessRate} / ${c.random.pairGuessRate}`);
  console.log(`    perpetrator named          ${c.new.perpetratorRate} / ${c.old.perpetratorRate} / ${c.random.perpetratorRate}`);
  console.log(
    `    heat left per game (sd)    ${c.new.heatLeft} (${c.new.heatLeftSd}) / ${c.old.heatLeft} (${c.old.heatLeftSd}) / ${c.random.heatLeft}`,
  );
  console.log(
    `    think time p50/p95/max ms  new ${tm.new.p50}/${tm.new.p95}/${tm.new.max}  old ${tm.old.p50}/${tm.old.p95}/${tm.old.max}`,
  );
  console.log(
    `    time: games new ${c.new.seconds} s, old ${c.old.seconds} s; WordNet ${JSON.stringify(result.wordnet)}; rss ${result.rssMB} MB`,
  );
  if (values.samples) {
    console.log('sample clues (expert style, random tables), new (old):');
    for (const x of samples) console.log(`  ${x}`);
  }
}
