import type { HelpBody, HelpRecord } from '@balcao/shared';
import { api } from '../../api/index.ts';

/** GET /helps/list: every help video. */
export function listHelps(): Promise<HelpRecord[]> {
  return api.get<HelpRecord[]>('/helps/list');
}

export function saveHelp(id: number | null, body: HelpBody): Promise<HelpRecord> {
  return id === null ? api.post<HelpRecord>('/helps', body) : api.put<HelpRecord>(`/helps/${id}`, body);
}

export function deleteHelp(id: number): Promise<void> {
  return api.delete<void>(`/helps/${id}`);
}
