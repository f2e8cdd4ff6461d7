import { z } from 'zod';
import type { ContactErasureRecord } from '../privacy.ts';

export const contactErasureRecordSchema = z
  .object({
    contactId: z.number(),
    messages: z.number(),
    mediaFiles: z.number(),
    notes: z.number(),
    tickets: z.number(),
  })
  .meta({ id: 'ContactErasureRecord' }) satisfies z.ZodType<ContactErasureRecord>;
