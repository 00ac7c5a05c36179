import { z } from 'zod';
import type { RngState } from '@alibi/engine';
import { ASSISTANTS, type Assistant, type Category } from './cards.ts';

const card = z.number().int().min(0).max(15);
const seat = z.number().int().min(0).max(4);
const value = z.number().int().min(0).max(3);
export const assistantSchema = z.enum(ASSISTANTS);
export const categorySchema = z.enum(['time', 'location']);

/** A fixed setup, for tests, tutorials and puzzles. */
export const dealSchema = z.strictObject({
  missing: card,
  hands: z.array(z.array(card)),
  public: z.array(card).optional(),
  /** The whole tile stack, top first (only tiles of the colours in play). */
  tiles: z.array(z.number().int().min(0).max(29)).optional(),
  /** Rival tile per seat (Rival variant). */
  rivals: z.array(assistantSchema).optional(),
});
export type Deal = z.infer<typeof dealSchema>;

export const optionsSchema = z.strictObject({
  /** Rival variant: secret rival tiles force lies of +1/-1. */
  rival: z.boolean().default(false),
  /** Answering players type their count (they can make mistakes). */
  manualAnswers: z.boolean().default(false),
  /** Unforgiving variant: accuse a player of a wrong answer (needs manual answers). */
  unforgiving: z.boolean().default(false),
  deal: dealSchema.optional(),
});
export type Options = z.infer<typeof optionsSchema>;

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('chooseAssistant'), assistant: assistantSchema }),
  z.strictObject({ type: z.literal('takeTile'), tile: z.number().int().min(0).max(29), target: seat }),
  z.strictObject({ type: z.literal('useReporter'), target: seat }),
  z.strictObject({ type: z.literal('finalQuestion'), target: seat }),
  z.strictObject({ type: z.literal('changeAssistant'), assistant: assistantSchema }),
  z.strictObject({ type: z.literal('ask'), category: categorySchema, values: z.array(value).min(1).max(3) }),
  z.strictObject({ type: z.literal('answer'), count: z.number().int().min(0).max(16) }),
  z.strictObject({ type: z.literal('show'), card }),
  z.strictObject({ type: z.literal('claim'), card }),
  /** Unforgiving: name one or more earlier answers of one player as wrong (normalised ascending). */
  z.strictObject({
    type: z.literal('accuse'),
    questions: z.array(z.number().int().min(0).max(100_000)).min(1).max(64),
  }),
  /** Manual answers without Unforgiving: ask another player to confirm one earlier answer. */
  z.strictObject({ type: z.literal('requestConfirm'), question: z.number().int().min(0).max(100_000) }),
  /** The asked player stands by the answer... */
  z.strictObject({ type: z.literal('confirmAnswer') }),
  /** ...or corrects it; `show` names the card owed when the correction rises to 2 or more. */
  z.strictObject({ type: z.literal('correctAnswer'), count: z.number().int().min(0).max(16), show: card.optional() }),
  /** Leave the game: out like a wrong claim (no more asking or claiming), still answering and showing. */
  z.strictObject({ type: z.literal('resign') }),
]);
export type Action = z.infer<typeof actionSchema>;

export type Via = 'tile' | 'reporter' | 'final';

/** Where the game stands; every field is public. */
export type Phase =
  | { kind: 'chooseAssistant'; seat: number }
  | { kind: 'turn'; seat: number }
  | { kind: 'changeAssistant'; seat: number; target: number }
  | { kind: 'rechoose'; seat: number; asker: number }
  | { kind: 'ask'; seat: number; target: number; via: Via; category: Category | null }
  | { kind: 'answer'; seat: number; question: number }
  | { kind: 'show'; seat: number; question: number }
  | { kind: 'mustClaim'; seat: number }
  | { kind: 'over' };

/** One question as everyone at the table knows it. */
export interface QuestionRecord {
  asker: number;
  target: number;
  via: Via;
  tile: number | null;
  category: Category;
  values: number[];
  askerAssistant: Assistant | null;
  targetAssistant: Assistant | null;
  /** The answer only the asker hears (the asker holds the confessor). */
  private: boolean;
  /** The spoken answer if public and given; null while pending or when private. */
  answer: number | null;
  /** What happened to the card: shown, taken at random, none, or null while pending. */
  card: 'shown' | 'taken' | 'none' | null;
  /** Set once the answer is final: confirmed or corrected on request, or upheld against an Unforgiving accusation. */
  confirmed: boolean;
  /** Set when the answering player corrected the answer on request (`answer`/`heard` hold the correction). */
  corrected: boolean;
}

/** A pending request that `seat` confirm or correct its answer to `question` (asked by `by`). */
export interface ConfirmRequest {
  by: number;
  seat: number;
  question: number;
}

export interface HiddenAnswer {
  trueCount: number;
  lieRequired: boolean;
  spoken: number | null;
}

export interface SeenCard {
  question: number;
  card: number;
  from: number;
  how: 'shown-to-me' | 'taken-by-me' | 'watched' | 'taken-from-me';
}

export interface SeatSecret {
  hand: number[];
  rival: Assistant | null;
  seen: SeenCard[];
  /** Cards this seat showed, and to whom. */
  gave: { question: number; card: number; to: number }[];
  /** Private answers this seat heard (as the confessor's asker, or as the answerer). */
  heard: { question: number; count: number }[];
  /** Set when a wrong claim let this seat look at the missing card. */
  sawMissing: boolean;
}

