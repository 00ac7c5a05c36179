import { useState, type ReactNode } from 'react';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { nextMark } from '../game/logic.ts';
import { useNotes } from './useNotes.ts';

export const MARK_GLYPH: Record<string, string> = { x: '✗', v: '✓', q: '?' };

/** What the seat knows for sure about one card, straight from its view. */
export interface CellFacts {
  inHand: boolean;
  isPublic: boolean;
  /** The seat has seen the missing card (after a wrong claim, or at the end). */
  isMissing: boolean;
  /** Seats that showed this card to me. */
  seenFrom: number[];
}

/** The deduction assistant's word on one card; absent when the assistant is off. */
export interface CellAssist {
  /** Certain facts: the card must be the missing one, or cannot be. */
  certain: 'missing' | 'notMissing' | null;
  /** Probability that the card is the missing one (shown only in the probabilities mode). */
  p: number | null;
  /** Why a certain fact holds, in the player's language; one line per step. */
  why: string[];
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
  assist?: (card: number) => CellAssist | null;
  seatName: (seat: number) => string;
  className?: string;
  me: number | null;
  saved: Record<string, string>;
  save: (notes: Record<string, string>) => Promise<boolean>;
  /** Drawn under the grid (the answers table). */
  children?: ReactNode;
}

/**
 * A paper-style note sheet: one cell per card with the seat's own marks (cycled by tapping) and
 * notes, what its view proves (hand, public, seen from whom), and, if the table allows it, the
 * assistant's certain facts and odds. The player's marks are theirs: the assistant never changes them.
 */
export function NoteGrid(props: NoteGridProps) {
  const { rows, cols, cardAt, cardName, facts, extra, assist, seatName, className, me, saved, save, children } = props;
  const { t } = useI18n();
  const { notes, edit, status } = useNotes(saved, save, me);
  const [selected, setSelected] = useState<number | null>(null);
  const readOnly = me === null;
  const selectedAssist = selected === null ? null : (assist?.(selected) ?? null);

  return (
    <div className="notes">
      <p className="muted small">{t('notes.hint')}</p>
      <table className={`grid${className ? ` ${className}` : ''}`}>
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
                const a = assist?.(card) ?? null;
                const factText = [
                  f.inHand ? t('notes.inHand') : null,
                  f.isPublic ? t('notes.public') : null,
                  f.isMissing ? t('notes.missing') : null,
                  ...f.seenFrom.map((s) => t('notes.seenFrom', { name: seatName(s) })),
                  a?.certain === 'missing' ? t('assistant.mustBe') : a?.certain === 'notMissing' ? t('assistant.cannotBe') : null,
                  a?.p !== null && a?.p !== undefined ? t('assistant.chance', { p: percent(a.p) }) : null,
                ].filter((x): x is string => x !== null);
                const known = f.inHand || f.isPublic || f.seenFrom.length > 0;
                const heat = a?.p !== null && a?.p !== undefined ? { ['--heat' as string]: a.p.toFixed(3) } : undefined;
                return (
                  <td key={c.key}>
                    <button
                      type="button"
                      className={`cell${known ? ' known' : ''}${f.isMissing ? ' missing' : ''}${selected === card ? ' sel' : ''} mark-${mark || 'none'}${heat ? ' heat' : ''}${a?.certain ? ` auto-${a.certain}` : ''}`}
                      style={heat}
                      disabled={readOnly}
                      title={a?.why.length ? a.why.join('\n') : undefined}
                      aria-label={[cardName(card), t(`notes.mark.${mark === 'x' || mark === 'v' || mark === 'q' ? mark : 'none'}`), ...factText, note].filter(Boolean).join('; ')}
                      onClick={() => {
                        setSelected(card);
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
                      </span>
                      {a?.certain && (
                        <span className={`cell-auto auto-${a.certain}`} aria-hidden="true">
                          {a.certain === 'missing' ? '★' : '·'}
                        </span>
                      )}
                      {a?.p !== null && a?.p !== undefined && !a.certain && (
                        <span className="cell-odds" aria-hidden="true">
                          {percent(a.p)}
                        </span>
                      )}
                      {note && (
                        <span className="cell-note" aria-hidden="true">
                          {note}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {selectedAssist && selectedAssist.why.length > 0 && selected !== null && (
        <section className="assist-why" aria-live="polite">
          <h4>{t('assistant.why', { card: cardName(selected) })}</h4>
          <ol>
            {selectedAssist.why.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </section>
      )}
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

/** Whole percents, with "<1%" and ">99%" so a near-certainty never reads as a certainty. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.01) return '<1%';
  if (p > 0.99) return '>99%';
  return `${Math.round(p * 100)}%`;
}
