import type { UserOptionRecord } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthContext } from '../../platform/http/context.ts';

type Row = { id: number; name: string; profile: UserOptionRecord['profile']; queues: UserOptionRecord['queues'] | null };

/**
 * Every user of the caller's company with the queues they work, in one query, whoever asks: the
 * pickers that use it (internal chat, transfer) reach colleagues of any queue, so an attendant of
 * Sales can write to or hand a ticket to one of Support (docs: internal-chat, inbox). What a user may
 * see of tickets is still decided by the ticket routes, not by this list.
 */
export async function listUserOptions(em: EntityManager, caller: AuthContext): Promise<UserOptionRecord[]> {
  const rows = await em.execute<Row[]>(
    `select u.id, u.name, u.profile,
            (select json_agg(json_build_object('id', q.id, 'name', q.name, 'color', q.color) order by q.name)
               from user_queues uq join queues q on q.id = uq.queue_id
              where uq.user_id = u.id and uq.company_id = ?) as queues
       from users u
      where u.company_id = ?
      order by u.name, u.id`,
    [caller.companyId, caller.companyId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, profile: row.profile, queues: row.queues ?? [] }));
}
