import type { AuditAction, AuditListResponse, AuditRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';
import { createRecordListStore, textMatches, type PageFetcher } from '../../components/list/index.ts';

export type AuditFilters = { action: AuditAction | ''; from: string; to: string };

/** Settings › Audit log: newest first, as the server pages it. */
export const useAuditStore = createRecordListStore<AuditRecord>({
  order: (a, b) => (a.createdAt > b.createdAt ? -1 : a.createdAt < b.createdAt ? 1 : b.id - a.id),
  keeps: (record, search) => textMatches(search, record.actorName ?? '', record.targetLabel ?? '', record.address ?? ''),
});

export function auditFetcher(filters: AuditFilters): PageFetcher<AuditRecord> {
  return async (search, pageNumber) => {
    const page = await api.get<AuditListResponse>('/audit-log', {
      query: {
        searchParam: search || undefined,
        pageNumber,
        action: filters.action || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
      },
    });
    return { records: page.records, hasMore: page.hasMore };
  };
}
