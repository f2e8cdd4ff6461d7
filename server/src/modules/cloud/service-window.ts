import { CLOUD_SERVICE_WINDOW_HOURS, type ServiceWindow } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Message } from '../messages/message.entity.ts';
import type { Ticket } from '../tickets/ticket.entity.ts';

const WINDOW_MS = CLOUD_SERVICE_WINDOW_HOURS * 60 * 60 * 1000;

/**
 * The customer-service window of a ticket: on a Cloud API connection, free-form messages may go out
 * until 24 hours after the contact's last message in the ticket; after that only approved templates.
 * Other providers have no window (always open).
 */
export async function serviceWindowOf(
  em: EntityManager,
  ticket: Pick<Ticket, 'id' | 'whatsappId'>,
  now = new Date(),
): Promise<ServiceWindow> {
  const connection = ticket.whatsappId ? await em.findOne(Whatsapp, { id: ticket.whatsappId }, { fields: ['provider'] }) : null;
  if (connection?.provider !== 'cloud') {
    return { cloud: false, open: true, closesAt: null };
  }
  const last = await em.findOne(Message, { ticketId: ticket.id, fromMe: false }, { orderBy: { createdAt: 'desc' }, fields: ['sentAt'] });
  if (!last) {
    return { cloud: true, open: false, closesAt: null };
  }
  // When the contact wrote (Meta's timestamp), not when Balcão stored it.
  const closesAt = new Date(last.sentAt.getTime() + WINDOW_MS);
  return { cloud: true, open: closesAt > now, closesAt: closesAt.toISOString() };
}
