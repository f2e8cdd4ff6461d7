import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import { UserQueue } from '../queues/user-queue.entity.ts';
import { User } from '../users/user.entity.ts';
import { Ticket } from './ticket.entity.ts';

/**
 * Interim ticket permission rule for the notes and tags routes, until the tickets module's own check
 * replaces it (swap the import; the signature is what they need). Admins and super users reach every
 * ticket of their company; anyone else only tickets of their queues, those assigned to them, and
 * pending ones without a queue when their `allTicket` is enabled.
 */
export async function canSeeTicket(
  em: EntityManager,
  caller: AuthContext,
  ticket: Pick<Ticket, 'queueId' | 'userId' | 'status'>,
): Promise<boolean> {
  if (caller.super || caller.profile === 'admin') {
    return true;
  }
  if (ticket.userId === caller.userId) {
    return true;
  }
  if (ticket.queueId === null || ticket.queueId === undefined) {
    if (ticket.status !== 'pending') {
      return false;
    }
    const user = await em.findOne(User, { id: caller.userId }, { fields: ['allTicket'] });
    return user?.allTicket === 'enabled';
  }
  return (await em.count(UserQueue, { userId: caller.userId, queueId: ticket.queueId })) > 0;
}

/** The ticket of the caller's company (else ERR_NO_TICKET_FOUND) that they may see (else ERR_NO_PERMISSION). */
export async function ticketForCaller(em: EntityManager, caller: AuthContext, ticketId: number): Promise<Ticket> {
  const ticket = await em.findOne(Ticket, { id: ticketId });
  if (!ticket) {
    throw new AppError('ERR_NO_TICKET_FOUND', { message: 'No ticket found with this ID' });
  }
  if (!(await canSeeTicket(em, caller, ticket))) {
    throw new AppError('ERR_NO_PERMISSION', { message: 'This ticket is not in your queues' });
  }
  return ticket;
}
