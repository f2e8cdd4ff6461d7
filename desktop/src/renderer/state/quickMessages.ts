import type { QuickMessageRecord, SessionUser } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';
import { useSessionStore } from './session.ts';

/** Ordered like the server: by shortcode, then id. */
function byShortcode(a: QuickMessageRecord, b: QuickMessageRecord): number {
  return a.shortcode < b.shortcode ? -1 : a.shortcode > b.shortcode ? 1 : a.id - b.id;
}

/** Whether the signed-in user sees this record in the table: their own, company-wide ones, or any as an admin. */
export function canSeeQuickMessage(record: QuickMessageRecord, user: SessionUser | null): boolean {
  if (!user) {
    return false;
  }
  return record.geral || record.userId === user.id || user.profile === 'admin' || user.super;
}

/** The Quick messages page's list: the pages loaded so far for the current search, kept live by `quickMessage` events. */
export const useQuickMessagesStore = createRecordListStore<QuickMessageRecord>({
  order: byShortcode,
  keeps: (record, search) =>
    canSeeQuickMessage(record, useSessionStore.getState().user) && textMatches(search, record.shortcode, record.message),
});

export const selectQuickMessages = (state: { records: QuickMessageRecord[] }): QuickMessageRecord[] => state.records;
