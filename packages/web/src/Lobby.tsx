import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { AssistantMode, BotKind, ClockSetting, ErrorCode, GameInfo, TableInfo } from '@alibi/protocol';
import { ASSISTANT_GAMES, ASSISTANT_MODES, CLAIM_GAMES, CLAIM_WINDOW, GAME_IDS } from '@alibi/protocol/constants';
import { api, ApiError } from './api.ts';
import { seatHex } from './art/palette.ts';
import { useI18n, type MessageKey, type Translate } from './i18n/index.tsx';
import { Why } from './ui/Why.tsx';
import { Decor } from './ui/Decor.tsx';
import { MyTablesPanel } from './MyTables.tsx';
import { ClockFields } from './clock/ClockFields.tsx';
import { navigate, tablePath } from './router.ts';
import { tableName } from './tableName.ts';
import { savedSeat, saveSeat, storage } from './storage.ts';
import { hasRules, RulesLink } from './rules/RulesLink.tsx';
import { LearnLink } from './tutorial/LearnLink.tsx';
import { Invitations, LeaderboardLink, RatedField } from './account/LobbyParts.tsx';
import { currentUser } from './account/session.ts';

// The tiles' art draws each game's own cards: a chunk after the lobby's first paint, so the
// lobby's first load carries no game's card art (docs/assets.md).
const GameEmblem = lazy(() => import('./LobbyEmblems.tsx'));

/** Games whose table this client can draw (see TablePage). */
const DRAWN_GAMES = new Set(['perfect-alibi', 'four-suspects', 'alibi-clues', 'alibis', 'alibi-1993']);

type SeatChoice = 'open' | BotKind;

const GAME_KEYS: Record<string, { name: MessageKey; blurb: MessageKey }> = {
  'perfect-alibi': { name: 'games.perfect-alibi', blurb: 'games.perfect-alibi.blurb' },
  'four-suspects': { name: 'games.four-suspects', blurb: 'games.four-suspects.blurb' },
  'alibi-1993': { name: 'games.alibi-1993', blurb: 'games.alibi-1993.blurb' },
  'alibi-clues': { name: 'games.alibi-clues', blurb: 'games.alibi-clues.blurb' },
  alibis: { name: 'games.alibis', blurb: 'games.alibis.blurb' },
};

function blurb(id: string, t: Translate): string {
  const k = GAME_KEYS[id];
  return k ? t(k.blurb) : '';
}

export function gameName(id: string, t: Translate): string {
  const k = GAME_KEYS[id];
  return k ? t(k.name) : t('games.unknown');
}

const KNOWN_ERRORS = [
  'error.NOT_ACTOR',
  'error.ILLEGAL',
  'error.STALE',
  'error.BAD_TOKEN',
  'error.NO_TABLE',
  'error.SEAT_TAKEN',
  'error.TABLE_FULL',
  'error.NOT_HOST',
  'error.RATE_LIMITED',
  'error.BAD_ORIGIN',
  'error.ALREADY_SEATED',
  'error.RESIGNED',
  'error.NOT_AUTOPILOT',
  'error.MALFORMED',
  'error.GAME_OVER',
  'error.BAD_PLAYERS',
  'error.BAD_OPTIONS',
  'error.NOT_STARTED',
  'error.NOT_SEATED',
  'error.TOO_LARGE',
  'error.SEQ_REUSED',
  'error.CONFLICT',
  'error.SHUTTING_DOWN',
  'error.NOT_FOUND',
  'error.CHAT_CLOSED',
  'error.SIGN_IN_REQUIRED',
  'error.NO_PLAYER',
  'error.CSRF',
  'error.BAD_CREDENTIALS',
  'error.NAME_TAKEN',
  'error.CEREMONY_EXPIRED',
  'error.INTERNAL',
] as const satisfies readonly `error.${ErrorCode}`[];

