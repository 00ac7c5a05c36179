/**
 * The Alibi (1993) replay: at each step the seats, the chosen seat's hand (a spectator has none),
 * the melds and the questions asked so far, as that seat saw them, beside the log. Read-only: the
 * table's own hand and meld components without their choices.
 */
import type { TableInfo } from '@alibi/protocol';
import { LogList } from '../game/Log.tsx';
import { ReplayButton, ReplaySeats, type GameReplayRender } from '../game/ReplayParts.tsx';
import { Hand, Melds, Questions } from './Alibi1993.tsx';
import { A93Card } from './Art.tsx';
import { a93Describe, asA93Events, asA93View } from './logic.ts';

const smallCard = (c: number) => <A93Card card={c} small />;
const noPick = () => undefined;

/** One step: the seats, the perspective's hand, the melds and the questions so far. */
const a93Step: GameReplayRender = ({ view: raw, events, as }, { t, name, me, table }) => {
  const view = asA93View(raw);
  if (!view) return null;
  return {
    board: (
      <div className="a93 replay-board">
        <ReplaySeats
          players={view.players}
          table={table}
          as={as}
          name={name}
          acting={view.phase.kind === 'turn' ? view.phase.seat : -1}
          meta={(s) => (
            <>
              <strong>{t('a93.points', { n: view.scores[s] ?? 0 })}</strong>
              <span>{t('table.cards', { n: view.handSizes[s] ?? 0 })}</span>
            </>
          )}
        />
        {view.cards && <Hand view={view} selectable={false} picked={[]} toggle={noPick} />}
        <Melds view={view} name={name} />
        <section className="box" aria-labelledby="a93-replay-q-h">
          <h3 id="a93-replay-q-h">{t('a93.tab.questions')}</h3>
          <Questions view={view} name={name} />
        </section>
      </div>
    ),
    log: <LogList lines={asA93Events(events).map((e) => a93Describe(e, name, t, me))} card={smallCard} />,
  };
};

/** The game-over hook: the button and its dialog. */
export function A93ReplayButton({ table, players }: { table: TableInfo; players: number }) {
  return <ReplayButton table={table} players={players} render={a93Step} />;
}
