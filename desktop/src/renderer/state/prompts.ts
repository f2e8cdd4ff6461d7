import type { PromptRecord } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

function byName(a: PromptRecord, b: PromptRecord): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}

/** The AI prompts page's list, kept live by `prompt` events. */
export const usePromptsStore = createRecordListStore<PromptRecord>({
  order: byName,
  keeps: (record, search) => textMatches(search, record.name),
});
