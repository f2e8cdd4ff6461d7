import { z } from 'zod';

/** POST /contacts/{id}/erase: the admin confirms, in the request itself, that it cannot be undone. */
export const contactEraseBody = z.object({ confirm: z.literal(true, 'Confirm the erasure: it cannot be undone') });
export type ContactEraseBody = z.input<typeof contactEraseBody>;

/** What an erasure removed. */
export type ContactErasureRecord = { contactId: number; messages: number; mediaFiles: number; notes: number; tickets: number };
