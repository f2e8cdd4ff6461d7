import type { QuickMessageRecord, SessionUser } from '@balcao/shared';
import { create } from 'zustand';

/** The Quick messages page's list: the pages loaded so far for the current search, kept live by `quickMessage` events. */
export type QuickMessagesState = {
  records: QuickMessageRecord[];
  search: string;
  pageNumber: number;
  hasMore: boolean;
  loaded: boolean;
};

export type QuickMessagesActions = {
  /** A page of results: page 1 replaces the list, later pages extend it. */
  setPage: (search: string, pageNumber: number, records: QuickMessageRecord[], hasMore: boolean) => void;
  /** A created or changed record: kept if `visible` (the caller may see it and it matches the search), else dropped. */
  apply: (record: QuickMessageRecord, visible: boolean) => void;
  remove: (id: number) => void;
  reset: () => void;
};

export function getEmptyQuickMessagesState(): QuickMessagesState {
  return { records: [], search: '', pageNumber: 0, hasMore: false, loaded: false };
}

/** Ordered like the server: by shortcode, then id. */
function byShortcode(a: QuickMessageRecord, b: QuickMessageRecord): number {
  return a.shortcode < b.shortcode ? -1 : a.shortcode > b.shortcode ? 1 : a.id - b.id;
}

export function matchesSearch(record: QuickMessageRecord, search: string): boolean {
  const text = search.trim().toLowerCase();
  return text === '' || record.shortcode.toLowerCase().includes(text) || record.message.toLowerCase().includes(text);
}

export const useQuickMessagesStore = create<QuickMessagesState & QuickMessagesActions>()((set) => ({
  ...getEmptyQuickMessagesState(),
  setPage: (search, pageNumber, records, hasMore) =>
    set((state) => {
      const kept = pageNumber === 1 ? [] : state.records.filter(({ id }) => !records.some((record) => record.id === id));
      return { search, pageNumber, hasMore, loaded: true, records: [...kept, ...records].sort(byShortcode) };
    }),
  apply: (record, visible) =>
    set((state) => {
      const others = state.records.filter(({ id }) => id !== record.id);
      return { records: visible && matchesSearch(record, state.search) ? [...others, record].sort(byShortcode) : others };
    }),
  remove: (id) => set((state) => ({ records: state.records.filter((record) => record.id !== id) })),
  reset: () => set(getEmptyQuickMessagesState()),
}));

export const selectQuickMessages = (state: QuickMessagesState): QuickMessageRecord[] => state.records;

/** Whether the signed-in user sees this record in the table: their own, company-wide ones, or any as an admin. */
export function canSeeQuickMessage(record: QuickMessageRecord, user: SessionUser | null): boolean {
  if (!user) {
    return false;
  }
  return record.geral || record.userId === user.id || user.profile === 'admin' || user.super;
}
