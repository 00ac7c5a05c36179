import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  patch,
  type ActResult,
  type ClientToServer,
  type Delta,
  type ServerToClient,
  type TableInfo,
  type WireError,
} from '@alibi/protocol';

export type Connection = 'connecting' | 'ready' | 'reconnecting';

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
}

const initial: TableState = { connection: 'connecting', table: null, seat: null, version: 0, view: null, events: [], legal: [], mustAct: false, notes: {}, error: null };

/** The view and legal list with a delta applied, or null if it does not fit them. */
function applyDelta(s: TableState, view: Delta, legal: Delta): { view: unknown; legal: unknown[] } | null {
  try {
    const nextLegal = patch(s.legal, legal);
    return Array.isArray(nextLegal) ? { view: patch(s.view, view), legal: nextLegal } : null;
  } catch {
    return null;
  }
}

/** How often an action refused by the server's rate limit is sent again before giving up. */
const RATE_LIMIT_RETRIES = 5;

/** One socket.io connection to a table: its welcome, updates and the seat's actions. */
export function useTable(tableId: string, token: string | null) {
  const [state, setState] = useState<TableState>(initial);
  const socketRef = useRef<Socket<ServerToClient, ClientToServer> | null>(null);
  const seqRef = useRef(0);

  useEffect(() => {
    setState(initial);
    const socket: Socket<ServerToClient, ClientToServer> = io({ path: '/socket.io', transports: ['websocket', 'polling'] });
    socketRef.current = socket;
    const hello = () => {
      // `deltas`: the server may send only what changed in the view and legal list (see 'delta').
      socket.emit('hello', token ? { table: tableId, token, deltas: true } : { table: tableId, deltas: true }, (r) => {
        if (!r.ok) setState((s) => ({ ...s, error: r.error }));
      });
    };
    socket.on('connect', hello);
    socket.on('disconnect', () => setState((s) => ({ ...s, connection: 'reconnecting' })));
    socket.on('welcome', (w) => {
      // The server remembers the seat's last sequence number across reloads.
      seqRef.current = Math.max(seqRef.current, w.nextSeq - 1);
      setState({
        connection: 'ready',
        table: w.table,
        seat: w.seat,
        version: w.version,
        view: w.view,
        events: w.events,
        legal: w.legal,
        mustAct: w.mustAct,
        notes: w.notes,
        error: null,
      });
    });
    socket.on('update', (u) => {
      setState((s) => {
        // The start sends version 0 with the first view; later repeats are stale.
        if (u.version < s.version || (u.version === s.version && s.view !== null)) return s;
        // A missed update would leave a gap in the log: ask for a fresh welcome instead.
        if (u.version > s.version + 1 && s.version > 0) {
          hello();
          return s;
        }
        return { ...s, version: u.version, view: u.view, events: [...s.events, ...u.events], legal: u.legal, mustAct: u.mustAct };
      });
    });
    socket.on('delta', (d) => {
      setState((s) => {
        if (d.version <= s.version && s.view !== null) return s;
        // A delta builds on the version just before it: after a gap, ask for a fresh welcome.
        const patched = d.version === s.version + 1 && s.view !== null ? applyDelta(s, d.view, d.legal) : null;
        if (!patched) {
          hello();
          return s;
        }
        return {
          ...s,
          version: d.version,
          view: patched.view,
          events: [...s.events, ...d.events],
          legal: patched.legal,
          mustAct: d.mustAct,
        };
      });
    });
    socket.on('table', (t) => setState((s) => ({ ...s, table: t })));
    socket.on('failure', (e) => setState((s) => ({ ...s, error: e })));
    socket.on('reconnect', () => {
      socket.disconnect();
      socket.connect();
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [tableId, token]);

  const act = useCallback((action: unknown): Promise<ActResult> => {
    const socket = socketRef.current;
    const seq = ++seqRef.current;
    if (!socket) return Promise.resolve({ seq, ok: false, error: { code: 'INTERNAL', message: 'not connected' } });
    // A message the server's rate limit turned away was not applied: send it again, same seq, a
    // little later (a fast hand on a board can outrun the limit for a moment).
    const send = (attempt: number): Promise<ActResult> =>
      new Promise<ActResult>((resolve) => socket.emit('act', { seq, action }, resolve)).then((r) =>
        !r.ok && r.error.code === 'RATE_LIMITED' && attempt < RATE_LIMIT_RETRIES
          ? new Promise<ActResult>((resolve) => setTimeout(() => resolve(send(attempt + 1)), 250 * (attempt + 1)))
          : r,
      );
    return send(0);
  }, []);

  const saveNotes = useCallback((notes: Record<string, string>): Promise<boolean> => {
    const socket = socketRef.current;
    if (!socket) return Promise.resolve(false);
    return new Promise((resolve) => socket.emit('notes', { notes }, (r) => resolve(r.ok)));
  }, []);

  const dismissError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  return { ...state, act, saveNotes, dismissError };
}
