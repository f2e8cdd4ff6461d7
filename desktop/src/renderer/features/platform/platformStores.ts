import type { CompanyRecord, PlanRecord } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../../components/list/recordListStore.ts';

function byName<R extends { id: number; name: string }>(a: R, b: R): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}

/** Settings › Plans: ordered like the server (name, then id). */
export const usePlansStore = createRecordListStore<PlanRecord>({
  order: byName,
  keeps: (record, search) => textMatches(search, record.name),
});

/** Settings › Companies: ordered like the server (name, then id). */
export const useCompaniesStore = createRecordListStore<CompanyRecord>({
  order: byName,
  keeps: (record, search) => textMatches(search, record.name, record.email ?? ''),
});
