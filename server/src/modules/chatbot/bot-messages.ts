import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import type { Contact } from '../contacts/contact.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { ticketPayload } from '../tickets/ticket-payload.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';

/** Sends a text through a live session (the session manager's `sendText`). */
export type SendText = (companyId: number, connectionId: number, to: string, body: string) => Promise<{ id: string }>;

/** Ack of a message the provider accepted (1 = sent to the server; later acks arrive as updates). */
const SENT_ACK = 1;

type Deps = { em: EntityManager; realtime: Realtime; logger: Logger; sendText: SendText };

/**
 * Sends an automatic message of a ticket, stores it as the ticket's message (`fromMe`, the provider's id
 * as `waId`) and announces it. A failed send is logged and nothing is stored: the bot does not retry.
 */
export class BotMessages {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async send(ticketId: number, connection: { id: number; companyId: number }, contact: Contact, body: string): Promise<boolean> {
    let sent: { id: string };
    try {
      sent = await this.#deps.sendText(connection.companyId, connection.id, contact.number, body);
    } catch (error) {
      this.#deps.logger.warn({ err: error, ticketId, connectionId: connection.id }, 'could not send an automatic message');
      return false;
    }
    const em = forkForCompany(this.#deps.em, connection.companyId);
    const stored = await em.transactional(async (tx) => {
      const ticket = await tx.findOneOrFail(Ticket, { id: ticketId });
      const message = tx.create(Message, {
        companyId: connection.companyId,
        ticketId,
        contactId: contact.id,
        whatsappId: connection.id,
        waId: sent.id,
        body,
        fromMe: true,
        read: true,
        ack: SENT_ACK,
        mediaType: 'chat',
        sentAt: new Date(),
      });
      ticket.lastMessage = body;
      ticket.updatedAt = new Date();
      await tx.flush();
      return { ticket, message };
    });
    const { ticket, message } = stored;
    try {
      await this.#deps.realtime.emit(
        connection.companyId,
        'appMessage',
        {
          action: 'create',
          message: {
            id: message.id,
            ticketId,
            body: message.body,
            fromMe: true,
            ack: message.ack,
            mediaType: message.mediaType,
            mediaUrl: null,
            createdAt: message.createdAt.toISOString(),
          },
          ticket: ticketPayload(ticket, contact),
        },
        ticketRooms(ticket),
      );
    } catch (error) {
      this.#deps.logger.warn({ err: error, ticketId }, 'could not announce an automatic message');
    }
    return true;
  }
}
