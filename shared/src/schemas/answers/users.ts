import { z } from 'zod';
import { ALL_TICKET_VALUES, LANGUAGES, PROFILES } from '../../constants.ts';
import type { UserListResponse, UserOptionRecord, UserRecord, UserUpdateResponse } from '../users.ts';
import { coloredRef, pageOf } from './page.ts';

export const userOptionRecordSchema = z
  .object({ id: z.number(), name: z.string(), profile: z.enum(PROFILES), queues: z.array(coloredRef) })
  .meta({ id: 'UserOptionRecord' }) satisfies z.ZodType<UserOptionRecord>;

export const userRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    profile: z.enum(PROFILES),
    super: z.boolean(),
    allTicket: z.enum(ALL_TICKET_VALUES),
    whatsappId: z.number().nullable(),
    language: z.enum(LANGUAGES).nullable(),
    queues: z.array(coloredRef),
    online: z.boolean(),
    lastSeenAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'UserRecord' }) satisfies z.ZodType<UserRecord>;

export const userListResponseSchema = pageOf('users', userRecordSchema).meta({
  id: 'UserListResponse',
}) satisfies z.ZodType<UserListResponse>;

/** A user changing their own password gets a fresh token with the record. */
export const userUpdateResponseSchema = userRecordSchema
  .extend({ token: z.string().optional() })
  .meta({ id: 'UserUpdateResponse' }) satisfies z.ZodType<UserUpdateResponse>;
