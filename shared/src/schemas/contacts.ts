import { z } from 'zod';
import { QUERY_RULES } from './json-rules.ts';
import { calendarDay, idSchema, pageQuery } from './common.ts';

export const extraInfoItem = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1).max(100),
  value: z.string().trim().max(1_000),
});

const contactName = z.string().trim().min(2).max(50);
const contactNumber = z
  .string()
  .trim()
  .transform((number) => number.replace(/[\s()+-]/g, ''))
  .pipe(z.string().regex(/^\d{8,50}$/, 'Use 8 to 50 digits'))
  .meta({ description: '8 to 50 digits; spaces, +, -, ( and ) are ignored.', pattern: '^[\\s()+-]*(?:\\d[\\s()+-]*){8,50}$' });
const contactEmail = z.union([z.literal(''), z.email().max(254)]);

/** Spec: name 2-50, number 8-50 (digits), email optional but valid. */
export const contactBody = z.object({
  name: contactName,
  number: contactNumber,
  email: contactEmail.default(''),
  extraInfo: z.array(extraInfoItem).max(100).optional(),
});
export type ContactBody = z.input<typeof contactBody>;

/** PUT /contacts/{id}: only the fields sent change; `extraInfo`, when sent, replaces the list. */
export const contactUpdateBody = z
  .object({ name: contactName, number: contactNumber, email: contactEmail, extraInfo: z.array(extraInfoItem).max(100) })
  .partial();
export type ContactUpdateBody = z.input<typeof contactUpdateBody>;

/**
 * GET /contacts: searchParam on name, number or e-mail, 20 per page, by name. `date` (one day) or
 * `dateStart`/`dateEnd` (both included, either may be alone) keep the contacts created on those days
 * of the company's calendar.
 */
export const contactSearchQuery = pageQuery
  .extend({ date: calendarDay.optional(), dateStart: calendarDay.optional(), dateEnd: calendarDay.optional() })
  .superRefine((query, ctx) => {
    if (query.dateStart !== undefined && query.dateEnd !== undefined && query.dateEnd < query.dateStart) {
      ctx.addIssue({ code: 'custom', path: ['dateEnd'], message: 'Must not be before dateStart' });
    }
  })
  .meta({ [QUERY_RULES]: ['`dateEnd` is not before `dateStart`.'] });
export type ContactSearchQuery = z.input<typeof contactSearchQuery>;

/** Rows one POST /contacts/upload takes; the screen sends a spreadsheet in slices of this size (its progress bar). */
export const CONTACT_UPLOAD_MAX_ROWS = 1_000;

/**
 * One spreadsheet row as the screen read it (cells as text). Each row is checked on its own, as
 * POST /contacts would check it: a bad row lands in `errorBag`, the others are created.
 */
export const contactUploadRow = z.object({
  name: z.string().max(1_000).optional(),
  number: z.string().max(1_000).optional(),
  email: z.string().max(1_000).optional(),
});
export type ContactUploadRow = z.input<typeof contactUploadRow>;

/** POST /contacts/upload: an array of rows. */
export const contactUploadBody = z.array(contactUploadRow).min(1).max(CONTACT_UPLOAD_MAX_ROWS);

/** A row that was not created: its place in the array sent, what it held, why (a code of the error catalogue) and the fields at fault. */
export type ContactUploadError = {
  index: number;
  name: string;
  number: string;
  error: 'ERR_VALIDATION' | 'ERR_DUPLICATED_CONTACT';
  message: string;
  fields?: { path: string; message: string }[];
};

export type ContactUploadResponse = { newContacts: ContactRecord[]; errorBag: ContactUploadError[] };

/** POST /contacts/import: the phone's own contacts, through a connection (default: the company's default one). */
export const contactImportBody = z.object({ whatsappId: idSchema.optional() });
export type ContactImportBody = z.input<typeof contactImportBody>;

/** Contacts of the phone that were new to the company (those already known are left as they are). */
export type ContactImportResponse = { newContacts: ContactRecord[] };

export type ExtraInfoRecord = { id: number; name: string; value: string };

export type ContactRecord = {
  id: number;
  /** A stable public identifier of the contact. */
  uuid: string;
  name: string;
  number: string;
  /** The connection the contact first reached the company through (null: unknown, or deleted since). */
  whatsappId: number | null;
  whatsapp: { name: string } | null;
  email: string;
  profilePicUrl: string;
  isGroup: boolean;
  extraInfo: ExtraInfoRecord[];
  createdAt: string;
  updatedAt: string;
};

export type ContactListResponse = { contacts: ContactRecord[]; count: number; hasMore: boolean };

/** GET /contacts/list: the most a picker is offered at once (the first 50 by name); typing narrows it. */
export const CONTACT_OPTIONS_LIMIT = 50;

/** GET /contacts/list: contacts for a picker, by name; `companyId` is accepted for the reference client and ignored. */
export const contactOptionsQuery = z.object({
  companyId: idSchema.optional(),
  searchParam: z.string().trim().max(200).optional(),
});

export type ContactOptionRecord = Pick<ContactRecord, 'id' | 'name' | 'number'>;
