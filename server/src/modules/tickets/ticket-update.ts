import type { TicketRecord, TicketStatus, ticketUpdateBody } from '@balcao/shared';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import type { BotMessages } from '../chatbot/bot-messages.ts';
import { fillTicketVariables } from '../chatbot/ticket-variables.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Queue } from '../queues/queue.entity.ts';
import { User } from '../users/user.entity.ts';
import { assertCanSee, type TicketViewer } from './ticket-access.ts';
import { announceTicketChange, placementOf } from './ticket-announcer.ts';
import type { TicketClosing } from './ticket-closing.ts';
import { assertNoOtherActiveTicket, onActiveTicketRace } from './ticket-conflicts.ts';
import { acceptGreeting, settingEnabled, transferNotice } from './ticket-notices.ts';
import { ticketRecord } from './ticket-records.ts';
import { Ticket } from './ticket.entity.ts';
import { queueOfHandOver } from './transfer-queue.ts';
import { TicketTracking } from './ticket-tracking.entity.ts';

export type TicketUpdate = z.output<typeof ticketUpdateBody>;

type Deps = { em: EntityManager; realtime: Realtime; logger: Logger; closing: TicketClosing; messages: BotMessages };

type Next = { status: TicketStatus; userId: number | null; queueId: number | null; whatsappId: number | null };

/** What the contact is told after the change commits. */
type Notice = { kind: 'greeting' | 'transfer'; text: string };

/** The state a ticket moves to: the spec's accept, return, reopen and transfer rules applied to the body. */
function nextState(ticket: Ticket, body: TicketUpdate, viewer: TicketViewer): Next {
  const was = ticket.status;
  let status = body.status ?? was;
  let userId = body.userId !== undefined ? body.userId : (ticket.userId ?? null);
  const queueId = body.queueId !== undefined ? body.queueId : (ticket.queueId ?? null);
  // A transfer to a queue with nobody named waits in that queue for anyone.
  if (body.queueId !== undefined && (body.userId ?? null) === null && status !== 'closed' && body.status !== 'open') {
    status = 'pending';
    userId = null;
  }
  // Returning a ticket to the waiting list frees it, unless it is handed to someone at once.
  if (status === 'pending' && was !== 'pending' && (body.userId ?? null) === null) {
    userId = null;
  }
  // An open ticket always has an attendant: accepting or reopening makes it the caller's.
  if (status === 'open' && userId === null) {
    userId = viewer.userId;
  }
  return { status, userId, queueId, whatsappId: body.whatsappId ?? ticket.whatsappId ?? null };
}

async function assertReferencesExist(tx: EntityManager, ticket: Ticket, next: Next): Promise<void> {
  if (next.queueId !== null && next.queueId !== (ticket.queueId ?? null) && !(await tx.findOne(Queue, { id: next.queueId }))) {
    throw new AppError('ERR_NO_QUEUE_FOUND', { message: 'No queue found with this ID' });
  }
  if (next.userId !== null && next.userId !== (ticket.userId ?? null) && !(await tx.findOne(User, { id: next.userId }))) {
    throw new AppError('ERR_NO_USER_FOUND', { message: 'No user found with this ID' });
  }
  if (
    next.whatsappId !== null &&
    next.whatsappId !== (ticket.whatsappId ?? null) &&
    !(await tx.findOne(Whatsapp, { id: next.whatsappId }))
  ) {
    throw new AppError('ERR_NO_WAPP_FOUND', { message: 'No connection found with this ID' });
  }
}

/** Moves the attendance timeline: a reopen starts a new cycle; waiting and starting stamp the current one. */
async function track(tx: EntityManager, ticket: Ticket, was: TicketStatus, now: Date): Promise<void> {
  const current = await tx.findOne(TicketTracking, { ticketId: ticket.id, finishedAt: null }, { orderBy: { id: 'desc' } });
  const open = ticket.status === 'open';
  if (was === 'closed' || !current) {
    tx.create(TicketTracking, {
      companyId: ticket.companyId,
      ticketId: ticket.id,
      whatsappId: ticket.whatsappId ?? null,
      queuedAt: now,
      startedAt: open ? now : null,
      userId: open ? (ticket.userId ?? null) : null,
    });
    return;
  }
  if (ticket.status === 'pending' && was === 'open') {
    Object.assign(current, { queuedAt: now, startedAt: null, userId: null });
  }
  if (open && was === 'pending') {
    Object.assign(current, { startedAt: now, ratingAt: null });
  }
  if (open) {
    current.userId = ticket.userId ?? null;
  }
  current.whatsappId = ticket.whatsappId ?? null;
}

/**
 * PUT /tickets/{id}: accept, return, reopen, transfer (and close, through TicketClosing), with the
 * one-active-ticket rule re-checked, the tracking row moved, the change announced to the rooms that
 * saw the old state and those that see the new one, and the greeting or transfer notice sent.
 */
