import { BufferJSON, type WAMessage } from '@whiskeysockets/baileys';

/**
 * What Baileys needs to download a message's media again: its key and content (media key, direct
 * path, hashes), as JSON with the binary fields in Baileys' own `BufferJSON` form.
 */
export function mediaRefOf(raw: WAMessage): Record<string, unknown> {
  return JSON.parse(JSON.stringify({ key: raw.key, message: raw.message }, BufferJSON.replacer)) as Record<string, unknown>;
}

/** The message back from `mediaRefOf`, binary fields restored. */
export function messageOfMediaRef(ref: Record<string, unknown>): WAMessage {
  return JSON.parse(JSON.stringify(ref), BufferJSON.reviver) as WAMessage;
}
