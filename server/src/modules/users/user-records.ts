import type { UserEventRecord, UserRecord } from '@balcao/shared';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { buildSessionCompany } from '../companies/session-company.ts';
import { Queue } from '../queues/queue.entity.ts';
import { UserQueue } from '../queues/user-queue.entity.ts';
import { sessionQueue } from '../queues/user-queues.ts';
import type { User } from './user.entity.ts';

/** Users as the users page shows them, with their queues read for all of them in two queries. */
export async function toUserRecords(em: EntityManager, users: User[]): Promise<UserRecord[]> {
  if (users.length === 0) {
    return [];
  }
  const links = await em.find(UserQueue, { userId: { $in: users.map(({ id }) => id) } }, { fields: ['userId', 'queueId'] });
  const queues =
    links.length === 0
      ? []
      : await em.find(
          Queue,
          { id: { $in: [...new Set(links.map(({ queueId }) => queueId))] } },
          { fields: ['id', 'name', 'color'], orderBy: { orderQueue: QueryOrder.ASC_NULLS_LAST, name: QueryOrder.ASC } },
        );
  return users.map((user) => {
    const mine = new Set(links.filter(({ userId }) => userId === user.id).map(({ queueId }) => queueId));
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      profile: user.profile,
      super: user.super,
      allTicket: user.allTicket,
      whatsappId: user.whatsappId ?? null,
      language: user.language ?? null,
      queues: queues.filter(({ id }) => mine.has(id)).map(({ id, name, color }) => ({ id, name, color })),
      online: user.online,
      lastSeenAt: user.lastSeenAt ? user.lastSeenAt.toISOString() : null,
      createdAt: user.createdAt.toISOString(),
    };
  });
}

export async function toUserRecord(em: EntityManager, user: User): Promise<UserRecord> {
  const [record] = await toUserRecords(em, [user]);
  return record as UserRecord;
}

/** The record as `company-{id}-user` carries it, with its queues and company as the session has them. */
export async function toUserEventRecord(em: EntityManager, companyId: number, record: UserRecord): Promise<UserEventRecord> {
  return {
    ...record,
    queues: record.queues.map((queue) => sessionQueue(record.id, queue)),
    companyId,
    company: await buildSessionCompany(em, companyId),
  };
}
