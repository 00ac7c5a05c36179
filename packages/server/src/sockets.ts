/**
 * The socket.io edge: every message is size-checked and zod-validated (in the hub) before
 * anything happens, and every answer is a typed ack. One connection holds at most one seat.
 */
import type { Server as HttpServer } from 'node:http';
import { MAX_MESSAGE_BYTES, type ActResult, type ClientToServer, type ServerToClient, type WireError } from '@alibi/protocol';
import { Server } from 'socket.io';
import { seqOf, type Hub } from './hub.ts';
import type { Conn } from './table.ts';

const KNOWN = new Set(['hello', 'act', 'notes']);

/**
 * Messages above MAX_MESSAGE_BYTES get a TOO_LARGE answer; the transport itself takes up to four
 * times that, and closes a connection that sends more (nothing can be answered past that point).
 */
const TRANSPORT_LIMIT = MAX_MESSAGE_BYTES * 4;

function tooLarge(raw: unknown): WireError | null {
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(raw) ?? '');
  } catch {
    return { code: 'MALFORMED', message: 'the message is not JSON' };
  }
  return size > MAX_MESSAGE_BYTES ? { code: 'TOO_LARGE', message: `messages are limited to ${MAX_MESSAGE_BYTES} bytes` } : null;
}

export function attachSockets(server: HttpServer, hub: Hub): Server<ClientToServer, ServerToClient> {
  const io = new Server<ClientToServer, ServerToClient>(server, {
    maxHttpBufferSize: TRANSPORT_LIMIT,
    serveClient: false,
    // Seats are held by tokens in messages, not cookies, so any origin may connect.
    cors: { origin: true },
  });
  io.on('connection', (socket) => {
    const conn: Conn = {
      tableId: null,
      seat: null,
      get open() {
        return socket.connected;
      },
      emit: (event, ...args) => socket.emit(event, ...args),
      drop: () => socket.disconnect(true),
    };
    /** The client's ack, or a `failure` message when it sent none. */
    const replier =
      <T extends { ok: boolean; error?: WireError }>(ack: unknown) =>
      (r: T) => {
        if (typeof ack === 'function') ack(r);
        else if (!r.ok && r.error) socket.emit('failure', r.error);
      };
    socket.onAny((event: unknown) => {
      if (!KNOWN.has(String(event)))
        socket.emit('failure', { code: 'MALFORMED', message: `unknown message ${String(event).slice(0, 40)}` });
    });
    socket.on('hello', (raw: unknown, ack: unknown) => {
      const reply = replier(ack);
      const big = tooLarge(raw);
      if (big) return reply({ ok: false, error: big });
      void hub.hello(conn, raw, reply);
    });
    socket.on('act', (raw: unknown, ack: unknown) => {
      const reply = replier<ActResult>(ack);
      const big = tooLarge(raw);
      if (big) return reply({ seq: seqOf(raw), ok: false, error: big });
      void hub.act(conn, raw).then(reply);
    });
    socket.on('notes', (raw: unknown, ack: unknown) => {
      const reply = replier(ack);
      const big = tooLarge(raw);
      if (big) return reply({ ok: false, error: big });
      void hub.notes(conn, raw).then(reply);
    });
    socket.on('disconnect', () => hub.detach(conn));
  });
  return io;
}
