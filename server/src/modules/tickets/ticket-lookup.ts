import type { TicketStatus } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hotRows } from '../../platform/database/hot-read.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertCanSee, type TicketViewer } from './ticket-access.ts';

/** What a conversation's reads need of its ticket: where it stands (for the access check and rooms) and what to mark read. */
export type TicketLookup = {
  id: number;
  companyId: number;
  status: TicketStatus;
  queueId: number | null;
  userId: number | null;
  contactId: number;
  whatsappId: number | null;
  unreadMessages: number;
};

export type TicketLookupRow = {
  id: number;
  company_id: number;
  status: TicketStatus;
  queue_id: number | null;
  user_id: number | null;
  contact_id: number;
  whatsapp_id: number | null;
  unread_messages: number;
};

export function ticketLookupOf(row: TicketLookupRow): TicketLookup {
  return {
    id: row.id,
    companyId: row.company_id,
    status: row.status,
    queueId: row.queue_id,
    userId: row.user_id,
    contactId: row.contact_id,
    whatsappId: row.whatsapp_id,
    unreadMessages: row.unread_messages,
  };
}

/**
 * A ticket the viewer may see, read as one plain row by its primary key (no entity, no related
 * table): ERR_NO_TICKET_FOUND when unknown or another company's, ERR_NO_PERMISSION outside their reach.
 */
export async function lookUpVisibleTicket(em: EntityManager, viewer: TicketViewer, id: number): Promise<TicketLookup> {
  const [row] = await hotRows<TicketLookupRow>(
    em,
    `select id, company_id, status, queue_id, user_id, contact_id, whatsapp_id, unread_messages
       from tickets where id = ? and company_id = ?`,
    [id, viewer.companyId],
  );
  if (!row) {
    throw new AppError('ERR_NO_TICKET_FOUND', { message: 'No ticket found with this ID' });
  }
  const ticket = ticketLookupOf(row);
  assertCanSee(viewer, ticket);
  return ticket;
}
