import { proto, type WAMessage } from '@whiskeysockets/baileys';

/**
 * What Baileys needs to download a message's media again: its key, and its content (media key,
 * direct path, hashes) in WhatsApp's own protobuf encoding, so every binary field comes back as it was.
 */
export function mediaRefOf(raw: WAMessage): Record<string, unknown> {
  const content = proto.Message.fromObject(raw.message ?? {});
  return {
    key: {
      remoteJid: raw.key.remoteJid ?? null,
      fromMe: raw.key.fromMe ?? false,
      id: raw.key.id ?? null,
      participant: raw.key.participant ?? null,
    },
    message: Buffer.from(proto.Message.encode(content).finish()).toString('base64'),
  };
}

/** The message back from `mediaRefOf`. */
export function messageOfMediaRef(ref: Record<string, unknown>): WAMessage {
  const key = (ref['key'] ?? {}) as WAMessage['key'];
  const encoded = typeof ref['message'] === 'string' ? ref['message'] : '';
  return { key, message: proto.Message.decode(Buffer.from(encoded, 'base64')) };
}
