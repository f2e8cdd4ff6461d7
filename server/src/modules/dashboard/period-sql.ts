import type { Period } from './dashboard-period.ts';

/**
 * The condition selecting one company's attendances (tracking rows `tt`) queued within a period,
 * served by the index (company_id, queued_at), and its parameters.
 */
export function queuedIn(companyId: number, period: Period): { sql: string; params: unknown[] } {
  return {
    sql: 'tt.company_id = ? and tt.queued_at >= ?::timestamptz and tt.queued_at < ?::timestamptz',
    params: [companyId, bound(period.from, '-infinity'), bound(period.to, 'infinity')],
  };
}

export function bound(instant: Date | null, open: '-infinity' | 'infinity'): string {
  return instant ? instant.toISOString() : open;
}
