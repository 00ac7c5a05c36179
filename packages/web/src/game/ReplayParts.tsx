/**
 * Small pieces the Alibi (1993), Alibi Clues and Alibis replays share: the game-over "watch the
 * replay" button that owns its dialog, and a read-only strip of the seats at one replay step.
 */
import { useOfflineTable } from '../ui/TableShell.tsx';
import { useState, type ReactNode } from 'react';
import type { TableInfo } from '@alibi/protocol';
import { seatHex } from '../art/palette.ts';
import { useI18n, type Translate } from '../i18n/index.tsx';
import { ReplayDialog, type ReplayRender } from './GameOver.tsx';
import { seatName } from './logic.ts';

/** What a game draws at one replay step; `me` is the perspective's seat (null: the spectator). */
export type GameReplayRender = (
  step: Parameters<ReplayRender>[0],
  ctx: { t: Translate; name: (seat: number) => string; me: number | null; table: TableInfo },
) => ReturnType<ReplayRender>;

/** The game-over button and, once pressed, the replay dialog drawing each step with `render`. */
export function ReplayButton({ table, players, render }: { table: TableInfo; players: number; render: GameReplayRender }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const name = (s: number) => seatName(s, table, t);
  const draw: ReplayRender = (step) => render(step, { t, name, table, me: typeof step.as === 'number' ? step.as : null });
  if (useOfflineTable()) return null;
  return (
    <div className="row replay-open">
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {t('over.replay')}
      </button>
      {open && <ReplayDialog open onClose={() => setOpen(false)} table={table} players={players} render={draw} />}
    </div>
  );
}

/** Every seat at one step: name, "you" for the perspective's own seat, and the game's `meta`. */
export function ReplaySeats({
  players,
  table,
  as,
  name,
  acting = -1,
  meta,
}: {
  players: number;
  table: TableInfo;
  as: number | 'spectator';
  name: (seat: number) => string;
  acting?: number;
  meta: (seat: number) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <ol className="players" aria-label={t('board.players')}>
      {Array.from({ length: players }, (_, s) => {
        const info = table.seats.find((x) => x.seat === s);
        return (
          <li
            key={s}
            className={`player${s === acting ? ' acting' : ''}${s === as ? ' me' : ''}`}
            style={{ ['--seat' as string]: seatHex(s) }}
          >
            <div className="player-top">
              <span className="dot" aria-hidden="true" />
              <strong className="player-name">{name(s)}</strong>
              {s === as && <span className="chip">{t('table.you')}</span>}
            </div>
            <div className="player-meta">
              {meta(s)}
              {info?.bot && <span className="chip">{t('table.bot')}</span>}
              {s === acting && <span className="chip chip-turn">{t('table.turn')}</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
