import { DEFAULT_COMPANY_SETTINGS } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Contact } from '../contacts/contact.entity.ts';
import { Setting } from '../settings/setting.entity.ts';
import { Ticket } from './ticket.entity.ts';
import { TicketTracking } from './ticket-tracking.entity.ts';

export type ResolvedTicket = { ticket: Ticket; created: boolean; reopened: boolean };

type Conversation = { companyId: number; connectionId: number; contact: Contact; isGroup: boolean };

/** The open or pending ticket of a contact on a connection (the database allows at most one). */
export function findActiveTicket(tx: EntityManager, contactId: number, connectionId: number): Promise<Ticket | null> {
  return tx.findOne(Ticket, { contactId, whatsappId: connectionId, status: { $in: ['open', 'pending'] } });
}

async function reopenWindowMinutes(tx: EntityManager): Promise<number> {
  const setting = await tx.findOne(Setting, { key: 'ticketReopenWindowMinutes' });
  const minutes = Number(setting?.value ?? DEFAULT_COMPANY_SETTINGS.ticketReopenWindowMinutes);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : Number(DEFAULT_COMPANY_SETTINGS.ticketReopenWindowMinutes);
}

/**
 * The ticket a new message of a contact belongs to: the active one; else one closed within the company's
 * reopen window, reopened as pending; else a new pending ticket. Each new cycle gets its tracking row.
 * Call inside a transaction that serialises the contact's messages.
 */
export async function activeOrNewTicket(tx: EntityManager, conversation: Conversation): Promise<ResolvedTicket> {
  const active = await findActiveTicket(tx, conversation.contact.id, conversation.connectionId);
  return active ? { ticket: active, created: false, reopened: false } : reopenOrNewTicket(tx, conversation);
}

/** The part of `activeOrNewTicket` after the caller found no active ticket. */
export async function reopenOrNewTicket(tx: EntityManager, conversation: Conversation): Promise<ResolvedTicket> {
  const { companyId, connectionId, contact, isGroup } = conversation;
  const windowMinutes = await reopenWindowMinutes(tx);
  const recentlyClosed = await tx.findOne(
    Ticket,
    {
      contactId: contact.id,
      whatsappId: connectionId,
      status: 'closed',
      closedAt: { $gte: new Date(Date.now() - windowMinutes * 60_000) },
    },
    { orderBy: { closedAt: 'desc' } },
  );
  if (recentlyClosed) {
    recentlyClosed.status = 'pending';
    recentlyClosed.userId = null;
    recentlyClosed.closedAt = null;
    tx.create(TicketTracking, { companyId, ticketId: recentlyClosed.id, whatsappId: connectionId, queuedAt: new Date() });
    return { ticket: recentlyClosed, created: false, reopened: true };
  }
  const ticket = tx.create(Ticket, { companyId, contactId: contact.id, whatsappId: connectionId, status: 'pending', isGroup });
  await tx.flush();
  tx.create(TicketTracking, { companyId, ticketId: ticket.id, whatsappId: connectionId, queuedAt: new Date() });
  return { ticket, created: true, reopened: false };
}
