import { z } from 'zod';

export const idSchema = z.coerce.number().int().positive();
export const idParams = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParams>;

/** Rows per page of every list screen's `GET` (users, contacts, quick messages, tags, …). */
export const LIST_PAGE_SIZE = 20;

/**
 * The query of a list screen's page: an optional search and the page number (from 1). A resource
 * with more filters extends it (`pageQuery.extend({ … })`).
 */
export const pageQuery = z.object({
  searchParam: z.string().trim().max(200).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PageQuery = z.output<typeof pageQuery>;

/** `HH:MM`, 00:00 to 23:59. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');

export const emptyObject = z.object({}).strict();

/** The query of a list that takes no filters (anything a client adds is ignored). */
export const noFilters = z.object({});
