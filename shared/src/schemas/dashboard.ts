import { z } from 'zod';
import { calendarDay } from './common.ts';
import { QUERY_RULES } from './json-rules.ts';

export { calendarDay };

/** The dashboard's period choices, in days (spec §9); "none" is the absence of `days`. */
export const DASHBOARD_PERIOD_DAYS = [3, 7, 15, 30, 60, 90] as const;

/** The longest date range the dashboard and its charts accept, in days (a per-day chart has one bar a day). */
export const DASHBOARD_MAX_RANGE_DAYS = 366;

/** Days from `from` to `to` (both `YYYY-MM-DD`), counting both ends. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function isCalendarDay(value: string): boolean {
  return calendarDay.safeParse(value).success;
}

/** The range's own problem, once both ends are real days. */
function rangeProblem(from: string | undefined, to: string | undefined, fromName: string): string | null {
  if (from === undefined || to === undefined || !isCalendarDay(from) || !isCalendarDay(to)) {
    return null;
  }
  const span = daysInRange(from, to);
  if (span < 1) {
    return `Must not be before ${fromName}`;
  }
  return span > DASHBOARD_MAX_RANGE_DAYS ? `At most ${DASHBOARD_MAX_RANGE_DAYS} days after ${fromName}` : null;
}

/**
 * GET /dashboard: the last `days` days (today included), or `date_from` to `date_to` (days of the
 * company's time zone, both included). Both given: the days they share. A `companyId` in the query
 * (the reference client sends one) is dropped: the company is always the caller's.
 */
export const dashboardQuery = z
  .object({
    days: z.coerce.number().int().min(1).max(DASHBOARD_MAX_RANGE_DAYS).optional(),
    date_from: calendarDay.optional(),
    date_to: calendarDay.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.days === undefined && query.date_from === undefined && query.date_to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Choose a period: days, or date_from and date_to' });
    }
    const problem = rangeProblem(query.date_from, query.date_to, 'date_from');
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['date_to'], message: problem });
    }
  })
  .meta({
    [QUERY_RULES]: [
      'At least one of `days`, `date_from` and `date_to`.',
      `\`date_to\` is not before \`date_from\`, and at most ${DASHBOARD_MAX_RANGE_DAYS} days after it (both included).`,
    ],
  });
/** What a client sends to GET /dashboard. */
export type DashboardQuery = { days?: number; date_from?: string; date_to?: string };

/**
 * GET /dashboard/ticketsUsers and /dashboard/ticketsDay: `initialDate` to `finalDate`, both included.
 * One day answers per hour; more, per day. `companyId` is dropped as above.
 */
export const dashboardChartQuery = z
  .object({
    initialDate: calendarDay,
    finalDate: calendarDay,
  })
  .superRefine((query, ctx) => {
    const problem = rangeProblem(query.initialDate, query.finalDate, 'initialDate');
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['finalDate'], message: problem });
    }
  })
  .meta({
    [QUERY_RULES]: [`\`finalDate\` is not before \`initialDate\`, and at most ${DASHBOARD_MAX_RANGE_DAYS} days after it (both included).`],
  });
/** What a client sends to the two chart calls. */
export type DashboardChartQuery = { initialDate: string; finalDate: string };

export type DashboardCounters = {
  /** Open tickets now. */
  supportHappening: number;
  /** Pending tickets now. */
  supportPending: number;
  /** Attendances of the period that finished. */
  supportFinished: number;
  /** Minutes from an attendant taking the ticket to its end (or rating question), averaged. */
  avgSupportTime: number;
  /** Minutes from queueing to an attendant taking it, averaged. */
  avgWaitTime: number;
  /** Contacts created in the period (leads). */
  leads: number;
};

export type DashboardAttendant = {
  id: number;
  name: string;
  /** 0 (no rating) to 3. */
  rating: number;
  avgSupportTime: number;
  /** Attendances of the period. */
  tickets: number;
  online: boolean;
};

export type DashboardResponse = { counters: DashboardCounters; attendants: DashboardAttendant[] };

export type TicketsPerUser = { nome: string; quantidade: number };
export type TicketsUsersResponse = { data: TicketsPerUser[] };

export type TicketsPerDay = { data: string; total: number };
/** `horario`: the hour of the day, 0 to 23. */
export type TicketsPerHour = { horario: number; total: number };
export type TicketsDayResponse = { data: TicketsPerDay[] | TicketsPerHour[]; count: number };
