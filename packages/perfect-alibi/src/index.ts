import type { Game, Viewer } from '@alibi/engine';
import { actors, legal, waitingFor } from './legal.ts';
import { apply } from './apply.ts';
import { setup, PLAYER_COUNTS } from './setup.ts';
import { project, view } from './view.ts';
import { describeAction, describeEvent } from './describe.ts';
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

export const perfectAlibi: Game<State, Action, Options, View, Event, ProjectedEvent> = {
  meta: {
    id: 'perfect-alibi',
    name: 'Perfect Alibi',
    players: PLAYER_COUNTS,
    playable: true,
    cooperative: false,
    // requestConfirm too: random players would otherwise ask for a confirmation at every step.
    interrupts: ['claim', 'accuse', 'finalQuestion', 'requestConfirm', 'resign'],
    // A final question's answer is 'answered' too; a wrong claim tells everyone a card is not missing.
    claims: { actions: ['claim'], informs: ['answered', 'cardShown', 'cardTaken', 'noCard', 'claimed', 'answerCorrected'] },
    variants: [
      { id: 'standard', options: {}, summary: 'The base game: answers computed by the server.' },
      { id: 'rival', options: { rival: true }, summary: 'Secret rival tiles force lies of one up or down.' },
      { id: 'manual', options: { manualAnswers: true }, summary: 'Answering players type their own count.' },
      {
        id: 'unforgiving',
        options: { manualAnswers: true, unforgiving: true },
        summary: 'Manual answers; accuse a wrong answer to win, or be out.',
      },
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
  outcome: (s: State) =>
    s.public.phase.kind === 'over' ? { winners: s.public.winners ?? [], reason: s.public.endReason ?? '' } : null,
  describeAction,
  describeEvent,
};

export * from './cards.ts';
export * from './types.ts';
export { accusable, answerChoices, claimableCards, confirmable, correctionReveal, VALUE_SETS } from './legal.ts';
export { seatName, cardText } from './describe.ts';
export { heuristicPolicy } from './bots/heuristic.ts';
export { expertPolicy, makeExpertPolicy, claimThreshold, type MissingChances, type QuestionInfo } from './bots/expert.ts';
export { deduce, type Notes } from './bots/notes.ts';
