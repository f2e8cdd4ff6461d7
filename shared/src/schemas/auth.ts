import { z } from 'zod';
import { type ALL_TICKET_VALUES, LANGUAGES, PLAN_FLAGS, type PROFILES, type PlanFlag } from '../constants.ts';

export const loginBody = z.object({
  email: z
    .email()
    .max(254)
    .transform((email) => email.toLowerCase()),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.input<typeof loginBody>;

export const languageParams = z.object({ lang: z.enum(LANGUAGES) });

export type PlanFlags = Record<PlanFlag, boolean>;

export type SessionPlan = PlanFlags & {
  id: number;
  name: string;
  users: number;
  connections: number;
  queues: number;
};

/**
 * The due date a session answers for a company that pays by no invoice (no due date stored: the
 * platform company, a company the super admin exempts). Clients of the reference product admit only a
 * company whose due date is in the future; `billingExempt` tells Balcão's own clients there is none.
 */
export const EXEMPT_DUE_DATE = '9999-12-31';

export type SessionCompany = {
  id: number;
  name: string;
  /** `YYYY-MM-DD`; `EXEMPT_DUE_DATE` when `billingExempt`. */
  dueDate: string | null;
  /** The company pays by no invoice: it has no due date (its `dueDate` is then `EXEMPT_DUE_DATE`). */
  billingExempt: boolean;
  /** The company's e-mail and billing name and address, which the reference product's checkout and subscription screens fill in. */
  email: string | null;
  billingName: string | null;
  addressStreet: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressZipCode: string | null;
  settings: { key: string; value: string }[];
  plan: SessionPlan;
};

/**
 * A queue the user works, as the session and the user events carry it: with the link between user and
 * queue (`UserQueue`), which the reference product's web client reads (its kanban sends `UserQueue.queueId`).
 */
export type SessionQueue = { id: number; name: string; color: string; UserQueue: { userId: number; queueId: number } };

/** The signed-in user as the renderer sees it (login, refresh and /auth/me). */
export type SessionUser = {
  id: number;
  name: string;
  email: string;
  profile: (typeof PROFILES)[number];
  super: boolean;
  allTicket: (typeof ALL_TICKET_VALUES)[number];
  companyId: number;
  whatsappId: number | null;
  /** The language the user chose (POST /users/set-language), applied at sign-in on any device; null: the device's own. */
  language: (typeof LANGUAGES)[number] | null;
  queues: SessionQueue[];
  company: SessionCompany;
};

export type SessionResponse = { token: string; user: SessionUser };

export const planFlagKeys = PLAN_FLAGS;
