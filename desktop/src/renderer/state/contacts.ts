import type { ContactRecord } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

/** Ordered like the server: by name, then id. */
function byName(a: ContactRecord, b: ContactRecord): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}

/** The Contacts page's list: the pages loaded so far for the current search, kept live by `contact` events. */
export const useContactsStore = createRecordListStore<ContactRecord>({
  order: byName,
  keeps: (record, search) =>
    textMatches(search, record.name, record.email) ||
    (search.replace(/\D/g, '') !== '' && record.number.includes(search.replace(/\D/g, ''))),
});
