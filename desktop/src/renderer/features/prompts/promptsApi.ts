import type { PromptCreateBody, PromptListResponse, PromptRecord, PromptUpdateBody } from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { usePromptsStore } from '../../state/prompts.ts';

export const fetchPrompts: PageFetcher<PromptRecord> = async (search, pageNumber) => {
  const page = await api.get<PromptListResponse>('/prompt', { query: { searchParam: search || undefined, pageNumber } });
  return { records: page.prompts, hasMore: page.hasMore };
};

export function getPrompt(id: number): Promise<PromptRecord> {
  return api.get<PromptRecord>(`/prompt/${id}`);
}

export async function savePrompt(id: number | null, body: PromptCreateBody | PromptUpdateBody): Promise<PromptRecord> {
  const saved = id === null ? await api.post<PromptRecord>('/prompt', body) : await api.put<PromptRecord>(`/prompt/${id}`, body);
  usePromptsStore.getState().apply(saved);
  return saved;
}

export async function deletePrompt(id: number): Promise<void> {
  await api.delete(`/prompt/${id}`);
  usePromptsStore.getState().remove(id);
}
