import { z } from 'zod';
import { ALL_TICKET_VALUES, LANGUAGES, PLAN_FLAGS, PROFILES } from '../../constants.ts';
import type { SessionCompany, SessionPlan, SessionQueue, SessionResponse, SessionUser } from '../auth.ts';
import { coloredRef } from './page.ts';

const planFlags = z.object(
  Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, z.boolean()])) as Record<(typeof PLAN_FLAGS)[number], z.ZodBoolean>,
);

export const sessionPlanSchema = planFlags
  .extend({
    id: z.number(),
    name: z.string(),
    users: z.number(),
    connections: z.number(),
    queues: z.number(),
  })
  .meta({ id: 'SessionPlan' }) satisfies z.ZodType<SessionPlan>;

export const sessionCompanySchema = z
  .object({
    id: z.number(),
    name: z.string(),
    dueDate: z.string().nullable(),
    settings: z.array(
      z.object({
        key: z.string(),
        value: z.string(),
      }),
    ),
    plan: sessionPlanSchema,
    billingExempt: z.boolean(),
    email: z.string().nullable(),
    billingName: z.string().nullable(),
    addressStreet: z.string().nullable(),
    addressCity: z.string().nullable(),
    addressState: z.string().nullable(),
    addressZipCode: z.string().nullable(),
  })
  .meta({ id: 'SessionCompany' }) satisfies z.ZodType<SessionCompany>;

export const sessionQueueSchema = coloredRef
  .extend({ UserQueue: z.object({ userId: z.number(), queueId: z.number() }) })
  .meta({ id: 'SessionQueue' }) satisfies z.ZodType<SessionQueue>;

export const sessionUserSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    profile: z.enum(PROFILES),
    super: z.boolean(),
    allTicket: z.enum(ALL_TICKET_VALUES),
    companyId: z.number(),
    whatsappId: z.number().nullable(),
    language: z.enum(LANGUAGES).nullable(),
    queues: z.array(sessionQueueSchema),
    company: sessionCompanySchema,
  })
  .meta({ id: 'SessionUser' }) satisfies z.ZodType<SessionUser>;

export const sessionResponseSchema = z
  .object({ token: z.string(), user: sessionUserSchema })
  .meta({ id: 'SessionResponse' }) satisfies z.ZodType<SessionResponse>;
