import type { SessionQueue } from '@balcao/shared';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../platform/http/context.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Queue } from './queue.entity.ts';
import { UserQueue } from './user-queue.entity.ts';

/** The ids of the queues the caller works, for the socket room policy (a fork bound to their company). */
export async function queueIdsOf(rootEm: EntityManager, auth: AuthContext): Promise<number[]> {
  const links = await forkForCompany(rootEm, auth.companyId).find(UserQueue, { userId: auth.userId }, { fields: ['queueId'] });
  return links.map((link) => link.queueId);
}

/** The queues a user works, in one query (a sub-select; the tenant filter applies to both tables). */
export async function queuesOfUser(em: EntityManager, userId: number): Promise<SessionQueue[]> {
  const links = em.createQueryBuilder(UserQueue, 'uq').select('uq.queueId').where({ userId });
  await links.applyFilters();
  const queues = await em.find(
    Queue,
    { id: { $in: links.toRaw() } },
    { fields: ['id', 'name', 'color'], orderBy: { orderQueue: QueryOrder.ASC_NULLS_LAST, name: QueryOrder.ASC } },
  );
  return queues.map(({ id, name, color }) => sessionQueue(userId, { id, name, color }));
}

/** A queue of the user with the link between them, as the session and the user events carry it. */
export function sessionQueue(userId: number, queue: { id: number; name: string; color: string }): SessionQueue {
  return { ...queue, UserQueue: { userId, queueId: queue.id } };
}
