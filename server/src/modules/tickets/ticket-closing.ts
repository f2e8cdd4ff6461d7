import { DEFAULT_COMPANY_SETTINGS } from '@balcao/shared';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import type { BotMessages } from '../chatbot/bot-messages.ts';
import { fillTicketVariables } from '../chatbot/ticket-variables.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Setting } from '../settings/setting.entity.ts';
import { announceTicketChange, placementOf } from './ticket-announcer.ts';
import { Ticket } from './ticket.entity.ts';
import { ownRowOnly } from '../../platform/tenancy/own-row-lock.ts';
import { TicketTracking } from './ticket-tracking.entity.ts';

/** Who closes: an attendant, the inactivity timer, or an external API caller. */
export type CloseReason = 'user' | 'expired' | 'api';

type CloseOptions = {
  reason: CloseReason;
  /** Re-checked on the locked row, so a timer never closes a ticket that changed since it was picked. */
  onlyIf?: (ticket: Ticket) => boolean;
};

type Deps = { em: EntityManager; realtime: Realtime; logger: Logger; messages: BotMessages; now?: () => Date };

/** Appended to the connection's rating message: the scale a contact answers with. */
export const RATING_LEGEND = '\n\n*1* - Insatisfeito\n*2* - Satisfeito\n*3* - Muito satisfeito\n\nResponda apenas com o número.';

/** Asked when the connection has no rating message of its own. */
const DEFAULT_RATING_QUESTION = 'Como você avalia o nosso atendimento?';

/**
 * Ends an attendance: the ticket closes (bot, option, integration and prompt cleared), its tracking row
 * finishes, and the contact gets one closing message: the inactivity message when the timer closed it,
 * else the rating question when the company rates attendances and someone attended, else the
 * connection's completion message. The rating answer itself is taken by the inbound engine.
 */
export class TicketClosing {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Answers the closed ticket, or null when it was already closed or `onlyIf` refused. */
  async close(companyId: number, ticketId: number, { reason, onlyIf }: CloseOptions): Promise<Ticket | null> {
    const now = this.#deps.now?.() ?? new Date();
    const em = forkForCompany(this.#deps.em, companyId);
    const outcome = await em.transactional(async (tx) => {
      const ticket = await tx.findOne(
        Ticket,
        { id: ticketId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ownRowOnly('Ticket') },
      );
      if (!ticket || ticket.status === 'closed' || (onlyIf && !onlyIf(ticket))) {
        return null;
      }
      const before = placementOf(ticket);
      const connection = ticket.whatsappId ? await tx.findOne(Whatsapp, { id: ticket.whatsappId }) : null;
      const asksRating = reason !== 'expired' && !ticket.isGroup && (ticket.userId ?? null) !== null && (await this.#ratesAttendances(tx));
      Object.assign(ticket, {
        status: 'closed',
        closedAt: now,
        chatbot: false,
        queueOptionId: null,
        useIntegration: false,
        integrationId: null,
        promptId: null,
        amountUsedBotQueues: 0,
        updatedAt: now,
      });
      const tracking = await tx.findOne(TicketTracking, { ticketId: ticket.id, finishedAt: null }, { orderBy: { id: 'desc' } });
      if (tracking) {
        tracking.finishedAt = now;
        tracking.userId = ticket.userId ?? tracking.userId ?? null;
        tracking.ratingAt = asksRating ? now : null;
      }
      return { ticket, before, text: closingText(reason, asksRating, connection) };
    });
    if (!outcome) {
      return null;
    }
    const { ticket, before, text } = outcome;
    await announceTicketChange(this.#deps, before, ticket);
    if (text.trim() && !ticket.isGroup) {
      const filled = await fillTicketVariables(forkForCompany(this.#deps.em, companyId), ticket.id, text, { now });
      await this.#deps.messages.send(companyId, ticket.id, filled);
    }
    return ticket;
  }

  /** After a rating answer: the connection's completion message, when it has one. */
  async thankForRating(companyId: number, ticketId: number): Promise<void> {
    const em = forkForCompany(this.#deps.em, companyId);
    const ticket = await em.findOne(Ticket, { id: ticketId });
    const connection = ticket?.whatsappId ? await em.findOne(Whatsapp, { id: ticket.whatsappId }) : null;
    const contact = ticket ? await em.findOne(Contact, { id: ticket.contactId }) : null;
    if (!ticket || !contact || !connection?.complationMessage.trim()) {
      return;
    }
    const now = this.#deps.now?.() ?? new Date();
    await this.#deps.messages.send(companyId, ticket.id, await fillTicketVariables(em, ticket.id, connection.complationMessage, { now }));
  }

  async #ratesAttendances(tx: EntityManager): Promise<boolean> {
    const setting = await tx.findOne(Setting, { key: 'userRating' });
    return (setting?.value ?? DEFAULT_COMPANY_SETTINGS.userRating) === 'enabled';
  }
}

function closingText(reason: CloseReason, asksRating: boolean, connection: Whatsapp | null): string {
  if (!connection) {
    return '';
  }
  if (reason === 'expired') {
    return connection.expiresInactiveMessage;
  }
  if (asksRating) {
    return `${connection.ratingMessage.trim() || DEFAULT_RATING_QUESTION}${RATING_LEGEND}`;
  }
  return connection.complationMessage;
}
