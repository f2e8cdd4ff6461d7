import { DEFAULT_COMPANY_SETTINGS } from '@balcao/shared';
import { QueryOrder } from '@mikro-orm/core';
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
 * The contact's latest closed ticket on the connection when it is still theirs to continue: closed within
 * the company's reopen window, or holding an outbound-only send not yet answered.
 */
async function continuableClosedTicket(tx: EntityManager, contactId: number, connectionId: number): Promise<Ticket | null> {
  const latest = await tx.findOne(
    Ticket,
    { contactId, whatsappId: connectionId, status: 'closed' },
    { orderBy: { closedAt: QueryOrder.DESC_NULLS_LAST, id: QueryOrder.DESC } },
  );
  if (!latest) {
    return null;
  }
  if (latest.outboundOnlyAt) {
    return latest;
  }
  const windowStart = Date.now() - (await reopenWindowMinutes(tx)) * 60_000;
  return latest.closedAt && latest.closedAt.getTime() >= windowStart ? latest : null;
}

/**
 * The ticket a new message of a contact belongs to: the active one; else the latest closed one if closed
 * within the company's reopen window or holding an unanswered outbound-only send, reopened as pending;
 * else a new pending ticket. Each new cycle gets its tracking row. Call inside a transaction that
 * serialises the contact's messages.
 */
export async function activeOrNewTicket(tx: EntityManager, conversation: Conversation): Promise<ResolvedTicket> {
  const active = await findActiveTicket(tx, conversation.contact.id, conversation.connectionId);
  return active ? { ticket: active, created: false, reopened: false } : reopenOrNewTicket(tx, conversation);
}

/** The part of `activeOrNewTicket` after the caller found no active ticket. */
export async function reopenOrNewTicket(tx: EntityManager, conversation: Conversation): Promise<ResolvedTicket> {
  const { companyId, connectionId, contact, isGroup } = conversation;
  const closed = await continuableClosedTicket(tx, contact.id, connectionId);
  if (closed) {
    closed.status = 'pending';
    closed.userId = null;
    closed.closedAt = null;
    closed.outboundOnlyAt = null;
    tx.create(TicketTracking, { companyId, ticketId: closed.id, whatsappId: connectionId, queuedAt: new Date() });
    return { ticket: closed, created: false, reopened: true };
  }
  const ticket = tx.create(Ticket, { companyId, contactId: contact.id, whatsappId: connectionId, status: 'pending', isGroup });
  await tx.flush();
  tx.create(TicketTracking, { companyId, ticketId: ticket.id, whatsappId: connectionId, queuedAt: new Date() });
  return { ticket, created: true, reopened: false };
}

/**
 * The ticket an outbound-only send (a campaign's or a scheduled message) is recorded in, without putting
 * anything in a Waiting list: the active ticket when there is one (the message joins that conversation);
 * else the latest closed one that an answer would reopen, left closed; else a new ticket created closed
 * (never queued, so no tracking row and no attendance in the reports). Either closed ticket is marked
 * `outboundOnlyAt`, so the contact's answer reopens it as pending and the message shows in that
 * conversation. Call inside a transaction that serialises the contact's messages.
 */
export async function ticketForOutboundOnly(tx: EntityManager, conversation: Conversation): Promise<Ticket> {
  const { companyId, connectionId, contact, isGroup } = conversation;
  const active = await findActiveTicket(tx, contact.id, connectionId);
  if (active) {
    return active;
  }
  const now = new Date();
  const closed = await continuableClosedTicket(tx, contact.id, connectionId);
  if (closed) {
    closed.outboundOnlyAt = now;
    return closed;
  }
  const ticket = tx.create(Ticket, {
    companyId,
    contactId: contact.id,
    whatsappId: connectionId,
    status: 'closed',
    closedAt: now,
    outboundOnlyAt: now,
    isGroup,
  });
  await tx.flush();
  return ticket;
}
