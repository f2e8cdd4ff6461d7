import { z } from 'zod';
import { idSchema } from './common.ts';
import { idListQuery, type TicketRecord } from './tickets.ts';
import type { TagRecord } from './tags.ts';

/** Cards per page of one lane of GET /ticket/kanban; a lane loads its next page as it is scrolled. */
export const KANBAN_PAGE_SIZE = 100;

/** The lane of the tickets that carry no kanban tag. */
export const KANBAN_UNTAGGED_LANE = 'none';

const queryFlag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);

/**
 * GET /ticket/kanban: the open and pending tickets of one lane (`lane`: a kanban tag's id, or `none`;
 * left out, every lane's, as the reference client asks), most recently updated first. `showAll` is for
 * admins, and their default when left out; otherwise the caller's own and their queues' tickets.
 */
export const kanbanQuery = z.object({
  lane: z.union([z.literal(KANBAN_UNTAGGED_LANE), idSchema]).optional(),
  queueIds: idListQuery,
  showAll: queryFlag.optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type KanbanQuery = z.input<typeof kanbanQuery>;

export type KanbanResponse = { tickets: TicketRecord[]; count: number; hasMore: boolean };

/** PUT /ticket-tags/{ticketId}/{tagId}. */
export const ticketTagParams = z.object({ ticketId: idSchema, tagId: idSchema });
/** DELETE /ticket-tags/{ticketId}. */
export const ticketTagsParams = z.object({ ticketId: idSchema });

/** The ticket's tags after a move. */
export type TicketTagsResponse = { ticketId: number; tags: TagRecord[] };
