import { z } from 'zod';
import { PLAN_FLAGS } from '../../constants.ts';
import type { PlanListResponse, PlanRecord, PublicPlanRecord } from '../plans.ts';
import { pageOf } from './page.ts';

export const publicPlanRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    users: z.number(),
    connections: z.number(),
    queues: z.number(),
    value: z.number(),
    ...(Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, z.boolean()])) as Record<(typeof PLAN_FLAGS)[number], z.ZodBoolean>),
  })
  .meta({ id: 'PublicPlanRecord' }) satisfies z.ZodType<PublicPlanRecord>;

export const planRecordSchema = publicPlanRecordSchema
  .extend({ createdAt: z.string(), updatedAt: z.string() })
  .meta({ id: 'PlanRecord' }) satisfies z.ZodType<PlanRecord>;

export const planListResponseSchema = pageOf('records', planRecordSchema).meta({
  id: 'PlanListResponse',
}) satisfies z.ZodType<PlanListResponse>;
