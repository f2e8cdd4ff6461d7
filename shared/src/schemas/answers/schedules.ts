import { z } from 'zod';
import { SCHEDULE_RECURRENCES, SCHEDULE_STATUSES } from '../schedules.ts';
import { chosenTemplateSchema } from './cloud.ts';
import type { ScheduleListResponse, ScheduleRecord } from '../schedules.ts';

export const scheduleRecordSchema = z
  .object({
    id: z.number(),
    body: z.string(),
    contactId: z.number(),
    userId: z.number().nullable(),
    whatsappId: z.number().nullable(),
    sendAt: z.string(),
    sentAt: z.string().nullable(),
    status: z.enum(SCHEDULE_STATUSES),
    recurrence: z.enum(SCHEDULE_RECURRENCES),
    recurUntil: z.string().nullable(),
    error: z.string().nullable(),
    mediaPath: z.string().nullable(),
    mediaName: z.string().nullable(),
    template: chosenTemplateSchema.nullable(),
    contact: z.object({
      id: z.number(),
      name: z.string(),
      number: z.string(),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ScheduleRecord' }) satisfies z.ZodType<ScheduleRecord>;

export const scheduleListResponseSchema = z
  .object({
    schedules: z.array(scheduleRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'ScheduleListResponse' }) satisfies z.ZodType<ScheduleListResponse>;