/** A server error in the reader's language where we have words for its code. */
export function wireErrorText(err: { code: string; message: string }, t: Translate): string {
  const known = KNOWN_ERRORS.find((k) => k === `error.${err.code}`);
  return known ? t(known) : t('error.generic', { message: err.message });
}

export function errorText(e: unknown, t: Translate): string {
  return e instanceof ApiError ? wireErrorText(e, t) : t('lobby.loadFailed');
}

/** The blank card a tile shows while its game's emblem (a chunk of its own) is on the way. */
function BlankEmblem() {
  return (
    <svg viewBox="0 0 100 140" className="card card-sm" aria-hidden="true">
      <rect x={2} y={2} width={96} height={136} rx={9} fill="#f1ead9" stroke="#d8ccb0" strokeWidth={3} />
    </svg>
  );
}

export function Lobby() {
  const { t } = useI18n();
  const [games, setGames] = useState<GameInfo[]>([]);
  const [tables, setTables] = useState<TableInfo[]>([]);
  // `?game=<id>` opens the lobby on that game's form (the tutorial's "Play a real game").
  const [gameId, setGameId] = useState(() => new URLSearchParams(location.search).get('game') ?? 'perfect-alibi');
  const [name, setName] = useState(() => storage.get('name') ?? '');
  const [players, setPlayers] = useState(3);
  const [rival, setRival] = useState(false);
  const [manual, setManual] = useState(false);
  const [unforgiving, setUnforgiving] = useState(false);
  // Alibi Clues: the youngest player starts; null lets the server choose at random.
  const [youngest, setYoungest] = useState<number | null>(null);
  // Alibi (1993): a series of hands with running totals.
  const [series, setSeries] = useState(1);
  const [assistant, setAssistant] = useState<AssistantMode>('off');
  const [listed, setListed] = useState(false);
  const [publishReviews, setPublishReviews] = useState(true);
  const [claimWindow, setClaimWindow] = useState<number>(CLAIM_WINDOW.default);
  const [clock, setClock] = useState<ClockSetting>('off');
  const [autopilot, setAutopilot] = useState<BotKind>('heuristic');
  const [rated, setRated] = useState(false);
  const [seats, setSeats] = useState<SeatChoice[]>(['heuristic', 'heuristic', 'heuristic', 'heuristic', 'heuristic']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadTables = useCallback(() => {
    api.tables().then(setTables, () => setError(t('lobby.loadFailed')));
  }, [t]);

  useEffect(() => {
    // A game is offered only when its rules are complete on the server and this client can draw its table.
    api.games().then(
      (list) => setGames(list.map((g) => ({ ...g, playable: g.playable && DRAWN_GAMES.has(g.id) }))),
      () => setError(t('lobby.loadFailed')),
    );
    loadTables();
    const timer = setInterval(loadTables, 5000);
    return () => clearInterval(timer);
  }, [loadTables, t]);

  const game = games.find((g) => g.id === gameId);
  // Perfect Alibi's two-player rules are not supported here; Four Suspects plays 2-5.
  const isPA = gameId === 'perfect-alibi';
  const counts = game?.players.filter((n) => !isPA || n >= 3) ?? [3, 4, 5];
  const playerCount = counts.includes(players) ? players : (counts[0] ?? 3);

  const rememberName = (): string | null => {
    const n = name.trim();
    if (!n) {
      setError(t('lobby.nameRequired'));
      return null;
    }
    storage.set('name', n);
    return n;
  };

  const create = async () => {
    const host = rememberName();
    const id = GAME_IDS.find((g) => g === game?.id);
    if (!host || !game?.playable || !id) return;
    setBusy(true);
    setError(null);
    try {
      const bots = seats
        .slice(0, playerCount - 1)
        .map((kind, i) => ({ seat: i + 1, kind }))
        .filter((b): b is { seat: number; kind: BotKind } => b.kind !== 'open');
      const grant = await api.create({
        game: id,
        players: playerCount,
        // Four Suspects has no options besides the fixed deal, which the lobby never sends.
        options: isPA
          ? { rival, manualAnswers: manual, unforgiving: manual && unforgiving }
          : gameId === 'alibi-clues' && youngest !== null && youngest < playerCount
            ? { firstPlayer: youngest }
            : gameId === 'alibi-1993' && series > 1
              ? { series }
              : {},
        bots,
        host,
        spectate: false,
        assistant: ASSISTANT_GAMES.includes(id) ? assistant : 'off',
        ...(CLAIM_GAMES.includes(id) ? { claimWindow } : {}),
        listed,
        publishReviews,
        clock,
        autopilot,
        // Rated only as the box shows it: signed in, with a clock (docs/accounts.md).
        rated: rated && clock !== 'off' && currentUser() !== null,
      });
      saveSeat(grant.table.id, { token: grant.token, seat: grant.seat });
      navigate(tablePath(grant.table.id));
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const join = async (table: TableInfo) => {
    const n = rememberName();
    if (!n) return;
    try {
      const grant = await api.join(table.id, n);
      saveSeat(table.id, { token: grant.token, seat: grant.seat });
      navigate(tablePath(table.id));
    } catch (e) {
      setError(errorText(e, t));
    }
  };

  return (
    <div className="lobby">
      <section className="hero">
        <h1>{t('app.title')}</h1>
        <p>{t('app.tagline')}</p>
      </section>

      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}

      <MyTablesPanel />
      <Invitations />

      <section className="panel" aria-labelledby="choose-game">
        <h2 id="choose-game">{t('lobby.chooseGame')}</h2>
        <div className="game-list" role="radiogroup" aria-labelledby="choose-game">
          {games.map((g) => (
            // The Rules link sits beside the radio, not inside it: a link within a button is not reachable.
            <div key={g.id} className="game-tile-wrap">
              <button
                type="button"
                role="radio"
                aria-checked={g.id === gameId}
                className={`game-tile${g.id === gameId ? ' on' : ''}${g.playable ? '' : ' soon'}`}
                onClick={() => setGameId(g.id)}
              >
                {/* Whatever art a tile holds is decoration: its name is the game's name, read first. */}
                <Decor>
                  <Suspense fallback={<BlankEmblem />}>
                    <GameEmblem id={g.id} />
                  </Suspense>
                </Decor>
                <span className="game-text">
                  <strong>{gameName(g.id, t)}</strong>
                  <span className="muted">{blurb(g.id, t)}</span>
                  <span className="chips">
                    <span className="chip">
                      {t('lobby.playersRange', { min: Math.min(...g.players), max: Math.max(...g.players) })}
                    </span>
                    {!g.playable && <span className="chip chip-soon">{t('lobby.comingSoon')}</span>}
                  </span>
                </span>
              </button>
              <RulesLink game={g.id} />
              <LearnLink game={g.id} />
            </div>
          ))}
        </div>
      </section>

      <div className="lobby-cols">
        <section className="panel" aria-labelledby="new-table">
          <h2 id="new-table">
            {t('lobby.newTable')} — {gameName(gameId, t)}
          </h2>
          <p className="form-rules lb-links">
            {hasRules(gameId) && <RulesLink game={gameId} />}
            <LeaderboardLink game={gameId} />
          </p>
          {game && !game.playable ? (
            <p className="muted">{t('lobby.unavailable')}</p>
          ) : (
            <form
              className="form"
              onSubmit={(e) => {
                e.preventDefault();
                void create();
              }}
            >
              <label className="field">
                <span>{t('lobby.yourName')}</span>
                <input
                  value={name}
                  maxLength={40}
                  placeholder={t('lobby.namePlaceholder')}
                  onChange={(e) => {
                    setName(e.target.value);
                    // "Enter your name first" is answered by typing one.
                    if (e.target.value.trim()) setError((err) => (err === t('lobby.nameRequired') ? null : err));
                  }}
                  autoComplete="nickname"
                  name="name"
                />
              </label>
              <fieldset className="field">
                <legend>{t('lobby.playerCount')}</legend>
                <div className="segmented">
                  {counts.map((n) => (
                    <label key={n} className={n === playerCount ? 'on' : ''}>
                      <input type="radio" name="players" value={n} checked={n === playerCount} onChange={() => setPlayers(n)} />
                      {n}
                    </label>
                  ))}
                </div>
              </fieldset>
              {isPA && (
                <fieldset className="field">
                  <legend>{t('lobby.options')}</legend>
                  <label className="check">
                    <input type="checkbox" checked={rival} onChange={(e) => setRival(e.target.checked)} name="rival" />
                    <span>
                      <strong>{t('lobby.rival')}</strong>
                      <small>{t('lobby.rivalHint')}</small>
                    </span>
                  </label>
                  <label className="check">
                    <input
                      type="checkbox"
                      name="manual"
                      checked={manual}
                      onChange={(e) => {
                        setManual(e.target.checked);
                        if (!e.target.checked) setUnforgiving(false);
                      }}
                    />
                    <span>
                      <strong>{t('lobby.manual')}</strong>
                      <small>{t('lobby.manualHint')}</small>
                    </span>
                  </label>
                  <label className={`check${manual ? '' : ' disabled'}`}>
                    <Why reason={t('why.lobby.unforgiving')}>
                      <input
                        type="checkbox"
                        name="unforgiving"
                        disabled={!manual}
                        checked={unforgiving}
                        onChange={(e) => setUnforgiving(e.target.checked)}
                      />
                    </Why>
                    <span>
                      <strong>{t('lobby.unforgiving')}</strong>
                      <small>{t('lobby.unforgivingHint')}</small>
                    </span>
                  </label>
                </fieldset>
              )}
              {ASSISTANT_GAMES.includes(gameId) && (
                <label className="field">
                  <span>{t('deduce.lobby.label')}</span>
                  <select
                    name="assistant"
                    value={assistant}
                    onChange={(e) => setAssistant(ASSISTANT_MODES.find((m) => m === e.target.value) ?? 'off')}
                  >
                    {ASSISTANT_MODES.map((m) => (
                      <option key={m} value={m}>
                        {t(`deduce.lobby.${m}`)}
                      </option>
                    ))}
                  </select>
                  <small className="muted">{t('deduce.lobby.hint')}</small>
                </label>
              )}
              {CLAIM_GAMES.includes(gameId) && (
                <label className="field">
                  <span>{t('cw.setting')}</span>
                  <select name="claimWindow" value={claimWindow} onChange={(e) => setClaimWindow(Number(e.target.value))}>
                    {[0, 3, 5, 8, 10, 15].map((n) => (
                      <option key={n} value={n}>
                        {t('cw.seconds', { n })}
                      </option>
                    ))}
                  </select>
                  <small className="muted">{t('cw.settingHint')}</small>
                </label>
              )}
              <ClockFields clock={clock} autopilot={autopilot} onClock={setClock} onAutopilot={setAutopilot} />
              <RatedField rated={rated} clock={clock} onRated={setRated} />
              {gameId === 'alibi-1993' && (
                <label className="field">
                  <span>{t('a93.lobby.series')}</span>
                  <select value={series} onChange={(e) => setSeries(Number(e.target.value))}>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <option key={n} value={n}>
                        {n === 1 ? t('a93.lobby.oneHand') : t('a93.lobby.hands', { n })}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {gameId === 'alibi-clues' && (
                <label className="field">
                  <span>{t('lobby.youngest')}</span>
                  <select
                    value={youngest ?? ''}
                    onChange={(e) => setYoungest(e.target.value === '' ? null : Number(e.target.value))}
                  >
                    <option value="">{t('lobby.youngestRandom')}</option>
                    {Array.from({ length: playerCount }, (_, seat) => (
                      <option key={seat} value={seat}>
                        {t('table.seatLabel', { n: String(seat + 1) })}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <fieldset className="field">
                <legend>{t('lobby.seats')}</legend>
                <ol className="seat-setup">
                  <li>
                    <span className="dot" style={{ background: seatHex(0) }} />
                    <span>{t('lobby.seatYou')}</span>
                  </li>
                  {Array.from({ length: playerCount - 1 }, (_, i) => (
                    <li key={i}>
                      <span className="dot" style={{ background: seatHex(i + 1) }} />
                      <select
                        aria-label={t('table.seatLabel', { n: i + 2 })}
                        name={`seat${i + 1}`}
                        value={seats[i]}
                        onChange={(e) => {
                          const v = e.target.value;
                          const choice: SeatChoice = v === 'random' || v === 'heuristic' || v === 'expert' ? v : 'open';
                          setSeats((s) => s.map((x, j) => (j === i ? choice : x)));
                        }}
                      >
                        <option value="expert">{t('lobby.seatExpert')}</option>
                        <option value="heuristic">{t('lobby.seatHeuristic')}</option>
                        <option value="random">{t('lobby.seatRandom')}</option>
                        <option value="open">{t('lobby.seatOpen')}</option>
                      </select>
                    </li>
                  ))}
                </ol>
              </fieldset>
              <label className="check">
                <input type="checkbox" checked={listed} onChange={(e) => setListed(e.target.checked)} name="listed" />
                <span>
                  <strong>{t('life.listed')}</strong>
                  <small>{t('life.listedHint')}</small>
                </span>
              </label>
              <label className="check">
                <input type="checkbox" checked={publishReviews} onChange={(e) => setPublishReviews(e.target.checked)} name="publishReviews" />
                <span>
                  <strong>{t('review.publish')}</strong>
                  <small>{t('review.publishHint')}</small>
                </span>
              </label>
              <Why reason={t('why.lobby.pickGame')} busy={busy}>
                <button type="submit" className="btn btn-primary" disabled={busy || !game}>
                  {busy ? t('lobby.creating') : t('lobby.create')}
                </button>
              </Why>
            </form>
          )}
        </section>

        <section className="panel" aria-labelledby="open-tables">
          <div className="panel-head">
            <h2 id="open-tables">{t('lobby.openTables')}</h2>
            <button type="button" className="btn btn-ghost" onClick={loadTables}>
              {t('lobby.refresh')}
            </button>
          </div>
          {tables.length === 0 ? (
            <p className="muted">{t('lobby.noTables')}</p>
          ) : (
            <ul className="table-list">
              {tables.map((tb) => {
                const taken = tb.seats.filter((s) => s.name !== null || s.bot !== null).length;
                const mine = savedSeat(tb.id) !== null;
                const canJoin = tb.status === 'open' && taken < tb.players && !mine;
                return (
                  <li key={tb.id}>
                    <div>
                      <strong>{tableName(tb.name, t)}</strong>
                      <span className="muted">
                        {gameName(tb.game, t)} · {t('lobby.seatsTaken', { taken, total: tb.players })}
                        {tb.rated && <> · {t('rated.chip')}</>}
                        {tb.assistant && tb.assistant !== 'off' && (
                          <> · {t('deduce.chip', { mode: t(`deduce.mode.${tb.assistant}`) })}</>
                        )}
                      </span>
                    </div>
                    <span className={`status status-${tb.status}`}>{t(`status.${tb.status}`)}</span>
                    {canJoin ? (
                      <button type="button" className="btn" onClick={() => void join(tb)}>
                        {t('lobby.join')}
                      </button>
                    ) : (
                      <a
                        className="btn btn-ghost"
                        href={tablePath(tb.id)}
                        onClick={(e) => {
                          e.preventDefault();
                          navigate(tablePath(tb.id));
                        }}
                      >
                        {mine ? t('lobby.return') : t('lobby.watch')}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
