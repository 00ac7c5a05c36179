import type { View } from '@alibi/perfect-alibi';
import { ASSISTANTS, COLOURS, type Assistant } from '@alibi/perfect-alibi/cards';
import type { TableInfo } from '@alibi/protocol';
import { CardArt } from '../art/Card.tsx';
import { AssistantGlyph, Icon } from '../art/icons.tsx';
import { seatHex } from '../art/palette.ts';
import { TileArt, TileBack, useTileLabel } from '../art/Tile.tsx';
import { useI18n } from '../i18n/index.tsx';
import { Decor } from '../ui/Decor.tsx';
import { Why } from '../ui/Why.tsx';
import { assistantName, seatName } from './logic.ts';

export function AssistantBadge({ assistant, withPower = false }: { assistant: Assistant; withPower?: boolean }) {
  const { t } = useI18n();
  return (
    <span className={`assistant assistant-${assistant}`} title={t(`assistant.${assistant}.power`)}>
      <Icon>
        <AssistantGlyph assistant={assistant} />
      </Icon>
      <span>
        <span className="assistant-name">{assistantName(assistant, t)}</span>
        {withPower && <small>{t(`assistant.${assistant}.power`)}</small>}
      </span>
    </span>
  );
}

/** Every seat: name, colour, assistant, hand size and state; the actor is highlighted. */
export function Players({ view, table, me }: { view: View; table: TableInfo | null; me: number | null }) {
  const { t } = useI18n();
  const acting = view.phase.kind === 'over' ? -1 : view.phase.seat;
  return (
    <ol className="players" aria-label={t('board.players')}>
      {view.handSizes.map((size, seat) => {
        const info = table?.seats.find((s) => s.seat === seat);
        const assistant = view.assistants[seat] ?? null;
        const out = view.eliminated[seat] ?? false;
        const winner = view.reveal?.winners.includes(seat) ?? false;
        return (
          <li
            key={seat}
            className={`player${seat === acting ? ' acting' : ''}${out ? ' out' : ''}${winner ? ' winner' : ''}${seat === me ? ' me' : ''}`}
            style={{ ['--seat' as string]: seatHex(seat) }}
            aria-current={seat === acting ? 'true' : undefined}
          >
            <div className="player-top">
              <span className="dot" aria-hidden="true" />
              <strong className="player-name">{seatName(seat, table, t)}</strong>
              {seat === me && <span className="chip">{t('table.you')}</span>}
            </div>
            <div className="player-meta">
              <span className="sr-only">{t(`colour.${COLOURS[seat] ?? 'red'}`)}</span>
              <span>{t('table.cards', { n: size })}</span>
              {info?.bot && <span className="chip">{t('table.bot')}</span>}
              {info && !info.bot && !info.connected && <span className="chip chip-dim">{t('table.offline')}</span>}
              {out && <span className="chip chip-out">{t(view.resigned?.[seat] ? 'pa.seat.resigned' : 'table.out')}</span>}
              {seat === acting && <span className="chip chip-turn">{t('table.turn')}</span>}
            </div>
            {assistant && <AssistantBadge assistant={assistant} />}
          </li>
        );
      })}
    </ol>
  );
}

/** The five assistants, who holds each and what it does. */
export function Assistants({ view, table }: { view: View; table: TableInfo | null }) {
  const { t } = useI18n();
  return (
    <section className="box" aria-labelledby="assistants-h">
      <h3 id="assistants-h">{t('board.assistants')}</h3>
      <ul className="assistant-list">
        {ASSISTANTS.map((a) => {
          const holder = view.assistants.findIndex((x) => x === a);
          return (
            <li key={a} className={holder < 0 ? 'unused' : ''} style={holder >= 0 ? { ['--seat' as string]: seatHex(holder) } : undefined}>
              <AssistantBadge assistant={a} withPower />
              <span className="holder">{holder >= 0 ? t('board.heldBy', { name: seatName(holder, table, t) }) : t('board.unused')}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Face-up tiles (selectable on your turn) and the face-down stack. */
export function Tiles({
  view,
  selectable,
  selected,
  onSelect,
  why,
}: {
  view: View;
  selectable: ReadonlySet<number>;
  selected: number | null;
  onSelect: (tile: number) => void;
  /** Why a tile cannot be taken now (ui/Why.tsx). */
  why?: (tile: number) => string | null;
}) {
  const { t } = useI18n();
  const label = useTileLabel();
  // Tiles are keyed for card motion (ui/motion.ts): a taken tile slides to its pending place.
  return (
    <section className="box" aria-labelledby="tiles-h">
      <h3 id="tiles-h">{t('board.tiles')}</h3>
      <div className="tiles">
        {view.faceUp.map((tile) => {
          const can = selectable.has(tile);
          return (
            <Why key={tile} reason={can ? null : why?.(tile)}>
              <button type="button" data-tutorial={`tile-${tile}`} data-flip={`tile-${tile}`} className={`tile-btn${tile === selected ? ' on' : ''}`} disabled={!can} aria-pressed={can ? tile === selected : undefined} title={label(tile)} onClick={() => onSelect(tile)}>
                <Decor label={label(tile)}>
                  <TileArt tile={tile} />
                </Decor>
              </button>
            </Why>
          );
        })}
        {view.pendingTile !== null && (
          <span className="tile-btn pending" data-flip={`tile-${view.pendingTile}`} title={label(view.pendingTile)} aria-label={label(view.pendingTile)} role="img">
            <TileArt tile={view.pendingTile} />
          </span>
        )}
        <span className="stack">
          <TileBack count={view.stackSize} label={t('board.stack', { n: view.stackSize })} />
        </span>
      </div>
    </section>
  );
}

export function CardRow({ cards, title, size = 'md', tutorial }: { cards: readonly number[]; title: string; size?: 'sm' | 'md' | 'lg'; tutorial?: string }) {
  return (
    <section className="box" aria-label={title} data-tutorial={tutorial}>
      <h3>{title}</h3>
      <div className="card-row">
        {cards.map((c) => (
          <CardArt key={c} card={c} size={size} />
        ))}
      </div>
    </section>
  );
}

export function RivalTile({ rival }: { rival: Assistant }) {
  const { t } = useI18n();
  return (
    <section className="box rival" aria-labelledby="rival-h">
      <h3 id="rival-h">{t('board.rival')}</h3>
      <AssistantBadge assistant={rival} />
      <p className="muted small">{t('board.rivalHint')}</p>
    </section>
  );
}
