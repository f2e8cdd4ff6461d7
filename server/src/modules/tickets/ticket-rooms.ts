import { rooms } from '../../platform/realtime/rooms.ts';
import type { Ticket } from './ticket.entity.ts';

/** Everyone who may see a ticket change: admins by status, its queue's attendants, its assignee, its open conversation. */
export function ticketRooms(ticket: Pick<Ticket, 'companyId' | 'id' | 'status' | 'queueId' | 'userId'>): string[] {
  const { companyId, status } = ticket;
  const queueId = ticket.queueId ?? null;
  const result = [
    rooms.tickets(companyId, status),
    rooms.queueTickets(companyId, queueId, status),
    rooms.notifications(companyId),
    rooms.queueNotifications(companyId, queueId),
    rooms.ticket(companyId, String(ticket.id)),
  ];
  if (ticket.userId !== null && ticket.userId !== undefined) {
    result.push(rooms.user(companyId, ticket.userId));
  }
  return result;
}
