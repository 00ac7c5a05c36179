/**
 * A game's rules, as data (issue #19): one source per game for its rules page, the help behind each
 * prompt's "?" and any other place that explains a rule. Written in the project's own words, never
 * the rulebooks' sentences. `content/<game>.ts` holds one `GameRules` per game.
 */

/** The sections every rules page has, in this order (a game may leave out `variants`). */
export const SECTION_IDS = ['goal', 'setup', 'turn', 'cards', 'end', 'variants', 'digital'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** One piece of a section. `art` names a small illustration the game's rules art registry draws. */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'art'; name: string; caption: string }
  /** A term with its explanation: a special card, an assistant, a helper. `art` optional, as above. */
  | { kind: 'term'; name: string; text: string; art?: string };

export interface Section {
  id: SectionId;
  title: string;
  blocks: Block[];
}

/** One language's rules for one game. */
export interface RulesText {
  /** One sentence: what the game is. */
  summary: string;
  sections: Section[];
  /**
   * Short help (one or two sentences) keyed by the kind of decision a prompt asks for; the "?"
   * beside a prompt shows `help[kind]`. Keys are the same in both languages.
   */
  help: Record<string, string>;
}

export interface GameRules {
  game: string;
  en: RulesText;
  zh: RulesText;
}
