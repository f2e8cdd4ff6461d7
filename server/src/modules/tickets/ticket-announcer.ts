import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { Contact } from '../contacts/contact.entity.ts';
import type { Ticket } from './ticket.entity.ts';
import { ticketPayload } from './ticket-payload.ts';
import { ticketRooms } from './ticket-rooms.ts';

/** Where a ticket was listed before a change: the rooms of its former status, queue and assignee. */
export type TicketPlacement = Pick<Ticket, 'companyId' | 'id' | 'status' | 'queueId' | 'userId'>;

export function placementOf(ticket: Ticket): TicketPlacement {
  return {
    companyId: ticket.companyId,
    id: ticket.id,
    status: ticket.status,
    queueId: ticket.queueId ?? null,
    userId: ticket.userId ?? null,
  };
}

/**
 * Announces a changed ticket to everyone who saw it before (so it leaves their list) and everyone who
 * sees it now. A lost event is repaired by the client's catch-up, so a failure is only logged.
 */
export async function announceTicketChange(
  { realtime, logger }: { realtime: Realtime; logger: Logger },
  before: TicketPlacement,
  ticket: Ticket,
  contact: Pick<Contact, 'id' | 'name' | 'number' | 'profilePicUrl'>,
): Promise<void> {
  const rooms = [...new Set([...ticketRooms(before), ...ticketRooms(ticket)])];
  try {
    await realtime.emit(ticket.companyId, 'ticket', { action: 'update', ticket: ticketPayload(ticket, contact) }, rooms);
  } catch (error) {
    logger.warn({ err: error, ticketId: ticket.id }, 'could not announce a ticket change');
  }
}
