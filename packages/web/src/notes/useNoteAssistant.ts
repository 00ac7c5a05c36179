/** Glue between the worker's deduction and the note grid: per-card marks, odds and words. */
import type { AssistantMode, TableInfo } from '@alibi/protocol';
import { useI18n } from '../i18n/index.tsx';
import type { AssistGame } from './assist.ts';
import { useDeduction } from './useDeduction.ts';
import { placeText, whyLines, type WhyNames } from './whyText.ts';

/** The assistant's word on one card. */
export interface CellAssist {
  /** Certain facts: the card must be a missing alibi, or cannot be. */
  certain: 'missing' | 'notMissing' | null;
  /** Chance of being a missing alibi (probabilities mode, cards the seat does not hold or see face up). */
  p: number | null;
  /** Why the certain fact holds, one line per step; null while the worker is still on it. */
  why: string[] | null;
  /** Where else the card may be, most likely first (probabilities mode). */
  where: { place: string; p: number }[];
}

export interface NoteAssistant {
  mode: AssistantMode;
  status: 'off' | 'working' | 'ready' | 'failed';
  consistent: boolean;
  latencyMs: number | null;
  cell(card: number): CellAssist | null;
  /** Explain this card first (the player points at it). */
  focus(card: number): void;
}

export const tableAssistant = (table: TableInfo | null): AssistantMode => table?.assistant ?? 'off';

export function useNoteAssistant(game: AssistGame, view: unknown, table: TableInfo | null, names: WhyNames): NoteAssistant {
  const { t } = useI18n();
  const mode = tableAssistant(table);
  const d = useDeduction(game, view, mode);
  const { summary, whys } = d;
  const cell = (card: number): CellAssist | null => {
    const c = summary?.cards[card];
    if (mode === 'off' || !summary || !c) return null;
    const why = whys[card];
    return {
      certain: c.certain,
      p: c.p,
      why: why === undefined ? null : why === null ? [t('deduce.noWhy')] : whyLines(why, summary, names, t),
      where:
        c.p === null || !c.where
          ? []
          : c.where
              .map((p, i) => ({ place: placeText(summary.places[i], summary.viewer, names, t), p }))
              .filter((w) => w.p > 0)
              .sort((a, b) => b.p - a.p),
    };
  };
  return {
    mode,
    status: d.status,
    consistent: summary?.consistent ?? true,
    latencyMs: d.latencyMs,
    cell,
    focus: d.focus,
  };
}
