import { z } from 'zod';
import { ALL_TICKET_VALUES, LANGUAGES, PLAN_FLAGS, PROFILES } from '../../constants.ts';
import type { SessionCompany, SessionPlan, SessionResponse, SessionUser } from '../auth.ts';
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
  })
  .meta({ id: 'SessionCompany' }) satisfies z.ZodType<SessionCompany>;

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
    queues: z.array(coloredRef),
    company: sessionCompanySchema,
  })
  .meta({ id: 'SessionUser' }) satisfies z.ZodType<SessionUser>;

export const sessionResponseSchema = z
  .object({ token: z.string(), user: sessionUserSchema })
  .meta({ id: 'SessionResponse' }) satisfies z.ZodType<SessionResponse>;
