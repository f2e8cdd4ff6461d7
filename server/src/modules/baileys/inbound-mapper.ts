import type { MediaType } from '@balcao/shared';
import { isJidBroadcast, isJidGroup, isJidNewsletter, isJidStatusBroadcast, toNumber, type WAMessage } from '@whiskeysockets/baileys';
import type { EditEvent, InboundMessage, RevokeEvent } from '../../platform/messaging/inbound-message.ts';
import { partyOf, userOf, type Party } from './jids.ts';
import { mediaFilename } from './media-files.ts';
import { describeContent, type MediaKind } from './message-content.ts';

/** How a message reached the socket: `recovered` for the catch-up after a reconnect (upsert type `append`). */
export type UpsertContext = { recovered: boolean; receivedAt: Date };

/** A media attachment still to download: the name Balcão gives it, its type and declared size. */
export type MediaToFetch = { filename: string; mimetype: string; bytes: number | undefined };

export type MappedUpsert =
  /** `replyJid` is where an answer to this message goes (the group, or the sender's phone or LID). */
  | { kind: 'message'; message: InboundMessage; media?: MediaToFetch; replyJid: string }
  | { kind: 'edit'; edit: EditEvent }
  | { kind: 'revoke'; revoke: RevokeEvent }
  | { kind: 'ignore'; reason: string };

const MEDIA_TYPES: Record<MediaKind, MediaType> = {
  image: 'image',
  sticker: 'image',
  video: 'video',
  audio: 'audio',
  document: 'application',
};

/** Phone alternates written by Baileys 7 release candidates before `remoteJidAlt` / `participantAlt`. */
type LegacyKeyFields = { senderPn?: string; participantPn?: string };

function senderOf(message: WAMessage, isGroup: boolean): Party {
  const key = message.key as WAMessage['key'] & LegacyKeyFields;
  return isGroup
    ? partyOf(key.participant, key.participantAlt, key.participantPn, message.participant)
    : partyOf(key.remoteJid, key.remoteJidAlt, key.senderPn);
}

function timestampOf(message: WAMessage, receivedAt: Date): Date {
  const seconds = toNumber(message.messageTimestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : receivedAt;
}

/**
 * Turns one message of Baileys' `messages.upsert` into what the inbound engine takes: a message, a
 * contact's edit or delete, or a reason to ignore it. Pure: media is only described here; the
 * provider downloads it. Messages sent from the connection's own phone (`fromMe`) are ignored for now.
 */
export function mapUpsert(message: WAMessage, { recovered, receivedAt }: UpsertContext): MappedUpsert {
  const { key } = message;
  const chat = key.remoteJid;
  if (!chat || !key.id) {
    return { kind: 'ignore', reason: 'no chat or id' };
  }
  if (isJidStatusBroadcast(chat)) {
    return { kind: 'ignore', reason: 'status broadcast' };
  }
  if (isJidBroadcast(chat) || isJidNewsletter(chat)) {
    return { kind: 'ignore', reason: 'broadcast list or channel' };
  }
  if (key.fromMe) {
    return { kind: 'ignore', reason: 'sent from the connected phone' };
  }
  const content = describeContent(message.message);
  if (content.kind === 'empty') {
    return { kind: 'ignore', reason: 'no content (a notice, or a message that could not be decrypted)' };
  }
  if (content.kind === 'unsupported') {
    return { kind: 'ignore', reason: `unsupported content ${content.type}` };
  }
  const isGroup = isJidGroup(chat) === true;
  const sender = senderOf(message, isGroup);
  const from = isGroup ? userOf(chat) : (sender.number ?? sender.lid);
  if (!from) {
    return { kind: 'ignore', reason: 'unknown sender' };
  }
  const timestamp = timestampOf(message, receivedAt);
  if (content.kind === 'edit') {
    const at = content.editedAtMs === undefined ? timestamp : new Date(content.editedAtMs);
    return { kind: 'edit', edit: { id: content.id, from, body: content.body, timestamp: at } };
  }
  if (content.kind === 'revoke') {
    return { kind: 'revoke', revoke: { id: content.id, from, timestamp } };
  }
  const pushName = message.pushName?.trim();
  const inbound: InboundMessage = {
    id: key.id,
    from,
    body: content.body,
    timestamp,
    fromMe: false,
    ...(isGroup
      ? { isGroup: true, participant: { ...sender, ...(pushName ? { name: pushName } : {}) } }
      : { ...(pushName ? { name: pushName } : {}), ...(sender.lid ? { lid: sender.lid } : {}) }),
    ...(recovered ? { recovered: true } : {}),
  };
  const replyJid = isGroup || !sender.number ? chat : `${sender.number}@s.whatsapp.net`;
  switch (content.kind) {
    case 'text':
      return { kind: 'message', message: inbound, replyJid };
    case 'location':
      return { kind: 'message', message: { ...inbound, mediaType: 'locationMessage' }, replyJid };
    case 'vcard':
      return { kind: 'message', message: { ...inbound, mediaType: 'vcard' }, replyJid };
    case 'media':
      return {
        kind: 'message',
        message: { ...inbound, mediaType: MEDIA_TYPES[content.media] },
        media: { filename: mediaFilename(content.media, key.id, content.mimetype), mimetype: content.mimetype, bytes: content.bytes },
        replyJid,
      };
  }
}
