import type { QuickMessageBody, QuickMessageListResponse, QuickMessageRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useQuickMessagesStore } from '../../state/quickMessages.ts';

export const fetchQuickMessages: PageFetcher<QuickMessageRecord> = (search, pageNumber) =>
  api.get<QuickMessageListResponse>('/quick-messages', { query: { searchParam: search || undefined, pageNumber } });

export function getQuickMessage(id: number): Promise<QuickMessageRecord> {
  return api.get<QuickMessageRecord>(`/quick-messages/${id}`);
}

function keep(record: QuickMessageRecord): QuickMessageRecord {
  useQuickMessagesStore.getState().apply(record);
  return record;
}

export async function saveQuickMessage(id: number | null, body: QuickMessageBody): Promise<QuickMessageRecord> {
  return keep(
    id === null
      ? await api.post<QuickMessageRecord>('/quick-messages', body)
      : await api.put<QuickMessageRecord>(`/quick-messages/${id}`, body),
  );
}

export async function deleteQuickMessage(id: number): Promise<void> {
  await api.delete(`/quick-messages/${id}`);
  useQuickMessagesStore.getState().remove(id);
}

export async function uploadAttachment(id: number, file: File): Promise<QuickMessageRecord> {
  const form = new FormData();
  form.append('file', file, file.name);
  return keep(await api.post<QuickMessageRecord>(`/quick-messages/${id}/media-upload`, form));
}

export async function removeAttachment(id: number): Promise<QuickMessageRecord> {
  return keep(await api.delete<QuickMessageRecord>(`/quick-messages/${id}/media-upload`));
}
