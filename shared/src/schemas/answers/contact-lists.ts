import { z } from 'zod';
import { contactUploadErrorSchema } from './contacts.ts';
import type {
  ContactListItemPage,
  ContactListItemRecord,
  ContactListOption,
  ContactListPage,
  ContactListRecord,
  ContactListUploadResponse,
} from '../contact-lists.ts';

export const contactListRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    contactsCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContactListRecord' }) satisfies z.ZodType<ContactListRecord>;

export const contactListPageSchema = z
  .object({
    records: z.array(contactListRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'ContactListPage' }) satisfies z.ZodType<ContactListPage>;

export const contactListOptionSchema = contactListRecordSchema
  .pick({ id: true, name: true })
  .meta({ id: 'ContactListOption' }) satisfies z.ZodType<ContactListOption>;

export const contactListItemRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    number: z.string(),
    email: z.string(),
    isWhatsappValid: z.boolean().nullable(),
    companyId: z.number(),
    contactListId: z.number(),
    optedOut: z.boolean(),
  })
  .meta({ id: 'ContactListItemRecord' }) satisfies z.ZodType<ContactListItemRecord>;

export const contactListItemPageSchema = z
  .object({
    contacts: z.array(contactListItemRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'ContactListItemPage' }) satisfies z.ZodType<ContactListItemPage>;

export const contactListUploadResponseSchema = z
  .object({
    newContacts: z.array(contactListItemRecordSchema),
    errorBag: z.array(contactUploadErrorSchema),
  })
  .meta({ id: 'ContactListUploadResponse' }) satisfies z.ZodType<ContactListUploadResponse>;
