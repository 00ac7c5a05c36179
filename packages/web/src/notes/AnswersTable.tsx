import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TableInfo } from '@alibi/protocol';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { seatName } from '../game/logic.ts';
import './answers.css';

/** Which sides of a horizontal scroller hide content (a pixel of slack for rounding). */
export function scrollSides(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }): {
  left: boolean;
  right: boolean;
} {
  return { left: el.scrollLeft > 1, right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 };
}

/** Watches a scroller: whether columns hide to its left or right (for the fade edges and the hint). */
export function useScrollSides<T extends HTMLElement>(deps: readonly unknown[]) {
  const ref = useRef<T>(null);
  const [sides, setSides] = useState({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const next = scrollSides(el);
      setSides((s) => (s.left === next.left && s.right === next.right ? s : next));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(el);
    if (el.firstElementChild) ro?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      ro?.disconnect();
    };
  }, deps);
  return { ref, sides };
}

/**
 * A scroller's attributes while it hides columns: reachable by keyboard (arrow keys scroll it) and
 * named for screen readers (axe: scrollable-region-focusable); nothing while all of it shows.
 */
export function scrollerProps(
  sides: { left: boolean; right: boolean },
  label: string,
): { tabIndex?: number; role?: string; 'aria-label'?: string } {
  return sides.left || sides.right ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
}

/** One question of the answers table: what was asked (drawn by the game) and what the target said. */
export interface AnswerRow {
  asker: number;
  target: number;
  question: ReactNode;
  answer: ReactNode;
}

/** Each question as a row, the answer in the questioned player's column, as on a paper sheet. */
export function AnswersTable({
  seats,
  table,
  rows,
  children,
}: {
  seats: number;
  table: TableInfo | null;
  rows: AnswerRow[];
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const columns = Array.from({ length: seats }, (_, s) => s);
  const { ref, sides } = useScrollSides<HTMLDivElement>([rows.length === 0, seats]);
  return (
    <section className="answers" data-tutorial="answers">
      <h3>{t('notes.answers')}</h3>
      {rows.length === 0 ? (
        <p className="muted small">{t('notes.noQuestions')}</p>
      ) : (
        <>
          {/* Kept in place (hidden) once scrolled to the end, so the table does not jump. */}
          {(sides.left || sides.right) && (
            <p className={`answers-more muted small${sides.right ? '' : ' spent'}`} aria-hidden="true">
              {t('pa.answers.more')}
            </p>
          )}
          <div className={`answers-frame${sides.left ? ' more-left' : ''}${sides.right ? ' more-right' : ''}`}>
            <div className="answers-scroll" ref={ref} {...scrollerProps(sides, t('notes.answers'))}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('notes.question')}</th>
                    {columns.map((s) => (
                      <th key={s} scope="col" style={{ ['--seat' as string]: seatHex(s) }}>
                        <span className="dot" /> <span className="answers-seat">{seatName(s, table, t)}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    <tr key={i}>
                      <th scope="row" className="q-cell">
                        <span className="q-num">#{i + 1}</span>
                        <span className="dot" style={{ background: seatHex(row.asker) }} title={seatName(row.asker, table, t)} />
                        {row.question}
                      </th>
                      {columns.map((s) => (
                        <td key={s} className={s === row.target ? 'ans' : ''}>
                          {s === row.target ? row.answer : s === row.asker ? <span className="muted">→</span> : null}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
      {children}
    </section>
  );
}
