import type { KanbanResponse, TagKanbanResponse, TagRecord, TicketTagsResponse } from '@balcao/shared';
import { api } from '../../api/index.ts';
import type { LaneKey } from '../../state/kanban.ts';

/** GET /tags/kanban: the board's lanes (the tags flagged kanban). */
export async function fetchLanes(): Promise<TagRecord[]> {
  return (await api.get<TagKanbanResponse>('/tags/kanban')).lista;
}

/** GET /ticket/kanban: one page of a lane's cards. */
export function fetchLane(lane: LaneKey, pageNumber: number, showAll: boolean, signal?: AbortSignal): Promise<KanbanResponse> {
  return api.get<KanbanResponse>('/ticket/kanban', {
    query: { lane: String(lane), pageNumber, showAll: String(showAll) },
    ...(signal ? { signal } : {}),
  });
}

/** A card to a tag's lane (PUT), or back to the untagged lane (DELETE strips its kanban tags). */
export function moveToLane(ticketId: number, lane: LaneKey): Promise<TicketTagsResponse> {
  return lane === 'none'
    ? api.delete<TicketTagsResponse>(`/ticket-tags/${ticketId}`)
    : api.put<TicketTagsResponse>(`/ticket-tags/${ticketId}/${lane}`);
}
