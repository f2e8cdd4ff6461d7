import type { TicketSummary } from '@balcao/shared';
import type { Contact } from '../contacts/contact.entity.ts';
import type { Ticket } from './ticket.entity.ts';

/** The ticket as announced alongside a message on `appMessage`. */
export function ticketPayload(
  ticket: Pick<
    Ticket,
    'id' | 'uuid' | 'status' | 'queueId' | 'userId' | 'whatsappId' | 'chatbot' | 'lastMessage' | 'unreadMessages' | 'updatedAt'
  >,
  contact: Pick<Contact, 'id' | 'name' | 'number' | 'profilePicUrl'>,
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
  };
}
