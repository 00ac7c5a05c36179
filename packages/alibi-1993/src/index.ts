import type { Game, Viewer } from '@alibi/engine';
import { apply } from './apply.ts';
import { describeAction, describeEvent } from './describe.ts';
import { actors, competitors, legal, waitingFor } from './legal.ts';
import { PLAYER_COUNTS, setup } from './setup.ts';
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
import { project, view } from './view.ts';

export const alibi1993: Game<State, Action, Options, View, Event, ProjectedEvent> = {
  meta: {
    id: 'alibi-1993',
    name: 'Alibi (1993)',
    players: PLAYER_COUNTS,
    playable: true,
    cooperative: false,
    // Melds are not interrupts: they are few, and taking them at once keeps random hands realistic.
    interrupts: ['accuse', 'resign'],
    variants: [
      { id: 'standard', options: {}, summary: 'One hand is the game.' },
      { id: 'series', options: { series: 3 }, summary: 'A series of three hands with running totals.' },
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
    s.public.phase.kind === 'over'
      ? {
          winners: s.public.winners ?? [],
          scores: [...s.public.totals],
          // Resigning ends the game only when it leaves a single seat in the race.
          reason: competitors(s).length === 1 ? 'last-standing' : s.rules.series > 1 ? 'series-total' : 'highest-score',
        }
      : null,
  describeAction,
  describeEvent,
};

export * from './cards.ts';
export * from './types.ts';
export * from './questions.ts';
export { judgeSheet, scoreLine } from './scoring.ts';
export {
  checkAction,
  competitors,
  hasResigned,
  listedQuestions,
  meldableSets,
  nextAsker,
  passCount,
  otherBlanks,
  sheetProblem,
  normaliseSheet,
} from './legal.ts';
export { seatName, sheetText } from './describe.ts';
export { bestSheet, heuristicPolicy } from './bots/heuristic.ts';
export { believe, expertPolicy, makeExpertPolicy, type Beliefs } from './bots/expert.ts';
export { deduce, type Notes } from './bots/notes.ts';
