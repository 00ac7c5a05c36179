import { useState, type ReactNode } from 'react';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { useRovingGrid } from '../ui/useRovingGrid.ts';
import { nextMark } from '../game/logic.ts';
import { useNotes } from './useNotes.ts';
import type { CellAssist, NoteAssistant } from './useNoteAssistant.ts';

export const MARK_GLYPH: Record<string, string> = { x: '✗', v: '✓', q: '?' };

/** What the seat knows for sure about one card, straight from its view. */
export interface CellFacts {
  inHand: boolean;
  isPublic: boolean;
  /** The seat has seen the missing card (after a wrong claim, or at the end). */
  isMissing: boolean;
  /** Seats that showed this card to me. */
  seenFrom: number[];
  /** Seats that took this card from me (Perfect Alibi's Pickpocket). */
  takenBy?: number[];
}

export interface NoteGridAxis {
  key: string;
  header: ReactNode;
}

interface NoteGridProps {
  rows: NoteGridAxis[];
  cols: NoteGridAxis[];
  cardAt: (row: number, col: number) => number;
  /** The card's name for screen readers and the note editor. */
  cardName: (card: number) => string;
  facts: (card: number) => CellFacts;
  /** Extra text drawn in the cell (e.g. the person of a Four Suspects alibi). */
  extra?: (card: number) => ReactNode;
  /** The table's deduction helper; absent for games without one. */
  assistant?: NoteAssistant;
  seatName: (seat: number) => string;
  className?: string;
  me: number | null;
  saved: Record<string, string>;
  save: (notes: Record<string, string>) => Promise<boolean>;
  /** Drawn under the grid (the answers table). */
  children?: ReactNode;
  /** An action for the selected cell, such as claiming its card (see ClaimWindow.tsx CellClaim). */
  cellAction?: (card: number) => ReactNode;
}

/**
 * A paper-style note sheet: one cell per card with the seat's own marks (cycled by tapping) and
 * notes, what its view proves (hand, public, seen from whom), and, if the table allows it, the
 * assistant's certain facts and odds. The player's marks are theirs: the assistant never changes them.
 */
