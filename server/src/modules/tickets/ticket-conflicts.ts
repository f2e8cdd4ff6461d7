import type { OtherOpenTicketDetails } from '@balcao/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { boundCompanyId, forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Queue } from '../queues/queue.entity.ts';
import { User } from '../users/user.entity.ts';
import { Ticket } from './ticket.entity.ts';

/** ERR_OTHER_OPEN_TICKET naming who holds the contact's active ticket and in which queue. */
export async function otherOpenTicketError(em: EntityManager, holder: Ticket): Promise<AppError> {
  const [user, queue] = await Promise.all([
    holder.userId ? em.findOne(User, { id: holder.userId }, { fields: ['id', 'name'] }) : null,
    holder.queueId ? em.findOne(Queue, { id: holder.queueId }, { fields: ['id', 'name'] }) : null,
  ]);
  const details: OtherOpenTicketDetails = {
    ticketId: holder.id,
    uuid: holder.uuid,
    user: user ? { id: user.id, name: user.name } : null,
    queue: queue ? { id: queue.id, name: queue.name } : null,
  };
  const who = [user ? `with ${user.name}` : null, queue ? `in ${queue.name}` : null].filter(Boolean).join(' ');
  return new AppError('ERR_OTHER_OPEN_TICKET', {
    message: `This contact already has an active ticket on this connection${who ? ` (${who})` : ''}`,
    details,
  });
}

/** Throws ERR_OTHER_OPEN_TICKET when the contact has another active ticket on the connection. */
export async function assertNoOtherActiveTicket(
  em: EntityManager,
  { contactId, whatsappId, exceptId }: { contactId: number; whatsappId: number | null; exceptId?: number },
): Promise<void> {
  if (whatsappId === null) {
    return;
  }
  const holder = await em.findOne(Ticket, {
    contactId,
    whatsappId,
    status: { $in: ['open', 'pending'] },
    ...(exceptId === undefined ? {} : { id: { $ne: exceptId } }),
  });
  if (holder) {
    throw await otherOpenTicketError(em, holder);
  }
}

/**
 * Runs a write that may break the one-active-ticket index (a race the check above lost); the loser
 * answers ERR_OTHER_OPEN_TICKET naming the winner rather than a 500.
 */
export async function onActiveTicketRace<T>(
  em: EntityManager,
  target: { contactId: number; whatsappId: number | null; exceptId?: number },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      const companyId = boundCompanyId(em);
      if (companyId !== undefined) {
        await assertNoOtherActiveTicket(forkForCompany(em, companyId), target);
      }
    }
    throw error;
  }
}
