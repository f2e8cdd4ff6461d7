import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { ownRowOnly } from '../../platform/tenancy/own-row-lock.ts';
import { announceTicketChange, placementOf, type TicketPlacement } from '../tickets/ticket-announcer.ts';
import { TicketTracking } from '../tickets/ticket-tracking.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

/** The tickets a deleted user was attending, back in the waiting list; announced once the deletion committed. */
export type ReturnedTickets = {
  count: number;
  announce: (deps: { em: EntityManager; realtime: Realtime; logger: Logger }) => Promise<void>;
};

/**
 * Inside the deletion's transaction: every open ticket of the user becomes pending in its queue with
 * nobody attending, and its attendance timeline waits again (as a Return does). Their pending and
 * closed tickets only lose the user (the foreign key sets it null).
 */
export async function returnTicketsOf(tx: EntityManager, userId: number): Promise<ReturnedTickets> {
  const tickets = await tx.find(
    Ticket,
    { userId, status: 'open' },
    { lockMode: LockMode.PESSIMISTIC_WRITE, lockTableAliases: ownRowOnly('Ticket'), orderBy: { id: 'asc' } },
  );
  const now = new Date();
  const moved: { before: TicketPlacement; ticket: Ticket }[] = [];
  for (const ticket of tickets) {
    const before = placementOf(ticket);
    Object.assign(ticket, { status: 'pending', userId: null, updatedAt: now });
    moved.push({ before, ticket });
  }
  if (tickets.length > 0) {
    await tx.nativeUpdate(
      TicketTracking,
      { ticketId: { $in: tickets.map(({ id }) => id) }, finishedAt: null },
      { queuedAt: now, startedAt: null, userId: null },
    );
  }
  return {
    count: moved.length,
    announce: async (deps) => {
      for (const { before, ticket } of moved) {
        await announceTicketChange(deps, before, ticket);
      }
    },
  };
}
