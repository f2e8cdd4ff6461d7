import type { UserRecord } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

/** Ordered like the server: by name, then id. */
function byName(a: UserRecord, b: UserRecord): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}

/** The Users page's list: the pages loaded so far for the current search, kept live by `user` events. */
export const useUsersStore = createRecordListStore<UserRecord>({
  order: byName,
  keeps: (record, search) => textMatches(search, record.name, record.email),
});
