/** The server's legal actions for the Perfect Alibi table, kept only if well-formed (useTable.ts `wellFormed` says why this is a file of its own). */
import { actionSchema } from '@alibi/perfect-alibi/types';
import type { Action } from '@alibi/perfect-alibi';
import { wellFormed } from '../useTable.ts';

export const parseLegal = (legal: readonly unknown[]): Action[] => wellFormed(actionSchema, legal);
