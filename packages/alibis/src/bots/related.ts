/**
 * Relatedness of two words from WordNet's lexical graph and glosses.
 *
 * Each word gets a profile: a weighted bag of features gathered from its senses (first senses
 * weigh more): the synsets themselves, their neighbours in the graph (hypernyms, hyponyms, parts
 * and wholes, domains, derivations, similar and related words), the lemmas of all of those, and the
 * content words of their glosses. Two words are related as much as their profiles overlap
 * (cosine). "saddle" and "horse" share the gloss word "horse"; "trout" and "salmon" share hypernyms.
 */
import lemmatizer from 'wink-lemmatizer';
import { lookup, synset, type Pos, type Synset } from './wordnet.ts';

type Profile = Map<string, number>;

const POS_WEIGHT: Record<Pos, number> = { n: 1, v: 0.6, a: 0.6, r: 0.3 };
/** Senses beyond these are rare and mostly noise. */
const MAX_SENSES = 4;
/** Pointers followed per synset and kind, so that huge families (e.g. every kind of dog) do not swamp a profile. */
const MAX_POINTERS = 12;

const HYPERNYM = new Set(['@', '@i']);
const HYPONYM = new Set(['~', '~i']);
/** Parts, wholes, substances, members, domains, derivations, attributes, similar, see-also, entailment, cause, pertainym. */
const RELATED = new Set([
  '%p',
  '%m',
  '%s',
  '#p',
  '#m',
  '#s',
  ';c',
  ';r',
  ';u',
  '-c',
  '-r',
  '-u',
  '=',
  '+',
  '&',
  '^',
  '*',
  '>',
  '\\',
]);

const STOP = new Set(
  (
    'the and for that with from into onto this these those which who whom whose what when where while than then there ' +
    'their them they its his her has have had having was were are been being not but any all some one two used use uses ' +
    'usually especially often other such can may might will would should could very more most less least made make ' +
    'makes also etc something someone person thing things part kind type form forms small large long short good bad ' +
    'name called various several many much each every either both same like out over under about around through'
  ).split(' '),
);

/** Content words of a gloss (examples in quotes dropped), in their noun form. */
export function glossWords(gloss: string): string[] {
  const text = gloss.replace(/"[^"]*"/g, ' ');
  const out: string[] = [];
  for (const token of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (token.length < 3 || STOP.has(token)) continue;
    out.push(lemmatizer.noun(token));
  }
  return out;
}

const add = (p: Profile, feature: string, w: number) => p.set(feature, (p.get(feature) ?? 0) + w);

/** A profile, and which of its words are lemmas of its synsets (not only gloss words). */
interface Built {
  profile: Profile;
  lemmas: Set<string>;
}

function addSynset({ profile: p, lemmas }: Built, s: Synset, w: number, glossWeight: number): void {
  add(p, s.key, w);
  for (const lemma of s.words) {
    add(p, `w:${lemma}`, w);
    lemmas.add(lemma);
  }
  if (glossWeight > 0) for (const g of glossWords(s.gloss)) add(p, `w:${g}`, w * glossWeight);
}

/** A word's dictionary forms as noun, verb and adjective (wink-lemmatizer: WordNet's morphy, checked against its word list). */
function lemmasOf(word: string): string[] {
  const w = word.toLowerCase();
  return [...new Set([w, lemmatizer.noun(w), lemmatizer.verb(w), lemmatizer.adjective(w)])];
}

/** The senses of a word (any inflection), each with its weight. */
export function senses(word: string): { key: string; weight: number }[] {
  const out: { key: string; weight: number }[] = [];
  const forms = lemmasOf(word);
  for (const pos of ['n', 'v', 'a', 'r'] as Pos[]) {
    const entry = forms.map((f) => lookup(f, pos)).find((e) => e !== null);
    if (!entry) continue;
    entry.synsets.slice(0, MAX_SENSES).forEach((key, rank) => out.push({ key, weight: POS_WEIGHT[pos] / (1 + rank) }));
  }
  return out;
}

function buildProfile(word: string): Built {
  const built: Built = { profile: new Map(), lemmas: new Set() };
  const p = built.profile;
  for (const { key, weight } of senses(word)) {
    const s = synset(key);
    addSynset(built, s, weight, 0.5);
    const seen = new Map<string, number>();
    for (const ptr of s.pointers) {
      const kind = HYPERNYM.has(ptr.symbol) ? 'up' : HYPONYM.has(ptr.symbol) ? 'down' : RELATED.has(ptr.symbol) ? 'side' : null;
      if (!kind) continue;
      const n = seen.get(kind) ?? 0;
      if (n >= MAX_POINTERS) continue;
      seen.set(kind, n + 1);
      const target = synset(ptr.target);
      if (kind === 'up') {
        addSynset(built, target, weight * 0.5, 0.25);
        // One more level up, as a concept only: shared grandparents make siblings of cousins.
        for (const up of target.pointers.filter((q) => HYPERNYM.has(q.symbol)).slice(0, 2)) add(p, up.target, weight * 0.25);
      } else if (kind === 'down') addSynset(built, target, weight * 0.25, 0);
      else addSynset(built, target, weight * 0.5, 0.25);
    }
  }
  return built;
}

interface Entry extends Built {
  norm: number;
}

const profiles = new Map<string, Entry>();
/** Profiles kept; the oldest go first (the same few hundred words come back all the time). */
const MAX_PROFILES = 4000;

export function profile(word: string): Entry {
  const key = word.toLowerCase();
  const cached = profiles.get(key);
  if (cached) return cached;
  const built = buildProfile(key);
  let sum = 0;
  for (const w of built.profile.values()) sum += w * w;
  const entry = { ...built, norm: Math.sqrt(sum) };
  if (profiles.size >= MAX_PROFILES) profiles.delete(profiles.keys().next().value as string);
  profiles.set(key, entry);
  return entry;
}

/** Cosine of the two profiles: 0 (nothing shared, or unknown to WordNet) to 1. */
export function relatedness(a: string, b: string): number {
  const pa = profile(a);
  const pb = profile(b);
  if (pa.norm === 0 || pb.norm === 0) return 0;
  const [small, large] = pa.profile.size <= pb.profile.size ? [pa.profile, pb.profile] : [pb.profile, pa.profile];
  let dot = 0;
  for (const [f, w] of small) {
    const v = large.get(f);
    if (v !== undefined) dot += w * v;
  }
  return dot / (pa.norm * pb.norm);
}

/**
 * The words in a word's profile with their weights, and whether each is a lemma of a synset near
 * it (rather than only a word of a gloss): where a writer looks for clues.
 */
export function neighbours(word: string): Map<string, { weight: number; lemma: boolean }> {
  const { profile: p, lemmas } = profile(word);
  const out = new Map<string, { weight: number; lemma: boolean }>();
  for (const [f, weight] of p) if (f.startsWith('w:')) out.set(f.slice(2), { weight, lemma: lemmas.has(f.slice(2)) });
  return out;
}
