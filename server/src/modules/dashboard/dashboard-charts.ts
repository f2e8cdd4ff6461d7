import type { TicketsDayResponse, TicketsPerDay, TicketsPerHour, TicketsUsersResponse } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Period } from './dashboard-period.ts';
import { queuedIn } from './period-sql.ts';

/** Attendances of the period per attendant: every user of the company, by name, those without any at 0. */
export async function ticketsPerUser(em: EntityManager, companyId: number, period: Period): Promise<TicketsUsersResponse> {
  const queued = queuedIn(companyId, period);
  const rows = await em.execute<{ nome: string; quantidade: number }[]>(
    `select u.name as nome, coalesce(p.total, 0) as quantidade
       from users u
       left join (select tt.user_id, count(*)::int as total from ticket_trackings tt where ${queued.sql} group by tt.user_id) p
         on p.user_id = u.id
      where u.company_id = ?
      order by u.name, u.id`,
    [...queued.params, companyId],
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
  const queued = queuedIn(companyId, period);
  const { initialDate, finalDate, timeZone } = range;
  if (initialDate === finalDate) {
    const rows = await em.execute<TicketsPerHour[]>(
      `select h as horario, coalesce(p.total, 0) as total
         from generate_series(0, 23) h
         left join (select extract(hour from tt.queued_at at time zone ?)::int as hour, count(*)::int as total
                      from ticket_trackings tt where ${queued.sql} group by 1) p on p.hour = h
        order by h`,
      [timeZone, ...queued.params],
    );
    return { data: rows, count: total(rows) };
  }
  const rows = await em.execute<TicketsPerDay[]>(
    `select to_char(d, 'YYYY-MM-DD') as data, coalesce(p.total, 0) as total
       from generate_series(?::date, ?::date, interval '1 day') d
       left join (select (tt.queued_at at time zone ?)::date as day, count(*)::int as total
                    from ticket_trackings tt where ${queued.sql} group by 1) p on p.day = d::date
      order by d`,
    [initialDate, finalDate, timeZone, ...queued.params],
  );
  return { data: rows, count: total(rows) };
}

function total(rows: readonly { total: number }[]): number {
  return rows.reduce((sum, row) => sum + row.total, 0);
}
