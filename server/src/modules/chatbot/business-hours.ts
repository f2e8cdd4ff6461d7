/** One day of a company's or queue's opening hours ("HH:MM"). */
export type DayHours = { weekdayEn: string; startTime: string; endTime: string };

const WEEKDAYS_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * Whether `now` (server local time) falls within the opening hours. No hours configured at all means
 * always open; a day missing from a configured week, or 00:00–00:00, is closed. An end of 00:00 after a
 * later start means midnight, and an end before the start spans midnight.
 */
export function isWithinHours(schedules: readonly DayHours[], now: Date): boolean {
  if (schedules.length === 0) {
    return true;
  }
  const today = schedules.find((day) => day.weekdayEn === WEEKDAYS_EN[now.getDay()]);
  if (!today || (today.startTime === '00:00' && today.endTime === '00:00')) {
    return false;
  }
  const time = `${pad(now.getHours())}:${pad(now.getMinutes())}`;
  const end = today.endTime === '00:00' ? '24:00' : today.endTime;
  if (end < today.startTime) {
    return time >= today.startTime || time <= end;
  }
  return time >= today.startTime && time <= end;
}
