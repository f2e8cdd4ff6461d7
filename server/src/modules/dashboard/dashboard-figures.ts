import type { DashboardAttendant, DashboardCounters, DashboardResponse } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Period } from './dashboard-period.ts';
import { bound, trackedIn } from './period-sql.ts';

type CountersRow = {
  support_happening: number;
  support_pending: number;
  support_finished: number;
  avg_support_time: number | null;
  avg_wait_time: number | null;
  leads: number;
};

type AttendantRow = { id: number; name: string; online: boolean; avg_support_time: number | null; tickets: number; rating: number | null };

const round2 = (value: number | null): number => Math.round(Number(value ?? 0) * 100) / 100;

/**
 * The counters: tickets open and pending now; of the period's attendances, those finished, the
 * average support and wait times (over durations above zero, as the reference product) and the
 * contacts whose first attendance ever falls in the period (leads).
 */
async function counters(em: EntityManager, companyId: number, period: Period): Promise<DashboardCounters> {
  const tracked = trackedIn(companyId, period);
  const [row] = await em.execute<CountersRow[]>(
    `with tracked as materialized (${tracked.sql})
     select (select count(*)::int from tickets where company_id = ? and status = 'open') as support_happening,
            (select count(*)::int from tickets where company_id = ? and status = 'pending') as support_pending,
            (select count(*)::int from tracked where finished_at is not null) as support_finished,
            (select avg(support_minutes)::float8 from tracked where support_minutes > 0) as avg_support_time,
            (select avg(wait_minutes)::float8 from tracked where wait_minutes > 0) as avg_wait_time,
            (select count(distinct t.contact_id)::int
               from tracked tr
               join tickets t on t.id = tr.ticket_id
              where not exists (select 1
                                  from tickets earlier_ticket
                                  join ticket_trackings earlier on earlier.ticket_id = earlier_ticket.id
                                 where earlier_ticket.contact_id = t.contact_id
                                   and earlier.queued_at < ?::timestamptz)) as leads`,
    [...tracked.params, companyId, companyId, bound(period.from, '-infinity')],
  );
  return {
    supportHappening: row?.support_happening ?? 0,
    supportPending: row?.support_pending ?? 0,
    supportFinished: row?.support_finished ?? 0,
    avgSupportTime: round2(row?.avg_support_time ?? null),
    avgWaitTime: round2(row?.avg_wait_time ?? null),
    leads: row?.leads ?? 0,
  };
}

/**
 * Every user of the company with the period's attendances: how many, the average support time, and
 * the average rating those attendances received (0 when none was rated). The reference product
 * joined ratings by user and day, counting an attendance once per rating of that day; here a rating
 * belongs to its own attendance.
 */
async function attendants(em: EntityManager, companyId: number, period: Period): Promise<DashboardAttendant[]> {
  const tracked = trackedIn(companyId, period);
  const rows = await em.execute<AttendantRow[]>(
    `with tracked as materialized (${tracked.sql})
     select u.id, u.name, u.online,
            (avg(tr.support_minutes) filter (where tr.support_minutes > 0))::float8 as avg_support_time,
            count(tr.id)::int as tickets,
            avg(ur.rate)::float8 as rating
       from users u
       left join tracked tr on tr.user_id = u.id
       left join user_ratings ur on ur.tracking_id = tr.id
      where u.company_id = ?
      group by u.id
      order by u.name, u.id`,
    [...tracked.params, companyId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rating: round2(row.rating),
    avgSupportTime: round2(row.avg_support_time),
    tickets: row.tickets,
    online: row.online,
  }));
}

export async function dashboardFigures(em: EntityManager, companyId: number, period: Period): Promise<DashboardResponse> {
  const [counted, people] = await Promise.all([counters(em, companyId, period), attendants(em, companyId, period)]);
  return { counters: counted, attendants: people };
}
