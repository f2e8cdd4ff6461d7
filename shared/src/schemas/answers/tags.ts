import { z } from 'zod';
import type { TagKanbanResponse, TagListItem, TagListResponse, TagRecord, TagSyncResponse } from '../tags.ts';

export const tagRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    color: z.string(),
    kanban: z.boolean(),
  })
  .meta({ id: 'TagRecord' }) satisfies z.ZodType<TagRecord>;

export const tagListItemSchema = tagRecordSchema
  .extend({
    userId: z.number().nullable(),
    ticketsCount: z.number(),
  })
  .meta({ id: 'TagListItem' }) satisfies z.ZodType<TagListItem>;

export const tagListResponseSchema = z
  .object({
    tags: z.array(tagListItemSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'TagListResponse' }) satisfies z.ZodType<TagListResponse>;

export const tagKanbanResponseSchema = z
  .object({
    lista: z.array(tagRecordSchema),
  })
  .meta({ id: 'TagKanbanResponse' }) satisfies z.ZodType<TagKanbanResponse>;

export const tagSyncResponseSchema = z
  .object({
    ticketId: z.number(),
    tags: z.array(tagRecordSchema),
  })
  .meta({ id: 'TagSyncResponse' }) satisfies z.ZodType<TagSyncResponse>;
