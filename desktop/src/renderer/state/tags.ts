import type { TagListItem } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

/** Ordered like the server: by name, then id. */
function byName(a: TagListItem, b: TagListItem): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}

/** The Tags page's list: the pages loaded so far for the current search, kept live by `tag` events. */
export const useTagsStore = createRecordListStore<TagListItem>({
  order: byName,
  keeps: (record, search) => textMatches(search, record.name),
});
