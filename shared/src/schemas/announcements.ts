import { z } from 'zod';
import { pageQuery } from './common.ts';

/** Spec: priority 1 high, 2 medium, 3 low (the default). */
export const ANNOUNCEMENT_PRIORITIES = [1, 2, 3] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** The image of an announcement: these extensions only (spec). */
export const ANNOUNCEMENT_IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;

/** A platform-wide announcement, as every user reads it. */
export type AnnouncementRecord = {
  id: number;
  title: string;
  text: string;
  priority: AnnouncementPriority;
  /** Active: shown to every user. */
  status: boolean;
  /** Where any signed-in user fetches its image (`/announcements/{id}/media`), or null. */
  mediaPath: string | null;
  mediaName: string | null;
  createdAt: string;
  updatedAt: string;
};

/** POST /announcements and PUT /announcements/{id} (super users): title and text required. */
export const announcementBody = z.object({
  title: z.string().trim().min(1).max(200),
  text: z.string().trim().min(1).max(10_000),
  priority: z.coerce
    .number()
    .int()
    .refine((value): value is AnnouncementPriority => (ANNOUNCEMENT_PRIORITIES as readonly number[]).includes(value), 'Use 1, 2 or 3')
    .default(3)
    .meta({ enum: [...ANNOUNCEMENT_PRIORITIES], description: '1 high, 2 medium, 3 low.' }),
  status: z.boolean().default(true),
});
export type AnnouncementBody = z.input<typeof announcementBody>;

/** GET /announcements: super users page through every one (searched by title or text); others get the active ones. */
export const announcementListQuery = pageQuery;

export type AnnouncementListResponse = { records: AnnouncementRecord[]; count: number; hasMore: boolean };
