/**
 * The baseline: socket.io on a bare HTTP server with no game, no storage and no checks. A client
 * says `hello {table}` and gets a welcome; an `act` is answered and each connection of that table
 * gets its own distinct ~1 KB `update` (five per action for five seats).
 */
import { createServer } from 'node:http';
import { Server, type Socket } from 'socket.io';

/** About 1 KB of payload; the version and seat in front make each message distinct. */
const FILLER = 'x'.repeat(1000);

export async function startBare(): Promise<{ url: string }> {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  const tables = new Map<string, { version: number; sockets: Set<Socket> }>();
  io.on('connection', (socket) => {
    let table: { version: number; sockets: Set<Socket> } | null = null;
    socket.on('hello', (body: { table: string }, ack: (r: unknown) => void) => {
      table?.sockets.delete(socket);
      table = tables.get(body.table) ?? { version: 0, sockets: new Set() };
      tables.set(body.table, table);
      table.sockets.add(socket);
      ack({ ok: true });
      socket.emit('welcome', { version: table.version, view: null, events: [], legal: [], mustAct: false, nextSeq: 0 });
    });
    socket.on('act', (body: { seq: number }, ack: (r: unknown) => void) => {
      if (!table) return ack({ seq: body.seq, ok: false, error: { code: 'NOT_SEATED', message: 'hello first' } });
      const version = ++table.version;
      let seat = 0;
      for (const s of table.sockets) {
        s.emit('update', { version, view: `${version}:${seat++}:${FILLER}`, events: [], legal: [], mustAct: false });
      }
      ack({ seq: body.seq, ok: true, version });
    });
    socket.on('disconnect', () => table?.sockets.delete(socket));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}` };
}
