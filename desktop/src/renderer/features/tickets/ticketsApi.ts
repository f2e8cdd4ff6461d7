import type {
  ContactListResponse,
  TagRecord,
  TicketCreateBody,
  TicketListQuery,
  TicketListResponse,
  TicketRecord,
  TicketUpdateBody,
} from '@balcao/shared';
import { api, type QueryValue } from '../../api/index.ts';

/** Lists of ids travel as JSON arrays (`[1,2]`), as the reference client sends them. */
function listQuery(query: TicketListQuery): Record<string, QueryValue> {
  const result: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      if (value.length > 0) {
        result[key] = JSON.stringify(value);
      }
    } else if (value !== undefined && value !== '') {
      result[key] = value as QueryValue;
    }
  }
  return result;
}

/** GET /tickets: one page (40) of the tickets the caller may see. */
export function listTickets(query: TicketListQuery, signal?: AbortSignal): Promise<TicketListResponse> {
  return api.get<TicketListResponse>('/tickets', { query: listQuery(query), ...(signal ? { signal } : {}) });
}

const ticketsInFlight = new Map<string, Promise<TicketRecord>>();

/**
 * GET /tickets/u/{uuid}: 403 ERR_NO_PERMISSION when a non-admin is outside the ticket's queue. Callers
 * asking while the same request is under way (the page's guard and the conversation pane, opening one
 * ticket) share its answer.
 */
export function getTicketByUuid(uuid: string): Promise<TicketRecord> {
  const pending = ticketsInFlight.get(uuid);
  if (pending) {
    return pending;
  }
  const request = api.get<TicketRecord>(`/tickets/u/${encodeURIComponent(uuid)}`).finally(() => ticketsInFlight.delete(uuid));
  ticketsInFlight.set(uuid, request);
  return request;
}

export function getTicket(id: number): Promise<TicketRecord> {
  return api.get<TicketRecord>(`/tickets/${id}`);
}

/** Accept, close, return, reopen and transfer are all a PUT of these fields. */
export function updateTicket(id: number, body: TicketUpdateBody): Promise<TicketRecord> {
  return api.put<TicketRecord>(`/tickets/${id}`, body);
}

export function createTicket(body: TicketCreateBody): Promise<TicketRecord> {
  return api.post<TicketRecord>('/tickets', body);
}

export async function deleteTicket(id: number): Promise<void> {
  await api.delete(`/tickets/${id}`);
}

/** Pending to open with the current user. */
export function acceptTicket(id: number, userId: number): Promise<TicketRecord> {
  return updateTicket(id, { status: 'open', userId });
}

/** Closed by the current user, keeping the queue. */
export function closeTicket(ticket: Pick<TicketRecord, 'id' | 'queueId'>, userId: number): Promise<TicketRecord> {
  return updateTicket(ticket.id, { status: 'closed', userId, queueId: ticket.queueId });
}

/** Closed to open with the current user, same queue. */
export function reopenTicket(ticket: Pick<TicketRecord, 'id' | 'queueId'>, userId: number): Promise<TicketRecord> {
  return updateTicket(ticket.id, { status: 'open', userId, queueId: ticket.queueId });
}

/** GET /tags/list: the company's tags (the Search tab's filter). */
export function listTags(): Promise<TagRecord[]> {
  return api.get<TagRecord[]>('/tags/list');
}

/** GET /contacts?searchParam: the new-ticket modal's contact search. */
export function searchContacts(searchParam: string, signal?: AbortSignal): Promise<ContactListResponse> {
  return api.get<ContactListResponse>('/contacts', { query: { searchParam, pageNumber: 1 }, ...(signal ? { signal } : {}) });
}
