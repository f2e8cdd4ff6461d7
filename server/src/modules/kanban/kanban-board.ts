import { KANBAN_PAGE_SIZE, KANBAN_UNTAGGED_LANE, type kanbanQuery, type KanbanResponse } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import { UserQueue } from '../queues/user-queue.entity.ts';
import { isAdmin, viewerOf, visibleSql, type TicketViewer } from '../tickets/ticket-access.ts';
import { countedTicketRecordPage } from '../tickets/ticket-records.ts';

type BoardQuery = z.output<typeof kanbanQuery>;

/**
 * Whose tickets the board shows: with showAll (admins only; an admin's default) the whole company's;
 * otherwise the caller's reach in the inbox — for an admin asking showAll=false, as for anyone, their
 * own tickets and their queues'.
 */
async function boardViewer(em: EntityManager, auth: AuthContext, showAll: boolean): Promise<TicketViewer> {
  if (showAll) {
    if (!isAdmin(auth)) {
      throw new AppError('ERR_NO_PERMISSION', { message: 'Only admins may show every ticket' });
    }
    return viewerOf(em, auth);
  }
  if (!isAdmin(auth)) {
    return viewerOf(em, auth);
  }
  const links = await em.find(UserQueue, { userId: auth.userId }, { fields: ['queueId'] });
  return { companyId: auth.companyId, userId: auth.userId, isAdmin: false, queueIds: links.map((link) => link.queueId), allTicket: false };
}

/** Membership of a lane as SQL on the tickets alias `t`: a kanban tag's tickets, or those with no kanban tag. */
function laneSql(lane: NonNullable<BoardQuery['lane']>, companyId: number): { sql: string; params: unknown[] } {
  if (lane === KANBAN_UNTAGGED_LANE) {
    return {
      sql: `not exists (select 1 from ticket_tags tt join tags g on g.id = tt.tag_id
                         where tt.ticket_id = t.id and g.kanban and g.company_id = ?)`,
      params: [companyId],
    };
  }
  return {
    sql: 'exists (select 1 from ticket_tags tt where tt.ticket_id = t.id and tt.tag_id = ? and tt.company_id = ?)',
    params: [lane, companyId],
  };
}

/**
 * A page of one lane of the board (or of the whole board when no lane is asked): the open and pending tickets (closed ones leave the board), most
 * recently updated first, with the lane's total.
 */
export async function kanbanPage(em: EntityManager, auth: AuthContext, query: BoardQuery): Promise<KanbanResponse> {
  // The reference product's client never sends showAll: an admin then sees the whole board, as its server did.
  const viewer = await boardViewer(em, auth, query.showAll ?? isAdmin(auth));
  const parts = ['t.company_id = ?', `t.status in ('open', 'pending')`];
  const params: unknown[] = [auth.companyId];
  const visible = visibleSql(viewer);
  if (visible.sql !== 'true') {
    parts.push(visible.sql);
    params.push(...visible.params);
  }
  if (query.queueIds && query.queueIds.length > 0) {
    // As in the inbox, tickets still without a queue stay listed: they wait for anyone.
    parts.push('(t.queue_id = any(?::int[]) or t.queue_id is null)');
    params.push(query.queueIds.map(Number));
  }
  if (query.lane !== undefined) {
    const lane = laneSql(query.lane, auth.companyId);
    parts.push(lane.sql);
    params.push(...lane.params);
  }
  const where = parts.join(' and ');
  const offset = (query.pageNumber - 1) * KANBAN_PAGE_SIZE;
  const { records: tickets, count } = await countedTicketRecordPage(
    em,
    {
      sql: `select t.id from tickets t where ${where} order by t.updated_at desc, t.id desc limit ${KANBAN_PAGE_SIZE} offset ?::int`,
      params: [...params, offset],
    },
    { sql: `select count(*)::int as count from tickets t where ${where}`, params },
  );
  return { tickets, count, hasMore: offset + tickets.length < count };
}
