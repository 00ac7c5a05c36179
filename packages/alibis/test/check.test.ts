import { describe, expect, it } from 'vitest';
import {
  ALIBI_REFUSALS,
  checkAlibi,
  isValidAlibi,
  lemmasOf,
  MAX_ALIBI_LENGTH,
  stemOf,
  WORDS,
  type AlibiRefusal,
} from '../src/index.ts';
import { buildForms, formsStrings, sameRoot } from '../src/forms/build.ts';
import { EXCEPTIONS, FAMILIES, SPELLINGS } from '../src/forms/data.ts';

const table = ['horse', 'spring', 'mouse', 'happy', 'knife', 'battery', 'goose', 'run', 'dance'];

describe('checkAlibi', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(46), 'tooLong'],
    ['horse power', 'notOneWord'],
    ['tab\there', 'notOneWord'],
    ['x-ray', 'hasHyphen'],
    ['x–ray', 'hasHyphen'],
    ["o'clock", 'badCharacter'],
    ['hi!', 'badCharacter'],
    ['HORSE', 'sameWord'],
    ['horseshoe', 'containsSuspectWord'],
    ['Seahorses', 'containsSuspectWord'],
    ['happiness', 'sameStem'],
    ['batteries', 'sameStem'],
    ['mice', 'sameLemma'],
    ['geese', 'sameLemma'],
    ['ran', 'sameLemma'],
    ['knives', 'sameLemma'],
  ])('%j is refused: %s', (alibi, reason) => {
    const r = checkAlibi(alibi, table);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe(reason);
      expect(r.message.length).toBeGreaterThan(5);
    }
  });

  it('lists every refusal reason once, with an English message', () => {
    expect(new Set(ALIBI_REFUSALS).size).toBe(ALIBI_REFUSALS.length);
    expect(ALIBI_REFUSALS).toHaveLength(13);
  });

  it('names the suspect word it clashes with', () => {
    expect(checkAlibi('mice', table)).toMatchObject({ ok: false, reason: 'sameLemma', word: 'mouse' });
  });

  it.each(['chicken', 'Rodent', 'NASA', 'R2D2', '1984', 'Zürich', 'saddle', ' farm '])('%j is accepted', (alibi) => {
    expect(checkAlibi(alibi, table)).toEqual({ ok: true });
    expect(isValidAlibi(alibi, table)).toBe(true);
  });

  it('uses the real Porter stemmer and WordNet lemmatizer', () => {
    expect(stemOf('happiness')).toBe(stemOf('happy'));
    expect(stemOf('generalization')).toBe('gener');
    expect(lemmasOf('mice')).toContain('mouse');
    expect(lemmasOf('went')).toContain('go');
    expect(lemmasOf('better')).toContain('good');
  });

  it('every word of the list is refused on a table where it lies, and accepted as a clue for the others', () => {
    for (let i = 0; i + 9 <= WORDS.length; i += 9) {
      const words = WORDS.slice(i, i + 9);
      for (const w of words) expect(checkAlibi(w, words).ok).toBe(false);
    }
    expect(checkAlibi('apple', ['horse', 'cloud']).ok).toBe(true);
  });
});

/** The verdict on one alibi: its reason and the suspect word it names, or 'ok'. */
const verdict = (alibi: string, words: readonly string[]): string => {
  const r = checkAlibi(alibi, words);
  return r.ok ? 'ok' : `${r.reason}:${r.word ?? ''}`;
};

