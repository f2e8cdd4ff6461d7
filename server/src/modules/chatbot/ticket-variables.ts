import type { EntityManager } from '@mikro-orm/postgresql';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Queue } from '../queues/queue.entity.ts';
import { companyTimeZone } from '../settings/time-zone.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { User } from '../users/user.entity.ts';
import { fillTextVariables, hasTextVariables, type TextVariableContext } from './text-variables.ts';

export type TicketVariableOptions = {
  /** Who `{{user}}` is: the attendant sending; by default the ticket's attendant. */
  userId?: number | null | undefined;
  now?: Date | undefined;
};

/** What the variables of a message of this ticket are filled from; `em` bound to the ticket's company. */
export async function ticketVariables(
  em: EntityManager,
  ticketId: number,
  options: TicketVariableOptions = {},
): Promise<TextVariableContext> {
  const ticket = await em.findOneOrFail(Ticket, { id: ticketId });
  const userId = options.userId ?? ticket.userId ?? null;
  const [contact, queue, connection, user, timeZone] = await Promise.all([
    em.findOne(Contact, { id: ticket.contactId }, { fields: ['name'] }),
    ticket.queueId ? em.findOne(Queue, { id: ticket.queueId }, { fields: ['name'] }) : null,
    ticket.whatsappId ? em.findOne(Whatsapp, { id: ticket.whatsappId }, { fields: ['name'] }) : null,
    userId !== null ? em.findOne(User, { id: userId }, { fields: ['name'] }) : null,
    companyTimeZone(em),
  ]);
  return {
    contactName: contact?.name ?? '',
    protocol: ticket.code,
    now: options.now ?? new Date(),
    timeZone,
    userName: user?.name,
    queueName: queue?.name,
    connectionName: connection?.name,
  };
}

/** A message of a ticket with its variables filled (`fillTextVariables`); text without any is answered as is, reading nothing. */
export async function fillTicketVariables(
  em: EntityManager,
  ticketId: number,
  template: string,
  options: TicketVariableOptions = {},
): Promise<string> {
  return hasTextVariables(template) ? fillTextVariables(template, await ticketVariables(em, ticketId, options)) : template;
}
