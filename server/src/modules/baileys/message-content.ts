import { getContentType, normalizeMessageContent, proto, toNumber, type WAMessageContent } from '@whiskeysockets/baileys';
import { safeMimetype } from './media-files.ts';

export type MediaKind = 'image' | 'video' | 'audio' | 'document' | 'sticker';

/** What a WhatsApp message carries, once wrappers (disappearing, view once, edited, document with caption) are removed. */
export type Content =
  | { kind: 'text'; body: string }
  | { kind: 'media'; media: MediaKind; mimetype: string; body: string; bytes: number | undefined }
  | { kind: 'location'; body: string }
  | { kind: 'vcard'; body: string }
  | { kind: 'edit'; id: string; body: string; editedAtMs: number | undefined }
  | { kind: 'revoke'; id: string }
  | { kind: 'unsupported'; type: string }
  | { kind: 'empty' };

const DEFAULT_MIMETYPES: Record<MediaKind, string> = {
  image: 'image/jpeg',
  video: 'video/mp4',
  audio: 'audio/ogg; codecs=opus',
  document: 'application/octet-stream',
  sticker: 'image/webp',
};

/** The text a message shows: its text, or the caption of its media. */
export function textOf(content: WAMessageContent | null | undefined): string {
  const message = normalizeMessageContent(content);
  return (
    message?.conversation ??
    message?.extendedTextMessage?.text ??
    message?.imageMessage?.caption ??
    message?.videoMessage?.caption ??
    message?.documentMessage?.caption ??
    ''
  );
}

/** A protobuf integer (number or Long). */
type ProtoInteger = Parameters<typeof toNumber>[0];

function positive(value: ProtoInteger): number | undefined {
  const number = toNumber(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

function media(kind: MediaKind, declared: string | null | undefined, body: string, length: ProtoInteger): Content {
  return { kind: 'media', media: kind, mimetype: safeMimetype(declared, DEFAULT_MIMETYPES[kind]), body, bytes: positive(length) };
}

/**
 * The spec's location body: an image link, a map link and an optional description, split by `|`
 * (the image is WhatsApp's thumbnail as a data URI, empty when the sender's phone sent none).
 */
export function locationBody(latitude: number, longitude: number, thumbnail: Uint8Array | null | undefined, description: string): string {
  const image = thumbnail?.length ? `data:image/jpeg;base64,${Buffer.from(thumbnail).toString('base64')}` : '';
  const map = `https://maps.google.com/maps?q=${latitude}%2C${longitude}&z=17`;
  const text = description.replaceAll('|', '/').trim();
  return text ? `${image}|${map}|${text}` : `${image}|${map}`;
}

function vcardOf(contact: proto.Message.IContactMessage): string {
  return contact.vcard?.trim() || `BEGIN:VCARD\nVERSION:3.0\nFN:${contact.displayName ?? ''}\nEND:VCARD`;
}

function protocolContent(protocol: proto.Message.IProtocolMessage): Content {
  const id = protocol.key?.id;
  if (protocol.type === proto.Message.ProtocolMessage.Type.REVOKE && id) {
    return { kind: 'revoke', id };
  }
  if (protocol.type === proto.Message.ProtocolMessage.Type.MESSAGE_EDIT && id) {
    return { kind: 'edit', id, body: textOf(protocol.editedMessage), editedAtMs: positive(protocol.timestampMs) };
  }
  return { kind: 'unsupported', type: `protocolMessage ${protocol.type ?? ''}`.trim() };
}

/** Classifies a message's content; pure, so every WhatsApp shape is unit-tested with recorded payloads. */
export function describeContent(raw: WAMessageContent | null | undefined): Content {
  const message = normalizeMessageContent(raw);
  const type = getContentType(message ?? undefined);
  if (!message || !type) {
    return { kind: 'empty' };
  }
  switch (type) {
    case 'conversation':
      return { kind: 'text', body: message.conversation ?? '' };
    case 'extendedTextMessage':
      return { kind: 'text', body: message.extendedTextMessage?.text ?? '' };
    case 'imageMessage':
      return media('image', message.imageMessage?.mimetype, message.imageMessage?.caption ?? '', message.imageMessage?.fileLength);
    case 'videoMessage':
    case 'ptvMessage': {
      const video = message.videoMessage ?? message.ptvMessage;
      return media('video', video?.mimetype, video?.caption ?? '', video?.fileLength);
    }
    case 'audioMessage':
      return media('audio', message.audioMessage?.mimetype, '', message.audioMessage?.fileLength);
    case 'documentMessage': {
      const document = message.documentMessage;
      return media('document', document?.mimetype, document?.caption || document?.fileName || document?.title || '', document?.fileLength);
    }
    case 'stickerMessage':
      return media('sticker', message.stickerMessage?.mimetype, '', message.stickerMessage?.fileLength);
    case 'locationMessage': {
      const location = message.locationMessage;
      const description = [location?.name, location?.address].filter(Boolean).join(', ');
      return {
        kind: 'location',
        body: locationBody(location?.degreesLatitude ?? 0, location?.degreesLongitude ?? 0, location?.jpegThumbnail, description),
      };
    }
    case 'liveLocationMessage': {
      const live = message.liveLocationMessage;
      return {
        kind: 'location',
        body: locationBody(live?.degreesLatitude ?? 0, live?.degreesLongitude ?? 0, live?.jpegThumbnail, live?.caption ?? ''),
      };
    }
    case 'contactMessage':
      return { kind: 'vcard', body: vcardOf(message.contactMessage ?? {}) };
    case 'contactsArrayMessage':
      return { kind: 'vcard', body: (message.contactsArrayMessage?.contacts ?? []).map(vcardOf).join('\n') };
    case 'buttonsResponseMessage':
      return {
        kind: 'text',
        body: message.buttonsResponseMessage?.selectedDisplayText ?? message.buttonsResponseMessage?.selectedButtonId ?? '',
      };
    case 'templateButtonReplyMessage':
      return { kind: 'text', body: message.templateButtonReplyMessage?.selectedDisplayText ?? '' };
    case 'listResponseMessage':
      return {
        kind: 'text',
        body: message.listResponseMessage?.title ?? message.listResponseMessage?.singleSelectReply?.selectedRowId ?? '',
      };
    case 'protocolMessage':
      return message.protocolMessage ? protocolContent(message.protocolMessage) : { kind: 'empty' };
    default:
      return { kind: 'unsupported', type };
  }
}
