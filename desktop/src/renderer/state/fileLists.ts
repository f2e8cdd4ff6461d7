import type { FileListRecord } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

/** Ordered like the server: by name, then id. */
function byName(a: FileListRecord, b: FileListRecord): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}

/** The File lists page's list: the pages loaded so far for the current search, kept live by `file` events. */
export const useFileListsStore = createRecordListStore<FileListRecord>({
  order: byName,
  keeps: (record, search) => textMatches(search, record.name),
});
