import type { TicketsDayResponse, TicketsPerDay, TicketsPerHour, TicketsUsersResponse } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Period } from './dashboard-period.ts';
import { trackedIn } from './period-sql.ts';

/** Attendances of the period per attendant: every user of the company, by name, those without any at 0. */
export async function ticketsPerUser(em: EntityManager, companyId: number, period: Period): Promise<TicketsUsersResponse> {
  const tracked = trackedIn(companyId, period);
  const rows = await em.execute<{ nome: string; quantidade: number }[]>(
    `with tracked as materialized (${tracked.sql})
     select u.name as nome, count(tr.id)::int as quantidade
       from users u
       left join tracked tr on tr.user_id = u.id
      where u.company_id = ?
      group by u.id
      order by u.name, u.id`,
    [...tracked.params, companyId],
  );
  return { data: rows };
}

/**
 * Attendances of the period per day of the company's calendar (`YYYY-MM-DD`, every day of the range,
 * quiet ones at 0), or per hour of that one day (0 to 23) when the range is a single day.
 */
export async function ticketsPerDay(
  em: EntityManager,
  companyId: number,
  period: Period,
  range: { initialDate: string; finalDate: string; timeZone: string },
): Promise<TicketsDayResponse> {
  const tracked = trackedIn(companyId, period);
  const { initialDate, finalDate, timeZone } = range;
  if (initialDate === finalDate) {
    const rows = await em.execute<TicketsPerHour[]>(
      `with tracked as materialized (${tracked.sql}),
            counted as (select extract(hour from queued_at at time zone ?)::int as hour, count(*)::int as total from tracked group by 1)
       select h as horario, coalesce(counted.total, 0) as total
         from generate_series(0, 23) h
         left join counted on counted.hour = h
        order by h`,
      [...tracked.params, timeZone],
    );
    return { data: rows, count: total(rows) };
  }
  const rows = await em.execute<TicketsPerDay[]>(
    `with tracked as materialized (${tracked.sql}),
          counted as (select (queued_at at time zone ?)::date as day, count(*)::int as total from tracked group by 1)
     select to_char(d, 'YYYY-MM-DD') as data, coalesce(counted.total, 0) as total
       from generate_series(?::date, ?::date, interval '1 day') d
       left join counted on counted.day = d::date
      order by d`,
    [...tracked.params, timeZone, initialDate, finalDate],
  );
  return { data: rows, count: total(rows) };
}

function total(rows: readonly { total: number }[]): number {
  return rows.reduce((sum, row) => sum + row.total, 0);
}
