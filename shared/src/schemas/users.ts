import { z } from 'zod';
import { ALL_TICKET_VALUES, PROFILES, type AllTicket, type Language, type Profile } from '../constants.ts';
import type { SessionCompany, SessionQueue } from './auth.ts';
import { idSchema, pageQuery } from './common.ts';
import { newPassword } from './password.ts';

/** GET /users/list: `companyId` is accepted for the reference client and ignored (the caller's company is used). */
export const userListQuery = z.object({ companyId: idSchema.optional() });

/** GET /users: the users page, searched by name or e-mail, 20 per page. */
export const userSearchQuery = pageQuery;

/** A colleague as pickers show them (transfer modal, the ticket manager's user filter). */
export type UserOptionRecord = {
  id: number;
  name: string;
  profile: Profile;
  queues: { id: number; name: string; color: string }[];
};

/** Spec: name 2 to 50, e-mail valid (kept in lower case: it signs in); the password keeps the one rule (`newPassword`). */
const userName = z.string().trim().min(2).max(50);
const userEmail = z
  .email()
  .max(254)
  .transform((email) => email.toLowerCase());
const userPassword = newPassword;
/** Each queue once; the order does not matter. */
const queueIds = z
  .array(idSchema)
  .max(500)
  .transform((ids) => [...new Set(ids)]);

/** POST /users (admins only). */
export const userBody = z.object({
  name: userName,
  email: userEmail,
  password: userPassword,
  profile: z.enum(PROFILES).default('user'),
  allTicket: z.enum(ALL_TICKET_VALUES).default('desabled'),
  whatsappId: idSchema.nullable().default(null),
  queueIds: queueIds.default([]),
});
export type UserBody = z.input<typeof userBody>;

/**
 * PUT /users/{id}: only the fields sent change. An empty password means "keep it" (the modal sends
 * the form as it is). Profile, queues, connection and allTicket are an admin's to change; anyone may
 * change their own name, e-mail and password.
 */
export const userUpdateBody = z.object({
  name: userName.optional(),
  email: userEmail.optional(),
  password: z.preprocess((value) => (value === '' || value === null ? undefined : value), userPassword.optional()),
  profile: z.enum(PROFILES).optional(),
  allTicket: z.enum(ALL_TICKET_VALUES).optional(),
  whatsappId: idSchema.nullable().optional(),
  queueIds: queueIds.optional(),
});
export type UserUpdateBody = z.input<typeof userUpdateBody>;

/** A user as the users page and the profile modal show it. */
export type UserRecord = {
  id: number;
  name: string;
  email: string;
  profile: Profile;
  super: boolean;
  allTicket: AllTicket;
  whatsappId: number | null;
  language: Language | null;
  queues: { id: number; name: string; color: string }[];
  online: boolean;
  lastSeenAt: string | null;
  createdAt: string;
};

/**
 * A created or changed user as `company-{id}-user` carries it: the record, with its company as the
 * session has it (a client may put it in place of the signed-in user, as the reference product's does).
 */
export type UserEventRecord = Omit<UserRecord, 'queues'> & { queues: SessionQueue[]; companyId: number; company: SessionCompany };

export type UserListResponse = { users: UserRecord[]; count: number; hasMore: boolean };

/**
 * What PUT /users/{id} answers: the user, and when callers changed their own password (which ends
 * every session of theirs) the access token of the session that goes on; its refresh cookie comes
 * with the answer.
 */
export type UserUpdateResponse = UserRecord & { token?: string };
