import { Rng } from '@alibi/engine';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import { describe, expect, it } from 'vitest';
import { encodedOnce, jsonParser } from '../src/parser.ts';
import { deltaMessages } from '../src/play.ts';

/** Random JSON: what the server sends (views, deltas, acks) is made of these. */
function randomJson(rng: Rng, depth = 0): unknown {
  const pick = rng.int(depth > 3 ? 4 : 7);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return rng.int(2) === 0;
    case 2:
      return rng.int(2000) - 1000 + (rng.int(2) ? 0.5 : 0);
    case 3:
      return Array.from({ length: rng.int(6) }, () => String.fromCharCode(32 + rng.int(0x2fff))).join('');
    case 4:
    case 5:
      return Array.from({ length: rng.int(5) }, () => randomJson(rng, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: rng.int(5) }, (_, i) => [`k${i}${rng.int(9)}`, randomJson(rng, depth + 1)]));
  }
}

describe('JSON-only socket.io parser', () => {
  it('encodes every packet exactly as the stock encoder does', () => {
    const rng = Rng.fromSeed('parser');
    const stock = new Encoder();
    const ours = new jsonParser.Encoder();
    const types = [PacketType.CONNECT, PacketType.DISCONNECT, PacketType.EVENT, PacketType.ACK, PacketType.CONNECT_ERROR];
    for (let i = 0; i < 2000; i++) {
      const packet: Packet = {
        type: types[rng.int(types.length)] as PacketType,
        nsp: rng.int(4) === 0 ? '/admin' : '/',
        data: rng.int(5) === 0 ? undefined : [`event${rng.int(3)}`, randomJson(rng)],
      };
      if (rng.int(2)) packet.id = rng.int(100000);
      const encoded = ours.encode(packet);
      expect(encoded).toEqual(stock.encode(packet));
      // And the stock decoder (the client's) reads back what the server sends: events and acks.
      const sent = packet.data && (packet.type === PacketType.EVENT || (packet.type === PacketType.ACK && packet.id !== undefined));
      if (!sent) continue;
      const decoder = new Decoder();
      let decoded: Packet | null = null;
      decoder.on('decoded', (p: Packet) => (decoded = p));
      decoder.add(encoded[0]);
      expect(decoded).toEqual(JSON.parse(JSON.stringify(packet)));
      decoder.destroy();
    }
  });

  it('sends a payload serialised once (preEncoded) exactly as the stock encoder sends it', () => {
    const rng = Rng.fromSeed('pre-encoded');
    const stock = new Encoder();
    const ours = new jsonParser.Encoder();
    const encode = (encoder: Encoder, event: string, payload: unknown) => encoder.encode({ type: PacketType.EVENT, nsp: '/', data: [event, payload] });
    let deltas = 0;
    for (let i = 0; i < 500; i++) {
      const full = {
        version: rng.int(1000) + 1,
        view: randomJson(rng),
        events: Array.from({ length: rng.int(3) }, () => randomJson(rng)),
        legal: Array.from({ length: rng.int(4) }, () => randomJson(rng)),
        mustAct: rng.int(2) === 0,
        ...(rng.int(3) ? { nextSeq: rng.int(50) } : {}),
      };
      // Diffs are arrays of operations; random JSON stands in for them (only their text matters here).
      const changes = { view: [randomJson(rng)], legal: [randomJson(rng)] } as never;
      const message = deltaMessages(full, changes);
      if (message) {
        deltas++;
        const from = full.version - 1 - rng.int(3);
        expect(encode(ours, 'delta', message(from))).toEqual(encode(stock, 'delta', { ...message(from) }));
        // Connections holding the same version share one payload.
        expect(message(from)).toBe(message(from));
      }
      const once = encodedOnce({ ...full });
      expect(encode(ours, 'update', once)).toEqual(encode(stock, 'update', full));
    }
    expect(deltas).toBeGreaterThan(100);
  });

  it('refuses binary packets instead of sending them wrongly', () => {
    expect(() => new jsonParser.Encoder().encode({ type: PacketType.BINARY_EVENT, nsp: '/', data: ['x'] })).toThrow(/JSON only/);
  });
});
