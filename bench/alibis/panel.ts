/**
 * A reading panel for the Alibis word bots' clues (issue #20 (a), read by a reader outside the bots'
 * models). Not a test, and no figure without a reader: it writes a sheet of bot clues for a person
 * (or any reader that sees nothing but the sheet) to read blind, and scores their answers.
 *
 *   npm run bench:alibis-panel -- write --seed S [--n 150] [--out DIR]   # DIR/<S>.sheet.txt, DIR/<S>.key.json
 *   npm run bench:alibis-panel -- people [--out DIR]                       # DIR/people.sheet.txt, DIR/people.key.json
 *   npm run bench:alibis-panel -- score --key DIR/<S>.key.json --answers FILE [--vs OTHER.key.json --vs-answers FILE]
 *
 * The sheet lists, for each of n seeded random tables (sizes as in the game, 2-6 players), the
 * hard bot's clue for a random pair and the table's words in shuffled order; the reader names the
 * two words the clue points to. Answers: a JSON array of {id, pair: [word, word]}. `score` prints
 * the share of exact pairs; with `--vs` (another key on the same seed, e.g. another build of the
 * writer, read by another reader) it also prints both readers on the clues the two writers share
 * (how much the readers differ) and on those they do not (what the change did).
 * `people` writes the same kind of sheet for the 132 people's clues of issue #20 (b)
 * (packages/alibis/test/fixtures/human-clues.json, both halves, ids as there): what a reader names
 * there is the ceiling the bots' guesser is measured against, since many of those clues are loose.
 * Panels measured so far are in bench/alibis/panels/ and docs/games/alibis.md, "Word bots".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Rng } from '@alibi/engine';
import { WORDS, expertStyle, suspectCount } from '@alibi/alibis';
import { bestAlibi } from '../../packages/alibis/src/bots/wordBot.ts';
import { humanClues } from '../../packages/alibis/test/fixtures/human-clues.ts';

interface Item {
  id: number;
  words: string[];
  clue: string;
  pair: [string, string];
}
interface Answer {
  id: number;
  pair: [string, string];
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string' },
    n: { type: 'string' },
    out: { type: 'string' },
    key: { type: 'string' },
    answers: { type: 'string' },
    vs: { type: 'string' },
    'vs-answers': { type: 'string' },
  },
  strict: true,
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const read = <T>(file: string): T => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (e) {
    fail(`cannot read ${file}: ${(e as Error).message}`);
  }
};

/** The reader's sheet (clue and shuffled words, no key) and the key beside it. */
function writeSheet(dir: string | undefined, name: string, items: Item[]): void {
  const out = dir ?? 'bench/alibis/panels';
  writeFileSync(`${out}/${name}.key.json`, `${JSON.stringify(items)}\n`);
  writeFileSync(
    `${out}/${name}.sheet.txt`,
    'Each clue links exactly two of the words after it; the others are decoys. Name the two words.\n\n' +
      items.map((i) => `${i.id}. clue "${i.clue}" — words: ${i.words.join(', ')}`).join('\n') +
      '\n',
  );
  console.log(`wrote ${out}/${name}.sheet.txt (for the reader) and ${out}/${name}.key.json (not for the reader)`);
}

if (positionals[0] === 'write') {
  const seed = values.seed ?? fail('write needs --seed');
  const n = Number(values.n ?? 150);
  if (!Number.isInteger(n) || n < 1) fail('--n must be a positive whole number');
  const rng = Rng.fromSeed(seed);
  const items: Item[] = [];
  while (items.length < n) {
    const players = 2 + rng.int(5);
    const words = rng.shuffle(WORDS).slice(0, suspectCount(players));
    const [x, y] = rng.shuffle(words.map((_, i) => i)) as [number, number];
    const clue = bestAlibi(words, [x, y], [], expertStyle(1));
    if (!clue) continue;
    items.push({ id: items.length, words: rng.shuffle(words), clue, pair: [words[x] as string, words[y] as string] });
  }
  writeSheet(values.out, seed, items);
} else if (positionals[0] === 'people') {
  const rng = Rng.fromSeed('people-sheet');
  const items = humanClues.map((c, id): Item => {
    const pair = c.pair.map((i) => c.words[i] as string) as [string, string];
    return { id, words: rng.shuffle(c.words), clue: c.clue, pair };
  });
  writeSheet(values.out, 'people', items);
} else if (positionals[0] === 'score') {
  const key = read<Item[]>(values.key ?? fail('score needs --key'));
  const answers = read<Answer[]>(values.answers ?? fail('score needs --answers'));
  const hit = (items: Item[], given: Answer[]) => {
    const byId = new Map(given.map((a) => [a.id, a]));
    return (i: number) => {
      const a = byId.get(i);
      const k = items[i] as Item;
      return !!a && a.pair.length === 2 && k.pair.every((w) => a.pair.includes(w)) && a.pair[0] !== a.pair[1];
    };
  };
  const mine = hit(key, answers);
  const all = key.map((k) => k.id);
  const count = (ids: number[], f: (i: number) => boolean) => ids.filter(f).length;
  console.log(`exact pairs: ${count(all, mine)} of ${key.length} (${((100 * count(all, mine)) / key.length).toFixed(1)} %)`);
  if (values.vs) {
    const other = read<Item[]>(values.vs);
    const theirs = hit(other, read<Answer[]>(values['vs-answers'] ?? fail('--vs needs --vs-answers')));
    const same = all.filter((i) => other[i]?.clue === key[i]?.clue && other[i]?.pair.join() === key[i]?.pair.join());
    const changed = all.filter((i) => !same.includes(i));
    console.log(`same clue (${same.length}): this reader ${count(same, mine)}, the other ${count(same, theirs)}`);
    console.log(`other clue (${changed.length}): this writer ${count(changed, mine)}, the other ${count(changed, theirs)}`);
  }
} else
  fail(
    'usage: panel.ts write --seed S [--n N] [--out DIR] | people [--out DIR] | score --key K --answers A [--vs K2 --vs-answers A2]',
  );
