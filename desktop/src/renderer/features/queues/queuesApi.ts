import type { QueueBody, QueueOptionRecord, QueueRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useQueuesStore } from '../../state/queues.ts';

/** The company's queues, listed whole. */
export const fetchQueues: PageFetcher<QueueRecord> = async () => ({ records: await api.get<QueueRecord[]>('/queue'), hasMore: false });

/** Loads the company's queues into the queues slice (for the screens that pick a queue). */
export async function loadQueues(): Promise<void> {
  useQueuesStore.getState().setAll((await fetchQueues('', 1)).records);
}

export function getQueue(id: number): Promise<QueueRecord> {
  return api.get<QueueRecord>(`/queue/${id}`);
}

export async function saveQueue(id: number | null, body: QueueBody): Promise<QueueRecord> {
  const saved = id === null ? await api.post<QueueRecord>('/queue', body) : await api.put<QueueRecord>(`/queue/${id}`, body);
  useQueuesStore.getState().apply(saved);
  return saved;
}

export async function deleteQueue(id: number): Promise<void> {
  await api.delete(`/queue/${id}`);
  useQueuesStore.getState().remove(id);
}

/** The options of one level of a queue's menu (`parentId` null: the top level). */
export function listQueueOptions(queueId: number, parentId: number | null): Promise<QueueOptionRecord[]> {
  return api.get<QueueOptionRecord[]>('/queue-options', { query: { queueId, parentId: parentId ?? -1 } });
}

export type QueueOptionDraft = Pick<QueueOptionRecord, 'title' | 'message' | 'option'>;

export function saveQueueOption(
  id: number | null,
  level: { queueId: number; parentId: number | null },
  draft: QueueOptionDraft,
): Promise<QueueOptionRecord> {
  return id === null
    ? api.post<QueueOptionRecord>('/queue-options', { ...level, ...draft })
    : api.put<QueueOptionRecord>(`/queue-options/${id}`, draft);
}

export async function deleteQueueOption(id: number): Promise<void> {
  await api.delete(`/queue-options/${id}`);
}
