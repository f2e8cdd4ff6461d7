import type { Recurrence } from '@balcao/shared';
import type { Company } from './company.entity.ts';

/** Days a company keeps working after its due date; set once at start-up from SUBSCRIPTION_GRACE_DAYS. */
let graceDays = 3;

export function setSubscriptionGraceDays(days: number): void {
  graceDays = Math.max(0, Math.trunc(days));
}

export function subscriptionGraceDays(): number {
  return graceDays;
}

/** `date` (`YYYY-MM-DD`) moved by whole days, in UTC. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Today's date in UTC, as the `YYYY-MM-DD` of `dueDate`. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * A company may use the product while it is active and its due date (if any), plus the grace
 * period, has not passed. The SQL twin below says the same for statements that pick rows of many
 * companies at once (the schedules' sweep); keep the two together.
 */
export function hasActiveSubscription(company: Pick<Company, 'status' | 'dueDate'>, now: Date = new Date()): boolean {
  return (
    company.status && (company.dueDate === null || company.dueDate === undefined || addDays(company.dueDate, graceDays) >= todayUtc(now))
  );
}

/** `hasActiveSubscription` as a SQL condition on the `companies` row aliased `alias`. */
export function activeSubscriptionSql(alias: string): string {
  return `(${alias}.status and (${alias}.due_date is null or ${alias}.due_date + ${graceDays} >= (now() at time zone 'utc')::date))`;
}

/** Months a payment (or a renewal) moves the due date, per recurrence. */
export const RECURRENCE_MONTHS: Record<Recurrence, number> = { MENSAL: 1, BIMESTRAL: 2, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 };

/** `date` moved by the recurrence's months; a day the target month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addRecurrence(date: string, recurrence: Recurrence): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const targetMonth = month - 1 + RECURRENCE_MONTHS[recurrence];
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10);
}
