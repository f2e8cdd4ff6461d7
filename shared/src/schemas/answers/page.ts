import { z } from 'zod';

/** A page of a list: its records under `key`, the total and whether another page follows. */
export function pageOf<K extends string, T extends z.ZodType>(key: K, record: T) {
  return z.object({ [key]: z.array(record), count: z.number(), hasMore: z.boolean() } as { [P in K]: z.ZodArray<T> } & {
    count: z.ZodNumber;
    hasMore: z.ZodBoolean;
  });
}

/** `{ id, name }` of a related record. */
export const namedRef = z.object({ id: z.number(), name: z.string() });
/** `{ id, name, color }` of a queue or tag. */
export const coloredRef = z.object({ id: z.number(), name: z.string(), color: z.string() });
