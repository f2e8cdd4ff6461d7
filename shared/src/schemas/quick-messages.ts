import { z } from 'zod';
import { idSchema } from './common.ts';

export const quickMessageBody = z.object({
  shortcode: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .transform((code) => code.replace(/^\//, '')),
  message: z.string().max(5_000).default(''),
  /** Company-wide (every user sees it) rather than the author's own. */
  geral: z.boolean().default(false),
});
export type QuickMessageBody = z.input<typeof quickMessageBody>;

export const quickMessageListQuery = z.object({
  searchParam: z.string().trim().max(200).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** GET /quick-messages/list: what the message input suggests (the caller's own plus company-wide ones). */
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
  mediaPath: string | null;
  mediaName: string | null;
  createdAt: string;
  updatedAt: string;
};

export type QuickMessageListResponse = { records: QuickMessageRecord[]; count: number; hasMore: boolean };
