import { z } from 'zod';
import { atMostOneId } from './json-rules.ts';
import { idSchema, timeOfDay } from './common.ts';

export const weekSchedule = z
  .array(
    z.object({
      weekday: z.string().trim().min(1).max(30),
      weekdayEn: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
      startTime: timeOfDay,
      endTime: timeOfDay,
    }),
  )
  .max(7);
export type WeekSchedule = z.infer<typeof weekSchedule>;

export const queueBody = z
  .object({
    name: z.string().trim().min(2).max(50),
    color: z.string().trim().min(3).max(9),
    orderQueue: z.coerce.number().int().min(0).max(10_000).nullable().optional(),
    greetingMessage: z.string().max(5_000).default(''),
    outOfHoursMessage: z.string().max(5_000).default(''),
    schedules: weekSchedule.optional(),
    promptId: idSchema.nullable().optional(),
    integrationId: idSchema.nullable().optional(),
  })
  .meta(atMostOneId('promptId', 'integrationId'));
export type QueueBody = z.input<typeof queueBody>;

export type QueueRecord = {
  id: number;
  name: string;
  color: string;
  orderQueue: number | null;
  greetingMessage: string;
  outOfHoursMessage: string;
  schedules: WeekSchedule;
  promptId: number | null;
  integrationId: number | null;
  companyId: number;
};

/** `parentId` -1 (or absent) lists the top level of a queue's option menu. */
export const queueOptionsQuery = z.object({
  queueId: idSchema,
  parentId: z.coerce.number().int().min(-1).optional(),
});

export const queueOptionBody = z.object({
  queueId: idSchema,
  parentId: idSchema.nullable().optional(),
  title: z.string().trim().min(1).max(100),
  message: z.string().max(5_000).default(''),
  option: z.string().trim().min(1).max(10),
});
/** Only the fields sent change (no defaults here, so an absent message is kept, not cleared). */
export const queueOptionUpdateBody = queueOptionBody
  .omit({ queueId: true })
  .extend({ message: z.string().max(5_000) })
  .partial();

export type QueueOptionRecord = {
  id: number;
  queueId: number;
  parentId: number | null;
  title: string;
  message: string;
  option: string;
};

export const companySchedulesBody = z.object({ schedules: weekSchedule });
