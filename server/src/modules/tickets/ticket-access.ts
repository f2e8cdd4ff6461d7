import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import { hotRows } from '../../platform/database/hot-read.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Ticket } from './ticket.entity.ts';

/** Who looks at tickets, as the server knows them (never as the client claims). */
export type TicketViewer = {
  companyId: number;
  userId: number;
  isAdmin: boolean;
  /** The queues the user works. */
  queueIds: number[];
  /** The user's allTicket: pending tickets without a queue are theirs to see too. */
  allTicket: boolean;
};

export function isAdmin(auth: Pick<AuthContext, 'profile' | 'super'>): boolean {
  return auth.super || auth.profile === 'admin';
}

/**
 * The caller's reach, read from their user row and queues (`em` bound to their company): one plain
 * row on the hot-read path, as it precedes every list and conversation an attendant opens.
 */
export async function viewerOf(em: EntityManager, auth: AuthContext): Promise<TicketViewer> {
  if (isAdmin(auth)) {
    return { companyId: auth.companyId, userId: auth.userId, isAdmin: true, queueIds: [], allTicket: true };
  }
  const [reach] = await hotRows<{ all_ticket: string; queue_ids: number[] }>(
    em,
    `select u.all_ticket,
            array(select uq.queue_id from user_queues uq where uq.user_id = u.id and uq.company_id = u.company_id order by uq.queue_id) as queue_ids
       from users u where u.id = ? and u.company_id = ?`,
    [auth.userId, auth.companyId],
  );
  return {
    companyId: auth.companyId,
    userId: auth.userId,
    isAdmin: false,
    queueIds: reach?.queue_ids ?? [],
    allTicket: reach?.all_ticket === 'enabled',
  };
}

type Placement = Pick<Ticket, 'status' | 'queueId' | 'userId'>;

/**
 * Admins see every ticket of their company. Anyone else sees the tickets assigned to them, those of
 * their queues, and, with allTicket, the pending ones that have no queue yet.
 */
export function canSee(viewer: TicketViewer, ticket: Placement): boolean {
  if (viewer.isAdmin) {
    return true;
  }
  const queueId = ticket.queueId ?? null;
  return (
    (ticket.userId ?? null) === viewer.userId ||
    (queueId !== null && viewer.queueIds.includes(queueId)) ||
    (viewer.allTicket && queueId === null && ticket.status === 'pending')
  );
}

export function assertCanSee(viewer: TicketViewer, ticket: Placement): void {
  if (!canSee(viewer, ticket)) {
    throw new AppError('ERR_NO_PERMISSION', { message: 'This ticket belongs to a queue you do not work' });
  }
}

/** A ticket the viewer may see: ERR_NO_TICKET_FOUND when unknown (or another company's), ERR_NO_PERMISSION outside their reach. */
export async function findVisibleTicket(
  em: EntityManager,
  viewer: TicketViewer,
  where: { id: number } | { uuid: string },
): Promise<Ticket> {
  const ticket = await em.findOne(Ticket, where);
  if (!ticket) {
    throw new AppError('ERR_NO_TICKET_FOUND', { message: 'No ticket found with this ID' });
  }
  assertCanSee(viewer, ticket);
  return ticket;
}

/** `findVisibleTicket` for a caller of a request, for the modules that hang off a ticket (notes, tags). */
export async function ticketForCaller(em: EntityManager, auth: AuthContext, ticketId: number): Promise<Ticket> {
  return findVisibleTicket(em, await viewerOf(em, auth), { id: ticketId });
}

/** `canSee` as a SQL condition on the tickets alias `t`, with its parameters (for `hotRows`: arrays bound as arrays). */
export function visibleSql(viewer: TicketViewer): { sql: string; params: unknown[] } {
  if (viewer.isAdmin) {
    return { sql: 'true', params: [] };
  }
  const parts = ['t.user_id = ?'];
  const params: unknown[] = [viewer.userId];
  if (viewer.queueIds.length > 0) {
    parts.push('t.queue_id = any(?::int[])');
    params.push(viewer.queueIds.map(Number));
  }
  if (viewer.allTicket) {
    parts.push(`(t.queue_id is null and t.status = 'pending')`);
  }
  return { sql: `(${parts.join(' or ')})`, params };
}

/** The socket room policy: a conversation's room is joined only by those who may see its ticket. */
export async function canJoinTicket(rootEm: EntityManager, auth: AuthContext, ticketId: string): Promise<boolean> {
  if (!/^\d{1,10}$/.test(ticketId)) {
    return false;
  }
  const em = forkForCompany(rootEm, auth.companyId);
  const ticket = await em.findOne(Ticket, { id: Number(ticketId) }, { fields: ['status', 'queueId', 'userId'] });
  return ticket !== null && canSee(await viewerOf(em, auth), ticket);
}
