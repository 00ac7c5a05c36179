/**
 * Per-table chat on the wire. A line is either free text (checked like a name: trimmed, clean,
 * visible, at most CHAT_MAX_CHARS) or a quick phrase sent by id, so every reader sees it in their
 * own language. See docs/lifecycle.md ("Chat") for who may write and when the chat closes.
 */
import { z } from 'zod';
import { CHAT_PHRASES } from './constants.ts';

/** Lines sent with `welcome`, newest last: a reload shows the recent talk. */
export const CHAT_HISTORY = 50;

export const chatPhraseSchema = z.enum(CHAT_PHRASES);
export type ChatPhrase = z.infer<typeof chatPhraseSchema>;

/** The `chat` message's shape is `chatSchema` in index.ts (its text is checked like a name, with nameSchema). */
export type ChatMessage = { text: string } | { phrase: ChatPhrase };

/** One stored line as everyone at the table receives it. */
export interface ChatLine {
  /** 1, 2, 3… per table, in the order the lines were stored. */
  id: number;
  /** The writer's seat (its colour), or null for a spectating host. */
  seat: number | null;
  /** The writer's name when the line was written. */
  name: string;
  /** Exactly one of `text` and `phrase`. */
  text?: string;
  phrase?: ChatPhrase;
  /** ISO time the server stored the line. */
  at: string;
}

/**
 * Whether the table's chat takes lines now. `closed` is the game's reason id (e.g. Alibis'
 * 'writing', 'guessing'; see the game's `chatClosed`), or null when it is open.
 */
export interface ChatStatus {
  closed: string | null;
}

/** With `welcome`: the last CHAT_HISTORY lines, the status, and whether this connection may write. */
export interface ChatWelcome extends ChatStatus {
  lines: ChatLine[];
  /** Seats and a spectating host write; other spectators only read. */
  canWrite: boolean;
}

/** A line in a finished table's replay: `after` is the match version (actions applied) it was said after. */
export interface ReplayChatLine extends ChatLine {
  after: number;
}
