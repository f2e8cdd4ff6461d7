import { z } from 'zod';
import { idSchema } from './common.ts';

export const tagBody = z.object({
  name: z.string().trim().min(1).max(50),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{3,8}$/)
    .default('#A4CCCC'),
  kanban: z.boolean().default(false),
});
export type TagBody = z.input<typeof tagBody>;

/** The ticket's tags become exactly these (by id); others are unlinked. */
export const tagSyncBody = z.object({
  ticketId: idSchema,
  tags: z.array(z.union([idSchema, z.object({ id: idSchema }).transform((tag) => tag.id)])).max(100),
});
export type TagSyncBody = z.input<typeof tagSyncBody>;

export type TagRecord = { id: number; name: string; color: string; kanban: boolean };
