import { useCallback, useEffect, useRef, useState } from 'react';
import type { BotKind, TableInfo } from '@alibi/protocol';
import { api } from './api.ts';
import { seatHex } from './art/palette.ts';
// Each game's table is a chunk of its own, loaded when a table of it opens (tables.tsx).
import { AlibiClues, Alibi1993, Alibis, FourSuspects, PerfectAlibi, TableLoad, usePreloadTable } from './tables.tsx';
import { colourName } from './game/logic.ts';
import { useI18n } from './i18n/index.tsx';
import { Why } from './ui/Why.tsx';
import { HintStrip } from './ui/HintStrip.tsx';
import { errorText, gameName, wireErrorText } from './Lobby.tsx';
import { navigate, tablePath } from './router.ts';
import { savedSeat, saveSeat, storage } from './storage.ts';
import { useTable } from './useTable.ts';
import { tableName } from './tableName.ts';
import { ChatPanel } from './chat/ChatPanel.tsx';
import { useTableTurn } from './MyTables.tsx';
import { ClockBar } from './clock/ClockBar.tsx';
import { AfterGame, KickControl, ListedToggle, statusText } from './Lifecycle.tsx';
import { TableShell } from './ui/TableShell.tsx';
import { SoundToggle } from './ui/SoundToggle.tsx';
import { LangSwitch } from './ui/LangSwitch.tsx';
import { RulesButton } from './rules/RulesLink.tsx';
import { InviteByName } from './account/InviteByName.tsx';
import { PlayerMenu } from './account/PlayerMenu.tsx';
import { useAccount } from './account/session.ts';

function InviteLink({ id }: { id: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const url = `${location.origin}${tablePath(id)}`;
  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1800);
      },
      () => setCopied(false),
    );
  };
  return (
    <div className="invite">
      <label htmlFor="invite-url">{t('table.invite')}</label>
      <input id="invite-url" readOnly value={url} onFocus={(e) => e.target.select()} />
      <button type="button" className="btn" onClick={copy} aria-live="polite">
        {copied ? t('table.copied') : t('life.copyInvite')}
      </button>
    </div>
  );
}

