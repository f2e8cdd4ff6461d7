import type { OutboundContent, SendOptions } from '../../platform/messaging/connection-provider.ts';

/** A file to upload to the media endpoint first; the message then refers to it by the id Meta answers. */
export type CloudUpload = { data: Buffer; mimetype: string; filename: string };

type MediaMessageType = 'image' | 'video' | 'audio' | 'document';

/** WhatsApp shows images, videos and audio inline only in the formats it plays; anything else goes as a document. */
function mediaTypeOf(mimetype: string): MediaMessageType {
  const type = mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'image/jpeg' || type === 'image/png') {
    return 'image';
  }
  if (type === 'video/mp4' || type === 'video/3gpp') {
    return 'video';
  }
  if (['audio/ogg', 'audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/amr'].includes(type)) {
    return 'audio';
  }
  return 'document';
}

/** What a send needs uploaded before the message itself, if anything. */
export function uploadOf(content: OutboundContent): CloudUpload | undefined {
  switch (content.kind) {
    case 'media':
      return { data: content.data, mimetype: content.mimetype.split(';')[0]?.trim() ?? content.mimetype, filename: content.filename };
    case 'voice':
      // Voice notes are OGG/Opus already (the outbound queue encodes them), which WhatsApp plays as a voice message.
      return { data: content.data, mimetype: 'audio/ogg', filename: 'voice-note.ogg' };
    default:
      return undefined;
  }
}

/** The body of `POST /{phone-number-id}/messages` for one message to `to`; `mediaId` is the uploaded file's. */
export function messagePayload(
  to: string,
  content: OutboundContent,
  options: SendOptions | undefined,
  mediaId?: string,
): Record<string, unknown> {
  const base: Record<string, unknown> = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/\D/g, ''),
    ...(options?.quotedId ? { context: { message_id: options.quotedId } } : {}),
  };
  switch (content.kind) {
    case 'text':
      return { ...base, type: 'text', text: { body: content.body, preview_url: false } };
    case 'location':
      return {
        ...base,
        type: 'location',
        location: { latitude: content.latitude, longitude: content.longitude, ...(content.name ? { name: content.name } : {}) },
      };
    case 'template':
      return {
        ...base,
        type: 'template',
        template: {
          name: content.name,
          language: { code: content.language },
          components:
            content.parameters.length > 0 ? [{ type: 'body', parameters: content.parameters.map((text) => ({ type: 'text', text })) }] : [],
        },
      };
    case 'voice':
      return { ...base, type: 'audio', audio: { id: mediaId } };
    case 'media': {
      const type = mediaTypeOf(content.mimetype);
      const caption = content.caption && type !== 'audio' ? { caption: content.caption } : {};
      const filename = type === 'document' ? { filename: content.filename } : {};
      return { ...base, type, [type]: { id: mediaId, ...caption, ...filename } };
    }
  }
}
