import type { ReactNode } from 'react';
import type { TableInfo } from '@alibi/protocol';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { seatName } from '../game/logic.ts';

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
  return (
    <section className="answers">
      <h3>{t('notes.answers')}</h3>
      {rows.length === 0 ? (
        <p className="muted small">{t('notes.noQuestions')}</p>
      ) : (
        <div className="answers-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('notes.question')}</th>
                {columns.map((s) => (
                  <th key={s} scope="col" style={{ ['--seat' as string]: seatHex(s) }}>
                    <span className="dot" /> {seatName(s, table, t)}
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
      )}
      {children}
    </section>
  );
}
