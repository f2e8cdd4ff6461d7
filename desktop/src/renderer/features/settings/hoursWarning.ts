import type { QueueRecord, WeekSchedule } from '@balcao/shared';

/**
 * Opening hours that leave a contact unanswered: hours are set (an empty week means always open) but
 * there is no out-of-hours message, so a message outside them gets no reply and its ticket no queue.
 */
export function hoursWithoutAnswer(schedules: WeekSchedule, outOfHoursMessage: string): boolean {
  return schedules.length > 0 && !outOfHoursMessage.trim();
}

/** The connection's queues (by id) whose hours would leave a contact unanswered. */
export function unansweredQueues(queues: readonly QueueRecord[], queueIds: readonly number[]): QueueRecord[] {
  return queues.filter((queue) => queueIds.includes(queue.id) && hoursWithoutAnswer(queue.schedules, queue.outOfHoursMessage));
}
