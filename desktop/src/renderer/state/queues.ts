import type { QueueRecord } from '@balcao/shared';
import { createRecordListStore } from '../components/list/recordListStore.ts';

/** Ordered like the server: by `orderQueue` (empty last), then by name. */
function byOrder(a: QueueRecord, b: QueueRecord): number {
  const orderA = a.orderQueue ?? Number.MAX_SAFE_INTEGER;
  const orderB = b.orderQueue ?? Number.MAX_SAFE_INTEGER;
  return orderA - orderB || a.name.localeCompare(b.name);
}

/** The company's queues (listed whole): loaded by the Queues page and the connection dialog, kept live by `queue` events. */
export const useQueuesStore = createRecordListStore<QueueRecord>({ order: byOrder });

export const selectQueues = (state: { records: QueueRecord[] }): QueueRecord[] => state.records;
export const selectQueuesLoaded = (state: { loaded: boolean }): boolean => state.loaded;
