import { z } from 'zod';
import { idSchema, pageQuery } from './common.ts';

/** The spec's `kanban` is 0 or 1 (the reference client sends numbers); true and false are taken too. */
const kanbanFlag = z.union([z.boolean(), z.literal(0).transform(() => false), z.literal(1).transform(() => true)]);

/** Spec: name required, at least 3 characters. Only admins and supervisors may set `kanban` (tags:kanban). */
export const tagBody = z.object({
  name: z.string().trim().min(3).max(50),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{3,8}$/)
    .default('#A4CCCC'),
  kanban: kanbanFlag.default(false),
});
export type TagBody = z.input<typeof tagBody>;

/** PUT /tags/{id}: only the fields sent change. */
export const tagUpdateBody = z
  .object({
    name: z.string().trim().min(3).max(50),
    color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{3,8}$/),
    kanban: kanbanFlag,
  })
  .partial();
export type TagUpdateBody = z.input<typeof tagUpdateBody>;

/** GET /tags: the tags page (searchParam on the name, 20 per page). */
export const tagPageQuery = pageQuery;

/** The ticket's tags become exactly these (by id); others are unlinked. */
export const tagSyncBody = z.object({
  ticketId: idSchema,
  tags: z.array(z.union([idSchema, z.object({ id: idSchema }).transform((tag) => tag.id)])).max(100),
});
export type TagSyncBody = z.input<typeof tagSyncBody>;

export type TagRecord = { id: number; name: string; color: string; kanban: boolean };

/**
 * A row of the tags page: the tag, who created it (null for tags older than this field, or whose
 * creator was deleted) and how many tickets carry it.
 */
export type TagListItem = TagRecord & { userId: number | null; ticketsCount: number };
export type TagListResponse = { tags: TagListItem[]; count: number; hasMore: boolean };

/** GET /tags/kanban (plan flag useKanban): the lanes of the board, in the reference's field name. */
export type TagKanbanResponse = { lista: TagRecord[] };

/** POST /tags/sync answers the ticket's tags after the change. */
export type TagSyncResponse = { ticketId: number; tags: TagRecord[] };
