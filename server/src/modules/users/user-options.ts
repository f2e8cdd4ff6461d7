import type { UserOptionRecord } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../platform/http/context.ts';

type Row = { id: number; name: string; profile: UserOptionRecord['profile']; queues: UserOptionRecord['queues'] | null };

/**
 * The company's users with their queues, in one query. Admins see everyone; anyone else sees
 * themselves and the colleagues who share a queue with them (the spec's "user lists are filtered to
 * the user's queues").
 */
export async function listUserOptions(em: EntityManager, caller: AuthContext): Promise<UserOptionRecord[]> {
  const isAdmin = caller.super || caller.profile === 'admin';
  const sharesQueue = `(u.id = ? or exists (
      select 1 from user_queues mine join user_queues theirs on theirs.queue_id = mine.queue_id
      where mine.user_id = ? and theirs.user_id = u.id and mine.company_id = ? and theirs.company_id = ?))`;
  const rows = await em.execute<Row[]>(
    `select u.id, u.name, u.profile,
            (select json_agg(json_build_object('id', q.id, 'name', q.name, 'color', q.color) order by q.name)
               from user_queues uq join queues q on q.id = uq.queue_id
              where uq.user_id = u.id and uq.company_id = ?) as queues
       from users u
      where u.company_id = ? ${isAdmin ? '' : `and ${sharesQueue}`}
      order by u.name, u.id`,
    [caller.companyId, caller.companyId, ...(isAdmin ? [] : [caller.userId, caller.userId, caller.companyId, caller.companyId])],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, profile: row.profile, queues: row.queues ?? [] }));
}
