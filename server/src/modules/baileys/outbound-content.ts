import type { AnyMessageContent } from '@whiskeysockets/baileys';
import type { OutboundContent } from '../../platform/messaging/connection-provider.ts';

export const VOICE_MIMETYPE = 'audio/ogg; codecs=opus';

/** Formats WhatsApp shows inline; anything else goes as a document, keeping its name. */
const INLINE_IMAGES = new Set(['image/jpeg', 'image/png']);
const INLINE_VIDEOS = new Set(['video/mp4', 'video/3gpp']);

function baseType(mimetype: string): string {
  return mimetype.split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Our outbound content as Baileys' message content. Images (JPEG, PNG) and videos (MP4, 3GP) are sent
 * inline with their caption, audio as a playable file (WhatsApp has no caption on audio: it is dropped),
 * every other type as a document under its file name. Voice notes are OGG/Opus push-to-talk.
 */
export function toBaileysContent(content: OutboundContent): AnyMessageContent {
  switch (content.kind) {
    case 'text':
      return { text: content.body };
    case 'template':
      // Templates belong to the Cloud API; elsewhere the filled text goes out as it is.
      return { text: content.body };
    case 'voice':
      return { audio: content.data, ptt: true, mimetype: VOICE_MIMETYPE, ...(content.seconds ? { seconds: content.seconds } : {}) };
    case 'location':
      return {
        location: {
          degreesLatitude: content.latitude,
          degreesLongitude: content.longitude,
          ...(content.name ? { name: content.name } : {}),
        },
      };
    case 'media': {
      const type = baseType(content.mimetype);
      const caption = content.caption ? { caption: content.caption } : {};
      if (INLINE_IMAGES.has(type)) {
        return { image: content.data, mimetype: type, ...caption };
      }
      if (INLINE_VIDEOS.has(type)) {
        return { video: content.data, mimetype: type, ...caption };
      }
      if (type.startsWith('audio/')) {
        return { audio: content.data, mimetype: content.mimetype, ptt: false };
      }
      return { document: content.data, mimetype: content.mimetype || 'application/octet-stream', fileName: content.filename, ...caption };
    }
  }
}
