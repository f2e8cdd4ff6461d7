import type { AnnouncementRecord } from '@balcao/shared';
import { create } from 'zustand';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

/** The server's order: most urgent first (priority 1), then the newest. */
export function byUrgency(a: AnnouncementRecord, b: AnnouncementRecord): number {
  return a.priority - b.priority || b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** The top bar's announcements (the active ones), kept live by `announcement` events. */
export const useAnnouncementFeedStore = createRecordListStore<AnnouncementRecord>({ order: byUrgency });

/**
 * The super users' /announcements table. Its events carry what everyone sees (an inactive one comes
 * as a delete), so the table fetches its first page again on each instead of patching.
 */
export const useAnnouncementsStore = createRecordListStore<AnnouncementRecord>({
  order: byUrgency,
  keeps: (record, search) => textMatches(search, record.title, record.text),
});

const READ_KEY = (userId: number) => `balcao.announcements.read.${userId}`;

function readIdsOf(userId: number): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(READ_KEY(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

type ReadState = {
  userId: number | null;
  readIds: number[];
  /** Loads what this user already read on this device. */
  setUser: (userId: number) => void;
  /** The popover was opened: everything it shows counts as read. */
  markRead: (ids: number[]) => void;
};

/** Which announcements the user has seen, kept per user on this device. */
export const useAnnouncementReadStore = create<ReadState>()((set, get) => ({
  userId: null,
  readIds: [],
  setUser: (userId) => set({ userId, readIds: readIdsOf(userId) }),
  markRead: (ids) => {
    const { userId } = get();
    if (userId === null) {
      return;
    }
    // Only ids still shown are kept, so the list does not grow for ever.
    set({ readIds: ids });
    try {
      localStorage.setItem(READ_KEY(userId), JSON.stringify(ids));
    } catch {
      // Private mode: the count resets with the page.
    }
  },
}));

/** How many of the listed announcements the user has not seen. */
export function unreadCount(records: AnnouncementRecord[], readIds: number[]): number {
  return records.filter((record) => !readIds.includes(record.id)).length;
}
