import type { Game, Viewer } from '@alibi/engine';
import { actors, legal, waitingFor } from './legal.ts';
import { apply } from './apply.ts';
import { setup } from './setup.ts';
import { PLAYER_COUNTS } from './rules.ts';
import { project, view } from './view.ts';
import { describeAction, describeEvent } from './describe.ts';
import { chatClosed } from './chat.ts';
import {
  actionSchema,
  optionsSchema,
  type Action,
  type Event,
  type Options,
  type ProjectedEvent,
  type State,
  type View,
} from './types.ts';

export const alibis: Game<State, Action, Options, View, Event, ProjectedEvent> = {
  meta: {
    id: 'alibis',
    name: 'Alibis',
    players: PLAYER_COUNTS,
    playable: true,
    cooperative: true,
    interrupts: [],
    variants: [
      { id: 'standard', options: {}, summary: 'Three rounds of one-word alibis; remove as much heat as you can together.' },
    ],
  },
  optionsSchema,
  actionSchema,
  setup,
  actors,
  waitingFor,
  legal,
  apply,
  view,
  project: (event: Event, viewer: Viewer) => project(event, viewer),
  // Co-operative: the whole table shares one result; the score is the heat removed, the reason the rating.
  outcome: (s: State) =>
    s.public.phase === 'over'
      ? {
          winners: s.secret.map((_, seat) => seat),
          scores: s.secret.map(() => s.public.heatStart - s.public.heat),
          reason: s.public.rating ?? 'over',
        }
      : null,
  describeAction,
  describeEvent,
  chatClosed,
};

export * from './types.ts';
export * from './rules.ts';
export { chatClosed } from './chat.ts';
export { WORDS } from './words.ts';
export {
  ALIBI_REFUSALS,
  checkAlibi,
  isValidAlibi,
  refusalText,
  lemmasOf,
  stemOf,
  foldWord,
  type AlibiCheck,
  type AlibiRefusal,
} from './check.ts';
export { checkGuess, guessRefusalText, randomBoard, type GuessRefusal } from './legal.ts';
export { seatName, suspectName, alibiName, boardText } from './describe.ts';
export { wordBotPolicy, randomGuesserPolicy, bestAlibi, bestBoard, partOfSuspectWord, fitClue } from './bots/wordBot.ts';
export { expertWordPolicy, expertStyle, EXPERT_BUDGET } from './bots/expert.ts';
export {
  reviewAlibis,
  reviewAlibisFromViews,
  readAlibi,
  AlibisReviewError,
  ALIBIS_REVIEW_MODELS,
  READERS,
  type AlibisReview,
  type AlibisReviewInput,
  type AlibiReview,
  type RoundReview,
  type SuspectFit,
  type ModelFit,
  type Reading,
  type ReaderName,
  type ReaderSummary,
  type BoardOnAlibi,
  type ClueRef,
} from './review.ts';