export interface State {
  players: number;
  rules: { rival: boolean; manualAnswers: boolean; unforgiving: boolean };
  rng: RngState;
  public: {
    publicCards: number[];
    handSizes: number[];
    faceUp: number[];
    stackSize: number;
    discard: number[];
    /** The tile taken this turn, discarded at its end. */
    pendingTile: number | null;
    assistants: (Assistant | null)[];
    unused: Assistant[];
    /** Seats still to choose an assistant at setup, in order. */
    chooseOrder: number[];
    phase: Phase;
    /** Whose turn it is (-1 during setup). */
    active: number;
    turn: number;
    eliminated: boolean[];
    /** Seats that resigned (also marked eliminated). */
    resigned: boolean[];
    questions: QuestionRecord[];
    winners: number[] | null;
    endReason: string | null;
    /** At most one confirmation request at a time; play goes on while it waits. */
    confirmRequest: ConfirmRequest | null;
  };
  hidden: {
    missing: number;
    stack: number[];
    answers: HiddenAnswer[];
  };
  secret: SeatSecret[];
}

/** Full-information events. Each viewer gets its own projection (see view.ts). */
export type Event =
  | { type: 'assistantChosen'; seat: number; assistant: Assistant; setup: boolean }
  | { type: 'turnStarted'; seat: number; turn: number }
  | { type: 'tileTaken'; seat: number; tile: number; target: number }
  | { type: 'reporterUsed'; seat: number; target: number }
  | { type: 'finalQuestion'; seat: number; target: number }
  | { type: 'assistantChanged'; seat: number; gave: Assistant; took: Assistant; from: number | null }
  | { type: 'asked'; question: number; asker: number; target: number; category: Category; values: number[] }
  | { type: 'answered'; question: number; asker: number; target: number; count: number; private: boolean }
  | { type: 'cardShown'; question: number; from: number; to: number; card: number; watcher: number | null }
  | { type: 'cardTaken'; question: number; from: number; to: number; card: number }
  | {
      type: 'noCard';
      question: number;
      reason: 'low' | 'lawyer' | 'none-matching';
      private: boolean;
      asker: number;
      target: number;
    }
  | { type: 'tileDiscarded'; tile: number }
  | { type: 'tileDrawn'; tile: number }
  | { type: 'tilesReshuffled'; count: number }
  | { type: 'claimed'; seat: number; card: number; correct: boolean; missing: number }
  | {
      type: 'accused';
      accuser: number;
      accused: number;
      questions: number[];
      /** The named questions answered wrongly (empty: no treachery). */
      wrong: number[];
      treachery: boolean;
    }
  | { type: 'confirmRequested'; by: number; seat: number; question: number }
  | { type: 'answerConfirmed'; by: number; seat: number; question: number }
  | {
      type: 'answerCorrected';
      by: number;
      seat: number;
      question: number;
      /** The earlier and the corrected count. */
      was: number;
      count: number;
      private: boolean;
      asker: number;
    }
  | { type: 'eliminated'; seat: number }
  /** The seat left the game; it is out (eliminated) from now on. */
  | { type: 'resigned'; seat: number }
  | { type: 'gameOver'; winners: number[]; reason: string; missing: number; hands: number[][]; rivals: (Assistant | null)[] };

/** An event as one viewer receives it: secrets they may not know are null. */
export type ProjectedEvent =
  | Exclude<
      Event,
      | { type: 'answered' }
      | { type: 'cardShown' }
      | { type: 'cardTaken' }
      | { type: 'claimed' }
      | { type: 'noCard' }
      | { type: 'answerCorrected' }
    >
  | {
      type: 'answerCorrected';
      by: number;
      seat: number;
      question: number;
      was: number | null;
      count: number | null;
      private: boolean;
      asker: number;
    }
  | { type: 'answered'; question: number; asker: number; target: number; count: number | null; private: boolean }
  | { type: 'cardShown'; question: number; from: number; to: number; card: number | null; watcher: number | null }
  | { type: 'cardTaken'; question: number; from: number; to: number; card: number | null }
  | {
      type: 'noCard';
      question: number;
      reason: 'low' | 'lawyer' | 'none-matching' | null;
      private: boolean;
      asker: number;
      target: number;
    }
  | { type: 'claimed'; seat: number; card: number | null; correct: boolean; missing: number | null };

/** What one seat (or a spectator) sees. Built afresh from the state by `view`. */
export interface View {
  viewer: number | 'spectator';
  players: number;
  rules: State['rules'];
  hand: number[] | null;
  rival: Assistant | null;
  publicCards: number[];
  handSizes: number[];
  faceUp: number[];
  stackSize: number;
  discard: number[];
  pendingTile: number | null;
  assistants: (Assistant | null)[];
  unused: Assistant[];
  chooseOrder: number[];
  phase: Phase;
  active: number;
  turn: number;
  eliminated: boolean[];
  /** Seats that resigned (a subset of `eliminated`). */
  resigned: boolean[];
  /** The pending confirmation request, if any (public). */
  confirmRequest: ConfirmRequest | null;
  /** Questions with the answers this viewer heard (null where they did not). */
  questions: (QuestionRecord & { heard: number | null })[];
  /** Cards this viewer saw in other hands. */
  seen: SeenCard[];
  /** Cards this viewer showed, and to whom. */
  gave: { question: number; card: number; to: number }[];
  /** The missing card, once this viewer may know it (after a wrong claim, or at the end). */
  missing: number | null;
  /** At the end of the game: everything. */
  reveal: { winners: number[]; reason: string; hands: number[][]; rivals: (Assistant | null)[] } | null;
}