function WaitingRoom({ table, seat, token, onSeated, onError }: { table: TableInfo; seat: number | null; token: string | null; onSeated: (token: string, seat: number | null) => void; onError: (msg: string) => void }) {
  const { t } = useI18n();
  const [name, setName] = useState(() => storage.get('name') ?? '');
  const [botKind, setBotKind] = useState<BotKind>('heuristic');
  const seated = seat !== null && token !== null;
  // Only the host manages bots and starts; others would just get NOT_HOST errors.
  const isHost = seated && table.seats[seat]?.host === true;
  const full = table.seats.every((s) => s.name !== null || s.bot !== null);
  const run = (p: Promise<unknown>) => p.catch((e: unknown) => onError(errorText(e, t)));
  const signedIn = useAccount().status === 'signed-in';

  const sit = (at: number) => {
    const n = name.trim();
    if (!n) return onError(t('lobby.nameRequired'));
    storage.set('name', n);
    void run(api.join(table.id, n, at).then((g) => onSeated(g.token, g.seat)));
  };

  return (
    <section className="panel waiting">
      <h2>{t('table.waiting')}</h2>
      <p className="muted">{t('table.waitingHint')}</p>
      {table.rated && <p className="banner banner-warn rated-note">{t('rated.tableNote')}</p>}
      <InviteLink id={table.id} />
      {isHost && token && signedIn && <InviteByName table={table.id} token={token} />}
      {isHost && token && <ListedToggle table={table} token={token} onError={onError} />}
      {!seated && (
        <label className="field">
          <span>{t('lobby.yourName')}</span>
          <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} placeholder={t('lobby.namePlaceholder')} />
        </label>
      )}
      {isHost && (
        <label className="field field-inline">
          <span>{t('table.addBot')}</span>
          <select value={botKind} onChange={(e) => setBotKind(e.target.value === 'random' || e.target.value === 'expert' ? e.target.value : 'heuristic')}>
            <option value="expert">{t('lobby.seatExpert')}</option>
            <option value="heuristic">{t('lobby.seatHeuristic')}</option>
            <option value="random">{t('lobby.seatRandom')}</option>
          </select>
        </label>
      )}
      <ul className="seat-list">
        {table.seats.map((s) => {
          const empty = s.name === null && s.bot === null;
          return (
            <li key={s.seat}>
              <span className="dot" style={{ background: seatHex(s.seat) }} />
              <span className="seat-name">
                {empty ? (
                  <em className="muted">{t('table.emptySeat')}</em>
                ) : s.player && s.seat !== seat ? (
                  <PlayerMenu player={s.player} label={s.name ?? s.player} table={table.id} />
                ) : (
                  (s.name ?? colourName(s.seat, t))
                )}
                {s.seat === seat && <span className="chip">{t('table.you')}</span>}
                {s.bot && <span className="chip">{s.bot === 'random' ? t('lobby.seatRandom') : s.bot === 'expert' ? t('lobby.seatExpert') : t('lobby.seatHeuristic')}</span>}
                {s.invited && <span className="chip">{t('life.invited')}</span>}
              </span>
              {isHost && token && s.seat !== seat && s.bot === null && s.name !== null && (
                <KickControl table={table} seat={s} token={token} onError={onError} />
              )}
              {empty && !seated && (
                <button type="button" className="btn" onClick={() => sit(s.seat)}>
                  {t('table.takeSeat')}
                </button>
              )}
              {empty && isHost && token && (
                <button type="button" className="btn btn-ghost" onClick={() => void run(api.addBot(table.id, token, s.seat, botKind))}>
                  {t('table.addBot')}
                </button>
              )}
              {s.bot && isHost && token && (
                <button type="button" className="btn btn-ghost" onClick={() => void run(api.removeBot(table.id, token, s.seat))}>
                  {t('table.removeBot')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {seated && token && (
        <div className="row">
          {isHost ? (
            <Why reason={t('why.table.notFull')}>
              <button type="button" className="btn btn-primary" disabled={!full} onClick={() => void run(api.start(table.id, token))}>
                {t('table.start')}
              </button>
            </Why>
          ) : (
            <p className="muted">{t('table.hostStarts')}</p>
          )}
          <button type="button" className="btn btn-ghost" onClick={() => void run(api.leave(table.id, token).then(() => onSeated('', null)))}>
            {t('table.leave')}
          </button>
        </div>
      )}
    </section>
  );
}

export function TablePage({ id }: { id: string }) {
  const { t } = useI18n();
  const [saved, setSaved] = useState(() => savedSeat(id));
  const conn = useTable(id, saved?.token ?? null);
  usePreloadTable(conn.table?.game ?? null);
  // The "your turn" marker: this seat's live turn, and the seats this browser holds elsewhere.
  useTableTurn(id, conn.table?.name ?? null, conn.seat !== null && conn.table?.status === 'playing' && conn.mustAct);
  // A notice belongs to the moment it was raised (status, own seat, who sits, game progress): it
  // goes away by itself once that moment is gone, e.g. "Enter your name first" once seated.
  const cause = `${conn.table?.status ?? ''}|${conn.seat ?? ''}|${conn.table?.seats.filter((s) => s.name !== null || s.bot !== null).length ?? 0}|${conn.events.length}`;
  const causeNow = useRef(cause);
  causeNow.current = cause;
  const [raised, setRaised] = useState<{ text: string; cause: string } | null>(null);
  const setNotice = useCallback((text: string | null) => setRaised(text === null ? null : { text, cause: causeNow.current }), []);
  const notice = raised !== null && raised.cause === cause ? raised.text : null;

  // A stale seat key (the seat was freed) falls back to watching.
  useEffect(() => {
    if (conn.error?.code === 'BAD_TOKEN' && saved) {
      saveSeat(id, null);
      setSaved(null);
    }
  }, [conn.error, saved, id]);

  // Removed by the host: the token is dead; watch on, and keep saying why.
  const [kicked, setKicked] = useState(false);
  useEffect(() => {
    if (conn.removed === 'kicked') {
      setKicked(true);
      saveSeat(id, null);
      setSaved(null);
    }
  }, [conn.removed, id]);

  const onSeated = (token: string, seat: number | null) => {
    const next = token ? { token, seat } : null;
    saveSeat(id, next);
    setSaved(next);
  };

  if (conn.error?.code === 'NO_TABLE') {
    return (
      <section className="panel center">
        <p>{t('life.notFound')}</p>
        <button type="button" className="btn" onClick={() => navigate('/')}>
          {t('table.back')}
        </button>
      </section>
    );
  }

  const table = conn.table;
  const error = notice ?? (conn.error && conn.error.code !== 'BAD_TOKEN' ? wireErrorText(conn.error, t) : null);
  return (
    <TableShell myTurn={table && conn.view !== null ? conn.seat !== null && table.status === 'playing' && conn.mustAct : null}>
      <div className="table-head">
        <a
          className="phone-only table-home"
          href="/"
          aria-label={t('table.back')}
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          ‹
        </a>
        <div>
          <h1>{table ? tableName(table.name, t) : t('table.connecting')}</h1>
          {table && (
            <span className="muted">
              {gameName(table.game, t)}
              {table.rated && (
                <>
                  {' · '}
                  <span className="chip chip-rated" title={t('rated.tableNote')}>
                    {t('rated.chip')}
                  </span>
                </>
              )}
              {/* Not on a phone, where it would be cut: the page says it (waiting room, turn marker, game over). */}
              <span className={`table-status table-status-${table.status}`}>
                {' · '}
                <span className={`status status-${table.status}`}>{statusText(table, t)}</span>
              </span>
            </span>
          )}
        </div>
        {conn.connection !== 'ready' && (
          <span className="banner banner-warn" role="status">
            {conn.connection === 'connecting' ? t('table.connecting') : t('table.reconnecting')}
          </span>
        )}
        <span className="table-head-tools">
          {table && <RulesButton game={table.game} />}
          <LangSwitch className="phone-only" />
          <SoundToggle />
        </span>
      </div>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}{' '}
          <button
            type="button"
            className="link"
            onClick={() => {
              setNotice(null);
              conn.dismissError();
            }}
          >
            {t('dialog.close')}
          </button>
        </p>
      )}
      {table?.ended === 'too-long' && (
        <p className="banner banner-warn" role="status">
          {t('table.tooLong')}
        </p>
      )}
      {table?.ended === 'abandoned' && (
        <p className="banner banner-warn" role="status">
          {t('life.abandoned')}
        </p>
      )}
      {kicked && (
        <p className="banner banner-error" role="alert">
          {t('life.kicked')}
        </p>
      )}
      {/* Above the game, so the rematch offer is seen on a phone without scrolling the whole table. */}
      {table?.status === 'over' && (
        <AfterGame
          table={table}
          token={saved?.token ?? null}
          host={saved !== null && (conn.seat === null || table.seats[conn.seat]?.host === true)}
          onError={setNotice}
        />
      )}
      {table?.status === 'open' && <WaitingRoom table={table} seat={conn.seat} token={saved?.token ?? null} onSeated={onSeated} onError={setNotice} />}
      {table && table.status !== 'open' && <ClockBar table={table} seat={conn.seat} token={saved?.token ?? null} onError={setNotice} />}
      {table && table.status !== 'open' && conn.view !== null && (
        <TableLoad>
          {table.status === 'playing' && conn.seat !== null && <HintStrip game={table.game} />}
          {table.game === 'perfect-alibi' ? (
          <PerfectAlibi table={table} seat={conn.seat} view={conn.view} events={conn.events} legal={conn.legal} act={conn.act} notes={conn.notes} saveNotes={conn.saveNotes} onError={setNotice} claims={conn.claims} />
        ) : table.game === 'four-suspects' ? (
          <FourSuspects table={table} seat={conn.seat} view={conn.view} events={conn.events} legal={conn.legal} mustAct={conn.mustAct} act={conn.act} notes={conn.notes} saveNotes={conn.saveNotes} onError={setNotice} claims={conn.claims} />
        ) : table.game === 'alibi-clues' ? (
          <AlibiClues table={table} seat={conn.seat} view={conn.view} events={conn.events} legal={conn.legal} mustAct={conn.mustAct} act={conn.act} onError={setNotice} />
        ) : table.game === 'alibis' ? (
          <Alibis table={table} seat={conn.seat} view={conn.view} events={conn.events} mustAct={conn.mustAct} act={conn.act} onError={setNotice} />
        ) : table.game === 'alibi-1993' ? (
          <Alibi1993 table={table} seat={conn.seat} view={conn.view} events={conn.events} legal={conn.legal} mustAct={conn.mustAct} act={conn.act} notes={conn.notes} saveNotes={conn.saveNotes} onError={setNotice} />
        ) : (
          <p className="panel">{t('table.unsupported')}</p>
        )}
        </TableLoad>
      )}
      {table && <ChatPanel table={table} seat={conn.seat} chat={conn.chat} send={conn.sendChat} />}
    </TableShell>
  );
}
