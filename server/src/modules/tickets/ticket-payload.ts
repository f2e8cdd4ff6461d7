import type { TicketListedParts, TicketRecord, TicketSummary } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import type { Contact } from '../contacts/contact.entity.ts';
import type { Ticket } from './ticket.entity.ts';
import { ticketRecord } from './ticket-records.ts';

/** What a summary always shows besides its own fields (its connection), and what it may show of its list row. */
export type SummaryParts = Pick<TicketListedParts, 'whatsapp'> & Partial<TicketListedParts>;

/** What a ticket's list row shows besides the summary, from its record. */
export function listedPartsOf(record: TicketRecord): TicketListedParts {
  return {
    queue: record.queue,
    whatsapp: record.whatsapp,
    user: record.user,
    tags: record.tags,
    held: record.held ?? null,
    botFailure: record.botFailure ?? null,
  };
}

/**
 * What the ticket's list row shows (queue, connection, user, tags), read now so that no client reads a
 * ticket it had not listed (a new one above all). When the record cannot be read, or was changed since
 * `ticket` was, only its connection (the reference product's client shows its name on every row).
 */
export async function readSummaryParts(em: EntityManager, ticket: Ticket): Promise<SummaryParts> {
  const record = await ticketRecord(em, ticket.companyId, ticket.id).catch(() => null);
  const same =
    record !== null &&
    record.queueId === (ticket.queueId ?? null) &&
    record.userId === (ticket.userId ?? null) &&
    record.whatsappId === (ticket.whatsappId ?? null);
  if (same) {
    return listedPartsOf(record);
  }
  const connection = ticket.whatsappId ? await em.findOne(Whatsapp, { id: ticket.whatsappId }, { fields: ['id', 'name'] }) : null;
  return { whatsapp: connection ? { id: connection.id, name: connection.name } : null };
}

/**
 * The ticket as announced alongside a message on `appMessage`: always with its connection; with the
 * other listed parts (read in the same breath as the message was stored), a client that had not listed
 * it needs no read.
 */
export function ticketPayload(
  ticket: Pick<
    Ticket,
    'id' | 'uuid' | 'status' | 'queueId' | 'userId' | 'whatsappId' | 'chatbot' | 'lastMessage' | 'unreadMessages' | 'updatedAt'
  >,
  contact: Pick<Contact, 'id' | 'name' | 'number' | 'profilePicUrl'>,
  parts: SummaryParts,
): TicketSummary {
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    status: ticket.status,
    queueId: ticket.queueId ?? null,
    userId: ticket.userId ?? null,
    whatsappId: ticket.whatsappId ?? null,
    chatbot: ticket.chatbot,
    lastMessage: ticket.lastMessage,
    unreadMessages: ticket.unreadMessages,
    updatedAt: ticket.updatedAt.toISOString(),
    contact: { id: contact.id, name: contact.name, number: contact.number, profilePicUrl: contact.profilePicUrl },
    ...parts,
  };
}
