/**
 * Where a help video plays and where its thumbnail comes from. The server's content policy, the
 * renderer's player and the desktop app's frame and permission policies all read these, so the one
 * embed the app allows is named once.
 */
export const HELP_VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const HELP_VIDEO_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

const VIDEO_CODE = /^[A-Za-z0-9_-]{6,20}$/;

/** The player's address for a video code (privacy-enhanced mode: no cookies until the video plays). */
export function helpVideoEmbedUrl(code: string): string {
  return `${HELP_VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(code)}?autoplay=1`;
}

export function helpVideoThumbnailUrl(code: string): string {
  return `${HELP_VIDEO_THUMBNAIL_ORIGIN}/vi/${encodeURIComponent(code)}/hqdefault.jpg`;
}

/** True for the player page of a help video (and nothing else on that host). */
export function isHelpVideoEmbedUrl(url: string): boolean {
  return (
    url.startsWith(`${HELP_VIDEO_EMBED_ORIGIN}/embed/`) &&
    /^\/embed\/[A-Za-z0-9_-]+(\?[^#]*)?$/.test(url.slice(HELP_VIDEO_EMBED_ORIGIN.length))
  );
}

const LINK = /^(?:https?:\/\/)?(?:(?:www|m|music)\.)?(youtu\.be|youtube\.com|youtube-nocookie\.com)\/([^?#]*)(?:\?([^#]*))?/i;

/**
 * The video code out of what a super user pastes: the code itself, or a YouTube link
 * (`youtube.com/watch?v=…`, `youtu.be/…`, `/embed/…`, `/shorts/…`, `/live/…`). Anything else comes back
 * as typed, so the code's own rule reports it.
 */
export function youtubeVideoCode(input: string): string {
  const text = input.trim();
  const link = LINK.exec(text);
  if (VIDEO_CODE.test(text) || !link) {
    return text;
  }
  const [, host = '', path = '', query = ''] = link;
  const segments = path.split('/').filter(Boolean);
  let code: string | undefined;
  if (host.toLowerCase() === 'youtu.be') {
    code = segments[0];
  } else if (segments[0] === 'watch') {
    code = query
      .split('&')
      .map((pair) => pair.split('='))
      .find(([key]) => key === 'v')?.[1];
  } else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) {
    code = segments[1];
  }
  return code && VIDEO_CODE.test(code) ? code : text;
}