describe('forms of a suspect word (DECISIONS: alibi validity)', () => {
  it.each<[string, string[], AlibiRefusal, string]>([
    // Suppletive and irregular inflections, also inside compounds.
    ['people', ['person'], 'sameLemma', 'person'],
    ['persons', ['person'], 'containsSuspectWord', 'person'],
    ['snowmen', ['man'], 'containsSuspectWord', 'man'],
    ['firemen', ['man'], 'containsSuspectWord', 'man'],
    ['menfolk', ['man'], 'containsSuspectWord', 'man'],
    ['women', ['man'], 'containsSuspectWord', 'man'],
    ['dormice', ['mouse'], 'containsSuspectWord', 'mouse'],
    ['townspeople', ['person'], 'containsSuspectWord', 'person'],
    ['penknives', ['knife'], 'containsSuspectWord', 'knife'],
    ['taught', ['teach'], 'sameLemma', 'teach'],
    ['ran', ['run'], 'sameLemma', 'run'],
    ['better', ['good'], 'sameLemma', 'good'],
    // Derivations: -ly adverbs, and those the Porter stemmer misses.
    ['happily', ['happy'], 'derivation', 'happy'],
    ['easily', ['easy'], 'derivation', 'easy'],
    ['unhappiness', ['happy'], 'containsSuspectWord', 'happy'],
    ['unhappily', ['happy'], 'containsSuspectWord', 'happy'],
    ['teaching', ['teacher'], 'derivation', 'teacher'],
    ['teachings', ['teacher'], 'derivation', 'teacher'],
    ['taught', ['teacher'], 'derivation', 'teacher'],
    ['pianist', ['piano'], 'derivation', 'piano'],
    ['mousy', ['mouse'], 'derivation', 'mouse'],
    ['mine', ['miner'], 'derivation', 'miner'],
    ['mining', ['miner'], 'derivation', 'miner'],
    ['kingdom', ['king'], 'containsSuspectWord', 'king'],
    // British and US spellings, both ways, inflected too.
    ['colour', ['color'], 'spellingVariant', 'color'],
    ['color', ['colour'], 'spellingVariant', 'colour'],
    ['colours', ['color'], 'containsSuspectWord', 'color'],
    ['theater', ['theatre'], 'spellingVariant', 'theatre'],
    ['theatre', ['theater'], 'spellingVariant', 'theater'],
    ['gray', ['grey'], 'spellingVariant', 'grey'],
    ['organize', ['organise'], 'spellingVariant', 'organise'],
    ['jewelry', ['jewellery'], 'spellingVariant', 'jewellery'],
    ['moustache', ['mustache'], 'spellingVariant', 'mustache'],
    ['pyjamas', ['pajamas'], 'spellingVariant', 'pajamas'],
    ['plough', ['plow'], 'spellingVariant', 'plow'],
    ['cosy', ['cozy'], 'spellingVariant', 'cozy'],
    ['watercolour', ['color'], 'containsSuspectWord', 'color'],
    // Unicode: width and accents are folded away before comparing.
    ['ｈｏｒｓｅ', ['horse'], 'sameWord', 'horse'],
    ['ＨＯＲＳＥ', ['horse'], 'sameWord', 'horse'],
    ['café', ['cafe'], 'sameWord', 'cafe'],
    ['Straße', ['strasse'], 'sameWord', 'strasse'],
  ])('%j is refused with %j on the table (%s)', (alibi, words, reason, word) => {
    expect(verdict(alibi, words)).toBe(`${reason}:${word}`);
  });

  it.each<[string, string[]]>([
    // Other words, not forms: another root, a shorter word inside the suspect word, chance letters.
    ['equine', ['horse']],
    ['ursine', ['bear']],
    ['ear', ['bear']],
    ['orange', ['run']],
    ['boredom', ['bear']],
    ['examine', ['miner']],
    ['omen', ['man']],
    ['moment', ['man']],
    ['chicken', ['horse', 'spring']],
    ['rodent', ['mouse']],
    ['teach', ['piano']],
  ])('%j is accepted with %j on the table', (alibi, words) => {
    expect(verdict(alibi, words)).toBe('ok');
  });
});

