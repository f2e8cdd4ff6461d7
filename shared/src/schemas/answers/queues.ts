import { z } from 'zod';
import { weekSchedule } from '../queues.ts';
import type { QueueOptionRecord, QueueRecord } from '../queues.ts';

export const queueRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    color: z.string(),
    orderQueue: z.number().nullable(),
    greetingMessage: z.string(),
    outOfHoursMessage: z.string(),
    schedules: weekSchedule,
    promptId: z.number().nullable(),
    integrationId: z.number().nullable(),
    companyId: z.number(),
  })
  .meta({ id: 'QueueRecord' }) satisfies z.ZodType<QueueRecord>;

export const queueOptionRecordSchema = z
  .object({
    id: z.number(),
    queueId: z.number(),
    parentId: z.number().nullable(),
    title: z.string(),
    message: z.string(),
    option: z.string(),
  })
  .meta({ id: 'QueueOptionRecord' }) satisfies z.ZodType<QueueOptionRecord>;
