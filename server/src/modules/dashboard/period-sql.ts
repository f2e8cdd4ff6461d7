import type { Period } from './dashboard-period.ts';

/**
 * The attendances (tracking rows) of one company queued within a period, with their durations in
 * minutes, as a SQL subquery and its parameters. Served by the index (company_id, queued_at).
 */
export function trackedIn(companyId: number, period: Period): { sql: string; params: unknown[] } {
  return {
    sql: `select tt.id, tt.ticket_id, tt.user_id, tt.queued_at, tt.finished_at,
                 extract(epoch from coalesce(tt.rating_at, tt.finished_at) - tt.started_at) / 60 as support_minutes,
                 extract(epoch from tt.started_at - tt.queued_at) / 60 as wait_minutes
            from ticket_trackings tt
           where tt.company_id = ? and tt.queued_at >= ?::timestamptz and tt.queued_at < ?::timestamptz`,
    params: [companyId, bound(period.from, '-infinity'), bound(period.to, 'infinity')],
  };
}

export function bound(instant: Date | null, open: '-infinity' | 'infinity'): string {
  return instant ? instant.toISOString() : open;
}
