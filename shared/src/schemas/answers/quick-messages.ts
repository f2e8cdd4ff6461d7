import { z } from 'zod';
import type { QuickMessageListResponse, QuickMessageRecord } from '../quick-messages.ts';

export const quickMessageRecordSchema = z
  .object({
    id: z.number(),
    shortcode: z.string(),
    message: z.string(),
    geral: z.boolean(),
    userId: z.number().nullable(),
    isMedia: z.boolean(),
    mediaPath: z.string().nullable(),
    mediaName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'QuickMessageRecord' }) satisfies z.ZodType<QuickMessageRecord>;

export const quickMessageListResponseSchema = z
  .object({
    records: z.array(quickMessageRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'QuickMessageListResponse' }) satisfies z.ZodType<QuickMessageListResponse>;
