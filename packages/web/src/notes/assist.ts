/**
 * The note-sheet assistant's work on one seat's view, as plain JSON for the Web Worker to send:
 * what is certain and how likely each card is to be a missing alibi (from @alibi/deduction), and
 * on request the observations that prove a card's certain mark. Nothing here touches the page.
 */
import {
  deduce,
  explain,
  fourSuspectsInfoSet,
  Logic,
  modelOf,
  perfectAlibiInfoSet,
  type Deduction,
  type Fact,
  type InfoSet,
  type Observation,
  type Place,
} from '@alibi/deduction';
import type { View as FsView } from '@alibi/four-suspects';
import type { View as PaView } from '@alibi/perfect-alibi';
import type { AssistantMode } from '@alibi/protocol';

export type AssistGame = 'perfect-alibi' | 'four-suspects';

export interface CardAssist {
  /** A certain mark: the card must be a missing alibi, or cannot be one. */
  certain: 'missing' | 'notMissing' | null;
  /** Chance of being a missing alibi; null without odds, or for a card the seat holds or sees face up. */
  p: number | null;
  /** Chance per place (index into `places`); null without odds. */
  where: number[] | null;
}

export interface AssistSummary {
  consistent: boolean;
  viewer: number;
  players: number;
  rival: boolean;
  places: Place[];
  cards: CardAssist[];
}

/** Why a card's certain mark holds: the observations it needs, then the conclusion's template. */
export interface Why {
  premises: Observation[];
  key: string;
  params: Observation['params'];
}

/** One seat's deduction, kept between requests so explanations reuse its model. */
export interface Assisted {
  info: InfoSet;
  deduction: Deduction;
  summary: AssistSummary;
  logic: Logic | null;
}

export function assist(game: AssistGame, view: unknown, mode: Exclude<AssistantMode, 'off'>): Assisted {
  const info = game === 'perfect-alibi' ? perfectAlibiInfoSet(view as PaView) : fourSuspectsInfoSet(view as FsView);
  const deduction = deduce(info);
  const odds = mode === 'odds';
  const cards = deduction.cards.map((c): CardAssist => {
    const known = (info.known[c.card] ?? -1) >= 0;
    const certain = !deduction.consistent || known ? null : c.mustBeMissing ? 'missing' : c.canBeMissing ? null : 'notMissing';
    return {
      certain,
      p: odds && deduction.consistent && !known ? c.missingProbability : null,
      where: odds && deduction.consistent ? c.probability : null,
    };
  });
  const summary = {
    consistent: deduction.consistent,
    viewer: info.viewer,
    players: info.players,
    rival: info.rules.rival,
    places: info.places,
    cards,
  };
  return { info, deduction, summary, logic: null };
}

/** The fact behind a card's certain mark: where it must be, or that it is not missing. */
export function markFact(a: Assisted, card: number): Fact | null {
  const c = a.deduction.cards[card];
  const mark = a.summary.cards[card]?.certain ?? null;
  if (!c || mark === null) return null;
  if (c.certain !== null) return { kind: 'at', card, place: c.certain };
  const missing = a.info.places.findIndex((p) => p.kind === 'missing');
  return { kind: 'notAt', card, place: missing };
}

/** The observations that prove a card's certain mark (null for a card without one). */
export function why(a: Assisted, card: number): Why | null {
  const fact = markFact(a, card);
  if (!fact) return null;
  a.logic ??= new Logic(modelOf(a.info));
  const e = explain(a.info, fact, a.logic);
  if (!e) return null;
  return { premises: e.observations.map((i) => a.info.observations[i] as Observation), key: e.key, params: e.params };
}

/** Cards with a certain mark, in grid order: what the worker explains after sending the marks. */
export const markedCards = (a: Assisted): number[] => a.summary.cards.flatMap((c, card) => (c.certain ? [card] : []));
