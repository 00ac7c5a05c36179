/** The server's legal actions for the Four Suspects table, kept only if well-formed (useTable.ts `wellFormed` says why this is a file of its own). */
import { actionSchema, type Action } from '@alibi/four-suspects';
import { wellFormed } from '../useTable.ts';

export const parseFsLegal = (legal: readonly unknown[]): Action[] => wellFormed(actionSchema, legal);
