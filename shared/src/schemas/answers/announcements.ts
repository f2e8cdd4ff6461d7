import { z } from 'zod';
import { ANNOUNCEMENT_PRIORITIES } from '../announcements.ts';
import type { AnnouncementListResponse, AnnouncementRecord } from '../announcements.ts';

export const announcementRecordSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    text: z.string(),
    priority: z.literal(ANNOUNCEMENT_PRIORITIES),
    status: z.boolean(),
    mediaPath: z.string().nullable(),
    mediaName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AnnouncementRecord' }) satisfies z.ZodType<AnnouncementRecord>;

export const announcementListResponseSchema = z
  .object({
    records: z.array(announcementRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'AnnouncementListResponse' }) satisfies z.ZodType<AnnouncementListResponse>;
