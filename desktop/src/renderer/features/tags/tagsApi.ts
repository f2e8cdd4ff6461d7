import type { TagBody, TagListItem, TagListResponse, TagRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { PageFetcher } from '../../components/list/index.ts';
import { useTagsStore } from '../../state/tags.ts';

export const fetchTags: PageFetcher<TagListItem> = async (search, pageNumber) => {
  const page = await api.get<TagListResponse>('/tags', { query: { searchParam: search || undefined, pageNumber } });
  return { records: page.tags, hasMore: page.hasMore };
};

export function getTag(id: number): Promise<TagRecord> {
  return api.get<TagRecord>(`/tags/${id}`);
}

function keep(record: TagListItem): TagListItem {
  useTagsStore.getState().apply(record);
  return record;
}

export async function saveTag(id: number | null, body: TagBody): Promise<TagListItem> {
  return keep(id === null ? await api.post<TagListItem>('/tags', body) : await api.put<TagListItem>(`/tags/${id}`, body));
}

/** Makes a tag a kanban lane, or no longer one (admins and supervisors: the server checks). */
export async function setTagKanban(id: number, kanban: boolean): Promise<TagListItem> {
  return keep(await api.put<TagListItem>(`/tags/${id}`, { kanban }));
}

export async function deleteTag(id: number): Promise<void> {
  await api.delete(`/tags/${id}`);
  useTagsStore.getState().remove(id);
}
