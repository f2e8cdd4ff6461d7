import type { InvoiceRecord } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

/** Ordered like the server: latest due date first, then id. */
function byDueDate(a: InvoiceRecord, b: InvoiceRecord): number {
  return a.dueDate < b.dueDate ? 1 : a.dueDate > b.dueDate ? -1 : b.id - a.id;
}

/** /financeiro's list: the pages loaded so far for the current search. */
export const useInvoicesStore = createRecordListStore<InvoiceRecord>({
  order: byDueDate,
  keeps: (record, search) => textMatches(search, record.detail),
});
