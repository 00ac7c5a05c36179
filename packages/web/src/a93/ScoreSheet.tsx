/** The score sheet: each finished hand (hidden cards, melds, judged blanks, bonus) and the running totals. */
import { cardSub, cardType, type HandResult, type View } from '@alibi/alibi-1993';
import type { ReactNode } from 'react';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { scrollerProps, useScrollSides } from '../notes/AnswersTable.tsx';
import { A93Card } from './Art.tsx';
import { a93BlankName, a93SheetText } from './logic.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const plain = (n: number) => (n < 0 ? `−${-n}` : `${n}`);

/** The rulebook's noon case: the time written matches the hidden suspect's, but under the wrong suspect. */
function timeLostWithSuspect(r: HandResult, seat: number): boolean {
  const written = r.sheets[seat]?.suspect;
  const hidden = r.solution.find((c) => cardType(c) === 'suspect');
  return written?.sub !== undefined && hidden !== undefined && written.sub === cardSub(hidden);
}

/** A score table's horizontal scroller (on a phone the table is wider than the screen). */
function ScoreScroll({ label, children }: { label: string; children: ReactNode }) {
  const { ref, sides } = useScrollSides<HTMLDivElement>([]);
  return (
    <div className="answers-scroll" ref={ref} {...scrollerProps(sides, label)}>
      {children}
    </div>
  );
}

export function ScoreSheet({ view, name }: { view: View; name: (seat: number) => string }) {
  const { t } = useI18n();
  const seats = view.handSizes.map((_, s) => s);
  const playing = view.phase.kind !== 'over';
  const handMelds = (seat: number) => view.melds.filter((m) => m.seat === seat).reduce((sum, m) => sum + m.points, 0);
  return (
    <div className="a93-scores">
      {view.results.map((r) => (
        <section key={r.handNumber} className="a93-result" aria-label={t('a93.score.hand', { n: r.handNumber })}>
          <h4>
            {t('a93.score.hand', { n: r.handNumber })} · {t('a93.score.solution')}
          </h4>
          <div className="card-row a93-solution">
            {r.solution.map((c) => (
              <A93Card key={c} card={c} size="sm" />
            ))}
          </div>
          <ScoreScroll label={t('a93.score.hand', { n: r.handNumber })}>
            <table className="a93-score-table">
              <thead>
                <tr>
                  <th scope="col">{t('a93.score.player')}</th>
                  <th scope="col">{t('a93.score.melds')}</th>
                  <th scope="col">{t('a93.score.sheet')}</th>
                  <th scope="col">{t('a93.score.bonus')}</th>
                  <th scope="col">{t('a93.score.total')}</th>
                  <th scope="col">{t('a93.score.running')}</th>
                </tr>
              </thead>
              <tbody>
                {seats.map((s) => {
                  const line = r.lines[s];
                  if (!line) return null;
                  return (
                    <tr key={s} style={{ ['--seat' as string]: seatHex(s) }} className={s === r.accuser ? 'accuser' : ''}>
                      <th scope="row">
                        <span className="dot" aria-hidden="true" /> {name(s)}
                        {s === r.accuser && <span className="chip chip-turn">{t('a93.firstAccuser')}</span>}
                      </th>
                      <td>{signed(line.melds)}</td>
                      <td className="a93-blanks">
                        <span className="small">{a93SheetText(r.sheets[s] ?? {}, t)}</span>
                        <span className="a93-blank-list">
                          {line.blanks.map((b) => (
                            <span key={b.blank} className={`chip ${b.correct ? 'a93-right' : 'a93-wrong'}`}>
                              {a93BlankName(b.blank, t)} {t(b.correct ? 'a93.score.right' : 'a93.score.wrong')} {signed(b.points)}
                              {!b.correct && b.blank === 'time' && timeLostWithSuspect(r, s) && (
                                <span className="small"> · {t('a93.score.timeWithSuspect')}</span>
                              )}
                            </span>
                          ))}
                        </span>
                      </td>
                      <td>{line.bonus ? signed(line.bonus) : '—'}</td>
                      <td>
                        <strong>{signed(line.total)}</strong>
                      </td>
                      <td>
                        <strong>{plain(r.totals[s] ?? 0)}</strong>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScoreScroll>
        </section>
      ))}
      {playing && (
        <section className="a93-result" aria-label={t('a93.score.now', { n: view.handNumber })}>
          <h4>{t('a93.score.now', { n: view.handNumber })}</h4>
          <ScoreScroll label={t('a93.score.now', { n: view.handNumber })}>
            <table className="a93-score-table">
              <thead>
                <tr>
                  <th scope="col">{t('a93.score.player')}</th>
                  <th scope="col">{t('a93.score.melds')}</th>
                  <th scope="col">{t('a93.score.running')}</th>
                </tr>
              </thead>
              <tbody>
                {seats.map((s) => (
                  <tr key={s} style={{ ['--seat' as string]: seatHex(s) }}>
                    <th scope="row">
                      <span className="dot" aria-hidden="true" /> {name(s)}
                    </th>
                    <td>{signed(handMelds(s))}</td>
                    <td>
                      <strong>{plain(view.scores[s] ?? 0)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScoreScroll>
        </section>
      )}
    </div>
  );
}
