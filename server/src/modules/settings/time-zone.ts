import { DEFAULT_TIMEZONE } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Setting } from './setting.entity.ts';

/** Whether `name` is a time zone this runtime knows (an IANA name such as `America/Sao_Paulo`, or `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!name.trim()) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The company's time zone (setting `timezone`), in which its business hours and its days are read;
 * `em` bound to the company. A missing or unusable value reads as `DEFAULT_TIMEZONE`.
 */
export async function companyTimeZone(em: EntityManager): Promise<string> {
  const setting = await em.findOne(Setting, { key: 'timezone' });
  return timeZoneOrDefault(setting?.value);
}

export function timeZoneOrDefault(value: string | undefined): string {
  return value !== undefined && isTimeZone(value) ? value : DEFAULT_TIMEZONE;
}

const WEEKDAYS_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayEn = (typeof WEEKDAYS_EN)[number];

/** What a wall clock in `timeZone` shows at `instant`: the day (`YYYY-MM-DD`), weekday, time (`HH:MM`) and seconds (`SS`). */
export type WallClock = { date: string; weekdayEn: WeekdayEn; time: string; seconds: string };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  // The weekday of a calendar date does not depend on the zone: read it at UTC noon of that date.
  const weekdayEn = WEEKDAYS_EN[new Date(`${date}T12:00:00Z`).getUTCDay()] as WeekdayEn;
  return { date, weekdayEn, time: `${parts.hour}:${parts.minute}`, seconds: parts.second ?? '00' };
}
