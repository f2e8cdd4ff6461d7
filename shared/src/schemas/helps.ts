import { z } from 'zod';
import { youtubeVideoCode } from '../help-video.ts';
import { pageQuery } from './common.ts';

/** A help video: a title, a description and the video's code (a YouTube id such as `dQw4w9WgXcQ`). */
export type HelpRecord = { id: number; title: string; description: string; video: string; createdAt: string; updatedAt: string };

/** POST /helps and PUT /helps/{id} (super users). */
export const helpBody = z.object({
  title: z.string().trim().min(1).max(100),
  description: z.string().trim().max(2_000).default(''),
  /** The code, or a YouTube link it is read from. */
  video: z
    .string()
    .transform(youtubeVideoCode)
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{6,20}$/, 'Use a YouTube link or the video code, like dQw4w9WgXcQ'))
    .meta({
      description: 'The video code (like `dQw4w9WgXcQ`), or a YouTube link it is read from.',
      pattern:
        '^\\s*(?:[A-Za-z0-9_-]{6,20}|https://(?:www\\.)?youtube\\.com/watch\\?v=[A-Za-z0-9_-]{6,20}|https://youtu\\.be/[A-Za-z0-9_-]{6,20})\\s*$',
    }),
});
export type HelpBody = z.input<typeof helpBody>;

/** GET /helps: the settings tab's pages, searched by title or description. */
export const helpListQuery = pageQuery;
export type HelpListResponse = { records: HelpRecord[]; count: number; hasMore: boolean };
