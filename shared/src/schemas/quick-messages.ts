import { z } from 'zod';
import { idSchema, pageQuery } from './common.ts';

export const quickMessageBody = z.object({
  shortcode: z
    .string()
    .trim()
    .transform((code) => code.replace(/^\/+/, '').trim())
    .pipe(z.string().regex(/^\S{1,50}$/, 'Required: 1 to 50 characters without spaces'))
    .meta({ description: '1 to 50 characters without spaces; a leading `/` is dropped.', pattern: '^\\s*/*\\s*\\S{1,50}\\s*$' }),
  message: z.string().max(5_000).default(''),
  /** Company-wide (every user sees it) rather than the author's own. */
  geral: z.boolean().default(false),
});
export type QuickMessageBody = z.input<typeof quickMessageBody>;

/** GET /quick-messages: the page's table. `userId` is accepted for compatibility and ignored. */
export const quickMessageListQuery = pageQuery.extend({ userId: idSchema.optional() });

/**
 * GET /quick-messages/list: what the message input suggests (the caller's own plus company-wide
 * ones). `companyId` and `userId` are accepted for compatibility; the server uses the caller.
 */
export const quickMessageSuggestionsQuery = z.object({
  companyId: idSchema.optional(),
  userId: idSchema.optional(),
  searchParam: z.string().trim().max(50).optional(),
});

export type QuickMessageRecord = {
  id: number;
  shortcode: string;
  message: string;
  geral: boolean;
  userId: number | null;
  isMedia: boolean;
  /** `/media/{uuid}`: fetched with the bearer token like any media. */
  mediaPath: string | null;
  mediaName: string | null;
  createdAt: string;
  updatedAt: string;
};

export type QuickMessageListResponse = { records: QuickMessageRecord[]; count: number; hasMore: boolean };
