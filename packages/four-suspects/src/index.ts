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

export const fourSuspects: Game<State, Action, Options, View, Event, ProjectedEvent> = {
  meta: {
    id: 'four-suspects',
    name: 'Four Suspects',
    players: PLAYER_COUNTS,
    playable: true,
    cooperative: false,
    // Passing in a guess window is not rare: only the guess itself is (and resigning).
    interrupts: ['guess', 'resign'],
    // The engine judges every guess of its own guess window together, so all held guesses join it.
    claims: { actions: ['guess'], informs: ['answered', 'cardShown', 'noCard', 'judged'] },
    variants: [{ id: 'standard', options: {}, summary: 'The base game (2 players: rooms and two missing alibis).' }],
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
export { answerChoices, guessChoices, brokerCards } from './legal.ts';
export { handSizes } from './setup.ts';
export { seatName, cardText, interrogationText } from './describe.ts';
export { heuristicPolicy } from './bots/heuristic.ts';
export { expertPolicy, makeExpertPolicy, guessThreshold, joinWindow, type ExactBeliefs } from './bots/expert.ts';
export { deduce, type Notes } from './bots/notes.ts';
