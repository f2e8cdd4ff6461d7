import { describe, expect, it } from 'vitest';
import { helpBody } from './schemas/helps.ts';
import { isHelpVideoEmbedUrl, youtubeVideoCode } from './help-video.ts';

describe('help video links', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/123456789', 'https://vimeo.com/123456789'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', 'https://evil.example/watch?v=dQw4w9WgXcQ'],
  ])('%s -> %s', (input, code) => {
    expect(youtubeVideoCode(input)).toBe(code);
  });

  it('a help saved from a link keeps the code; another site is refused', () => {
    expect(helpBody.parse({ title: 'Pairing', video: ' https://youtu.be/dQw4w9WgXcQ ' }).video).toBe('dQw4w9WgXcQ');
    expect(helpBody.safeParse({ title: 'Pairing', video: 'https://vimeo.com/123456789' }).success).toBe(false);
  });

  it('knows the player page and nothing else of its host', () => {
    expect(isHelpVideoEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')).toBe(true);
    expect(isHelpVideoEmbedUrl('https://www.youtube-nocookie.com/watch?v=dQw4w9WgXcQ')).toBe(false);
    expect(isHelpVideoEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false);
    expect(isHelpVideoEmbedUrl('not a url')).toBe(false);
  });
});
