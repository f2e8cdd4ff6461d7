import type { ScheduleRecord } from '@balcao/shared';
import { createRecordListStore, textMatches } from '../components/list/recordListStore.ts';

/** Ordered like the server: by send time, then id. */
function bySendAt(a: ScheduleRecord, b: ScheduleRecord): number {
  return a.sendAt < b.sendAt ? -1 : a.sendAt > b.sendAt ? 1 : a.id - b.id;
}

/**
 * The Schedules page's records: the pages loaded for the current search (and, in the calendar
 * views, the visible period), kept live by `schedule` events, statuses included.
 */
export const useSchedulesStore = createRecordListStore<ScheduleRecord>({
  order: bySendAt,
  keeps: (record, search) => textMatches(search, record.body, record.contact.name),
});
