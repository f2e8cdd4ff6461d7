import { audit } from '../audit/audit.ts';
import type { TicketRecord, ticketCreateBody } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Queue } from '../queues/queue.entity.ts';
import { User } from '../users/user.entity.ts';
import { assertCanSee, findVisibleTicket, type TicketViewer } from './ticket-access.ts';
import { announceTicketChange, announceTicketDeleted, placementOf } from './ticket-announcer.ts';
import { assertNoOtherActiveTicket, onActiveTicketRace } from './ticket-conflicts.ts';
import { ticketRecordWhere } from './ticket-records.ts';
import { Ticket } from './ticket.entity.ts';
import { TicketTracking } from './ticket-tracking.entity.ts';

export type TicketCreate = z.output<typeof ticketCreateBody>;

type Deps = { em: EntityManager; realtime: Realtime; logger: Logger };

function notFound(): AppError {
  return new AppError('ERR_NO_TICKET_FOUND', { message: 'No ticket found with this ID' });
}

/** Reading, starting and deleting tickets; `em` is the request's manager, bound to the caller's company. */
export class TicketsService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** A ticket the caller may see (404 when unknown or another company's, 403 outside their reach). */
  visibleTicket(em: EntityManager, viewer: TicketViewer, where: { id: number } | { uuid: string }): Promise<Ticket> {
    return findVisibleTicket(em, viewer, where);
  }

  /** One statement: the record itself carries what the access check needs (status, queue, assignee). */
  async get(em: EntityManager, viewer: TicketViewer, where: { id: number } | { uuid: string }): Promise<TicketRecord> {
    const record = await ticketRecordWhere(em, viewer.companyId, where);
    if (!record) {
      throw notFound();
    }
    assertCanSee(viewer, record);
    return record;
  }

  /**
   * An attendant starts a conversation: an open ticket of the contact on the given connection (else
   * the user's default, else the company's), assigned to the given user or the caller. A contact with
   * an active ticket there answers ERR_OTHER_OPEN_TICKET naming who holds it.
   */
  async create(em: EntityManager, viewer: TicketViewer, body: TicketCreate): Promise<TicketRecord> {
    if (!viewer.isAdmin && (body.queueId ?? null) === null) {
      throw new AppError('ERR_VALIDATION', {
        message: 'Some fields are invalid',
        fields: [{ path: 'body.queueId', message: 'Choose a queue' }],
      });
    }
    const ticket = await em.transactional(async (tx) => {
      const contact = await tx.findOne(Contact, { id: body.contactId });
      if (!contact) {
        throw new AppError('ERR_NO_CONTACT_FOUND', { message: 'No contact found with this ID' });
      }
      const connection = await this.#connectionFor(tx, viewer, body.whatsappId ?? null);
      if ((body.queueId ?? null) !== null && !(await tx.findOne(Queue, { id: body.queueId }))) {
        throw new AppError('ERR_NO_QUEUE_FOUND', { message: 'No queue found with this ID' });
      }
      const userId = body.userId ?? viewer.userId;
      if (!(await tx.findOne(User, { id: userId }))) {
        throw new AppError('ERR_NO_USER_FOUND', { message: 'No user found with this ID' });
      }
      // The inbound engine's lock: this contact's messages and tickets on this connection, one at a time.
      await tx.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [connection.id, contact.number]);
      const target = { contactId: contact.id, whatsappId: connection.id };
      await assertNoOtherActiveTicket(tx, target);
      const now = new Date();
      const created = tx.create(Ticket, {
        companyId: viewer.companyId,
        contactId: contact.id,
        whatsappId: connection.id,
        queueId: body.queueId ?? null,
        userId,
        status: 'open',
        isGroup: contact.isGroup,
      });
      await onActiveTicketRace(tx, target, () => tx.flush());
      tx.create(TicketTracking, {
        companyId: viewer.companyId,
        ticketId: created.id,
        whatsappId: connection.id,
        userId,
        queuedAt: now,
        startedAt: now,
      });
      await tx.flush();
      return created;
    });
    await announceTicketChange(this.#deps, null, ticket);
    return this.get(em, viewer, { id: ticket.id });
  }

  /** Admins only (the route checks): the ticket and its messages go, and it leaves every list. */
  async remove(em: EntityManager, ticketId: number): Promise<void> {
    const ticket = await em.findOne(Ticket, { id: ticketId });
    if (!ticket) {
      throw notFound();
    }
    const placement = placementOf(ticket);
    await em.transactional(async (tx) => {
      await audit.record(tx, {
        action: 'ticket.deleted',
        target: { type: 'ticket', id: ticket.id, label: `#${ticket.id}` },
        before: { status: ticket.status, contactId: ticket.contactId, queueId: ticket.queueId ?? null, userId: ticket.userId ?? null },
      });
      await tx.nativeDelete(Ticket, { id: ticketId });
    });
    await announceTicketDeleted(this.#deps, placement);
  }

  async #connectionFor(tx: EntityManager, viewer: TicketViewer, given: number | null): Promise<Whatsapp> {
    if (given !== null) {
      const connection = await tx.findOne(Whatsapp, { id: given });
      if (!connection) {
        throw new AppError('ERR_NO_WAPP_FOUND', { message: 'No connection found with this ID' });
      }
      return connection;
    }
    const user = await tx.findOne(User, { id: viewer.userId });
    const own = user?.whatsappId ? await tx.findOne(Whatsapp, { id: user.whatsappId }) : null;
    const connection = own ?? (await tx.findOne(Whatsapp, { isDefault: true }));
    if (!connection) {
      throw new AppError('ERR_NO_DEF_WAPP_FOUND', { message: 'The company has no default connection' });
    }
    return connection;
  }
}
