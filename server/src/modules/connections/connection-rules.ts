import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { Queue } from '../queues/queue.entity.ts';

/**
 * The queues a connection may route to, deduplicated: every id (and the transfer queue) must be a
 * queue of the company the manager is bound to, else 404 ERR_NO_QUEUE_FOUND.
 */
export async function resolveQueueIds(
  em: EntityManager,
  queueIds: number[],
  transferQueueId: number | null | undefined,
): Promise<number[]> {
  const unique = [...new Set(queueIds)];
  const wanted = [...new Set([...unique, ...(transferQueueId ? [transferQueueId] : [])])];
  if (wanted.length > 0 && (await em.count(Queue, { id: { $in: wanted } })) !== wanted.length) {
    throw new AppError('ERR_NO_QUEUE_FOUND', { message: 'No queue found with this ID' });
  }
  return unique;
}

/** With more than one queue the bot must greet with a menu, so a greeting message is required. */
export function assertConnectionRules({ greetingMessage, queueCount }: { greetingMessage: string; queueCount: number }): void {
  if (queueCount > 1 && greetingMessage.trim() === '') {
    throw new AppError('ERR_WAPP_GREETING_REQUIRED', {
      message: 'A greeting message is needed when the connection has more than one queue',
    });
  }
}
