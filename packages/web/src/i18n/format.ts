import { en, type MessageKey, type Messages } from './en.ts';

export type Lang = 'en' | 'zh-CN';
export const LANGS: Lang[] = ['en', 'zh-CN'];

/**
 * The catalogs loaded so far. English is in the entry; Chinese is a chunk of its own, fetched when
 * the app is read in Chinese (the early script preloads it for a browser that will), so that the
 * entry does not carry a language most of its readers never see.
 */
const catalogs: Partial<Record<Lang, Messages>> = { en };
const loaders: Record<Exclude<Lang, 'en'>, () => Promise<Messages>> = {
  'zh-CN': () => import('./zh.ts').then((m) => m.zh),
};
const loading = new Map<Lang, Promise<Messages>>();

/** Loads a language's catalog (once); `translator(lang)` may be called after it resolves. */
export function loadLang(lang: Lang): Promise<Messages> {
  const have = catalogs[lang];
  if (have) return Promise.resolve(have);
  let pending = loading.get(lang);
  if (!pending) {
    pending = loaders[lang as Exclude<Lang, 'en'>]().then(
      (messages) => (catalogs[lang] = messages),
      (err: unknown) => {
        // A failed fetch (offline, a deploy replaced the chunk) may be tried again.
        loading.delete(lang);
        throw err;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** Whether `translator(lang)` can be called now. */
export const langLoaded = (lang: Lang): boolean => catalogs[lang] !== undefined;

export type Params = Record<string, string | number>;

/**
 * A small ICU MessageFormat subset:
 * - `{name}` is replaced by `params.name`; an unknown placeholder stays visible so gaps show in review;
 * - `{n, plural, =0 {none} one {# card} other {# cards}}` picks a branch by exact value (`=N`), then by the
 *   locale's plural category (`Intl.PluralRules`: English has one/other, Chinese only other), else `other`;
 *   `#` inside the branch is the number;
 * - `{kind, select, a {…} other {…}}` picks the branch named by the value, else `other`.
 * Branches may nest placeholders and further plurals. There is no apostrophe quoting (ICU's `'{'`): messages are
 * full of apostrophes, and none needs a literal brace.
 */
type Node =
  string | { arg: string } | { arg: string; kind: 'plural' | 'select'; branches: Record<string, Node[]> } | { hash: true };

const cache = new Map<string, Node[]>();
const rules = new Map<string, Intl.PluralRules>();

function parse(src: string): Node[] {
  let i = 0;
  const text = (inPlural: boolean, depth: number): Node[] => {
    const out: Node[] = [];
    let buf = '';
    const flush = () => {
      if (buf) out.push(buf);
      buf = '';
    };
    while (i < src.length) {
      const c = src[i];
      if (c === '}' && depth > 0) break;
      if (c === '#' && inPlural) {
        flush();
        out.push({ hash: true });
        i++;
        continue;
      }
      if (c === '{') {
        const node = placeholder(depth);
        if (node) {
          flush();
          out.push(node);
          continue;
        }
      }
      buf += c;
      i++;
    }
    flush();
    return out;
  };
  // Reads `{…}` at i; on anything it does not understand, leaves i alone and returns null (the brace is text).
  const placeholder = (depth: number): Node | null => {
    const start = i;
    const head = /^\{(?:(\w+)\}|\s*(\w+)\s*,\s*(plural|select)\s*,\s*)/.exec(src.slice(i));
    if (!head) return null;
    i += head[0].length;
    if (head[1]) return { arg: head[1] };
    const arg = head[2] as string;
    const kind = head[3] as 'plural' | 'select';
    const branches: Record<string, Node[]> = {};
    for (;;) {
      const sel = /^\s*(=\d+|\w+)\s*\{/.exec(src.slice(i));
      if (!sel) break;
      i += sel[0].length;
      branches[sel[1] as string] = text(kind === 'plural', depth + 1);
      if (src[i] !== '}') {
        i = start;
        return null;
      }
      i++;
    }
    const close = /^\s*\}/.exec(src.slice(i));
    if (!close || !('other' in branches)) {
      i = start;
      return null;
    }
    i += close[0].length;
    return { arg, kind, branches };
  };
  return text(false, 0);
}

function pluralRules(lang: string): Intl.PluralRules {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return r;
}

/** CJK and full-width punctuation ("：", "，", "（"): its glyphs hold their own gap. */
const CJK_PUNCTUATION = '\u3000-\u303f\uff00-\uffef';
/** Han characters and CJK punctuation: Chinese sets no space between them. */
const CJK = new RegExp(`[${CJK_PUNCTUATION}\u3400-\u9fff\uf900-\ufaff]`);
const ENDS_IN_CJK_PUNCTUATION = new RegExp(`[${CJK_PUNCTUATION}]$`);
const isCjk = (c: string | undefined) => c !== undefined && CJK.test(c);

/**
 * A Chinese message spaces its placeholders off (`{host} 的牌桌`), which reads right around a Latin
 * name or a number ("Rev 的牌桌", "选 1 张") but not around a Chinese one ("小王 的牌桌"): that space
 * is dropped where a value meets Chinese text on both sides.
 */
function joinValue(out: string, value: string, lang: string): string {
  if (lang.startsWith('zh') && out.endsWith(' ') && isCjk(out[out.length - 2]) && isCjk(value[0])) out = out.slice(0, -1);
  return out + value;
}
/**
 * A label with the space a page sets before what follows it ("Missing: " but "缺失："): none after
 * Chinese punctuation, whose full-width form already holds the gap.
 */
export const withGapAfter = (label: string): string => (ENDS_IN_CJK_PUNCTUATION.test(label) ? label : `${label} `);

function joinText(out: string, text: string, lang: string, afterValue: boolean): string {
  if (afterValue && lang.startsWith('zh') && text[0] === ' ' && isCjk(text[1]) && isCjk(out[out.length - 1]))
    text = text.slice(1);
  return out + text;
}

function render(nodes: Node[], params: Params, lang: string, hash: number | null): string {
  let out = '';
  let afterValue = false;
  for (const node of nodes) {
    const wasAfterValue = afterValue;
    afterValue = false;
    if (typeof node === 'string') out = joinText(out, node, lang, wasAfterValue);
    else if ('hash' in node) out += hash === null ? '#' : String(hash);
    else if (!('kind' in node)) {
      if (node.arg in params) {
        out = joinValue(out, String(params[node.arg]), lang);
        afterValue = true;
      } else out += `{${node.arg}}`;
    } else {
      const value = params[node.arg];
      if (value === undefined) {
        out += `{${node.arg}}`;
        continue;
      }
      if (node.kind === 'select') {
        out += render(node.branches[String(value)] ?? node.branches.other ?? [], params, lang, hash);
        continue;
      }
      const n = Number(value);
      const branch = node.branches[`=${n}`] ?? node.branches[pluralRules(lang).select(n)] ?? node.branches.other ?? [];
      out += render(branch, params, lang, n);
    }
  }
  return out;
}

/** Fill a message (see above) for a language; `lang` decides the plural forms. */
export function format(template: string, params: Params = {}, lang: string = 'en'): string {
  if (!template.includes('{')) return template;
  let nodes = cache.get(template);
  if (!nodes) cache.set(template, (nodes = parse(template)));
  return render(nodes, params, lang, null);
}

/**
 * The arguments a message uses: `all` (placeholders and plural/select selectors) and `shown` (those whose value
 * appears in the text, as `{name}` or as `#` in a plural). Sorted, unique.
 */
export function messageArgs(template: string): { all: string[]; shown: string[] } {
  const all = new Set<string>();
  const shown = new Set<string>();
  const walk = (nodes: Node[], plural: string | null) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      if ('hash' in node) {
        if (plural) shown.add(plural);
        continue;
      }
      all.add(node.arg);
      if (!('kind' in node)) shown.add(node.arg);
      else for (const b of Object.values(node.branches)) walk(b, node.kind === 'plural' ? node.arg : plural);
    }
  };
  walk(parse(template), null);
  return { all: [...all].sort(), shown: [...shown].sort() };
}

export type Translate = (key: MessageKey, params?: Params) => string;

export function translator(lang: Lang): Translate {
  const messages = catalogs[lang];
  if (!messages) throw new Error(`the ${lang} messages are not loaded yet (loadLang)`);
  return (key, params) => format(messages[key], params, lang);
}

/** The browser's preferred language, mapped onto the two we have. */
export function guessLang(languages: readonly string[]): Lang {
  for (const l of languages) {
    if (l.toLowerCase().startsWith('zh')) return 'zh-CN';
    if (l.toLowerCase().startsWith('en')) return 'en';
  }
  return 'en';
}
