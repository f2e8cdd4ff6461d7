import type { ContactOptionRecord, ScheduleBody, ScheduleListResponse, ScheduleRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useSchedulesStore } from '../../state/schedules.ts';

/** One period of the calendar (start inclusive, end exclusive); null: every schedule (the list view). */
export type Period = { from: Date; to: Date } | null;

export function schedulesFetcher(period: Period): PageFetcher<ScheduleRecord> {
  return async (search, pageNumber) => {
    const page = await api.get<ScheduleListResponse>('/schedules', {
      query: {
        searchParam: search || undefined,
        pageNumber,
        sendAtFrom: period?.from.toISOString(),
        sendAtTo: period?.to.toISOString(),
      },
    });
    return { records: page.schedules, hasMore: page.hasMore };
  };
}

export function getSchedule(id: number): Promise<ScheduleRecord> {
  return api.get<ScheduleRecord>(`/schedules/${id}`);
}

function keep(record: ScheduleRecord): ScheduleRecord {
  useSchedulesStore.getState().apply(record);
  return record;
}

export async function saveSchedule(id: number | null, body: ScheduleBody): Promise<ScheduleRecord> {
  return keep(id === null ? await api.post<ScheduleRecord>('/schedules', body) : await api.put<ScheduleRecord>(`/schedules/${id}`, body));
}

export async function deleteSchedule(id: number): Promise<void> {
  await api.delete(`/schedules/${id}`);
  useSchedulesStore.getState().remove(id);
}

export async function uploadImage(id: number, file: File): Promise<ScheduleRecord> {
  const form = new FormData();
  form.append('file', file, file.name);
  return keep(await api.post<ScheduleRecord>(`/schedules/${id}/media-upload`, form));
}

export async function removeImage(id: number): Promise<ScheduleRecord> {
  return keep(await api.delete<ScheduleRecord>(`/schedules/${id}/media-upload`));
}

/** Contacts for the picker (at most 50 by name), narrowed by what was typed. */
export function searchContacts(search: string): Promise<ContactOptionRecord[]> {
  return api.get<ContactOptionRecord[]>('/contacts/list', { query: { searchParam: search || undefined } });
}

export function getContactOption(id: number): Promise<ContactOptionRecord> {
  return api.get<ContactOptionRecord>(`/contacts/${id}`);
}
