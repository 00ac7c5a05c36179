/**
 * socket.io's wire format, JSON only. The stock encoder walks every outgoing message looking for
 * binary attachments before serialising it; this server never sends binary, and on a busy node
 * that walk was a measurable share of the fan-out (see docs/load.md). Packets are encoded exactly
 * as the stock encoder encodes a packet without binary, so any socket.io client reads them; the
 * decoder is the stock one.
 */
import { Decoder, Encoder, PacketType, protocol, type Packet } from 'socket.io-parser';

class JsonEncoder extends Encoder {
  override encode(packet: Packet): string[] {
    if (packet.type === PacketType.BINARY_EVENT || packet.type === PacketType.BINARY_ACK)
      throw new Error('this server sends JSON only');
    let text = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id !== undefined && packet.id !== null) text += String(packet.id);
    if (packet.data !== undefined && packet.data !== null) text += JSON.stringify(packet.data);
    return [text];
  }
}

export const jsonParser = { protocol, PacketType, Encoder: JsonEncoder, Decoder };
