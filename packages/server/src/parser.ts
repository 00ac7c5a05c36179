/**
 * socket.io's wire format, JSON only. The stock encoder walks every outgoing message looking for
 * binary attachments before serialising it; this server never sends binary, and on a busy node
 * that walk was a measurable share of the fan-out (see docs/load.md). Packets are encoded exactly
 * as the stock encoder encodes a packet without binary, so any socket.io client reads them.
 *
 * The decoder refuses binary outright: the protocol never uses it, and the stock decoder keeps a
 * binary packet's header waiting for its attachments, so a client that announces attachments and
 * never sends them parks memory on the server before any rate limit sees a message. A thrown
 * error here makes socket.io close the connection ("parse error").
 */
import { Decoder, Encoder, PacketType, protocol, type Packet } from 'socket.io-parser';

/** Payloads whose JSON the sender already holds (see preEncoded). */
const encodedPayloads = new WeakMap<object, string>();

/**
 * Hands the encoder `json`, which must be exactly `JSON.stringify(payload)`, so that a payload
 * sent to several connections (a seat's update to each of its tabs, a `table` push to every
 * connection) is serialised once, not once per connection. The payload must not change afterwards.
 */
export function preEncoded<T extends object>(payload: T, json: string): T {
  encodedPayloads.set(payload, json);
  return payload;
}

/** `preEncoded(payload, JSON.stringify(payload))`. */
export function encodedOnce<T extends object>(payload: T): T {
  return preEncoded(payload, JSON.stringify(payload));
}

/** An event's `[name, payload]` as JSON, taking the payload's text from preEncoded when it has one. */
function eventJson(data: unknown): string {
  if (Array.isArray(data) && data.length === 2 && typeof data[0] === 'string' && typeof data[1] === 'object' && data[1] !== null) {
    const json = encodedPayloads.get(data[1]);
    if (json !== undefined) return `[${JSON.stringify(data[0])},${json}]`;
  }
  return JSON.stringify(data);
}

class JsonEncoder extends Encoder {
  override encode(packet: Packet): string[] {
    if (packet.type === PacketType.BINARY_EVENT || packet.type === PacketType.BINARY_ACK)
      throw new Error('this server sends JSON only');
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id !== undefined && packet.id !== null) text += String(packet.id);
    if (packet.data !== undefined && packet.data !== null) text += eventJson(packet.data);
    return [text];
  }
}

/** The first character of an encoded packet is its type; 5 and 6 announce binary attachments. */
const BINARY_TYPES = new Set([String(PacketType.BINARY_EVENT), String(PacketType.BINARY_ACK)]);

export class BinaryRefused extends Error {}

class JsonDecoder extends Decoder {
  override add(obj: unknown): void {
    if (typeof obj !== 'string') throw new BinaryRefused('binary frames are refused: this protocol is JSON only');
    if (BINARY_TYPES.has(obj.charAt(0))) throw new BinaryRefused('binary packets are refused: this protocol is JSON only');
    super.add(obj);
  }
}

export const jsonParser = { protocol, PacketType, Encoder: JsonEncoder, Decoder: JsonDecoder };
