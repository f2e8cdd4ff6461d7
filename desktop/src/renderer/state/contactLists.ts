import type { ContactListItemRecord, ContactListRecord } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

/** Ordered like the server: by name, then id. */
function byName<R extends { id: number; name: string }>(a: R, b: R): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}

/** The Contact lists page's list, kept live by `contactList` events (counts included). */
export const useContactListsStore = createRecordListStore<ContactListRecord>({
  order: byName,
  keeps: (record, search) => textMatches(search, record.name),
});

/** The list whose items the items page shows: `contactListItem` events of other lists are not its. */
let shownListId: number | null = null;

function itemMatches(record: ContactListItemRecord, search: string): boolean {
  const digits = search.replace(/\D/g, '');
  return textMatches(search, record.name, record.email) || (digits !== '' && record.number.includes(digits));
}

/** The items page's list: the loaded pages of one list, kept live by `contactListItem` events. */
export const useContactListItemsStore = createRecordListStore<ContactListItemRecord>({
  order: byName,
  keeps: (record, search) => record.contactListId === shownListId && itemMatches(record, search),
});

/** The items page opened a list: what another list left in the store goes. */
export function showContactList(id: number): void {
  if (shownListId !== id) {
    shownListId = id;
    useContactListItemsStore.getState().reset();
  }
}
