import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds: a larger one names no record, so it never reaches SQL. */
export const MAX_ID = 2_147_483_647;

/** A record's id, wherever it comes (path, query or body): 1 to MAX_ID; one error per field (a huge number is only "too big"). */
export const idSchema = z.coerce.number().max(MAX_ID, { abort: true }).int().positive();
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

const NO_SUCH_DAY = 'Use YYYY-MM-DD, a day that exists';

/**
 * `YYYY-MM-DD` of a day that exists: the pattern alone lets 2026-02-30 or 0000-00-00 through, which
 * PostgreSQL refuses (or reads as NaN). Year 0 does not exist in PostgreSQL's calendar either.
 */
export const calendarDay = z.iso.date({ error: NO_SUCH_DAY }).refine((value) => !value.startsWith('0000'), NO_SUCH_DAY);

const NO_SUCH_INSTANT = 'An ISO date and time';

/** An ISO date-time with its offset, from year 1 (PostgreSQL has no year 0). */
export const instantText = z.iso
  .datetime({ offset: true, error: NO_SUCH_INSTANT })
  .refine((text) => !text.startsWith('0000'), NO_SUCH_INSTANT);

/** The same, as a Date. */
export const instant = instantText.transform((text) => new Date(text));

/** `HH:MM`, 00:00 to 23:59. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');

export const emptyObject = z.object({}).strict();

/** The query of a list that takes no filters (anything a client adds is ignored). */
export const noFilters = z.object({});

/**
 * `?shape=balcao`: where the reference product's web client reads an answer in another shape than
 * the specification's (docs/decisions/whaticket-compatibility.md), a route answers the reference's
 * shape by default and Balcão's own with this flag.
 */
export const shapeQuery = z.object({ shape: z.literal('balcao').optional() });
