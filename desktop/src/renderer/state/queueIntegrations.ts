import type { QueueIntegrationRecord } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

function byName(a: QueueIntegrationRecord, b: QueueIntegrationRecord): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}

/** The integrations page's list, kept live by `queueIntegration` events. */
export const useQueueIntegrationsStore = createRecordListStore<QueueIntegrationRecord>({
  order: byName,
  keeps: (record, search) => textMatches(search, record.name),
});
