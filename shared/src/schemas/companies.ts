import { z } from 'zod';
import { has } from './json-rules.ts';
import { RECURRENCES, type Recurrence } from '../constants.ts';
import { calendarDay, idSchema, pageQuery } from './common.ts';
import { newPassword } from './password.ts';

/** A company as super users manage it (the companies tab of /settings). */
export type CompanyRecord = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  planId: number;
  plan: { id: number; name: string; value: number };
  status: boolean;
  /** `YYYY-MM-DD`; null: never due (the platform's own company). */
  dueDate: string | null;
  recurrence: Recurrence;
  billingName: string | null;
  billingDocument: string | null;
  billingAddress: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZipcode: string | null;
  billingCountry: string | null;
  /** The company whose sign-up link (`/signup?companyId=…`) brought this one, if any. */
  referrerCompanyId: number | null;
  createdAt: string;
  updatedAt: string;
};

/** How many months the renewal button moves the due date, per recurrence (spec). */
export const RECURRENCE_MONTHS: Record<Recurrence, number> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
};

/** `YYYY-MM-DD` plus `months` calendar months; a day the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `today` to `dueDate` (both `YYYY-MM-DD`): 0 due today, negative overdue. */
export function daysUntil(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export type DueTint = 'none' | 'yellow' | 'orange' | 'red';

/**
 * The companies table's row colour by days until the due date (spec: due in 5 days yellow, 4 to −3
 * orange, −4 or older red). Read as whole days: exactly 5 days ahead is yellow; 4 days ahead down
 * to 3 days overdue orange; 4 or more days overdue red; more than 5 days ahead, or no due date, none.
 */
export function dueTint(dueDate: string | null, today: string): DueTint {
  if (!dueDate) {
    return 'none';
  }
  const days = daysUntil(dueDate, today);
  if (days > 5) {
    return 'none';
  }
  if (days === 5) {
    return 'yellow';
  }
  return days >= -3 ? 'orange' : 'red';
}

const isoDate = calendarDay;

/**
 * The national digits of a company phone: a number written with Brazil's country code (+55, 12 or 13
 * digits in all) keeps the area code and number only.
 */
export function nationalPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
}

/**
 * Spec: the phone mask (99) 99999-9999, at most 11 digits; kept as digits. The renderer says it with
 * `validation.phone` (the issue's `params.text`), never as a count of characters.
 */
export const phoneDigits = z
  .string()
  .trim()
  .transform(nationalPhoneDigits)
  .pipe(
    z.string().refine((digits) => /^\d{10,11}$/.test(digits), {
      message: 'Use (99) 99999-9999: area code and number, 10 or 11 digits',
      params: { text: 'validation.phone' },
    }),
  )
  .meta({ description: 'Area code and number, 10 or 11 digits; other characters are ignored.', pattern: '^\\D*(?:\\d\\D*){10,11}$' });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const companyEmail = z
  .email()
  .max(254)
  .transform((email) => email.toLowerCase());

/** POST /companies and PUT /companies/{id} (super users). */
export const companyBody = z
  .object({
    name: z.string().trim().min(2).max(50),
    email: companyEmail
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    phone: phoneDigits
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    planId: idSchema,
    status: z.boolean().default(true),
    /** Empty or missing: no due date (spec: sent null when empty). */
    dueDate: isoDate
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    recurrence: z.enum(RECURRENCES).default('MENSAL'),
    billingName: optionalText(150),
    billingDocument: optionalText(30),
    billingAddress: optionalText(250),
    billingCity: optionalText(100),
    billingState: optionalText(100),
    billingZipcode: optionalText(20),
    billingCountry: optionalText(60),
    /** Creating only: when given with an e-mail, the company's first admin signs in with this e-mail and password. */
    password: newPassword.optional(),
  })
  .meta({ if: { required: ['password'] }, then: has('email', { type: 'string', minLength: 1 }) });
export type CompanyBody = z.input<typeof companyBody>;

/** GET /companies: the settings tab's pages, searched by name or e-mail. */
export const companyListQuery = pageQuery;
export type CompanyListResponse = { records: CompanyRecord[]; count: number; hasMore: boolean };

/** A company deletion running as a background job (DELETE /companies/{id} answers it; GET /companies/deletions lists them). */
export type CompanyDeletionRecord = {
  id: number;
  companyId: number;
  companyName: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** What it is doing: stopping sessions, removing media files, removing rows. */
  step: string;
  done: number;
  total: number;
  createdAt: string;
  updatedAt: string;
};

/**
 * POST /companies/cadastro (public sign-up). Only these fields are read: the recurrence, due date,
 * status and campaign switch a client sends are ignored (zod drops unknown keys) — the server sets
 * them (trial).
 */
export const signupBody = z.object({
  name: z.string().trim().min(2).max(50),
  email: companyEmail,
  phone: phoneDigits,
  password: newPassword,
  planId: idSchema,
});
export type SignupBody = z.input<typeof signupBody>;

/** `?companyId=` of /signup, passed on to POST /companies/cadastro: the company whose link brought the visitor. */
export const signupQuery = z.object({ companyId: idSchema.optional() });

/** GET /companies/cadastro (public): whether sign-up is open and how long the trial lasts. */
export type SignupStatus = { open: boolean; trialDays: number };

export type SignupResponse = { companyId: number; email: string; dueDate: string };
