import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChatLine, ChatMessage, ChatWelcome, TableInfo, WireError } from '@alibi/protocol';
import { CHAT_MAX_CHARS, CHAT_PHRASES } from '@alibi/protocol/constants';
import { seatHex } from '../art/palette.ts';
import { colourName } from '../game/logic.ts';
import { useI18n, type MessageKey, type Translate } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { storage } from '../storage.ts';
import { foldPlayer, useBlocks } from '../account/blocks.ts';
import { PlayerMenu } from '../account/PlayerMenu.tsx';
import './chat.css';

/** Muted writers, by folded name, remembered per browser (a name, not a seat: seats change hands). */
const MUTED_KEY = 'chat.muted';
export const foldName = (name: string): string => name.trim().toLocaleLowerCase();

function loadMuted(): Set<string> {
  try {
    const raw: unknown = JSON.parse(storage.get(MUTED_KEY) ?? '[]');
    return new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The newest line this browser has seen at a table, remembered so that lines written before the
 * page was open (or while the phone was away) still count as unread, and seen ones do not come back.
 */
const seenKey = (table: string) => `chat.seen.${table}`;
function loadSeen(table: string): number {
  const n = Number(storage.get(seenKey(table)) ?? 0);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

const CLOSED_REASONS: Record<string, MessageKey> = { writing: 'chat.closed.writing', guessing: 'chat.closed.guessing' };
const ERRORS: Partial<Record<string, MessageKey>> = {
  RATE_LIMITED: 'chat.error.RATE_LIMITED',
  CHAT_CLOSED: 'chat.error.CHAT_CLOSED',
  TOO_LARGE: 'chat.error.TOO_LARGE',
  MALFORMED: 'chat.error.MALFORMED',
};

export function closedText(reason: string, t: Translate): string {
  const key = CLOSED_REASONS[reason];
  return key ? t(key) : t('chat.closed');
}

/** What a line says in the reader's language: a quick phrase is translated here, text is shown as typed. */
export function lineText(line: ChatLine, t: Translate): string {
  return line.phrase ? t(`chat.phrase.${line.phrase}`) : (line.text ?? '');
}

const timeOf = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** One line: the writer's colour dot and name, the text (React text only: never markup), the time. */
export function ChatLineItem({ line, me, player }: { line: ChatLine; me: boolean; player?: string }) {
  const { t } = useI18n();
  const colour = line.seat === null ? 'var(--ink-2)' : seatHex(line.seat);
  const name = line.name || (line.seat === null ? t('chat.host') : colourName(line.seat, t));
  return (
    <li className={`chat-line${line.phrase ? ' chat-phrase' : ''}`} data-seat={line.seat ?? 'host'} data-id={line.id}>
      <span className="dot" style={{ ['--seat' as string]: colour }} aria-hidden="true" />
      <span className="chat-who" style={{ color: colour }}>
        {/* An account's seat: its name opens the player menu (profile, report, block). */}
        {player && !me ? <PlayerMenu player={player} label={name} /> : name}
        {line.seat === null && <span className="chip">{t('chat.host')}</span>}
        {me && <span className="chip">{t('chat.you')}</span>}
      </span>
      <span className="chat-text">{lineText(line, t)}</span>
      <time className="chat-time muted small" dateTime={line.at}>
        {timeOf(line.at)}
      </time>
    </li>
  );
}

const phoneQuery = '(max-width: 560px)';
const isPhone = () => typeof matchMedia === 'function' && matchMedia(phoneQuery).matches;

/**
 * The table's chat: collapsible beside the game (a floating button with an unread count on a
 * phone), quick phrases, a mute per writer, and the reason while the game keeps the chat closed.
 */
export function ChatPanel({
  table,
  seat,
  chat,
  send,
}: {
  table: TableInfo;
  seat: number | null;
  chat: ChatWelcome;
  send: (m: ChatMessage) => Promise<{ ok: true } | { ok: false; error: WireError }>;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(() => !isPhone());
  // A window narrowed (or a tablet turned) into the phone layout folds the chat, as it starts
  // there: open, its sheet would cover the table. Widened again, it opens as the desktop panel.
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(phoneQuery);
    const follow = (e: MediaQueryListEvent) => setOpen(!e.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [muted, setMuted] = useState(loadMuted);
  const [seenId, setSeenId] = useState(() => loadSeen(table.id));
  const listRef = useRef<HTMLOListElement | null>(null);

  const blocks = useBlocks();
  const mine = (l: ChatLine) => (l.seat === null ? seat === null && chat.canWrite : l.seat === seat);
  const shown = chat.lines.filter((l) => mine(l) || !muted.has(foldName(l.name)));
  const hidden = chat.lines.length - shown.length;
  const lastId = chat.lines.at(-1)?.id ?? 0;
  const unread = open ? 0 : shown.filter((l) => l.id > seenId && !mine(l)).length;

  useEffect(() => {
    if (!open || lastId <= seenId) return;
    setSeenId(lastId);
    storage.set(seenKey(table.id), String(lastId));
  }, [open, lastId, seenId, table.id]);
  useEffect(() => {
    const el = listRef.current;
    if (open && el) el.scrollTop = el.scrollHeight;
  }, [open, shown.length]);

  // Everyone who wrote here or holds a seat, except this browser's own seat: who can be muted.
  const people = new Map<string, string>();
  for (const s of table.seats) if (s.name && s.bot === null && s.seat !== seat) people.set(foldName(s.name), s.name);
  for (const l of chat.lines) if (!mine(l) && l.name) people.set(foldName(l.name), l.name);

  const toggleMute = (key: string) => {
    const next = new Set(muted);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    storage.set(MUTED_KEY, JSON.stringify([...next]));
    setMuted(next);
  };

  const deliver = async (m: ChatMessage): Promise<boolean> => {
    setBusy(true);
    const r = await send(m);
    setBusy(false);
    if (r.ok) {
      setError(null);
      return true;
    }
    const key = ERRORS[r.error.code];
    setError(key ? t(key) : t('chat.error.other', { message: r.error.message }));
    return false;
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const line = text.trim();
    if (!line || busy) return;
    void deliver({ text: line }).then((ok) => ok && setText(''));
  };

  const closed = chat.closed;
  const canSend = chat.canWrite && closed === null;
  /** Why nothing can be sent now: the chat's own closed reason. */
  const closedWhy = closed === null ? null : closedText(closed, t);

  return (
    <section className={`chat ${open ? 'chat-open' : 'chat-collapsed'}`} aria-labelledby="chat-h" data-closed={closed ?? ''}>
      <button
        type="button"
        className="chat-toggle"
        aria-expanded={open}
        aria-controls="chat-body"
        onClick={() => setOpen((o) => !o)}
        title={open ? t('chat.close') : t('chat.open')}
      >
        <span id="chat-h" className="chat-title">
          {t('chat.title')}
        </span>
        {unread > 0 && (
          <span className="chat-badge" aria-label={t('chat.unread', { n: unread })}>
            {unread}
          </span>
        )}
        <span className="chat-caret" aria-hidden="true">
          {open ? '▾' : '▴'}
        </span>
      </button>
      {open && (
        <div id="chat-body" className="chat-body">
          {closed !== null && (
            <p className="banner banner-warn chat-closed" role="status">
              {closedText(closed, t)}
            </p>
          )}
          <ol className="chat-lines" ref={listRef} aria-live="polite">
            {shown.length === 0 && <li className="muted small chat-empty">{t('chat.empty')}</li>}
            {shown.map((l) => {
              const player = l.seat === null ? undefined : table.seats[l.seat]?.player;
              // A blocked player's line keeps its place, without its words (issue #22).
              return player && !mine(l) && blocks.has(foldPlayer(player)) ? (
                <li key={l.id} className="chat-line chat-blocked" data-id={l.id}>
                  <span className="chat-blocked-text">{t('mod.hidden')}</span>
                </li>
              ) : (
                <ChatLineItem key={l.id} line={l} me={mine(l)} player={player} />
              );
            })}
          </ol>
          {hidden > 0 && <p className="muted small chat-hidden">{t('chat.hidden', { n: hidden })}</p>}
          {people.size > 0 && (
            <details className="chat-mute">
              <summary className="small">{t('chat.people')}</summary>
              <ul>
                {[...people].map(([key, name]) => (
                  <li key={key}>
                    <button
                      type="button"
                      className={`btn btn-ghost small${muted.has(key) ? ' on' : ''}`}
                      aria-pressed={muted.has(key)}
                      onClick={() => toggleMute(key)}
                    >
                      {muted.has(key) ? t('chat.unmute', { name }) : t('chat.mute', { name })}
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          )}
          {chat.canWrite ? (
            <>
              <div className="chat-phrases" role="group" aria-label={t('chat.phrases')}>
                {CHAT_PHRASES.map((p) => (
                  <Why key={p} reason={closedWhy} busy={canSend && busy}>
                    <button
                      type="button"
                      className="chip chat-phrase-btn"
                      data-phrase={p}
                      disabled={!canSend || busy}
                      onClick={() => void deliver({ phrase: p })}
                    >
                      {t(`chat.phrase.${p}`)}
                    </button>
                  </Why>
                ))}
              </div>
              <form className="chat-form" onSubmit={submit}>
                <Why reason={closedWhy}>
                  <input
                    className="chat-input"
                    value={text}
                    maxLength={CHAT_MAX_CHARS}
                    disabled={!canSend}
                    placeholder={closed === null ? t('chat.placeholder') : t('chat.closed')}
                    aria-label={t('chat.placeholder')}
                    aria-describedby="chat-left"
                    onChange={(e) => setText(e.target.value)}
                  />
                </Why>
                <Why reason={closedWhy ?? t('why.chat.empty')} busy={canSend && text.trim() !== '' && busy}>
                  <button type="submit" className="btn btn-primary" disabled={!canSend || busy || text.trim() === ''}>
                    {t('chat.send')}
                  </button>
                </Why>
              </form>
              <p id="chat-left" className="muted small chat-left" aria-live="off">
                {text.length > CHAT_MAX_CHARS - 40 ? t('chat.left', { n: CHAT_MAX_CHARS - text.length }) : ''}
              </p>
            </>
          ) : (
            <p className="muted small">{t('chat.readOnly')}</p>
          )}
          {error && (
            <p className="banner banner-error chat-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
