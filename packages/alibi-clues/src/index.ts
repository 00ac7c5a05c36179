import type { Game, Viewer } from '@alibi/engine';
import { actors, competitors, legal, waitingFor } from './legal.ts';
import { apply } from './apply.ts';
import { setup, PLAYER_COUNTS } from './setup.ts';
import { project, view } from './view.ts';
import { describeAction, describeEvent } from './describe.ts';
import { actionSchema, optionsSchema, type Action, type Event, type Options, type ProjectedEvent, type State, type View } from './types.ts';

export const alibiClues: Game<State, Action, Options, View, Event, ProjectedEvent> = {
  meta: {
    id: 'alibi-clues',
    name: 'Alibi Clues',
    players: PLAYER_COUNTS,
    playable: true,
    cooperative: false,
    // An accusation closes the round: random players take it rarely so rounds see every card type.
    interrupts: ['accuse', 'resign'],
    variants: [{ id: 'standard', options: {}, summary: 'The base game: 13 culprits, most points wins.' }],
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
    s.public.phase.kind === 'over'
      ? {
          winners: s.public.winners ?? [],
          scores: [...s.public.scores],
          // Resigning ends the game only when it leaves a single player.
          reason: competitors(s).length === 1 ? 'last-standing' : 'suspects-exhausted',
        }
      : null,
  describeAction,
  describeEvent,
};

export * from './cards.ts';
export * from './types.ts';
export { accusable, cluePlayable, competitors, hasResigned, nextInGame } from './legal.ts';
export { seatName, suspectName, featureName, cardText } from './describe.ts';
export { heuristicPolicy } from './bots/heuristic.ts';
export { expertPolicy } from './bots/expert.ts';
