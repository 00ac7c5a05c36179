/** The Alibi Clues table: suspects, clues on each table, your hand and the turn's choices. */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CASE_CLOSED, distinctMatches, featureOf, functionOf, isClue, type Action, type View } from '@alibi/alibi-clues';
import type { ActResult, TableInfo } from '@alibi/protocol';
import { seatHex } from '../art/palette.ts';
import { useI18n, type MessageKey } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { PromptTitle } from '../ui/PromptTitle.tsx';
import { promptKind } from '../rules/PromptHelp.tsx';
import { Decor } from '../ui/Decor.tsx';
import { usePhone, useShellTabs } from '../ui/TableShell.tsx';
import { JumpTo } from '../ui/JumpTo.tsx';
import { wireErrorText } from '../Lobby.tsx';
import { LogList } from '../game/Log.tsx';
import { seatName } from '../game/logic.ts';
import { ClueCardArt, FeatureChips } from './Art.tsx';
import { SuspectFace } from './Face.tsx';
import { AcReplayButton } from './Replay.tsx';
import { useCardMotion } from '../ui/motion.ts';
import './clues.css';
import {
  acCardLabel,
  acCardName,
  acCasePoints,
  acDescribe,
  acEndReason,
  acOfType,
  acPrompt,
  acSuspectName,
  asAcEvents,
  acStandings,
  asAcView,
} from './logic.ts';
import { parseAcLegal } from './legal.ts';

interface Props {
  table: TableInfo;
  seat: number | null;
  view: unknown;
  events: unknown[];
  legal: unknown[];
  mustAct: boolean;
  act: (action: unknown) => Promise<ActResult>;
  onError: (message: string) => void;
}

export function AlibiClues(props: Props) {
  const view = asAcView(props.view);
  return view ? <Table {...props} view={view} /> : null;
}

/** A deck card, drawn (art in Art.tsx): a clue (its feature) or a function card; `small` is the log's chip. */
export function ClueCard({ card, small = false, size = 'md' }: { card: number; small?: boolean; size?: 'sm' | 'md' }) {
  return <ClueCardArt card={card} small={small} size={size} />;
}

const RULE_KEYS = [
  'ac.rules.turn',
  'ac.rules.stuck',
  'ac.rules.exchange',
  'ac.rules.accuse',
  'ac.rules.score',
  'ac.rules.cover',
  'ac.rules.hush',
  'ac.rules.tip',
  'ac.rules.end',
] as const satisfies readonly MessageKey[];

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

