import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ActResult, ChatMessage, ChatWelcome, ClaimState, ClientToServer, Delta, DeltaUpdate, RemovedReason, ServerToClient, TableInfo, Update, Welcome, WireError } from '@alibi/protocol';
import { patch } from '@alibi/protocol/delta';
import { unpackView } from '@alibi/protocol/pack';
import { api } from './api.ts';
import { SeatSequence, sendAction } from './seq.ts';

export type Connection = 'connecting' | 'ready' | 'reconnecting';

/**
 * The server's legal actions, checked against a game's action schema before a table offers them:
 * each table's `legal.ts` passes its schema here. Those files stand apart from the games' `logic.ts`,
 * which the lobby imports too (names, art), so that the schema library comes with a table's chunk
 * and not with the first script; this loop lives here, in the entry, so it costs no chunk of its own.
 */
type Parsed<T> = { success: true; data: T } | { success: false };

/** The entries the schema accepts, as it parses them; the rest dropped. */
export function wellFormed<T>(schema: { safeParse(x: unknown): Parsed<T> }, items: readonly unknown[]): T[] {
  const out: T[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

export interface TableState {
  connection: Connection;
  table: TableInfo | null;
  seat: number | null;
  version: number;
  view: unknown;
  events: unknown[];
  /** This seat's legal actions now. */
  legal: unknown[];
  /** Whether the game waits for this seat (not merely allows it to act). */
  mustAct: boolean;
  notes: Record<string, string>;
  error: WireError | null;
  /** The server took this connection's seat away (see the `removed` message). */
  removed: RemovedReason | null;
  /** The claim window and this seat's held claim; `receivedAt` (local ms) anchors its countdown. */
  claims: (ClaimState & { receivedAt: number }) | null;
  /** The table's chat: recent lines (oldest first), open or closed, and whether this connection writes. */
  chat: ChatWelcome;
}

/** Lines a page keeps in memory; older ones scroll away (a reload shows the server's last CHAT_HISTORY). */
const CHAT_KEPT = 300;

const initial: TableState = {
  connection: 'connecting',
  table: null,
  seat: null,
  version: 0,
  view: null,
  events: [],
  legal: [],
  mustAct: false,
  notes: {},
  error: null,
  removed: null,
  claims: null,
  chat: { lines: [], closed: null, canWrite: false },
};

/** The state a welcome sets: the socket's (`ready`), or the first view over HTTP while the socket connects. */
function welcomed(w: Welcome, connection: Connection): TableState {
  return {
    connection,
    table: w.table,
    seat: w.seat,
    version: w.version,
    view: unpackView(w.view),
    events: unpackView(w.events) as unknown[],
    legal: w.legal,
    mustAct: w.mustAct,
    notes: w.notes,
    error: null,
    removed: null,
    // The server sends the window right after the welcome.
    claims: null,
    chat: w.chat,
  };
}

/**
 * Open while the socket is welcomed: what the seat sends (actions, notes, chat) waits here until
 * then, because the server takes nothing from a connection its hello has not seated yet, and the
 * table may be drawn from the HTTP first view before that. A dropped socket lets the waiters go
 * with `false`.
 */
class Welcomed {
  private open = false;
  private waiting: ((open: boolean) => void)[] = [];

  wait(): Promise<boolean> {
    return this.open ? Promise.resolve(true) : new Promise((resolve) => this.waiting.push(resolve));
  }

  set(open: boolean): void {
    this.open = open;
    if (open) this.release(true);
  }

  drop(): void {
    this.open = false;
    this.release(false);
  }

  private release(open: boolean): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const go of waiting) go(open);
  }
}

const NOT_CONNECTED: WireError = { code: 'INTERNAL', message: 'not connected' };

/** The view and legal list with a delta applied, or null if it does not fit them. */
function applyDelta(s: TableState, view: Delta, legal: Delta): { view: unknown; legal: unknown[] } | null {
  try {
    const nextLegal = patch(s.legal, legal);
    return Array.isArray(nextLegal) ? { view: patch(s.view, view), legal: nextLegal } : null;
  } catch {
    return null;
  }
}

