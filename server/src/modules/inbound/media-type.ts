import type { MediaType } from '@balcao/shared';

/** The spec's media type of a message from its attachment's mimetype (text when there is none). */
export function mediaTypeOf(mimetype: string | undefined): MediaType {
  if (!mimetype) {
    return 'chat';
  }
  const major = mimetype.split('/')[0];
  return major === 'image' || major === 'audio' || major === 'video' ? major : 'application';
}
