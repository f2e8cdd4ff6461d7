import type { DashboardChartQuery, DashboardQuery } from '@balcao/shared';

/** The filter as the user set it: a number of days, or dates (`YYYY-MM-DD`, '' when empty); days win. */
export type DashboardFilter = { days: number | null; dateFrom: string; dateTo: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of the local calendar, `daysAgo` days before `now`. */
export function localDay(now: Date, daysAgo = 0): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** As the reference product opened it: from the first of this month to today. */
export function initialFilter(now: Date = new Date()): DashboardFilter {
  return { days: null, dateFrom: `${localDay(now).slice(0, 8)}01`, dateTo: localDay(now) };
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

/** The charts' days for a filter: the same days the counters cover. */
export function chartQueryOf(filter: DashboardFilter, now: Date = new Date()): DashboardChartQuery | null {
  if (filter.days !== null) {
    return { initialDate: localDay(now, filter.days - 1), finalDate: localDay(now) };
  }
  if (filter.dateFrom && filter.dateTo) {
    return { initialDate: filter.dateFrom, finalDate: filter.dateTo };
  }
  return null;
}
