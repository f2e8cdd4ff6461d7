import type { EntityManager } from '@mikro-orm/postgresql';

/** Attendances counted: those queued at or after `from` and before `to`; null leaves that side open. */
export type Period = { from: Date | null; to: Date | null };

/** Days of the company's calendar: the last `days` (today included) and/or `dateFrom` to `dateTo` (both included). */
export type PeriodChoice = { days?: number | undefined; dateFrom?: string | undefined; dateTo?: string | undefined };

/**
 * The instants that bound the chosen days on the wall clock of `timeZone`, worked out by PostgreSQL
 * (which knows every zone's daylight-saving rules). Both a number of days and dates given: the days
 * they share, as the reference product combined them.
 */
export async function periodOf(em: EntityManager, timeZone: string, choice: PeriodChoice): Promise<Period> {
  const [row] = await em.execute<{ from_at: Date | null; to_at: Date | null }[]>(
    `select greatest(
              ((now() at time zone ?)::date - (?::int - 1))::timestamp at time zone ?,
              (?::date)::timestamp at time zone ?
            ) as from_at,
            ((?::date) + 1)::timestamp at time zone ? as to_at`,
    [timeZone, choice.days ?? null, timeZone, choice.dateFrom ?? null, timeZone, choice.dateTo ?? null, timeZone],
  );
  return { from: toDate(row?.from_at), to: toDate(row?.to_at) };
}

function toDate(value: Date | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}
