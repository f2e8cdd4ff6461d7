import type { QuickMessageBody, QuickMessageListResponse, QuickMessageRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';
import { canSeeQuickMessage, useQuickMessagesStore } from '../../state/quickMessages.ts';
import { useSessionStore } from '../../state/session.ts';

/** Loads one page of the search into the slice (page 1 starts over), unless the answer is no longer wanted. */
export async function loadQuickMessages(search: string, pageNumber: number, wanted: () => boolean = () => true): Promise<void> {
  const page = await api.get<QuickMessageListResponse>('/quick-messages', { query: { searchParam: search || undefined, pageNumber } });
  if (wanted()) {
    useQuickMessagesStore.getState().setPage(search, pageNumber, page.records, page.hasMore);
  }
}

export function getQuickMessage(id: number): Promise<QuickMessageRecord> {
  return api.get<QuickMessageRecord>(`/quick-messages/${id}`);
}

function keep(record: QuickMessageRecord): QuickMessageRecord {
  useQuickMessagesStore.getState().apply(record, canSeeQuickMessage(record, useSessionStore.getState().user));
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
