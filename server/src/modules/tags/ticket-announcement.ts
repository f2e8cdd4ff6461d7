import type { TagRef, TicketRecord } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Queue } from '../queues/queue.entity.ts';
import type { Ticket } from '../tickets/ticket.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * The whole record of a ticket whose tags changed, as the ticket `update` event carries it (so lists
 * refresh its chips). Once the tickets module's own record builder adds tags, this can use it.
 */
export async function ticketRecordWithTags(em: EntityManager, ticket: Ticket, tags: TagRef[]): Promise<TicketRecord> {
  const [contact, user, queue, whatsapp] = await Promise.all([
    em.findOneOrFail(Contact, { id: ticket.contactId }),
    ticket.userId ? em.findOne(User, { id: ticket.userId }, { fields: ['id', 'name'] }) : null,
    ticket.queueId ? em.findOne(Queue, { id: ticket.queueId }, { fields: ['id', 'name', 'color'] }) : null,
    ticket.whatsappId ? em.findOne(Whatsapp, { id: ticket.whatsappId }, { fields: ['id', 'name'] }) : null,
  ]);
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    status: ticket.status,
    contactId: contact.id,
    contact: { id: contact.id, name: contact.name, number: contact.number, profilePicUrl: contact.profilePicUrl, email: contact.email },
    userId: ticket.userId ?? null,
    user: user ? { id: user.id, name: user.name } : null,
    queueId: ticket.queueId ?? null,
    queue: queue ? { id: queue.id, name: queue.name, color: queue.color } : null,
    whatsappId: ticket.whatsappId ?? null,
    whatsapp: whatsapp ? { id: whatsapp.id, name: whatsapp.name } : null,
    lastMessage: ticket.lastMessage,
    fromMe: ticket.fromMe,
    unreadMessages: ticket.unreadMessages,
    isGroup: ticket.isGroup,
    chatbot: ticket.chatbot,
    useIntegration: ticket.useIntegration,
    promptId: ticket.promptId ?? null,
    integrationId: ticket.integrationId ?? null,
    tags,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}
