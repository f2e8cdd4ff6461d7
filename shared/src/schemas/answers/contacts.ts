import { z } from 'zod';
import type {
  ContactImportResponse,
  ContactListResponse,
  ContactOptionRecord,
  ContactRecord,
  ContactUploadError,
  ContactUploadResponse,
  ExtraInfoRecord,
} from '../contacts.ts';

export const contactUploadErrorSchema = z
  .object({
    index: z.number(),
    name: z.string(),
    number: z.string(),
    error: z.union([z.literal('ERR_VALIDATION'), z.literal('ERR_DUPLICATED_CONTACT')]),
    message: z.string(),
    fields: z
      .array(
        z.object({
          path: z.string(),
          message: z.string(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'ContactUploadError' }) satisfies z.ZodType<ContactUploadError>;

export const extraInfoRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    value: z.string(),
  })
  .meta({ id: 'ExtraInfoRecord' }) satisfies z.ZodType<ExtraInfoRecord>;

export const contactRecordSchema = z
  .object({
    id: z.number(),
    uuid: z.string(),
    name: z.string(),
    number: z.string(),
    whatsappId: z.number().nullable(),
    whatsapp: z
      .object({
        name: z.string(),
      })
      .nullable(),
    email: z.string(),
    profilePicUrl: z.string(),
    isGroup: z.boolean(),
    extraInfo: z.array(extraInfoRecordSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ContactRecord' }) satisfies z.ZodType<ContactRecord>;

export const contactListResponseSchema = z
  .object({
    contacts: z.array(contactRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'ContactListResponse' }) satisfies z.ZodType<ContactListResponse>;

export const contactOptionRecordSchema = contactRecordSchema
  .pick({ id: true, name: true, number: true })
  .meta({ id: 'ContactOptionRecord' }) satisfies z.ZodType<ContactOptionRecord>;

export const contactUploadResponseSchema = z
  .object({
    newContacts: z.array(contactRecordSchema),
    errorBag: z.array(contactUploadErrorSchema),
  })
  .meta({ id: 'ContactUploadResponse' }) satisfies z.ZodType<ContactUploadResponse>;

export const contactImportResponseSchema = z
  .object({
    newContacts: z.array(contactRecordSchema),
  })
  .meta({ id: 'ContactImportResponse' }) satisfies z.ZodType<ContactImportResponse>;
