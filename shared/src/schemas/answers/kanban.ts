import { z } from 'zod';
import type { KanbanResponse } from '../kanban.ts';
import { pageOf } from './page.ts';
import { ticketRecordSchema } from './tickets.ts';
import { tagRecordSchema } from './tags.ts';
import type { TicketTagsResponse } from '../kanban.ts';

export const ticketTagsResponseSchema = z
  .object({
    ticketId: z.number(),
    tags: z.array(tagRecordSchema),
  })
  .meta({ id: 'TicketTagsResponse' }) satisfies z.ZodType<TicketTagsResponse>;

export const kanbanResponseSchema = pageOf('tickets', ticketRecordSchema).meta({
  id: 'KanbanResponse',
}) satisfies z.ZodType<KanbanResponse>;
