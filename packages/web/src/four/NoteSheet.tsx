import { useState } from 'react';
import { cardOf, cardPerson, PLACES, TIMES, type View } from '@alibi/four-suspects';
import type { TableInfo } from '@alibi/protocol';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { nextMark, seatName } from '../game/logic.ts';
import { MARK_GLYPH } from '../game/NoteSheet.tsx';
import { useNotes } from '../game/useNotes.ts';
import { fsCardText, fsPersonName, fsPlaceName, fsTimeName } from './names.ts';
import { CategoryIcon, ValueBadge } from './Parts.tsx';

/** The 16 alibis as a time x place grid (each cell names its person), with marks, notes and answers. */
export function FsNoteSheet({ view, table, me, saved, save }: { view: View; table: TableInfo | null; me: number | null; saved: Record<string, string>; save: (notes: Record<string, string>) => Promise<boolean> }) {
  const { t } = useI18n();
  const { notes, edit, status } = useNotes(saved, save, me);
  const [selected, setSelected] = useState<number | null>(null);
  const hand = new Set(view.hand ?? []);
  const missing = new Set(view.missing ?? []);
  const seenFrom = new Map<number, Set<number>>();
  for (const s of view.seen) seenFrom.set(s.card, new Set([...(seenFrom.get(s.card) ?? []), s.from]));
  const readOnly = me === null;
  return (
    <div className="notes">
      <p className="muted small">{t('notes.hint')}</p>
      <table className="grid fs-grid">
        <thead>
          <tr>
            <td />
            {PLACES.map((p, pi) => (
              <th key={p} scope="col">
                <ValueBadge category="place" value={pi} />
                <span>{fsPlaceName(pi, t)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TIMES.map((tm, ti) => (
            <tr key={tm}>
              <th scope="row">
                <ValueBadge category="time" value={ti} />
                <span>{fsTimeName(ti, t)}</span>
              </th>
              {PLACES.map((p, pi) => {
                const card = cardOf(ti, pi);
                const mark = notes[`m${card}`] ?? '';
                const note = notes[`n${card}`] ?? '';
                const from = [...(seenFrom.get(card) ?? [])];
                const facts = [hand.has(card) ? t('notes.inHand') : null, missing.has(card) ? t('notes.missing') : null, ...from.map((s) => t('notes.seenFrom', { name: seatName(s, table, t) }))].filter((x): x is string => x !== null);
                return (
                  <td key={p}>
                    <button
                      type="button"
                      className={`cell${hand.has(card) || from.length ? ' known' : ''}${missing.has(card) ? ' missing' : ''}${selected === card ? ' sel' : ''} mark-${mark || 'none'}`}
                      disabled={readOnly}
                      aria-label={[fsCardText(card, t), t(`notes.mark.${mark === 'x' || mark === 'v' || mark === 'q' ? mark : 'none'}`), ...facts, note].filter(Boolean).join('; ')}
                      onClick={() => {
                        setSelected(card);
                        edit(`m${card}`, nextMark(mark));
                      }}
                    >
                      <span className="cell-person" aria-hidden="true">
                        {fsPersonName(cardPerson(card), t)}
                      </span>
                      <span className="cell-mark" aria-hidden="true">
                        {MARK_GLYPH[mark] ?? ''}
                      </span>
                      <span className="cell-facts" aria-hidden="true">
                        {hand.has(card) && <span className="fact fact-hand" />}
                        {from.map((s) => (
                          <span key={s} className="fact-dot" style={{ background: seatHex(s) }} />
                        ))}
                      </span>
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
      {!readOnly && (
        <div className="note-edit">
          {selected === null ? (
            <p className="muted small">{t('notes.selectCell')}</p>
          ) : (
            <label className="field">
              <span>{t('fs.noteFor', { card: fsCardText(selected, t) })}</span>
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
      <FsAnswers view={view} table={table} />
    </div>
  );
}

/** Each question as a row, the answer in the questioned player's column. */
function FsAnswers({ view, table }: { view: View; table: TableInfo | null }) {
  const { t } = useI18n();
  const seats = view.handSizes.map((_, i) => i);
  return (
    <section className="answers">
      <h3>{t('notes.answers')}</h3>
      {view.questions.length === 0 ? (
        <p className="muted small">{t('notes.noQuestions')}</p>
      ) : (
        <div className="answers-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('notes.question')}</th>
                {seats.map((s) => (
                  <th key={s} scope="col" style={{ ['--seat' as string]: seatHex(s) }}>
                    <span className="dot" /> {seatName(s, table, t)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.questions.map((q, i) => {
                const said = q.heard ?? q.answer;
                return (
                  <tr key={i}>
                    <th scope="row" className="q-cell">
                      <span className="q-num">#{i + 1}</span>
                      <span className="dot" style={{ background: seatHex(q.asker) }} title={seatName(q.asker, table, t)} />
                      {q.category ? (
                        <span className="q-values" title={t(`fs.category.${q.category}`)}>
                          {q.values.map((v) => (q.category ? <ValueBadge key={v} category={q.category} value={v} /> : null))}
                        </span>
                      ) : (
                        <span className="small">{t('fs.showMe')}</span>
                      )}
                      {q.room && <small className="chip">{t(`fs.room.${q.room}`)}</small>}
                    </th>
                    {seats.map((s) => (
                      <td key={s} className={s === q.target ? 'ans' : ''}>
                        {s === q.target ? (
                          <>
                            {q.kind === 'count' && <strong>{said ?? (q.private ? '—' : t('notes.pending'))}</strong>}
                            {q.private && <small className="chip chip-private">{t('notes.privateMark')}</small>}
                            {q.shown === 'card' && <small className="ans-card" title={t('notes.cardShown')} aria-label={t('notes.cardShown')} />}
                            {q.bodyguard && <small className="chip">{t('fs.helper.bodyguard')}</small>}
                          </>
                        ) : s === q.asker ? (
                          <span className="muted">→</span>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted small legend">
        <CategoryIcon category="person" /> {t('fs.notes.legend')}
      </p>
    </section>
  );
}