export class TicketUpdater {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async update(em: EntityManager, viewer: TicketViewer, ticketId: number, body: TicketUpdate): Promise<TicketRecord> {
    if (body.status === 'closed') {
      return this.#close(em, viewer, ticketId);
    }
    const now = new Date();
    const changed = await em.transactional(async (tx) => {
      const ticket = await tx.findOne(Ticket, { id: ticketId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!ticket) {
        throw new AppError('ERR_NO_TICKET_FOUND', { message: 'No ticket found with this ID' });
      }
      assertCanSee(viewer, ticket);
      const before = placementOf(ticket);
      const was = ticket.status;
      const next = await queueOfHandOver(tx, ticket, body, nextState(ticket, body, viewer), viewer.userId);
      await assertReferencesExist(tx, ticket, next);
      const reactivated = was === 'closed' && next.status !== 'closed';
      const moved = next.whatsappId !== (ticket.whatsappId ?? null);
      const target = { contactId: ticket.contactId, whatsappId: next.whatsappId, exceptId: ticket.id };
      if (reactivated || (moved && next.status !== 'closed')) {
        await assertNoOtherActiveTicket(tx, target);
      }
      const notices = await this.#notices(tx, ticket, next, viewer);
      Object.assign(ticket, next, { updatedAt: now });
      if (reactivated || moved) {
        Object.assign(ticket, { chatbot: false, queueOptionId: null, amountUsedBotQueues: 0 });
      }
      if (reactivated) {
        ticket.closedAt = null;
        ticket.outboundOnlyAt = null;
      }
      if (body.useIntegration !== undefined) {
        ticket.useIntegration = body.useIntegration;
      }
      if (body.promptId !== undefined) {
        ticket.promptId = body.promptId;
      }
      if (body.integrationId !== undefined) {
        ticket.integrationId = body.integrationId;
      }
      await track(tx, ticket, was, now);
      await onActiveTicketRace(tx, target, () => tx.flush());
      return { ticket, before, notices };
    });
    const announced = await announceTicketChange(this.#deps, changed.before, changed.ticket);
    await this.#send(viewer.companyId, changed.ticket, changed.notices, now);
    // A notice changes the last message: the record is read again then.
    return announced && changed.notices.length === 0 ? announced : this.#record(em, viewer, ticketId);
  }

  async #close(em: EntityManager, viewer: TicketViewer, ticketId: number): Promise<TicketRecord> {
    const ticket = await em.findOne(Ticket, { id: ticketId });
    if (!ticket) {
      throw new AppError('ERR_NO_TICKET_FOUND', { message: 'No ticket found with this ID' });
    }
    assertCanSee(viewer, ticket);
    await this.#deps.closing.close(viewer.companyId, ticketId, { reason: 'user' });
    return this.#record(em, viewer, ticketId);
  }

  async #notices(tx: EntityManager, ticket: Ticket, next: Next, viewer: TicketViewer): Promise<Notice[]> {
    if (ticket.isGroup) {
      return [];
    }
    const userName = async (id: number | null) => (id === null ? null : ((await tx.findOne(User, { id }))?.name ?? null));
    const accepted = ticket.status === 'pending' && next.status === 'open';
    if (accepted) {
      const name = await userName(next.userId);
      return name && (await settingEnabled(tx, 'sendGreetingAccepted')) ? [{ kind: 'greeting', text: acceptGreeting(name) }] : [];
    }
    const queueChanged = next.queueId !== (ticket.queueId ?? null);
    const userChanged = next.userId !== null && next.userId !== (ticket.userId ?? null) && next.userId !== viewer.userId;
    if (ticket.status === 'closed' || !(queueChanged || userChanged) || !(await settingEnabled(tx, 'sendMsgTransfTicket'))) {
      return [];
    }
    const queue = queueChanged && next.queueId !== null ? await tx.findOne(Queue, { id: next.queueId }) : null;
    const text = transferNotice({ queueName: queue?.name ?? null, userName: userChanged ? await userName(next.userId) : null });
    return text ? [{ kind: 'transfer', text }] : [];
  }

  async #send(companyId: number, ticket: Ticket, notices: Notice[], now: Date): Promise<void> {
    if (notices.length === 0) {
      return;
    }
    const em = forkForCompany(this.#deps.em, companyId);
    for (const notice of notices) {
      await this.#deps.messages.send(companyId, ticket.id, await fillTicketVariables(em, ticket.id, notice.text, { now }));
    }
  }

  async #record(em: EntityManager, viewer: TicketViewer, ticketId: number): Promise<TicketRecord> {
    const record = await ticketRecord(em, viewer.companyId, ticketId);
    if (!record) {
      throw new AppError('ERR_NO_TICKET_FOUND', { message: 'No ticket found with this ID' });
    }
    return record;
  }
}
