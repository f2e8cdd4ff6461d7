import { wallClock } from '../settings/time-zone.ts';

/** One day of a company's or queue's opening hours ("HH:MM", on the company's wall clock). */
export type DayHours = { weekdayEn: string; startTime: string; endTime: string };

/**
 * Whether `now` falls within the opening hours as read on a wall clock in `timeZone` (the company's
 * zone, never the server's). No hours configured at all means always open; a day missing from a
 * configured week, or 00:00–00:00, is closed. An end of 00:00 after a later start means midnight, and
 * an end before the start spans midnight.
 */
export function isWithinHours(schedules: readonly DayHours[], now: Date, timeZone: string): boolean {
  if (schedules.length === 0) {
    return true;
  }
  const clock = wallClock(now, timeZone);
  const today = schedules.find((day) => day.weekdayEn === clock.weekdayEn);
  if (!today || (today.startTime === '00:00' && today.endTime === '00:00')) {
    return false;
  }
  const { time } = clock;
  const end = today.endTime === '00:00' ? '24:00' : today.endTime;
  if (end < today.startTime) {
    return time >= today.startTime || time <= end;
  }
  return time >= today.startTime && time <= end;
}
