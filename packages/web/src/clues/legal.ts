/** The server's legal actions for the Alibi Clues table, kept only if well-formed (useTable.ts `wellFormed` says why this is a file of its own). */
import { actionSchema, type Action } from '@alibi/alibi-clues';
import { wellFormed } from '../useTable.ts';

export const parseAcLegal = (legal: readonly unknown[]): Action[] => wellFormed(actionSchema, legal);
