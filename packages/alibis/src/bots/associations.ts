/**
 * The word bots' fourth source of meaning (after WordNet, the vectors and compounds): association norms, what people say first when they hear
 * a word. For every suspect word, `associations.json` lists 100 everyday words, strongest first
 * (written for this project; provenance in docs/games/alibis.md). Neither model sees these links
 * the way people make them: WordNet knows kinds and parts, the vectors know words that share a
 * context, while people link a flag and a zebra by their stripes, a kettle and a referee by a
 * whistle.
 *
 * Nothing is read until the first use. Node only (`process.getBuiltinModule`), like vectors.ts: the
 * web client never calls it.
 */
import { lemmasOf } from '../check.ts';

interface Norms {
  /** cue -> (response -> strength in (0, 1]) */
  byCue: Map<string, Map<string, number>>;
}

let norms: Norms | null = null;

/**
 * How strong the response at 0-based `rank` is: the first counts 1, the 41st half, the 100th under
 * a third. A gentle slope: past the first few the order is a writer's judgement, and on the tuning
 * half of the people's clues (a one-off sweep over slopes and weights, not in the benchmark) a
 * steeper slope read fewer (1/(1 + rank/10): 29 of 66 at best, /40: 30, flat: 32, all within a
 * clue or two of each other).
 */
export const strengthAt = (rank: number): number => 1 / (1 + rank / 40);

/** Parses the file's JSON (exported for its test). */
export function parseNorms(text: string): Norms {
  const data = JSON.parse(text) as { cues?: Record<string, unknown> };
  if (!data.cues || typeof data.cues !== 'object') throw new Error('associations.json: no "cues" object');
  const byCue = new Map<string, Map<string, number>>();
  for (const [cue, list] of Object.entries(data.cues)) {
    if (!Array.isArray(list) || !list.every((w) => typeof w === 'string' && /^[a-z]+$/.test(w)))
      throw new Error(`associations.json: the list of "${cue}" must hold lower-case words`);
    const responses = new Map<string, number>();
    (list as string[]).forEach((w, rank) => {
      if (!responses.has(w)) responses.set(w, strengthAt(rank));
    });
    byCue.set(cue, responses);
  }
  return { byCue };
}

function load(): Norms {
  if (norms) return norms;
  const fs = process.getBuiltinModule('node:fs');
  norms = parseNorms(fs.readFileSync(new URL('./associations.json', import.meta.url), 'utf8'));
  return norms;
}

/** The responses to a cue, strongest first (empty when the cue has no norms). */
export function responses(cue: string): string[] {
  return [...(load().byCue.get(cue)?.keys() ?? [])];
}

/**
 * How strongly people tie `clue` to `word`: the strength of the clue (or one of its lemmas: a
 * person may write "stripes") among the word's responses, or of the word among the clue's when
 * the clue is itself a cue; 0 when neither lists the other.
 */
export function association(clue: string, word: string): number {
  const { byCue } = load();
  const c = clue.toLowerCase();
  const forms = new Set([c, ...lemmasOf(c)]);
  let best = 0;
  const list = byCue.get(word);
  if (list) for (const f of forms) best = Math.max(best, list.get(f) ?? 0);
  for (const f of forms) best = Math.max(best, byCue.get(f)?.get(word) ?? 0);
  return best;
}

/** The norms row of a clue over the table's words (null when no word is tied to it). */
export function associationRow(clue: string, words: readonly string[]): number[] | null {
  const row = words.map((w) => association(clue, w));
  return row.some((x) => x > 0) ? row : null;
}