function Table({
  table,
  seat,
  view,
  events: rawEvents,
  legal: rawLegal,
  mustAct,
  act: send,
  onError,
}: Omit<Props, 'view'> & { view: View }) {
  const { t } = useI18n();
  // The side panel (the log) is a tab of the phone bar.
  useShellTabs('log', { log: t('board.tabLog') });
  const legal = useMemo(() => parseAcLegal(rawLegal), [rawLegal]);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<number | null>(null);
  const [discards, setDiscards] = useState<number[]>([]);
  const name = useCallback((s: number) => seatName(s, table, t), [table, t]);
  const lines = useMemo(() => asAcEvents(rawEvents).map((e) => acDescribe(e, name, t)), [rawEvents, name, t]);

  // A half-made choice never survives a change of the game.
  useEffect(() => {
    setPending(null);
    setDiscards([]);
  }, [rawLegal]);

  const run = async (a: Action) => {
    setBusy(true);
    const r = await send(a);
    setBusy(false);
    if (!r.ok) onError(wireErrorText(r.error, t));
  };
  const go = (a: Action) => void run(a);

  const phase = view.phase;
  const p = acPrompt(view, seat, legal, name, t);
  const clues = acOfType(legal, 'clue');
  const covers = acOfType(legal, 'cover');
  const hushes = acOfType(legal, 'hush');
  const tips = acOfType(legal, 'tip');
  const exchanges = acOfType(legal, 'exchange');
  const discardActs = acOfType(legal, 'discard');
  const accusations = acOfType(legal, 'accuse');
  const end = acOfType(legal, 'end')[0];
  const phone = usePhone();
  const discarding = discardActs.length > 0;
  // No card to play: the start of a turn that offers ending it (DECISIONS.md: function card, discard or end).
  const stuck = phase.kind === 'start' && end !== undefined;
  // One button per kind of function card (two cover stories in hand do the same thing).
  const stuckFunctions = stuck
    ? [...new Map([...covers, ...hushes, ...tips].map((a) => [functionOf(a.card), a.card] as const)).values()]
    : [];
  const discardAct = discardActs.find((a) => sameSet(a.cards, discards));
  // This move is made by tapping cards in the hand: a card to play, or those to throw away.
  const fromHand =
    mustAct && (discarding || (phase.kind === 'start' && !stuck && [clues, covers, hushes, tips].some((l) => l.length > 0)));

  const pendingKind = pending === null ? null : functionOf(pending);
  const coverSlots = new Set(pendingKind === 'cover' ? covers.filter((a) => a.card === pending).map((a) => a.slot) : []);
  const hushClues = new Set(pendingKind === 'hush' ? hushes.filter((a) => a.card === pending).map((a) => a.clue) : []);

  const playable = (card: number) =>
    discarding ||
    [clues, covers, hushes, tips, exchanges].some((list: readonly { card: number }[]) => list.some((a) => a.card === card));

  /** Why this seat cannot play now at all (null: it is its move). */
  const turnWhy: string | null =
    seat === null
      ? t('why.watching')
      : phase.kind === 'over'
        ? t('cw.why.over')
        : !mustAct
          ? t('why.turnOf', { name: name(phase.seat) })
          : null;
  /** Why a card of the hand cannot be played now, after the engine's conditions (legal.ts `plays`). */
  const handWhy = (card: number): string => {
    if (turnWhy !== null) return turnWhy;
    if (phase.kind === 'after') return t('why.ac.exchanged');
    if (phase.kind === 'tip') return t('why.ac.afterTip');
    const kind = functionOf(card);
    if (kind === 'cover') return t('why.ac.allCovered');
    if (kind === 'hush') return t('why.ac.noClueOnTable');
    if (kind !== null) return t('why.ac.tipNeedsClue');
    return t('why.ac.clueFits');
  };
  const suspectWhy = (covered: boolean): string =>
    turnWhy ?? (pendingKind !== 'cover' ? t('why.ac.coverFirst') : covered ? t('why.ac.covered') : t('cw.why.notThis'));
  const clueWhy = (): string => turnWhy ?? (pendingKind !== 'hush' ? t('why.ac.hushFirst') : t('cw.why.notThis'));

  const clickCard = (card: number) => {
    if (busy) return;
    if (discarding) {
      setDiscards((d) => (d.includes(card) ? d.filter((c) => c !== card) : d.length < 4 ? [...d, card] : d));
      return;
    }
    playCard(card);
  };
  const playCard = (card: number) => {
    const direct =
      clues.find((a) => a.card === card) ?? tips.find((a) => a.card === card) ?? exchanges.find((a) => a.card === card);
    if (direct) return go(direct);
    const targets = [...covers, ...hushes].filter((a) => a.card === card);
    if (targets.length === 1 && targets[0]) return go(targets[0]);
    if (targets.length > 1) setPending(pending === card ? null : card);
  };

  const board = useRef<HTMLDivElement>(null);
  // Played cards slide from the hand to the table or a suspect (one key per deck card, ui/motion.ts).
  useCardMotion(board);

  const allClues = view.tables.flat();
  const shown = new Set(allClues.filter(isClue).map(featureOf));
  const acting = phase.kind === 'over' ? -1 : phase.seat;

  return (
    <div className="pa ac" data-phase={phase.kind} data-mine={mustAct}>
      <div className={`statusbar${mustAct ? ' mine' : ''}`}>
        <p className="prompt" role="status" aria-live="polite">
          {seat === null && phase.kind !== 'over' ? `${t('prompt.spectator')} ` : ''}
          {t(p.key, p.params)}
        </p>
        {/* On a phone the hand is far below the prompt's panel: the way down to it, and once a card is played, ending the turn. */}
        {phone && fromHand && <JumpTo to="section.ac-hand" label={t('ac.hand.jump')} />}
        {phone && end && !stuck && (
          <button type="button" className="btn" disabled={busy} aria-busy={busy || undefined} onClick={() => go(end)}>
            {t('ac.end')}
          </button>
        )}
        <span className="muted small">
          {t('ac.round', { n: view.round })} · {t('ac.deck', { n: view.deckSize })} ·{' '}
          {t('ac.suspectsLeft', { n: view.suspectsLeft })} · {t('ac.discardPile', { n: view.discard.length })}
        </span>
      </div>

      {phase.kind === 'over' && (
        <GameOver view={view} table={table} me={seat} replay={<AcReplayButton table={table} players={view.scores.length} />} />
      )}

      <div className="pa-grid">
        <div className="pa-board">
          <ol className="players" aria-label={t('board.players')} data-tutorial="ac-players">
            {view.scores.map((score, s) => {
              const info = table.seats.find((x) => x.seat === s);
              return (
                <li
                  key={s}
                  className={`player${s === acting ? ' acting' : ''}${s === seat ? ' me' : ''}${view.winners?.includes(s) ? ' winner' : ''}`}
                  style={{ ['--seat' as string]: seatHex(s) }}
                  aria-current={s === acting ? 'true' : undefined}
                >
                  <div className="player-top">
                    <span className="dot" aria-hidden="true" />
                    <strong className="player-name">{name(s)}</strong>
                    {s === seat && <span className="chip">{t('table.you')}</span>}
                    {view.resigned?.[s] && <span className="chip chip-out">{t('ac.seat.resigned')}</span>}
                  </div>
                  <div className="player-meta">
                    <strong>{t('ac.points', { n: score })}</strong>
                    <span>{t('table.cards', { n: view.handSizes[s] ?? 0 })}</span>
                    {info?.bot && <span className="chip">{t('table.bot')}</span>}
                    {s === acting && <span className="chip chip-turn">{t('table.turn')}</span>}
                    {view.right?.seat === s && <span className="chip chip-turn">{t('ac.accusable')}</span>}
                  </div>
                </li>
              );
            })}
          </ol>

          {mustAct && (
            <section className="panel action-panel" aria-label={t(p.key, p.params)}>
              <PromptTitle
                focusKey={p.key}
                help={{
                  game: 'alibi-clues',
                  kind: pendingKind === 'cover' || pendingKind === 'hush' ? pendingKind : promptKind('alibi-clues', p.key),
                }}
              >
                {t(p.key, p.params)}
              </PromptTitle>
              {p.key === 'ac.prompt.start.me' && pending === null && <p className="muted">{t('ac.playHint')}</p>}
              {pendingKind === 'cover' && <p>{t('ac.pickCover')}</p>}
              {pendingKind === 'hush' && <p>{t('ac.pickHush')}</p>}
              {exchanges.length > 0 && <p className="muted">{t('ac.exchangeHint')}</p>}
              {stuck && (
                <div className="ac-stuck">
                  <p>{t('ac.stuck.why')}</p>
                  <ol>
                    <li>
                      {t(stuckFunctions.length ? 'ac.stuck.function' : 'ac.stuck.functionNone')}
                      {stuckFunctions.length > 0 && (
                        <span className="row wrap">
                          {stuckFunctions.map((c) => (
                            <button
                              key={c}
                              type="button"
                              className={`btn btn-small${pending === c ? ' on' : ''}`}
                              disabled={busy}
                              aria-busy={busy || undefined}
                              aria-pressed={pending === c}
                              onClick={() => playCard(c)}
                              title={acCardLabel(c, t)}
                            >
                              {t('ac.stuck.play', { card: acCardName(c, t) })}
                            </button>
                          ))}
                        </span>
                      )}
                    </li>
                    <li>{t('ac.stuck.discard')}</li>
                    <li>{t('ac.stuck.end')}</li>
                  </ol>
                </div>
              )}
              {accusations.length > 0 && (
                <div className="ac-accuse">
                  <h3>{t('ac.accuseTitle')}</h3>
                  <div className="row wrap">
                    {accusations.map((a) => (
                      <button
                        key={a.suspect}
                        type="button"
                        className="btn btn-claim"
                        data-tutorial={`ac-accuse-${a.suspect}`}
                        disabled={busy}
                        aria-busy={busy || undefined}
                        onClick={() => go(a)}
                      >
                        <SuspectFace suspect={a.suspect} size={28} /> {t('ac.accuse', { name: acSuspectName(a.suspect, t) })}
                      </button>
                    ))}
                  </div>
                </div>
              )}
              <div className="row wrap">
                {pending !== null && (
                  <button type="button" className="btn btn-ghost" onClick={() => setPending(null)}>
                    {t('dialog.cancel')}
                  </button>
                )}
                {discarding && (
                  <Why reason={t('why.ac.discard')} busy={discardAct !== undefined && busy}>
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={busy || !discardAct}
                      onClick={() => discardAct && go(discardAct)}
                    >
                      {t('ac.discard', { n: discards.length })}
                    </button>
                  </Why>
                )}
                {end && (
                  <button
                    type="button"
                    className="btn"
                    data-tutorial="ac-end"
                    disabled={busy}
                    aria-busy={busy || undefined}
                    onClick={() => go(end)}
                  >
                    {stuck ? t('ac.stuck.endNow') : t('ac.end')}
                  </button>
                )}
              </div>
            </section>
          )}

          <div className="ac-cards" ref={board}>
            {phase.kind !== 'over' && (
              <section className="box" aria-labelledby="ac-row-h" data-tutorial="ac-row">
                <h3 id="ac-row-h">{t('ac.suspects')}</h3>
                <div className="ac-row">
                  {view.row.map((id, slot) => {
                    const cover = coverSlots.has(slot) ? covers.find((a) => a.card === pending && a.slot === slot) : undefined;
                    const n = distinctMatches(allClues, id);
                    const covered = view.covers[slot] !== null;
                    const canAccuse = view.accusable.includes(id);
                    return (
                      <Why key={slot} reason={suspectWhy(covered)} busy={cover !== undefined && busy}>
                        <button
                          type="button"
                          className={`ac-suspect${cover ? ' target' : ''}${covered ? ' covered' : ''}${canAccuse ? ' accusable' : ''}`}
                          data-tutorial={`ac-suspect-${slot}`}
                          disabled={!cover || busy}
                          onClick={() => cover && go(cover)}
                        >
                          <span className="ac-portrait" aria-hidden="true">
                            <SuspectFace suspect={id} size={76} />
                            {covered && (
                              <span className="ac-cover-mark" data-flip={`c${view.covers[slot]}`} aria-hidden="true">
                                <ClueCard card={view.covers[slot] ?? 36} size="sm" />
                              </span>
                            )}
                          </span>
                          <strong>{acSuspectName(id, t)}</strong>
                          <span className={`ac-count${n >= CASE_CLOSED ? ' full' : ''}`}>
                            <span className="ac-meter" aria-hidden="true">
                              {Array.from({ length: CASE_CLOSED }, (_, i) => (
                                <i key={i} className={i < n ? 'on' : ''} />
                              ))}
                            </span>
                            {t('ac.matches', { n })}
                          </span>
                          <FeatureChips suspect={id} shown={shown} />
                          {covered && <span className="chip chip-out">{t('ac.covered')}</span>}
                          {canAccuse && <span className="chip chip-turn">{t('ac.accusable')}</span>}
                        </button>
                      </Why>
                    );
                  })}
                </div>
              </section>
            )}

            {phase.kind !== 'over' && (
              <section className="box" aria-labelledby="ac-tables-h" data-tutorial="ac-tables">
                <h3 id="ac-tables-h">{t('ac.tables')}</h3>
                <ul className="ac-tables">
                  {view.tables.map((cards, s) => (
                    <li key={s} style={{ ['--seat' as string]: seatHex(s) }}>
                      <span className="dot" aria-hidden="true" /> <strong>{name(s)}</strong>
                      <div className="card-row">
                        {cards.length === 0 && <span className="muted small">{t('ac.noClues')}</span>}
                        {cards.map((c) => {
                          const hush = hushClues.has(c) ? hushes.find((a) => a.card === pending && a.clue === c) : undefined;
                          return (
                            <Why key={c} reason={clueWhy()} busy={hush !== undefined && busy}>
                              <button
                                type="button"
                                className={`ac-card-btn${hush ? ' target' : ''}`}
                                data-tutorial={`ac-clue-${c}`}
                                disabled={!hush || busy}
                                onClick={() => hush && go(hush)}
                                data-flip={`c${c}`}
                              >
                                <Decor label={acCardLabel(c, t)}>
                                  <span className="ac-clue">
                                    <ClueCard card={c} size="sm" />
                                    <span className="ac-cap">{acCardName(c, t)}</span>
                                  </span>
                                </Decor>
                              </button>
                            </Why>
                          );
                        })}
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {view.hand && phase.kind !== 'over' && (
              <section className="box ac-hand" aria-labelledby="ac-hand-h">
                <h3 id="ac-hand-h">{t('ac.hand')}</h3>
                <div className="card-row">
                  {view.hand.map((c) => {
                    const can = mustAct && playable(c);
                    const on = pending === c || discards.includes(c);
                    return (
                      <Why key={c} reason={handWhy(c)} busy={can && busy}>
                        <button
                          type="button"
                          className={`ac-card-btn${can ? ' playable' : ''}${on ? ' on' : ''}`}
                          data-tutorial={`ac-hand-${c}`}
                          disabled={!can || busy}
                          aria-pressed={can ? on : undefined}
                          onClick={() => clickCard(c)}
                          data-flip={`c${c}`}
                        >
                          <Decor label={acCardLabel(c, t)}>
                            <ClueCard card={c} />
                          </Decor>
                        </button>
                      </Why>
                    );
                  })}
                </div>
              </section>
            )}
          </div>
        </div>
        <aside className="pa-side">
          <details className="ac-rules">
            <summary>{t('ac.rules.title')}</summary>
            <ul className="small">
              {RULE_KEYS.map((k) => (
                <li key={k}>{t(k)}</li>
              ))}
            </ul>
          </details>
          <h3 className="side-title">{t('board.tabLog')}</h3>
          {/* Scrolls inside the side panel, like the other tables' logs. */}
          <div className="tab-panel" tabIndex={0}>
            <LogList lines={lines} card={(c) => <ClueCard card={c} small />} />
          </div>
        </aside>
      </div>
    </div>
  );
}

/** Final scores, the winners and every culprit with how the case closed and who scored what. */
function GameOver({ view, table, me, replay }: { view: View; table: TableInfo; me: number | null; replay?: ReactNode }) {
  const { t } = useI18n();
  const name = (s: number) => seatName(s, table, t);
  const winners = view.winners ?? [];
  const standings = acStandings(view);
  // The row keeps the last culprit's slot; the others were never convicted.
  const convicted = new Set(view.cases.map((c) => c.culprit));
  const remaining = view.row.filter((id) => !convicted.has(id));
  return (
    <section className="panel game-over ac-over" aria-labelledby="ac-over-h">
      <h2 id="ac-over-h">{t('over.title')}</h2>
      <p className="over-winner">
        {me !== null && winners.includes(me)
          ? t('over.you')
          : winners.length
            ? t('over.winner', { names: winners.map(name).join(t('list.and')) })
            : t('over.noWinner')}
      </p>
      {replay}
      <p className="muted">{t(acEndReason(view))}</p>
      <h3>{t('ac.over.final')}</h3>
      <ol className="ac-scores">
        {standings.map((r) => (
          <li key={r.seat} style={{ ['--seat' as string]: seatHex(r.seat) }} className={winners.includes(r.seat) ? 'winner' : ''}>
            <span className="ac-place" aria-label={t('ac.over.rank', { n: r.place })}>
              {r.place}
            </span>
            <span className="ac-who">
              <strong>
                <span className="dot" aria-hidden="true" /> {name(r.seat)}
              </strong>
              <span className="muted small">
                {t('ac.over.accusations', { n: r.accusations })}
                {r.coverCases > 0 && ` · ${t('ac.over.coverCases', { n: r.coverCases })}`}
              </span>
            </span>
            <strong className="ac-total">{t('ac.points', { n: r.score })}</strong>
          </li>
        ))}
      </ol>
      <h3>{t('ac.over.culprits')}</h3>
      {remaining.length > 0 && (
        <p className="muted">
          {t('ac.over.remaining', { names: remaining.map((id) => acSuspectName(id, t)).join(t('list.and')) })}
        </p>
      )}
      <ul className="ac-culprits">
        {view.cases.map((c) => (
          <li key={c.round}>
            <SuspectFace suspect={c.culprit} size={40} />
            <span>
              {t('ac.over.caseRound', { n: c.round })}
              <strong>{acSuspectName(c.culprit, t)}</strong>
              {t('ac.over.caseDash')}
              {t(c.how === 'accused' ? 'ac.over.accused' : 'ac.over.covers', { seat: name(c.by) })}
              <br />
              <span className="muted small">{t('ac.over.casePoints', { points: acCasePoints(c.points, name, t) })}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
