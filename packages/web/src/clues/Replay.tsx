/**
 * The Alibi Clues replay: at each step the seats and their points, the row of suspects with their
 * matches, the clues on each seat's table and the chosen seat's hand (a spectator has none), as
 * that seat saw them, beside the log. Read-only: the table's own card and face art, no choices.
 */
import { CASE_CLOSED, SUSPECTS, distinctMatches, featureOf, isClue } from '@alibi/alibi-clues';
import type { TableInfo } from '@alibi/protocol';
import { seatHex } from '../art/palette.ts';
import { LogList } from '../game/Log.tsx';
import { ReplayButton, ReplaySeats, type GameReplayRender } from '../game/ReplayParts.tsx';
import { ClueCard } from './AlibiClues.tsx';
import { SuspectFace } from './Face.tsx';
import { acDescribe, acFeatureName, acSuspectName, asAcEvents, asAcView } from './logic.ts';

const smallCard = (c: number) => <ClueCard card={c} small />;

/** One step: the seats, the row of suspects, the clues on the tables and the perspective's hand. */
const acStep: GameReplayRender = ({ view: raw, events, as }, { t, name, table }) => {
  const view = asAcView(raw);
  if (!view) return null;
  const allClues = view.tables.flat();
  const shown = new Set(allClues.filter(isClue).map(featureOf));
  return {
    board: (
      <div className="ac replay-board">
        <ReplaySeats
          players={view.scores.length}
          table={table}
          as={as}
          name={name}
          acting={view.phase.kind === 'over' ? -1 : view.phase.seat}
          meta={(s) => (
            <>
              <strong>{t('ac.points', { n: view.scores[s] ?? 0 })}</strong>
              <span>{t('table.cards', { n: view.handSizes[s] ?? 0 })}</span>
            </>
          )}
        />
        <section className="box" aria-labelledby="ac-replay-row-h">
          <h3 id="ac-replay-row-h">
            {t('ac.suspects')} <span className="muted small">{t('ac.round', { n: view.round })}</span>
          </h3>
          <div className="ac-row">
            {view.row.map((id, slot) => {
              const n = distinctMatches(allClues, id);
              const covered = view.covers[slot] !== null;
              return (
                <div
                  key={slot}
                  className={`ac-suspect${covered ? ' covered' : ''}`}
                  role="group"
                  aria-label={`${acSuspectName(id, t)}${t('punct.colon')}${t('ac.matches', { n })}`}
                >
                  <SuspectFace suspect={id} />
                  <strong>{acSuspectName(id, t)}</strong>
                  <span className={`ac-count${n >= CASE_CLOSED ? ' full' : ''}`}>{t('ac.matches', { n })}</span>
                  <ul className="ac-features">
                    {(SUSPECTS[id]?.features ?? []).map((f) => (
                      <li key={f} className={shown.has(f) ? 'shown' : ''}>
                        {acFeatureName(f, t)}
                      </li>
                    ))}
                  </ul>
                  {covered && <span className="chip chip-out">{t('ac.covered')}</span>}
                </div>
              );
            })}
          </div>
        </section>
        <section className="box" aria-labelledby="ac-replay-tables-h">
          <h3 id="ac-replay-tables-h">{t('ac.tables')}</h3>
          <ul className="ac-tables">
            {view.tables.map((cards, s) => (
              <li key={s} style={{ ['--seat' as string]: seatHex(s) }}>
                <span className="dot" aria-hidden="true" /> <strong>{name(s)}</strong>
                <div className="card-row">
                  {cards.length === 0 && <span className="muted small">{t('ac.noClues')}</span>}
                  {cards.map((c) => (
                    <span key={c} data-card={c}>
                      <ClueCard card={c} />
                    </span>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </section>
        {view.hand && (
          <section className="box replay-hand" aria-labelledby="ac-replay-hand-h">
            <h3 id="ac-replay-hand-h">{t('ac.hand')}</h3>
            <div className="card-row">
              {view.hand.map((c) => (
                <span key={c} data-card={c}>
                  <ClueCard card={c} />
                </span>
              ))}
            </div>
          </section>
        )}
      </div>
    ),
    log: <LogList lines={asAcEvents(events).map((e) => acDescribe(e, name, t))} card={smallCard} />,
  };
};

/** The game-over hook: the button and its dialog. */
export function AcReplayButton({ table, players }: { table: TableInfo; players: number }) {
  return <ReplayButton table={table} players={players} render={acStep} />;
}
