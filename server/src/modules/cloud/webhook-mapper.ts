import type { MediaType } from '@balcao/shared';
import type { AckUpdate, InboundMessage } from '../../platform/messaging/inbound-message.ts';
import { locationBody } from '../baileys/message-content.ts';
import { mediaFilename, safeMimetype } from '../baileys/media-files.ts';

/** A media file a webhook message refers to: fetched through the Graph API's media endpoint before the message is stored. */
export type MediaReference = { mediaId: string; mimetype: string; filename: string };

export type MappedInbound = { message: InboundMessage; media?: MediaReference };

/** A `failed` status: the message is marked failed with Meta's error title. */
export type FailedStatus = { id: string; error: string };

export type MappedChange = {
  phoneNumberId: string;
  messages: MappedInbound[];
  acks: AckUpdate[];
  failures: FailedStatus[];
};

type Json = Record<string, unknown>;

const ACKS: Record<string, number> = { sent: 1, delivered: 2, read: 3 };

const MEDIA_KINDS: Record<string, { mediaType: MediaType; fallback: string }> = {
  image: { mediaType: 'image', fallback: 'image/jpeg' },
  sticker: { mediaType: 'image', fallback: 'image/webp' },
  video: { mediaType: 'video', fallback: 'video/mp4' },
  audio: { mediaType: 'audio', fallback: 'audio/ogg' },
  document: { mediaType: 'application', fallback: 'application/octet-stream' },
};

function object(value: unknown): Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(object) : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function digits(value: unknown): string {
  return text(value).replace(/\D/g, '');
}

function vcardOf(contact: Json): string {
  const name = text(object(contact['name'])['formatted_name']) || text(object(contact['name'])['first_name']);
  const phones = list(contact['phones']).map((phone) => {
    const waId = digits(phone['wa_id']);
    return `TEL;type=CELL${waId ? `;waid=${waId}` : ''}:${text(phone['phone'])}`;
  });
  return ['BEGIN:VCARD', 'VERSION:3.0', `FN:${name}`, ...phones, 'END:VCARD'].join('\n');
}

/** The text and kind of one webhook message, or null for kinds Balcão does not show (system notices, unsupported). */
function contentOf(raw: Json, id: string): { body: string; mediaType?: MediaType; media?: MediaReference; quotedId?: string } | null {
  const type = text(raw['type']);
  const kind = MEDIA_KINDS[type];
  if (kind) {
    const media = object(raw[type]);
    const mimetype = safeMimetype(text(media['mime_type']) || null, kind.fallback);
    const filename = type === 'document' && text(media['filename']) ? text(media['filename']) : '';
    const mediaId = text(media['id']);
    return {
      body: text(media['caption']) || filename,
      mediaType: kind.mediaType,
      ...(mediaId ? { media: { mediaId, mimetype, filename: mediaFilename(type, id, mimetype) } } : {}),
    };
  }
  switch (type) {
    case 'text':
      return { body: text(object(raw['text'])['body']) };
    case 'location': {
      const location = object(raw['location']);
      const description = [text(location['name']), text(location['address'])].filter(Boolean).join(', ');
      return {
        body: locationBody(Number(location['latitude']), Number(location['longitude']), null, description),
        mediaType: 'locationMessage',
      };
    }
    case 'contacts':
      return { body: list(raw['contacts']).map(vcardOf).join('\n'), mediaType: 'vcard' };
    case 'interactive': {
      const interactive = object(raw['interactive']);
      const reply = object(interactive['button_reply'] ?? interactive['list_reply']);
      return { body: text(reply['title']) || text(reply['id']) };
    }
    case 'button': {
      const button = object(raw['button']);
      return { body: text(button['text']) || text(button['payload']) };
    }
    case 'reaction': {
      const reaction = object(raw['reaction']);
      const emoji = text(reaction['emoji']);
      // An emptied reaction (the contact took it back) carries no emoji: nothing to show.
      return emoji ? { body: emoji, quotedId: text(reaction['message_id']) } : null;
    }
    default:
      return null;
  }
}

function mapMessage(raw: Json, names: Map<string, string>): MappedInbound | null {
  const id = text(raw['id']);
  const from = digits(raw['from']);
  if (!id || !from) {
    return null;
  }
  const content = contentOf(raw, id);
  if (!content) {
    return null;
  }
  const seconds = Number(text(raw['timestamp']));
  const contextId = text(object(raw['context'])['id']);
  const quotedId = content.quotedId || contextId;
  const name = names.get(from);
  const message: InboundMessage = {
    id,
    from,
    body: content.body,
    timestamp: Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date(),
    fromMe: false,
    ...(name ? { name } : {}),
    ...(content.mediaType ? { mediaType: content.mediaType } : {}),
    ...(quotedId ? { quotedId } : {}),
  };
  return { message, ...(content.media ? { media: content.media } : {}) };
}

/**
 * Reads a Cloud API webhook body (`whatsapp_business_account`, entries of `messages` changes) into
 * what Balcão stores: inbound messages (the wamid as id), acks of statuses and failed sends, per
 * phone number id. Pure and forgiving: anything unexpected is skipped, never thrown.
 */
export function mapWebhook(body: unknown): MappedChange[] {
  const changes: MappedChange[] = [];
  for (const entry of list(object(body)['entry'])) {
    for (const change of list(entry['changes'])) {
      if (text(change['field']) !== 'messages') {
        continue;
      }
      const value = object(change['value']);
      const phoneNumberId = text(object(value['metadata'])['phone_number_id']);
      if (!phoneNumberId) {
        continue;
      }
      const names = new Map(list(value['contacts']).map((contact) => [digits(contact['wa_id']), text(object(contact['profile'])['name'])]));
      const mapped: MappedChange = { phoneNumberId, messages: [], acks: [], failures: [] };
      for (const raw of list(value['messages'])) {
        const message = mapMessage(raw, names);
        if (message) {
          mapped.messages.push(message);
        }
      }
      for (const status of list(value['statuses'])) {
        const id = text(status['id']);
        const state = text(status['status']);
        const ack = ACKS[state];
        if (id && ack !== undefined) {
          mapped.acks.push({ id, ack });
        } else if (id && state === 'failed') {
          const error = list(status['errors'])[0] ?? {};
          mapped.failures.push({ id, error: text(error['title']) || text(error['message']) || 'Failed' });
        }
      }
      changes.push(mapped);
    }
  }
  return changes;
}
