import type { TicketRecord } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import type { Ticket } from './ticket.entity.ts';
import { ticketRecord } from './ticket-records.ts';
import { ticketRooms } from './ticket-rooms.ts';

/** Where a ticket was listed before a change: the rooms of its former status, queue and assignee. */
export type TicketPlacement = Pick<Ticket, 'companyId' | 'id' | 'status' | 'queueId' | 'userId'>;

type Deps = { em: EntityManager; realtime: Realtime; logger: Logger };

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
 * Announces a changed ticket: rooms that saw it before and do not see it now get `delete` (it leaves
 * their list), rooms that see it now get `update` with the whole record (answered, when it could be
 * read). Call after commit. A lost event is repaired by the client's catch-up, so a failure is only logged.
 */
export async function announceTicketChange(
  { em, realtime, logger }: Deps,
  before: TicketPlacement | null,
  ticket: Ticket,
): Promise<TicketRecord | null> {
  const now = ticketRooms(ticket);
  const gone = before ? ticketRooms(before).filter((room) => !now.includes(room)) : [];
  let record: TicketRecord | null = null;
  try {
    if (gone.length > 0) {
      await realtime.emit(ticket.companyId, 'ticket', { action: 'delete', ticketId: ticket.id }, gone);
    }
    record = await ticketRecord(forkForCompany(em, ticket.companyId), ticket.companyId, ticket.id);
    if (record) {
      await realtime.emit(ticket.companyId, 'ticket', { action: 'update', ticket: record }, now);
    }
  } catch (error) {
    logger.warn({ err: error, ticketId: ticket.id }, 'could not announce a ticket change');
  }
  return record;
}

/** A deleted ticket leaves every list that showed it. */
export async function announceTicketDeleted({ realtime, logger }: Omit<Deps, 'em'>, ticket: TicketPlacement): Promise<void> {
  try {
    await realtime.emit(ticket.companyId, 'ticket', { action: 'delete', ticketId: ticket.id }, ticketRooms(ticket));
  } catch (error) {
    logger.warn({ err: error, ticketId: ticket.id }, 'could not announce a deleted ticket');
  }
}
