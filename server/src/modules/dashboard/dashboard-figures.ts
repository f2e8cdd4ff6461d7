import type { DashboardAttendant, DashboardResponse } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Period } from './dashboard-period.ts';
import { bound, queuedIn } from './period-sql.ts';

/** The period's attendances of one attendant (or of nobody yet: `id` null), summed, with the user's row. */
type UserRow = {
  id: number | null;
  name: string | null;
  online: boolean | null;
  attendances: number | null;
  finished: number | null;
  support_sum: number | null;
  support_n: number | null;
  wait_sum: number | null;
  wait_n: number | null;
  rate_sum: number | null;
  rate_n: number | null;
};

type NowRow = { support_happening: number; support_pending: number; leads: number };

const round2 = (value: number): number => Math.round(value * 100) / 100;
const average = (sum: number, count: number): number => (count > 0 ? round2(sum / count) : 0);

/**
 * Every user of the company beside the sums of the period's attendances they had, in one pass over
 * the period's tracking rows. Support time runs from an attendant taking the ticket to its end (or
 * the rating question), wait time from queueing to being taken; both count only above zero, as in the
 * reference product. A rating belongs to its own attendance (the reference joined ratings by user and
 * day, counting an attendance once per rating of that day); ratings are recorded after their
 * attendance was queued, which lets their (company_id, created_at) index narrow them.
 */
async function perUser(em: EntityManager, companyId: number, period: Period): Promise<UserRow[]> {
  const queued = queuedIn(companyId, period);
  return em.execute<UserRow[]>(
    `with per_user as (
       select tt.user_id,
              count(*)::int as attendances,
              count(tt.finished_at)::int as finished,
              sum(d.support) filter (where d.support > 0) as support_sum,
              count(*) filter (where d.support > 0)::int as support_n,
              sum(d.wait) filter (where d.wait > 0) as wait_sum,
              count(*) filter (where d.wait > 0)::int as wait_n,
              sum(ur.rate)::int as rate_sum,
              count(ur.rate)::int as rate_n
         from ticket_trackings tt
        cross join lateral (select date_part('epoch', coalesce(tt.rating_at, tt.finished_at) - tt.started_at) / 60 as support,
                                   date_part('epoch', tt.started_at - tt.queued_at) / 60 as wait) d
         left join user_ratings ur on ur.tracking_id = tt.id and ur.company_id = ? and ur.created_at >= ?::timestamptz
        where ${queued.sql}
        group by tt.user_id)
     select u.id, u.name, u.online, p.attendances, p.finished, p.support_sum, p.support_n, p.wait_sum, p.wait_n, p.rate_sum, p.rate_n
       from (select id, name, online from users where company_id = ?) u
       full join per_user p on p.user_id = u.id
      order by u.name, u.id`,
    [companyId, bound(period.from, '-infinity'), ...queued.params, companyId],
  );
}

/** Tickets open and pending now, and the contacts created in the period (leads). */
async function now(em: EntityManager, companyId: number, period: Period): Promise<NowRow> {
  const [row] = await em.execute<NowRow[]>(
    `select (select count(*)::int from tickets where company_id = ? and status = 'open') as support_happening,
            (select count(*)::int from tickets where company_id = ? and status = 'pending') as support_pending,
            (select count(*)::int from contacts
              where company_id = ? and created_at >= ?::timestamptz and created_at < ?::timestamptz) as leads`,
    [companyId, companyId, companyId, bound(period.from, '-infinity'), bound(period.to, 'infinity')],
  );
  return row ?? { support_happening: 0, support_pending: 0, leads: 0 };
}

export async function dashboardFigures(em: EntityManager, companyId: number, period: Period): Promise<DashboardResponse> {
  const [rows, current] = await Promise.all([perUser(em, companyId, period), now(em, companyId, period)]);
  const total = (key: keyof UserRow) => rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
  const attendants: DashboardAttendant[] = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            name: row.name ?? '',
            rating: average(row.rate_sum ?? 0, row.rate_n ?? 0),
            avgSupportTime: average(row.support_sum ?? 0, row.support_n ?? 0),
            tickets: row.attendances ?? 0,
            online: row.online ?? false,
          },
        ],
  );
  return {
    counters: {
      supportHappening: current.support_happening,
      supportPending: current.support_pending,
      supportFinished: total('finished'),
      avgSupportTime: average(total('support_sum'), total('support_n')),
      avgWaitTime: average(total('wait_sum'), total('wait_n')),
      leads: current.leads,
    },
    attendants,
  };
}
