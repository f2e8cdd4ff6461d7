import type { TicketListedParts, TicketRecord, TicketSummary } from '@balcao/shared';
import type { Contact } from '../contacts/contact.entity.ts';
import type { Ticket } from './ticket.entity.ts';

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
 * The ticket as announced alongside a message on `appMessage`; with `listed` (what its list row shows,
 * read in the same breath as the message was stored), a client that had not listed it needs no read.
 */
export function ticketPayload(
  ticket: Pick<
    Ticket,
    'id' | 'uuid' | 'status' | 'queueId' | 'userId' | 'whatsappId' | 'chatbot' | 'lastMessage' | 'unreadMessages' | 'updatedAt'
  >,
  contact: Pick<Contact, 'id' | 'name' | 'number' | 'profilePicUrl'>,
  listed?: TicketListedParts | null,
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
    ...listed,
  };
}
