import { z } from 'zod';
import type { TicketNoteRecord } from '../ticket-notes.ts';

export const ticketNoteRecordSchema = z
  .object({
    id: z.number(),
    note: z.string(),
    ticketId: z.number(),
    contactId: z.number(),
    userId: z.number().nullable(),
    user: z
      .object({
        id: z.number(),
        name: z.string(),
      })
      .nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TicketNoteRecord' }) satisfies z.ZodType<TicketNoteRecord>;
