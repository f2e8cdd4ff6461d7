import type { MediaType, MessageDetails, MessageReferral, OrderItem } from '@balcao/shared';
import type { EditEvent, InboundMessage, RevokeEvent } from '../../platform/messaging/inbound-message.ts';
import { locationBody } from '../baileys/message-content.ts';
import { mediaFilename, safeMimetype } from '../baileys/media-files.ts';
import { digits, firstError, list, object, optional, text, type Json } from './webhook-json.ts';

/** A media file a webhook message refers to: fetched through the Graph API's media endpoint before the message is stored. */
export type MediaReference = { mediaId: string; mimetype: string; filename: string };

export type MappedInbound = { message: InboundMessage; media?: MediaReference };

/** What one entry of `messages` means to Balcão. */
export type MappedMessage =
  /** A message to store; `unshown` names a kind Balcão shows only as "cannot be shown" (logged). */
  | { kind: 'message'; mapped: MappedInbound; unshown?: string }
  | { kind: 'edit'; edit: EditEvent }
  | { kind: 'revoke'; revoke: RevokeEvent }
  /** The contact took back their reaction to `target`. */
  | { kind: 'reactionRemoved'; id: string; from: string; target: string }
  /** The contact's number changed: the contact moves to `to`, and `line` records it in the conversation. */
  | { kind: 'numberChanged'; from: string; to: string; line: MappedInbound };

type Content = {
  body: string;
  mediaType?: MediaType;
  media?: MediaReference;
  quotedId?: string;
  details?: MessageDetails;
  unshown?: string;
};

const MEDIA_KINDS: Record<string, { mediaType: MediaType; fallback: string }> = {
  image: { mediaType: 'image', fallback: 'image/jpeg' },
  sticker: { mediaType: 'image', fallback: 'image/webp' },
  video: { mediaType: 'video', fallback: 'video/mp4' },
  audio: { mediaType: 'audio', fallback: 'audio/ogg' },
  document: { mediaType: 'application', fallback: 'application/octet-stream' },
};

function vcardOf(contact: Json): string {
  const name = object(contact['name']);
  const fullName =
    text(name['formatted_name']) ||
    [text(name['first_name']), text(name['last_name'])].filter(Boolean).join(' ') ||
    text(name['last_name']);
  const phones = list(contact['phones']).map((phone) => {
    const waId = digits(phone['wa_id']);
    const type = text(phone['type']).replace(/[^A-Za-z]/g, '') || 'CELL';
    return `TEL;type=${type}${waId ? `;waid=${waId}` : ''}:${text(phone['phone']) || waId}`;
  });
  return ['BEGIN:VCARD', 'VERSION:3.0', `FN:${fullName.replace(/\r?\n/g, ' ')}`, ...phones, 'END:VCARD'].join('\n');
}

function unsupported(type: string, errors: unknown): Content {
  const error = firstError(errors);
  return {
    body: error?.title ?? type,
    mediaType: 'unsupported',
    details: { kind: 'unsupported', type, title: error?.title ?? null, details: error?.details ?? null },
    unshown: type,
  };
}

function mediaContent(raw: Json, type: string, id: string): Content {
  const kind = MEDIA_KINDS[type] ?? { mediaType: 'application', fallback: 'application/octet-stream' };
  const media = object(raw[type]);
  const mimetype = safeMimetype(text(media['mime_type']) || null, kind.fallback);
  // A document keeps the name it was sent with (the stored copy's name is only shown, never a path).
  const filename = (type === 'document' && text(media['filename']).trim()) || mediaFilename(type, id, mimetype);
  const mediaId = text(media['id']);
  return {
    body: text(media['caption']) || (type === 'document' ? filename : ''),
    mediaType: kind.mediaType,
    ...(mediaId ? { media: { mediaId, mimetype, filename } } : {}),
  };
}

/** A WhatsApp Flow's answer as lines `field: value` (the flow token left out). */
function flowAnswer(reply: Json): string {
  let answer: unknown;
  try {
    answer = JSON.parse(text(reply['response_json']));
  } catch {
    answer = null;
  }
  const lines = Object.entries(object(answer))
    .filter(([key]) => key !== 'flow_token')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return lines.length > 0 ? lines.join('\n') : text(reply['body']);
}

function interactiveContent(raw: Json, valueErrors: unknown): Content {
  const interactive = object(raw['interactive']);
  const type = text(interactive['type']);
  if (type === 'nfm_reply') {
    return { body: flowAnswer(object(interactive['nfm_reply'])) };
  }
  const reply = object(interactive['button_reply'] ?? interactive['list_reply']);
  const body = text(reply['title']) || text(reply['id']);
  return body ? { body } : unsupported(type ? `interactive ${type}` : 'interactive', raw['errors'] ?? valueErrors);
}

