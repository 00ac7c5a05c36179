/** Four Suspects board pieces: players, the row of interrogation cards, helpers, hand and rooms. */
import { PRICE, type Action, type Helper, type View } from '@alibi/four-suspects';
import type { TableInfo } from '@alibi/protocol';
import { Icon } from '../art/icons.tsx';
import { seatHex } from '../art/palette.ts';
import { CategoryGlyph, FeatureGlyph, InterrogationCard, SuspectCard, interrogationLabel } from '../art/SuspectCard.tsx';
import { useI18n } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { Decor } from '../ui/Decor.tsx';
import { seatName } from '../game/logic.ts';
import { fsOfType } from './logic.ts';
import { fsValueName, helperName, helperPower } from './names.ts';
import type { Category } from '@alibi/four-suspects';

export function Coins({ n }: { n: number }) {
  const { t } = useI18n();
  return (
    <span className="coins" title={t('fs.coins', { n })} aria-label={t('fs.coins', { n })}>
      <svg viewBox="0 0 16 16" className="coin" aria-hidden="true">
        <circle cx={8} cy={8} r={7} fill="#d9b45a" stroke="#9c7a2a" strokeWidth={1.4} />
        <circle cx={8} cy={8} r={4} fill="none" stroke="#9c7a2a" strokeWidth={1} />
      </svg>
      {n}
    </span>
  );
}

export function ValueBadge({ category, value }: { category: Category; value: number }) {
  const { t } = useI18n();
  return (
    <span className="fs-value" title={fsValueName(category, value, t)}>
      <Icon>
        <FeatureGlyph category={category} value={value} />
      </Icon>
    </span>
  );
}

export function CategoryIcon({ category }: { category: Category }) {
  return (
    <Icon>
      <CategoryGlyph category={category} />
    </Icon>
  );
}

