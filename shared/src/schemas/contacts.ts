import { z } from 'zod';
import { pageQuery } from './common.ts';

export const extraInfoItem = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string().trim().min(1).max(100),
  value: z.string().trim().max(1_000),
});

const contactName = z.string().trim().min(2).max(50);
const contactNumber = z
  .string()
  .trim()
  .transform((number) => number.replace(/[\s()+-]/g, ''))
  .pipe(z.string().regex(/^\d{8,50}$/, 'Use 8 to 50 digits'));
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

/** GET /contacts: searchParam on name or number, 20 per page. The spec's date filters are accepted and ignored. */
export const contactSearchQuery = pageQuery;

export type ExtraInfoRecord = { id: number; name: string; value: string };

export type ContactRecord = {
  id: number;
  name: string;
  number: string;
  email: string;
  profilePicUrl: string;
  isGroup: boolean;
  extraInfo: ExtraInfoRecord[];
  createdAt: string;
  updatedAt: string;
};

export type ContactListResponse = { contacts: ContactRecord[]; count: number; hasMore: boolean };