export function NoteGrid(props: NoteGridProps) {
  const { rows, cols, cardAt, cardName, facts, extra, assistant, seatName, className, me, saved, save, children, cellAction } = props;
  const { t } = useI18n();
  const { notes, edit, status } = useNotes(saved, save, me);
  const [selected, setSelected] = useState<number | null>(null);
  const grid = useRovingGrid<HTMLTableElement>();
  const readOnly = me === null;
  const assist = (card: number): CellAssist | null => assistant?.cell(card) ?? null;
  const selectedAssist = selected === null ? null : assist(selected);
  const cards = rows.flatMap((_, ri) => cols.map((_, ci) => cardAt(ri, ci)));
  /** Select a cell without touching its mark (the helper's badge, a top candidate). */
  const inspect = (card: number) => {
    setSelected(card);
    assistant?.focus(card);
  };

  return (
    <div className="notes" data-assist-ms={assistant?.latencyMs?.toFixed(1)}>
      <p className="muted small">{t('notes.hint')}</p>
      {assistant && <AssistantHeader assistant={assistant} cards={cards} cardName={cardName} onPick={inspect} />}
      <table data-tutorial="notes" className={`grid${className ? ` ${className}` : ''}`} role="grid" aria-label={t('notes.title')} ref={grid.ref} {...grid.props}>
        <thead>
          <tr>
            <td />
            {cols.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, ri) => (
            <tr key={r.key}>
              <th scope="row">{r.header}</th>
              {cols.map((c, ci) => {
                const card = cardAt(ri, ci);
                const mark = notes[`m${card}`] ?? '';
                const note = notes[`n${card}`] ?? '';
                const f = facts(card);
                const a = assist(card);
                const factText = [
                  f.inHand ? t('notes.inHand') : null,
                  f.isPublic ? t('notes.public') : null,
                  f.isMissing ? t('notes.missing') : null,
                  ...f.seenFrom.map((s) => t('notes.seenFrom', { name: seatName(s) })),
                  ...(f.takenBy ?? []).map((s) => t('pa.notes.takenBy', { name: seatName(s) })),
                  a?.certain === 'missing' ? t('deduce.mustBe') : a?.certain === 'notMissing' ? t('deduce.cannotBe') : null,
                  a?.p !== null && a?.p !== undefined ? t('deduce.chance', { p: percent(a.p) }) : null,
                ].filter((x): x is string => x !== null);
                const known = f.inHand || f.isPublic || f.seenFrom.length > 0 || (f.takenBy?.length ?? 0) > 0;
                const heat = a?.p !== null && a?.p !== undefined ? { ['--heat' as string]: a.p.toFixed(3) } : undefined;
                return (
                  <td key={c.key} className="cell-slot">
                    <Why reason={t('why.notes.spectator')}>
                      <button
                        type="button"
                        data-grid-cell=""
                        className={`cell${known ? ' known' : ''}${f.isMissing ? ' missing' : ''}${selected === card ? ' sel' : ''} mark-${mark || 'none'}${heat ? ' heat' : ''}${a?.certain ? ` auto-${a.certain}` : ''}`}
                        style={heat}
                        disabled={readOnly}
                        title={a?.certain ? (a.why ?? [t('deduce.whyPending')]).join('\n') : undefined}
                        onMouseEnter={a?.certain ? () => assistant?.focus(card) : undefined}
                        aria-label={[
                          cardName(card),
                          t(`notes.mark.${mark === 'x' || mark === 'v' || mark === 'q' ? mark : 'none'}`),
                          ...factText,
                          note,
                        ]
                          .filter(Boolean)
                          .join('; ')}
                        onClick={() => {
                          setSelected(card);
                          if (a?.certain) assistant?.focus(card);
                          edit(`m${card}`, nextMark(mark));
                        }}
                      >
                        {extra?.(card)}
                        <span className="cell-mark" aria-hidden="true">
                          {MARK_GLYPH[mark] ?? ''}
                        </span>
                        <span className="cell-facts" aria-hidden="true">
                          {f.inHand && <span className="fact fact-hand" />}
                          {f.isPublic && <span className="fact fact-pub" />}
                          {f.seenFrom.map((s) => (
                            <span key={s} className="fact-dot" style={{ background: seatHex(s) }} />
                          ))}
                          {f.takenBy?.map((s) => (
                            <span key={`t${s}`} className="fact-dot fact-taken" style={{ background: seatHex(s) }} />
                          ))}
                        </span>
                        {note && (
                          <span className="cell-note" aria-hidden="true">
                            {note}
                          </span>
                        )}
                      </button>
                    </Why>
                    {a && (a.certain || a.p !== null) && (
                      <button
                        type="button"
                        className={`cell-why${a.certain ? ` auto-${a.certain}` : ' odds'}`}
                        aria-label={t('deduce.whyOpen', { card: cardName(card) })}
                        title={a.certain ? (a.why ?? [t('deduce.whyPending')]).join('\n') : undefined}
                        onClick={() => inspect(card)}
                      >
                        {a.certain === 'missing' ? '★' : a.certain === 'notMissing' ? '⊘' : percent(a.p ?? 0)}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {selectedAssist && selected !== null && (selectedAssist.certain || selectedAssist.where.length > 0) && (
        <section className="assist-why" aria-live="polite">
          <h4>{t('deduce.why', { card: cardName(selected) })}</h4>
          {selectedAssist.certain && (
            <ol>
              {(selectedAssist.why ?? [t('deduce.whyPending')]).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          )}
          {selectedAssist.where.length > 0 && (
            <p className="assist-where">
              <span className="muted">{t('deduce.where')}:</span>{' '}
              {selectedAssist.where.map((w) => (
                <span key={w.place} className="chip">
                  {t('deduce.whereItem', { place: w.place, p: percent(w.p) })}
                </span>
              ))}
            </p>
          )}
        </section>
      )}
      {selected !== null && cellAction?.(selected)}
      {!readOnly && (
        <div className="note-edit">
          {selected === null ? (
            <p className="muted small">{t('notes.selectCell')}</p>
          ) : (
            <label className="field">
              <span>{t('notes.noteFor', { cell: cardName(selected) })}</span>
              <input maxLength={200} value={notes[`n${selected}`] ?? ''} onChange={(e) => edit(`n${selected}`, e.target.value)} />
            </label>
          )}
          <label className="field">
            <span>{t('notes.general')}</span>
            <textarea rows={2} maxLength={200} value={notes.g ?? ''} onChange={(e) => edit('g', e.target.value)} />
          </label>
          <span className="muted small" role="status">
            {status === 'saving' ? t('notes.saving') : status === 'saved' ? t('notes.saved') : ''}
          </span>
        </div>
      )}
      {children}
    </div>
  );
}

const TOP_CANDIDATES = 3;

/** The table's helper setting (shown to every seat), its state, and the likeliest missing cards. */
function AssistantHeader({
  assistant,
  cards,
  cardName,
  onPick,
}: {
  assistant: NoteAssistant;
  cards: number[];
  cardName: (card: number) => string;
  onPick: (card: number) => void;
}) {
  const { t } = useI18n();
  const { mode, status, consistent } = assistant;
  const top =
    mode === 'odds' && consistent
      ? cards
          .map((card) => ({ card, p: assistant.cell(card)?.p ?? 0 }))
          .filter((c) => c.p > 0)
          .sort((a, b) => b.p - a.p)
          .slice(0, TOP_CANDIDATES)
      : [];
  return (
    <div className="assist-head" data-mode={mode} data-status={status}>
      <span className={`chip chip-assist${mode === 'off' ? ' chip-dim' : ''}`}>
        {t('deduce.chip', { mode: t(`deduce.mode.${mode}`) })}
      </span>
      {mode !== 'off' && status === 'ready' && consistent && <span className="muted small">{t('deduce.legend')}</span>}
      {status === 'working' && <span className="muted small">{t('deduce.working')}</span>}
      {status === 'failed' && <span className="small">{t('deduce.failed')}</span>}
      {status === 'ready' && !consistent && (
        <p className="banner small" role="status">
          {t('deduce.inconsistent')}
        </p>
      )}
      {top.length > 0 && (
        <div className="assist-top">
          <span className="small">{t('deduce.top')}:</span>
          {top.map((c) => (
            <button
              key={c.card}
              type="button"
              className="top-cand"
              onClick={() => onPick(c.card)}
              style={{ ['--heat' as string]: c.p.toFixed(3) }}
            >
              <span>{cardName(c.card)}</span> <strong>{percent(c.p)}</strong>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Whole percents, with "<1%" and ">99%" so a near-certainty never reads as a certainty. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.01) return '<1%';
  if (p > 0.99) return '>99%';
  return `${Math.round(p * 100)}%`;
}
