import { z } from 'zod';
import { has, trimmedAtLeast } from './json-rules.ts';
import { idSchema, instant, pageQuery } from './common.ts';
import { templateChoice, type ChosenTemplate } from './cloud.ts';

/** PENDENTE (waiting for sendAt) → AGENDADA (being sent) → ENVIADA, or ERRO with the reason. */
export const SCHEDULE_STATUSES = ['PENDENTE', 'AGENDADA', 'ENVIADA', 'ERRO'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** A schedule repeats after it is sent (or fails for good, or is missed), until `recurUntil` if set. */
export const SCHEDULE_RECURRENCES = ['none', 'daily', 'weekly', 'monthly'] as const;
export type ScheduleRecurrence = (typeof SCHEDULE_RECURRENCES)[number];

/** The image a schedule may carry. */
export const SCHEDULE_MEDIA_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;

/** How late a schedule may still be sent after the server was down, unless the company sets another (minutes). */
export const DEFAULT_SCHEDULE_MISSED_AFTER_MINUTES = 1_440;

/** Text variables a schedule's body may use (filled in when it is sent, on the company's clock). */
export const SCHEDULE_TEXT_VARIABLES = ['firstName', 'name', 'greeting', 'protocol', 'date', 'hour'] as const;

export const scheduleBody = z
  .object({
    body: z
      .string()
      .trim()
      .max(5_000)
      .default('')
      .meta({ description: 'At least 5 characters (spaces at the ends aside) unless a `template` is sent; at most 5,000.' }),
    contactId: idSchema,
    /** Any ISO date-time (the dialog sends its local `YYYY-MM-DDTHH:mm` converted to an instant). */
    sendAt: instant,
    /** The connection that sends it; the company's default connection when absent or null. */
    whatsappId: idSchema.nullable().optional(),
    recurrence: z.enum(SCHEDULE_RECURRENCES).default('none'),
    /** The last moment an occurrence may fall on (ISO); null or absent: no end. */
    recurUntil: instant.nullable().optional(),
    /** On a Cloud API connection (and only there): the approved template sent instead of the body. */
    template: templateChoice.nullable().optional(),
  })
  .refine((body) => Boolean(body.template) || (typeof body.body === 'string' && body.body.trim().length >= 5), {
    path: ['body'],
    message: 'At least 5 characters',
    // Checked with the other fields' errors too, so a short body is named alongside them.
    when: (payload) => typeof (payload.value as { body?: unknown } | undefined)?.body === 'string',
  })
  .meta({ anyOf: [has('template', { type: 'object' }), has('body', trimmedAtLeast(5))] });
export type ScheduleBody = z.input<typeof scheduleBody>;

/** GET /schedules: by due time. `sendAtFrom`/`sendAtTo` (not in the spec) narrow it to the calendar's visible range. */
export const scheduleListQuery = pageQuery.extend({
  contactId: idSchema.optional(),
  userId: idSchema.optional(),
  sendAtFrom: instant.optional(),
  sendAtTo: instant.optional(),
});

export type ScheduleRecord = {
  id: number;
  body: string;
  contactId: number;
  userId: number | null;
  whatsappId: number | null;
  sendAt: string;
  sentAt: string | null;
  status: ScheduleStatus;
  recurrence: ScheduleRecurrence;
  recurUntil: string | null;
  /** Why it ended in ERRO (or why the last attempt failed while it is retried). */
  error: string | null;
  mediaPath: string | null;
  mediaName: string | null;
  template: ChosenTemplate | null;
  contact: { id: number; name: string; number: string };
  createdAt: string;
  updatedAt: string;
};

export type ScheduleListResponse = { schedules: ScheduleRecord[]; count: number; hasMore: boolean };
