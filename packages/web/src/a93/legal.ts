/** The server's legal actions for the Alibi (1993) table, kept only if well-formed (useTable.ts `wellFormed` says why this is a file of its own). */
import { actionSchema, type Action } from '@alibi/alibi-1993';
import { wellFormed } from '../useTable.ts';

export const parseA93Legal = (legal: readonly unknown[]): Action[] => wellFormed(actionSchema, legal);
