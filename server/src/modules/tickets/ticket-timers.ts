import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import type { OutboundMessages } from '../messages/outbound-messages.ts';
import { Queue } from '../queues/queue.entity.ts';
import { announceTicketChange, placementOf } from './ticket-announcer.ts';
import type { TicketClosing } from './ticket-closing.ts';
import { Ticket } from './ticket.entity.ts';
import { ownRowOnly } from '../../platform/tenancy/own-row-lock.ts';

/** How many tickets one sweep handles per timer; the rest wait for the next sweep. */
const BATCH = 200;

/** A send still pending after this long was interrupted (a crash or a restart mid-send). */
const INTERRUPTED_SEND_MS = 2 * 60_000;

type Due = { id: number; company_id: number; cutoff: Date };
type DueTransfer = Due & { transfer_queue_id: number };

type Deps = { em: EntityManager; realtime: Realtime; logger: Logger; closing: TicketClosing; outbound: OutboundMessages };

export type SweepResult = { expired: number; transferred: number; interruptedSends: number };

/**
 * The ticket timers, run by one recurring Agenda job (one process at a time). The state they act on
 * lives in the rows themselves (last activity, the tracking row's queue time), so a restart loses
 * nothing, and each action re-checks its row under a lock, so nothing fires twice:
 * - a connection's `expiresTicket`: an open chat whose last message was ours and that saw no activity
 *   for that many minutes is closed with the connection's `expiresInactiveMessage`;
 * - `timeToTransfer` + `transferQueueId`: a pending ticket still without a queue that many minutes
 *   after it started waiting moves to that queue.
 */
export class TicketTimers {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async sweep(now = new Date()): Promise<SweepResult> {
    const expired = await this.#expireIdleChats(now);
    const transferred = await this.#transferWaitingTickets(now);
    const interruptedSends = await this.#deps.outbound.failInterrupted(new Date(now.getTime() - INTERRUPTED_SEND_MS));
    return { expired, transferred, interruptedSends };
  }

  async #expireIdleChats(now: Date): Promise<number> {
    const due = await this.#query<Due>(
      `select t.id, t.company_id, ?::timestamptz - make_interval(mins => w.expires_ticket) as cutoff
         from tickets t join whatsapps w on w.id = t.whatsapp_id
        where t.status = 'open' and t.from_me and not t.is_group and w.expires_ticket > 0
          and t.updated_at < ?::timestamptz - make_interval(mins => w.expires_ticket)
        order by t.updated_at limit ${BATCH}`,
      [now, now],
    );
    let closed = 0;
    for (const row of due) {
      const cutoff = new Date(row.cutoff);
      const ticket = await this.#deps.closing.close(row.company_id, row.id, {
        reason: 'expired',
        onlyIf: (current) => current.status === 'open' && current.fromMe && current.updatedAt < cutoff,
      });
      closed += ticket ? 1 : 0;
    }
    return closed;
  }

  async #transferWaitingTickets(now: Date): Promise<number> {
    const due = await this.#query<DueTransfer>(
      `select t.id, t.company_id, w.transfer_queue_id, ?::timestamptz - make_interval(mins => w.time_to_transfer) as cutoff
         from tickets t join whatsapps w on w.id = t.whatsapp_id
        where t.status = 'pending' and t.queue_id is null and w.time_to_transfer > 0 and w.transfer_queue_id is not null
          and exists (select 1 from ticket_trackings tr where tr.ticket_id = t.id and tr.finished_at is null
                        and tr.queued_at < ?::timestamptz - make_interval(mins => w.time_to_transfer))
        order by t.id limit ${BATCH}`,
      [now, now],
    );
    let moved = 0;
    for (const row of due) {
      moved += (await this.#transfer(row, now)) ? 1 : 0;
    }
    return moved;
  }

  async #transfer(row: DueTransfer, now: Date): Promise<boolean> {
    const em = forkForCompany(this.#deps.em, row.company_id);
    const changed = await em.transactional(async (tx) => {
      const ticket = await tx.findOne(
        Ticket,
        { id: row.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ownRowOnly('Ticket') },
      );
      const queue = await tx.findOne(Queue, { id: row.transfer_queue_id });
      if (!ticket || !queue || ticket.status !== 'pending' || (ticket.queueId ?? null) !== null) {
        return null;
      }
      const before = placementOf(ticket);
      Object.assign(ticket, { queueId: queue.id, chatbot: false, queueOptionId: null, updatedAt: now });
      return { ticket, before, contact: await tx.findOneOrFail(Contact, { id: ticket.contactId }) };
    });
    if (changed) {
      await announceTicketChange(this.#deps, changed.before, changed.ticket);
    }
    return changed !== null;
  }

  /** The timers look across companies (a system job); every change goes through a company-bound manager. */
  #query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return forkUnscoped(this.#deps.em).getConnection().execute<T[]>(sql, params);
  }
}
