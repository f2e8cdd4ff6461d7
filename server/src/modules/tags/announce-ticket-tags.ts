import type { TagRef } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { ticketRecord } from '../tickets/ticket-records.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import type { Ticket } from '../tickets/ticket.entity.ts';

/**
 * After a change of a ticket's tags (committed): the ticket's `update` with its new `tags` to everyone
 * who may see it. Lists, the conversation and the kanban refresh from it; a lost event is repaired by
 * the client's catch-up, so a failure here is logged, never thrown.
 */
export async function announceTicketTags(
  { realtime, logger }: { realtime: Realtime; logger: Logger },
  em: EntityManager,
  ticket: Ticket,
  tags: TagRef[],
): Promise<void> {
  try {
    const record = await ticketRecord(forkForCompany(em, ticket.companyId), ticket.companyId, ticket.id);
    if (record) {
      await realtime.emit(ticket.companyId, 'ticket', { action: 'update', ticket: { ...record, tags } }, ticketRooms(ticket));
    }
  } catch (error) {
    logger.warn({ err: error, ticketId: ticket.id }, 'could not announce the tags of a ticket');
  }
}
