import { z } from 'zod';
import type { HelpListResponse, HelpRecord } from '../helps.ts';

export const helpRecordSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    video: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'HelpRecord' }) satisfies z.ZodType<HelpRecord>;

export const helpListResponseSchema = z
  .object({
    records: z.array(helpRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'HelpListResponse' }) satisfies z.ZodType<HelpListResponse>;
