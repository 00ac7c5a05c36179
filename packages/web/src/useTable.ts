import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ActResult, ClientToServer, ServerToClient, TableInfo, WireError } from '@alibi/protocol';

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
      socket.emit('hello', token ? { table: tableId, token } : { table: tableId }, (r) => {
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
    return new Promise((resolve) => socket.emit('act', { seq, action }, resolve));
  }, []);

  const saveNotes = useCallback((notes: Record<string, string>): Promise<boolean> => {
    const socket = socketRef.current;
    if (!socket) return Promise.resolve(false);
    return new Promise((resolve) => socket.emit('notes', { notes }, (r) => resolve(r.ok)));
  }, []);

  const dismissError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  return { ...state, act, saveNotes, dismissError };
}
