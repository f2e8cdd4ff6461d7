import { z } from 'zod';
import { idSchema } from './common.ts';

export const ticketNoteBody = z.object({
  note: z.string().trim().min(2).max(5_000),
  ticketId: idSchema,
  contactId: idSchema,
});
export type TicketNoteBody = z.input<typeof ticketNoteBody>;

export const ticketNoteListQuery = z.object({ ticketId: idSchema, contactId: idSchema.optional() });

export type TicketNoteRecord = {
  id: number;
  note: string;
  ticketId: number;
  contactId: number;
  userId: number | null;
  user: { id: number; name: string } | null;
  createdAt: string;
};
