import { z } from 'zod';
import { idSchema, pageQuery } from './common.ts';
import { contactBody, type ContactUploadError } from './contacts.ts';

/** POST /contact-lists and PUT /contact-lists/{id} (admins, plan flag useCampaigns). */
export const contactListBody = z.object({ name: z.string().trim().min(2).max(50) });
export type ContactListBody = z.input<typeof contactListBody>;

/** GET /contact-lists: searched by name, 20 per page. `companyId` is accepted for the reference client and ignored. */
export const contactListQuery = pageQuery.extend({ companyId: idSchema.optional() });

export type ContactListRecord = { id: number; name: string; contactsCount: number; createdAt: string; updatedAt: string };
export type ContactListPage = { records: ContactListRecord[]; count: number; hasMore: boolean };
/** GET /contact-lists/list: every list, by name, for a campaign's picker. */
export type ContactListOption = Pick<ContactListRecord, 'id' | 'name'>;

/** An item's fields, checked as a contact's are: name 2-50, number 8-50 digits, e-mail optional but valid. */
const itemFields = contactBody.pick({ name: true, number: true, email: true });

/** POST /contact-list-items. */
export const contactListItemBody = itemFields.extend({ contactListId: idSchema });
export type ContactListItemBody = z.input<typeof contactListItemBody>;

/** PUT /contact-list-items/{id}: an item stays in its list. */
export const contactListItemUpdateBody = itemFields;
export type ContactListItemUpdateBody = z.input<typeof contactListItemUpdateBody>;

/** GET /contact-list-items: one list's items, searched by name, number or e-mail, 20 per page, by name. */
export const contactListItemQuery = pageQuery.extend({ contactListId: idSchema, companyId: idSchema.optional() });
export type ContactListItemQuery = z.input<typeof contactListItemQuery>;

export type ContactListItemRecord = {
  id: number;
  name: string;
  number: string;
  email: string;
  /** Whether WhatsApp knows the number, as the company's default connection answered; null until it could be asked. */
  isWhatsappValid: boolean | null;
  companyId: number;
  contactListId: number;
  /** The number answered a campaign with a stop word: the company's later campaigns leave it out. */
  optedOut: boolean;
};
export type ContactListItemPage = { contacts: ContactListItemRecord[]; count: number; hasMore: boolean };

/**
 * POST /contact-lists/{id}/upload takes the rows of a spreadsheet as POST /contacts/upload does
 * (`contactUploadBody`, in slices the screen sends one after the other); a number already in the
 * list, or repeated in the slice, is `ERR_DUPLICATED_CONTACT`.
 */
export type ContactListUploadResponse = { newContacts: ContactListItemRecord[]; errorBag: ContactUploadError[] };
