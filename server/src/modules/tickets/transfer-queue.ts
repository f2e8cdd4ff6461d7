import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { UserQueue } from '../queues/user-queue.entity.ts';
import type { Ticket } from './ticket.entity.ts';

type Placement = { status: string; userId: number | null; queueId: number | null };

/**
 * A ticket handed to a colleague without a queue named lands in a queue that colleague works: the
 * ticket's own when they work it, else their only queue. A colleague of several queues, none of them
 * the ticket's, is not guessed for: the caller is asked to choose (400 naming `body.queueId`). A queue
 * named in the body is kept as given, and so is everything else (taking a ticket oneself, a colleague
 * with no queue, a close).
 */
export async function queueOfHandOver<T extends Placement>(
  tx: EntityManager,
  ticket: Pick<Ticket, 'userId'>,
  body: { queueId?: number | null | undefined },
  next: T,
  callerId: number,
): Promise<T> {
  const handedTo = next.userId;
  if (
    body.queueId !== undefined ||
    next.status === 'closed' ||
    handedTo === null ||
    handedTo === callerId ||
    handedTo === (ticket.userId ?? null)
  ) {
    return next;
  }
  const theirs = (await tx.find(UserQueue, { userId: handedTo }, { fields: ['queueId'], orderBy: { queueId: 'asc' } })).map(
    ({ queueId }) => queueId,
  );
  if (theirs.length === 0 || (next.queueId !== null && theirs.includes(next.queueId))) {
    return next;
  }
  if (theirs.length === 1) {
    return { ...next, queueId: theirs[0] ?? null };
  }
  throw new AppError('ERR_VALIDATION', {
    message: 'This user works several queues: choose the one the ticket goes to',
    fields: [{ path: 'body.queueId', message: 'Choose one of the queues this user works' }],
  });
}
