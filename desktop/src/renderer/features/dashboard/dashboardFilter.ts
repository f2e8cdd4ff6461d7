import type { DashboardChartQuery, DashboardQuery } from '@balcao/shared';

/** The filter as the user set it: a number of days, or dates (`YYYY-MM-DD`, '' when empty); days win. */
export type DashboardFilter = { days: number | null; dateFrom: string; dateTo: string };

/** `YYYY-MM-DD` of the calendar of `timeZone` (the company's), `daysAgo` days before `now`. */
export function zoneDay(now: Date, timeZone: string, daysAgo = 0): string {
  let today: string;
  try {
    today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    // An unknown zone (the server refuses to store one): the browser's own calendar.
    today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysAgo);
  return day.toISOString().slice(0, 10);
}

/** As the reference product opened it: from the first of this month to today. */
export function initialFilter(timeZone: string, now: Date = new Date()): DashboardFilter {
  const today = zoneDay(now, timeZone);
  return { days: null, dateFrom: `${today.slice(0, 8)}01`, dateTo: today };
}

/** The GET /dashboard query of a filter, or null when no period is set (spec: the filter-not-set toast). */
export function dashboardQueryOf(filter: DashboardFilter): DashboardQuery | null {
  if (filter.days !== null) {
    return { days: filter.days };
  }
  if (filter.dateFrom && filter.dateTo) {
    return { date_from: filter.dateFrom, date_to: filter.dateTo };
  }
  return null;
}

/** The charts' days for a filter: the same days of the company's calendar the counters cover. */
export function chartQueryOf(filter: DashboardFilter, timeZone: string, now: Date = new Date()): DashboardChartQuery | null {
  if (filter.days !== null) {
    return { initialDate: zoneDay(now, timeZone, filter.days - 1), finalDate: zoneDay(now, timeZone) };
  }
  if (filter.dateFrom && filter.dateTo) {
    return { initialDate: filter.dateFrom, finalDate: filter.dateTo };
  }
  return null;
}