function orderContent(raw: Json): Content {
  const order = object(raw['order']);
  const items: OrderItem[] = list(order['product_items']).map((item) => {
    const price = Number(text(item['item_price']));
    return {
      productId: text(item['product_retailer_id']),
      quantity: Number(text(item['quantity'])) || 0,
      price: text(item['item_price']) !== '' && Number.isFinite(price) ? price : null,
      currency: optional(item['currency']),
    };
  });
  const note = optional(order['text']);
  const summary = items.map((item) => `${item.quantity} × ${item.productId}`).join(', ');
  return {
    body: [summary, note].filter(Boolean).join('\n'),
    mediaType: 'order',
    details: { kind: 'order', catalogId: optional(order['catalog_id']), items, note },
  };
}

function contentOf(raw: Json, id: string, valueErrors: unknown): Content {
  const type = text(raw['type']);
  if (MEDIA_KINDS[type]) {
    return mediaContent(raw, type, id);
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
    case 'interactive':
      return interactiveContent(raw, valueErrors);
    case 'button': {
      const button = object(raw['button']);
      return { body: text(button['text']) || text(button['payload']) };
    }
    case 'reaction': {
      const reaction = object(raw['reaction']);
      return { body: text(reaction['emoji']), mediaType: 'reaction', quotedId: text(reaction['message_id']) };
    }
    case 'order':
      return orderContent(raw);
    case 'unsupported':
      return unsupported(text(object(raw['unsupported'])['type']) || 'unsupported', raw['errors'] ?? valueErrors);
    default:
      return unsupported(type || 'unknown', raw['errors'] ?? valueErrors);
  }
}

function referralOf(raw: Json): MessageReferral | undefined {
  const referral = object(raw['referral']);
  if (Object.keys(referral).length === 0) {
    return undefined;
  }
  return {
    headline: optional(referral['headline']),
    body: optional(referral['body']),
    sourceType: optional(referral['source_type']),
    sourceUrl: optional(referral['source_url']),
    sourceId: optional(referral['source_id']),
    clickId: optional(referral['ctwa_clid']),
  };
}

function timestampOf(raw: Json): Date {
  const seconds = Number(text(raw['timestamp']));
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

function inbound(raw: Json, id: string, from: string, name: string | undefined, content: Content): MappedInbound {
  const quotedId = content.quotedId || text(object(raw['context'])['id']);
  const referral = referralOf(raw);
  const message: InboundMessage = {
    id,
    from,
    body: content.body,
    timestamp: timestampOf(raw),
    fromMe: false,
    ...(name ? { name } : {}),
    ...(content.mediaType ? { mediaType: content.mediaType } : {}),
    ...(quotedId ? { quotedId } : {}),
    ...(content.details ? { details: content.details } : {}),
    ...(referral ? { referral } : {}),
  };
  return { message, ...(content.media ? { media: content.media } : {}) };
}

/** The text an edit gives its target: the new text, or the new caption of a media message. */
function editedBody(edit: Json): string {
  const message = object(edit['message']);
  const type = text(message['type']);
  const content = object(message[type]);
  return text(content['body']) || text(content['caption']);
}

function systemMessage(raw: Json, id: string, from: string, name: string | undefined): MappedMessage {
  const system = object(raw['system']);
  const type = text(system['type']);
  if (type === 'user_changed_number' || type === 'customer_changed_number') {
    const to = digits(system['new_wa_id']) || digits(system['wa_id']);
    if (to && to !== from) {
      const line = inbound(raw, id, to, name, {
        body: text(system['body']) || `${from} → ${to}`,
        mediaType: 'system',
        details: { kind: 'numberChanged', from, to },
      });
      return { kind: 'numberChanged', from, to, line };
    }
  }
  if (type === 'customer_identity_changed' || type === 'user_identity_changed') {
    return {
      kind: 'message',
      mapped: inbound(raw, id, from, name, {
        body: text(system['body']) || 'identity changed',
        mediaType: 'system',
        details: { kind: 'identityChanged' },
      }),
    };
  }
  return { kind: 'message', mapped: inbound(raw, id, from, name, unsupported(`system ${type || 'unknown'}`, raw['errors'])) };
}

/** One entry of a change's `messages`; null when it lacks an id or a sender. */
export function mapMessage(raw: Json, names: Map<string, string>, valueErrors: unknown): MappedMessage | null {
  const id = text(raw['id']);
  const from = digits(raw['from']);
  if (!id || !from) {
    return null;
  }
  const name = names.get(from);
  switch (text(raw['type'])) {
    case 'edit': {
      const edit = object(raw['edit']);
      return { kind: 'edit', edit: { id: text(edit['original_message_id']), from, body: editedBody(edit), timestamp: timestampOf(raw) } };
    }
    case 'revoke':
      return { kind: 'revoke', revoke: { id: text(object(raw['revoke'])['original_message_id']), from, timestamp: timestampOf(raw) } };
    case 'system':
      return systemMessage(raw, id, from, name);
    case 'reaction': {
      const reaction = object(raw['reaction']);
      if (!text(reaction['emoji'])) {
        return { kind: 'reactionRemoved', id, from, target: text(reaction['message_id']) };
      }
      break;
    }
    default:
      break;
  }
  const content = contentOf(raw, id, valueErrors);
  return { kind: 'message', mapped: inbound(raw, id, from, name, content), ...(content.unshown ? { unshown: content.unshown } : {}) };
}