/** The state after one step's `update` or `delta` (its view and legal list already whole). */
function stepped(s: TableState, u: Update | DeltaUpdate, view: unknown, legal: unknown[]): TableState {
  return {
    ...s,
    version: u.version,
    view,
    events: [...s.events, ...u.events],
    legal,
    mustAct: u.mustAct,
    // The step moved a seat's clock: it rides in the step's message.
    table: u.clockState && s.table ? { ...s.table, clockState: u.clockState } : s.table,
  };
}

/** One socket.io connection to a table: its welcome, updates and the seat's actions. */
export function useTable(tableId: string, token: string | null) {
  const [state, setState] = useState<TableState>(initial);
  // What the table holds now, for the hello of the next (re)connection (see `have` below).
  const held = useRef(state);
  held.current = state;
  const socketRef = useRef<Socket<ServerToClient, ClientToServer> | null>(null);
  // One numbering per seat across tabs: see seq.ts.
  const seqRef = useRef(new SeatSequence());
  const welcomedRef = useRef(new Welcomed());

  useEffect(() => {
    setState(initial);
    const gate = new Welcomed();
    welcomedRef.current = gate;
    // The seat's first view over HTTP (index.html's early script has usually asked for it already,
    // build/early.ts): the table is drawn from it while the socket connects, and the socket's
    // welcome replaces it. It only draws; what the seat does waits for the socket (Welcomed).
    let live = true;
    api.welcome(tableId, token).then(
      (w) => {
        // Not once the socket has welcomed (it is newer); a refusal the socket reported stays shown.
        if (live) setState((s) => (s.connection === 'connecting' && s.table === null ? { ...welcomed(w, 'connecting'), error: s.error } : s));
      },
      // The socket reports a refusal (a stale token, a missing table) with its typed error.
      () => undefined,
    );
    // `deltas`: the server may send only what changed in the view and legal list (see 'delta').
    // `pack`: whole views come packed (a fraction of the size; unpackView restores them).
    const greeting = token ? { table: tableId, token, deltas: true, pack: true } : { table: tableId, deltas: true, pack: true };
    // The hello rides in the connect packet (every reconnection sends it again): one round trip fewer
    // before the first view. A refusal comes back as a `failure`.
    // `have`: the version whose view, events and legal actions this table already holds for this
    // seat (the first view over HTTP, or the state before a reconnect); the welcome then leaves them
    // out (`kept`).
    const connectGreeting = () => {
      const s = held.current;
      return s.view !== null && s.table?.id === tableId ? { ...greeting, have: s.version } : greeting;
    };
    const socket: Socket<ServerToClient, ClientToServer> = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      auth: (send) => send({ hello: connectGreeting() }),
    });
    socketRef.current = socket;
    const hello = () => {
      socket.emit('hello', greeting, (r) => {
        if (!r.ok) setState((s) => ({ ...s, error: r.error }));
      });
    };
    socket.on('disconnect', () => {
      gate.set(false);
      setState((s) => ({ ...s, connection: 'reconnecting' }));
    });
    socket.on('welcome', (w) => {
      // The server remembers the seat's last sequence number across reloads.
      seqRef.current.seen(w.nextSeq);
      if (w.kept || w.eventsFrom !== undefined) {
        // Left out because this table holds them (`kept`: the view, events and legal actions of this
        // version; `eventsFrom`: the events up to that version, the ones since come to append). Used
        // if the table still holds that version for the same seat; otherwise (it moved on meanwhile)
        // ask for everything.
        setState((s) => {
          if (s.view === null || s.version !== (w.eventsFrom ?? w.version) || s.seat !== w.seat || s.table?.id !== w.table.id) {
            hello();
            return s;
          }
          if (w.kept) return welcomed({ ...w, view: s.view, events: s.events, legal: s.legal }, 'ready');
          return { ...welcomed(w, 'ready'), events: [...s.events, ...(unpackView(w.events) as unknown[])] };
        });
        gate.set(true);
        return;
      }
      setState(welcomed(w, 'ready'));
      gate.set(true);
    });
    socket.on('update', (u) => {
      // Every tab of a seat numbers from the seat's latest seq, so two tabs never reuse one.
      if (u.nextSeq !== undefined) seqRef.current.seen(u.nextSeq);
      setState((s) => {
        // The start sends version 0 with the first view; later repeats are stale.
        if (u.version < s.version || (u.version === s.version && s.view !== null)) return s;
        // Versions may jump: the server sends nothing for actions that changed nothing this
        // connection sees, and an update is complete on its own (its events are all it missed).
        return stepped(s, u, unpackView(u.view), u.legal);
      });
    });
    socket.on('delta', (d) => {
      if (d.nextSeq !== undefined) seqRef.current.seen(d.nextSeq);
      setState((s) => {
        if (d.version <= s.version && s.view !== null) return s;
        // A delta builds on the version this connection last received (`from`): otherwise ask for a fresh welcome.
        const patched = d.from === s.version && s.view !== null ? applyDelta(s, d.view, d.legal) : null;
        if (!patched) {
          hello();
          return s;
        }
        return stepped(s, d, patched.view, patched.legal);
      });
    });
    socket.on('table', (t) => setState((s) => ({ ...s, table: t })));
    // The server's push right after a "not checked" notice carries none: keep the notice until this
    // seat's next claim is held, or the person would never see why (it lasted one frame at most).
    socket.on('claims', (c) =>
      setState((s) => {
        const dropped = c.dropped ?? (c.held ? undefined : s.claims?.dropped);
        return { ...s, claims: { ...c, ...(dropped ? { dropped } : {}), receivedAt: Date.now() } };
      }),
    );
    socket.on('chat', (line) =>
      setState((s) => {
        if (s.chat.lines.some((l) => l.id === line.id)) return s;
        return { ...s, chat: { ...s.chat, lines: [...s.chat.lines, line].slice(-CHAT_KEPT) } };
      }),
    );
    socket.on('chatStatus', (c) => setState((s) => ({ ...s, chat: { ...s.chat, closed: c.closed } })));
    socket.on('failure', (e) => setState((s) => ({ ...s, error: e })));
    socket.on('removed', (r) => setState((s) => ({ ...s, removed: r.reason })));
    socket.on('reconnect', () => {
      socket.disconnect();
      socket.connect();
    });
    return () => {
      live = false;
      gate.drop();
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [tableId, token]);

  /** The socket once it is welcomed (what the seat sends waits for that), null if it was dropped. */
  const welcomedSocket = useCallback(async () => {
    const socket = socketRef.current;
    return socket && (await welcomedRef.current.wait()) ? socket : null;
  }, []);

  const act = useCallback(
    async (action: unknown): Promise<ActResult> => {
      const socket = await welcomedSocket();
      if (!socket) return { seq: -1, ok: false, error: NOT_CONNECTED };
      return sendAction(seqRef.current, (seq) => new Promise<ActResult>((resolve) => socket.emit('act', { seq, action }, resolve)));
    },
    [welcomedSocket],
  );

  const saveNotes = useCallback(
    async (notes: Record<string, string>): Promise<boolean> => {
      const socket = await welcomedSocket();
      if (!socket) return false;
      return new Promise((resolve) => socket.emit('notes', { notes }, (r) => resolve(r.ok)));
    },
    [welcomedSocket],
  );

  const sendChat = useCallback(
    async (message: ChatMessage): Promise<{ ok: true } | { ok: false; error: WireError }> => {
      const socket = await welcomedSocket();
      if (!socket) return { ok: false, error: NOT_CONNECTED };
      return new Promise((resolve) => socket.emit('chat', message, resolve));
    },
    [welcomedSocket],
  );

  const dismissError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  return { ...state, act, saveNotes, sendChat, dismissError };
}