describe('the shape of an alibi (NFKC, Latin letters and digits, up to 45 letters)', () => {
  it('refuses look-alike letters of other scripts with a reason of their own', () => {
    expect(verdict('h\u043erse', ['cloud'])).toBe('mixedScripts:'); // Cyrillic o
    expect(verdict('h\u03bfrse', ['cloud'])).toBe('mixedScripts:'); // Greek omicron
    expect(checkAlibi('h\u043erse', ['horse'])).toMatchObject({ ok: false, reason: 'mixedScripts' });
  });

  it.each(['лошадь', 'ίππος', '马', 'ウマ', 'حصان', '١٢٣'])('refuses %j, a word in another script', (alibi) => {
    expect(verdict(alibi, ['cloud'])).toBe('notLatin:');
  });

  it('reads full-width letters as the Latin letters they are (NFKC)', () => {
    expect(verdict('ｃｈｉｃｋｅｎ', ['horse'])).toBe('ok');
    expect(verdict('Ｒ２Ｄ２', ['horse'])).toBe('ok');
  });

  it('accepts a decomposed "café" as it accepts the composed one', () => {
    const decomposed = 'cafe\u0301';
    expect(decomposed).not.toBe('café');
    expect(verdict(decomposed, ['horse'])).toBe('ok');
    expect(verdict('café', ['horse'])).toBe('ok');
    // A stray accent with no composed letter is no letter.
    expect(verdict('q\u0301', ['horse'])).toBe('badCharacter:');
  });

  it(`accepts real words of up to ${MAX_ALIBI_LENGTH} letters, counted after normalisation`, () => {
    expect(MAX_ALIBI_LENGTH).toBe(45);
    const longest = 'pneumonoultramicroscopicsilicovolcanoconiosis';
    expect(longest).toHaveLength(45);
    expect(verdict(longest, ['horse'])).toBe('ok');
    expect(verdict('supercalifragilisticexpialidocious', ['horse'])).toBe('ok');
    expect(verdict('antidisestablishmentarianism', ['horse'])).toBe('ok');
    expect(verdict('é'.normalize('NFD').repeat(45), ['horse'])).toBe('ok');
    expect(verdict(`${longest}s`, ['horse'])).toBe('tooLong:');
  });

  it('refuses every kind of dash and space', () => {
    for (const dash of ['-', '\u2010', '\u2013', '\u2014', '\u2212', '\uFE63', '\uFF0D'])
      expect(verdict(`x${dash}ray`, ['cloud'])).toBe('hasHyphen:');
    for (const space of [' ', '\u00A0', '\u3000', '\u2003']) expect(verdict(`two${space}words`, ['cloud'])).toBe('notOneWord:');
  });
});

describe('the word-form data', () => {
  it('is what the build script makes from WordNet, its exception lists and the spelling list (regenerate with npm run build:alibis-forms)', () => {
    const built = formsStrings(buildForms());
    // Compared line by line first, so that a difference reads as the lines that differ.
    expect(FAMILIES.split('\n').length).toBe(built.FAMILIES.split('\n').length);
    expect(FAMILIES === built.FAMILIES && EXCEPTIONS === built.EXCEPTIONS && SPELLINGS === built.SPELLINGS).toBe(true);
  }, 60_000);

  it('holds derivational families, irregular forms and spellings', () => {
    const families = FAMILIES.split('\n');
    expect(families).toContain('happily happiness happy');
    expect(families).toContain('pianist pianistic piano');
    expect(families.length).toBeGreaterThan(5000);
    // No family crosses roots (horse and equine are two words, not two forms).
    expect(families.some((f) => f.split(' ').includes('equine') && f.split(' ').includes('horse'))).toBe(false);
    expect(EXCEPTIONS.split('\n')).toContain('mice mouse');
    expect(SPELLINGS.split('\n')).toContain('colour color');
    expect(sameRoot('happy', 'happiness')).toBe(true);
    expect(sameRoot('fly', 'flight')).toBe(true);
    expect(sameRoot('horse', 'equine')).toBe(false);
  });

  it('checks fast enough for bots and live feedback', () => {
    const words = WORDS.slice(0, 13);
    checkAlibi('warmup', words);
    const t0 = performance.now();
    for (const w of WORDS) checkAlibi(w, words);
    const perCheck = (performance.now() - t0) / WORDS.length;
    expect(perCheck).toBeLessThan(2);
  });
});
