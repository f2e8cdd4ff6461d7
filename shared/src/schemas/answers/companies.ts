import { z } from 'zod';
import { RECURRENCES } from '../../constants.ts';
import type { CompanyListResponse, CompanyRecord } from '../companies.ts';
import { pageOf } from './page.ts';
import type { CompanyDeletionRecord, DueTint, SignupResponse, SignupStatus } from '../companies.ts';

export const dueTintSchema = z
  .union([z.literal('none'), z.literal('yellow'), z.literal('orange'), z.literal('red')])
  .meta({ id: 'DueTint' }) satisfies z.ZodType<DueTint>;

export const companyDeletionRecordSchema = z
  .object({
    id: z.number(),
    companyId: z.number(),
    companyName: z.string(),
    status: z.union([z.literal('queued'), z.literal('running'), z.literal('done'), z.literal('failed')]),
    step: z.string(),
    done: z.number(),
    total: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CompanyDeletionRecord' }) satisfies z.ZodType<CompanyDeletionRecord>;

export const signupStatusSchema = z
  .object({
    open: z.boolean(),
    trialDays: z.number(),
  })
  .meta({ id: 'SignupStatus' }) satisfies z.ZodType<SignupStatus>;

export const signupResponseSchema = z
  .object({
    companyId: z.number(),
    email: z.string(),
    dueDate: z.string(),
  })
  .meta({ id: 'SignupResponse' }) satisfies z.ZodType<SignupResponse>;

export const companyRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    planId: z.number(),
    plan: z.object({ id: z.number(), name: z.string(), value: z.number() }),
    status: z.boolean(),
    dueDate: z.string().nullable(),
    recurrence: z.enum(RECURRENCES),
    billingName: z.string().nullable(),
    billingDocument: z.string().nullable(),
    billingAddress: z.string().nullable(),
    billingCity: z.string().nullable(),
    billingState: z.string().nullable(),
    billingZipcode: z.string().nullable(),
    billingCountry: z.string().nullable(),
    referrerCompanyId: z.number().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CompanyRecord' }) satisfies z.ZodType<CompanyRecord>;

export const companyListResponseSchema = pageOf('records', companyRecordSchema).meta({
  id: 'CompanyListResponse',
}) satisfies z.ZodType<CompanyListResponse>;