/** Every seat: name, colour, hand size, coins and helpers in front; the actor is highlighted. */
export function FsPlayers({ view, table, me }: { view: View; table: TableInfo | null; me: number | null }) {
  const { t } = useI18n();
  const p = view.phase;
  const acting = p.kind === 'over' || p.kind === 'rooms' ? -1 : p.seat;
  return (
    <ol className="players" aria-label={t('board.players')} data-tutorial="fs-players">
      {view.handSizes.map((size, seat) => {
        const info = table?.seats.find((s) => s.seat === seat);
        const out = view.eliminated[seat] ?? false;
        const winner = view.reveal?.winners.includes(seat) ?? false;
        const helpers = view.helpers.filter((_, i) => view.owners[i] === seat);
        const pending = view.guessing?.pending.includes(seat) ?? false;
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
              <span>{t('table.cards', { n: size })}</span>
              <Coins n={view.coins[seat]?.length ?? 0} />
              {info?.bot && <span className="chip">{t('table.bot')}</span>}
              {info && !info.bot && !info.connected && <span className="chip chip-dim">{t('table.offline')}</span>}
              {out && <span className="chip chip-out">{t(view.resigned?.[seat] ? 'fs.seat.resigned' : 'table.out')}</span>}
              {seat === acting && <span className="chip chip-turn">{t('table.turn')}</span>}
              {pending && <span className="chip chip-turn">{t('fs.deciding')}</span>}
              {view.phase.kind === 'rooms' && !view.roomsReady[seat] && <span className="chip chip-turn">{t('fs.arranging')}</span>}
            </div>
            {helpers.length > 0 && (
              <div className="chips">
                {helpers.map((h) => (
                  <span key={h} className="chip chip-helper">
                    {helperName(h, t)}
                  </span>
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The face-up interrogation cards (selectable when composing a question) and the deck. */
export function Row({
  view,
  selectable,
  selected,
  onSelect,
  why,
}: {
  view: View;
  selectable: ReadonlySet<number>;
  selected: number | null;
  onSelect: (card: number) => void;
  /** Why a card cannot be given now (ui/Why.tsx). */
  why: (card: number) => string | null;
}) {
  const { t } = useI18n();
  return (
    <section className="box" aria-labelledby="row-h">
      <h3 id="row-h">{t('fs.row')}</h3>
      <div className="tiles">
        {view.faceUp.map((card) => {
          const can = selectable.has(card);
          return (
            <Why key={card} reason={can ? null : why(card)}>
              <button type="button" className={`tile-btn${card === selected ? ' on' : ''}`} data-tutorial={`fs-row-${card}`} data-flip={`icard-${card}`} disabled={!can} aria-pressed={can ? card === selected : undefined} title={interrogationLabel(card, t)} onClick={() => onSelect(card)}>
                <Decor label={interrogationLabel(card, t)}>
                  <InterrogationCard card={card} />
                </Decor>
              </button>
            </Why>
          );
        })}
        {view.faceUp.length === 0 && <span className="muted small">{t('fs.rowEmpty')}</span>}
        <span className="deck" title={t('fs.deck', { n: view.deckSize })}>
          <svg viewBox="0 0 80 112" className="icard" aria-hidden="true">
            <rect x={7} y={7} width={70} height={102} rx={8} fill="#1f2640" />
            <rect x={1.5} y={1.5} width={72} height={104} rx={8} fill="#2a3150" stroke="#c9a45c" strokeWidth={3} />
            <text x={38} y={62} textAnchor="middle" className="icard-num" fill="#c9a45c">
              {view.deckSize}
            </text>
          </svg>
          <span className="muted small">{t('fs.deck', { n: view.deckSize })}</span>
        </span>
      </div>
    </section>
  );
}

/** The helpers: price, power, who has one in front of them, and a buy button when buying is legal. */
export function Helpers({ view, table, legal, buy, busy }: { view: View; table: TableInfo | null; legal: readonly Action[]; buy: (h: Helper) => void; busy: boolean }) {
  const { t } = useI18n();
  const buyable = new Set(fsOfType(legal, 'buy').map((a) => a.helper));
  const me = typeof view.viewer === 'number' ? view.viewer : null;
  /** Why this seat cannot hire `h` now: the engine's canBuy and the helper's moment, in words. */
  const buyWhy = (h: Helper, owner: number | null): string => {
    if (me === null) return t('why.watching');
    if (view.phase.kind === 'over') return t('cw.why.over');
    if (view.eliminated[me]) return t('cw.why.out');
    if (owner === me) return t('why.fs.ownHelper');
    const coins = view.coins[me]?.length ?? 0;
    if (coins < PRICE[h]) return t('why.fs.coins', { n: PRICE[h], have: coins });
    return t(`why.fs.when.${h}`);
  };
  return (
    <section className="box" aria-labelledby="helpers-h" data-tutorial="fs-helpers">
      <h3 id="helpers-h">{t('fs.helpers')}</h3>
      <ul className="helper-list">
        {view.helpers.map((h, i) => {
          const owner = view.owners[i] ?? null;
          return (
            <li key={h} className={buyable.has(h) ? 'can-buy' : ''} style={owner !== null ? { ['--seat' as string]: seatHex(owner) } : undefined}>
              <div className="helper-head">
                <strong>{helperName(h, t)}</strong>
                <span className="price" role="img" aria-label={t('fs.price', { n: PRICE[h] })}>
                  {Array.from({ length: PRICE[h] }, (_, k) => (
                    <svg key={k} viewBox="0 0 16 16" className="coin" aria-hidden="true">
                      <circle cx={8} cy={8} r={7} fill="#d9b45a" stroke="#9c7a2a" strokeWidth={1.4} />
                    </svg>
                  ))}
                </span>
              </div>
              <small className="muted">{helperPower(h, t)}</small>
              <div className="helper-foot">
                <span className="holder">{owner === null ? t('fs.onTable') : t('board.heldBy', { name: seatName(owner, table, t) })}</span>
                <Why reason={buyWhy(h, owner)} busy={buyable.has(h) && busy}>
                  {/* Every helper's button reads "Hire (n)": its name says which helper, for a screen reader. */}
                  <button
                    type="button"
                    className="btn btn-small"
                    data-tutorial={`fs-buy-${h}`}
                    aria-label={t('fs.buy.named', { n: PRICE[h], helper: helperName(h, t) })}
                    disabled={!buyable.has(h) || busy}
                    onClick={() => buy(h)}
                  >
                    {t('fs.buy', { n: PRICE[h] })}
                  </button>
                </Why>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Your hand; in the two-player game split into its two rooms. */
export function Hand({ view }: { view: View }) {
  const { t } = useI18n();
  if (!view.hand) return null;
  if (view.rooms)
    return (
      <section className="box" aria-label={t('board.hand')}>
        <h3>{t('board.hand')}</h3>
        <div className="rooms">
          {(['left', 'right'] as const).map((r) => (
            <div key={r} className="room">
              <h4>{t(`fs.room.${r}`)}</h4>
              <div className="card-row">
                {view.rooms?.[r].map((c) => (
                  <SuspectCard key={c} card={c} size="md" />
                ))}
              </div>
            </div>
          ))}
        </div>
      </section>
    );
  return (
    <section className="box" aria-label={t('board.hand')}>
      <h3>{t('board.hand')}</h3>
      <div className="card-row">
        {view.hand.map((c) => (
          <SuspectCard key={c} card={c} size="lg" />
        ))}
      </div>
    </section>
  );
}
