import { DEFAULT_WEEK_SCHEDULE, queueBody, type QueueBody, type QueueRecord, type WeekSchedule } from '@balcao/shared';
import { zodFieldErrors, type FieldErrors } from '../../components/formErrors.ts';
import { QUEUE_PALETTE } from './palette.ts';

/** What the queue dialog edits: the order as typed text until validation. */
export type QueueForm = {
  name: string;
  color: string;
  orderQueue: string;
  greetingMessage: string;
  outOfHoursMessage: string;
  schedules: WeekSchedule;
  /** The queue's one bot: an AI prompt or an integration (or none). */
  promptId: number | null;
  integrationId: number | null;
};

export function defaultSchedules(): WeekSchedule {
  return DEFAULT_WEEK_SCHEDULE.map((day) => ({ ...day }));
}

export function emptyQueueForm(usedColors: readonly string[] = []): QueueForm {
  const used = new Set(usedColors.map((color) => color.toUpperCase()));
  return {
    name: '',
    color: QUEUE_PALETTE.find((color) => !used.has(color)) ?? QUEUE_PALETTE[0] ?? '#2196F3',
    orderQueue: '',
    greetingMessage: '',
    outOfHoursMessage: '',
    schedules: defaultSchedules(),
    promptId: null,
    integrationId: null,
  };
}

export function formFromQueue(queue: QueueRecord): QueueForm {
  return {
    name: queue.name,
    color: queue.color,
    orderQueue: queue.orderQueue === null ? '' : String(queue.orderQueue),
    greetingMessage: queue.greetingMessage,
    outOfHoursMessage: queue.outOfHoursMessage,
    schedules: queue.schedules.length > 0 ? queue.schedules : defaultSchedules(),
    promptId: queue.promptId,
    integrationId: queue.integrationId,
  };
}

/**
 * Checks the form with the shared schema. Schedules are sent only when the attendance tab is
 * shown (the company's `scheduleType` is `queue`); otherwise the server keeps what it has.
 */
export function validateQueue(form: QueueForm, withSchedules: boolean): { body: QueueBody } | { errors: FieldErrors } {
  const order = form.orderQueue.trim();
  const candidate = {
    name: form.name,
    color: form.color,
    orderQueue: order === '' ? null : /^\d+$/.test(order) ? Number(order) : order,
    greetingMessage: form.greetingMessage,
    outOfHoursMessage: form.outOfHoursMessage,
    promptId: form.promptId,
    integrationId: form.integrationId,
    ...(withSchedules ? { schedules: form.schedules } : {}),
  };
  const result = queueBody.safeParse(candidate);
  return result.success ? { body: result.data } : { errors: zodFieldErrors(result.error) };
}
