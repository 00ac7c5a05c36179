import { useState } from 'react';
import { cardLocation, cardOf, cardTime, LOCATIONS, TIMES, type View } from '@alibi/perfect-alibi';
import type { TableInfo } from '@alibi/protocol';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { ValueIcon } from './Actions.tsx';
import { AssistantBadge } from './Board.tsx';
import { nextMark, seatName, valueName } from './logic.ts';
import { useNotes } from './useNotes.ts';

export const MARK_GLYPH: Record<string, string> = { x: '✗', v: '✓', q: '?' };

/** The 4x4 sheet (times x locations) with the seat's own marks, and every answer so far. */
export function NoteSheet({ view, table, me, saved, save }: { view: View; table: TableInfo | null; me: number | null; saved: Record<string, string>; save: (notes: Record<string, string>) => Promise<boolean> }) {
  const { t } = useI18n();
  const { notes, edit, status } = useNotes(saved, save, me);
  const [selected, setSelected] = useState<number | null>(null);

  const hand = new Set(view.hand ?? []);
  const pub = new Set(view.publicCards);
  const seenFrom = new Map<number, Set<number>>();
  for (const s of view.seen) {
    if (!seenFrom.has(s.card)) seenFrom.set(s.card, new Set());
    seenFrom.get(s.card)?.add(s.from);
  }
  const cellName = (card: number) => t('notes.cell', { time: valueName('time', cardTime(card), t), location: valueName('location', cardLocation(card), t) });
  const readOnly = me === null;

  return (
    <div className="notes">
      <p className="muted small">{t('notes.hint')}</p>
      <table className="grid">
        <thead>
          <tr>
            <td />
            {LOCATIONS.map((l, li) => (
              <th key={l} scope="col">
                <ValueIcon category="location" value={li} />
                <span>{valueName('location', li, t)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {TIMES.map((tm, ti) => (
            <tr key={tm}>
              <th scope="row">
                <ValueIcon category="time" value={ti} />
                <span>{valueName('time', ti, t)}</span>
              </th>
              {LOCATIONS.map((l, li) => {
                const card = cardOf(ti, li);
                const mark = notes[`m${card}`] ?? '';
                const note = notes[`n${card}`] ?? '';
                const facts = [
                  hand.has(card) ? t('notes.inHand') : null,
                  pub.has(card) ? t('notes.public') : null,
                  view.missing === card ? t('notes.missing') : null,
                  ...[...(seenFrom.get(card) ?? [])].map((s) => t('notes.seenFrom', { name: seatName(s, table, t) })),
                ].filter((x): x is string => x !== null);
                const known = hand.has(card) || pub.has(card) || seenFrom.has(card);
                return (
                  <td key={l}>
                    <button
                      type="button"
                      className={`cell${known ? ' known' : ''}${view.missing === card ? ' missing' : ''}${selected === card ? ' sel' : ''} mark-${mark || 'none'}`}
                      disabled={readOnly}
                      aria-label={[cellName(card), t(`notes.mark.${mark === 'x' || mark === 'v' || mark === 'q' ? mark : 'none'}`), ...facts, note].filter(Boolean).join('; ')}
                      onClick={() => {
                        setSelected(card);
                        edit(`m${card}`, nextMark(mark));
                      }}
                    >
                      <span className="cell-mark" aria-hidden="true">
                        {MARK_GLYPH[mark] ?? ''}
                      </span>
                      <span className="cell-facts" aria-hidden="true">
                        {hand.has(card) && <span className="fact fact-hand" />}
                        {pub.has(card) && <span className="fact fact-pub" />}
                        {[...(seenFrom.get(card) ?? [])].map((s) => (
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
              <span>{t('notes.noteFor', { cell: cellName(selected) })}</span>
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
      <Answers view={view} table={table} />
    </div>
  );
}

/** Each question as a row, each player's answer in their own column, as on a paper sheet. */
function Answers({ view, table }: { view: View; table: TableInfo | null }) {
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
                      <span className="q-values">
                        {q.values.map((v) => (
                          <ValueIcon key={v} category={q.category} value={v} />
                        ))}
                      </span>
                      {view.rules.rival && q.askerAssistant && <AssistantBadge assistant={q.askerAssistant} />}
                    </th>
                    {seats.map((s) => (
                      <td key={s} className={s === q.target ? 'ans' : ''}>
                        {s === q.target ? (
                          <>
                            <strong>{said ?? (q.private ? '—' : t('notes.pending'))}</strong>
                            {q.private && <small className="chip chip-private">{t('notes.privateMark')}</small>}
                            {q.card === 'shown' && <small className="ans-card" title={t('notes.cardShown')} aria-label={t('notes.cardShown')} />}
                            {q.card === 'taken' && <small className="ans-card taken" title={t('notes.cardTaken')} aria-label={t('notes.cardTaken')} />}
                            {q.confirmed && <small title={t('notes.confirmed')}> ✓</small>}
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
    </section>
  );
}
