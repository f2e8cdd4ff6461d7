import { TICKETS_PAGE_SIZE, type ticketListQuery, type TicketListResponse } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { visibleSql, type TicketViewer } from './ticket-access.ts';
import { countedTicketRecordPage, ticketRecords } from './ticket-records.ts';
import { hotRows } from '../../platform/database/hot-read.ts';
import { hasNul } from '../../platform/http/nul-text.ts';

export type TicketListFilters = z.output<typeof ticketListQuery>;

/** `%text%` for LIKE, the wildcards of the text itself escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The start of a day and of the next one, in the server's time zone. */
function dayBounds(day: string): [Date, Date] {
  const start = new Date(`${day}T00:00:00`);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return [start, end];
}

const MESSAGE_SEARCH_MIN_LENGTH = 3;

const ids = (values: readonly number[]) => values.map(Number);

/** The WHERE clause of a list: the caller's reach first, then each filter narrows it. */
function conditions(viewer: TicketViewer, filters: TicketListFilters): { sql: string; params: unknown[] } {
  const parts = ['t.company_id = ?'];
  const params: unknown[] = [viewer.companyId];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  const visible = visibleSql(viewer);
  if (visible.sql !== 'true') {
    add(visible.sql, ...visible.params);
  }
  if (filters.status) {
    add('t.status = ?', filters.status);
  }
  // The Open tab lists the caller's own tickets; show-all (admins) lists everyone's.
  if (filters.status === 'open' && !filters.showAll) {
    add('t.user_id = ?', viewer.userId);
  }
  if (filters.queueIds && filters.queueIds.length > 0) {
    // Tickets still without a queue stay listed, as they wait for anyone.
    add('(t.queue_id = any(?::int[]) or t.queue_id is null)', ids(filters.queueIds));
  }
  if (filters.tags && filters.tags.length > 0) {
    // Every chosen tag, as the reference intersects them.
    const tagIds = [...new Set(filters.tags.map(Number))];
    add(
      `t.id in (select tt.ticket_id from ticket_tags tt where tt.company_id = ? and tt.tag_id = any(?::int[])
                group by tt.ticket_id having count(distinct tt.tag_id) = ?::int)`,
      viewer.companyId,
      tagIds,
      tagIds.length,
    );
  }
  if (filters.users && filters.users.length > 0) {
    add('t.user_id = any(?::int[])', ids(filters.users));
  }
  if (filters.withUnreadMessages) {
    add('t.unread_messages > 0');
  }
  if (filters.date) {
    add('t.created_at >= ?::timestamptz and t.created_at < ?::timestamptz', ...dayBounds(filters.date));
  }
  if (filters.updatedAt) {
    add('t.updated_at >= ?::timestamptz and t.updated_at < ?::timestamptz', ...dayBounds(filters.updatedAt));
  }
  const search = filters.searchParam?.trim();
  if (search) {
    // Contacts come from the trigram indexes on their folded name and number, their tickets from the
    // tickets' contact index; message text (3 characters on: shorter text has no trigram) from the
    // trigram index on the folded body. Folding ignores case and accents on both sides.
    const pattern = containing(search);
    const contacts = `select c.id from contacts c where c.company_id = ? and (balcao_fold(c.name) like balcao_fold(?) or c.number like ?)`;
    const messages = `select m.ticket_id from messages m where m.company_id = ? and balcao_fold(m.body) like balcao_fold(?)`;
    // A protocol number finds its ticket (the unique index on company and code).
    add(
      `(t.code = ? or t.contact_id = any(array(${contacts}))${search.length >= MESSAGE_SEARCH_MIN_LENGTH ? ` or t.id = any(array(${messages}))` : ''})`,
      protocolOf(search),
      viewer.companyId,
      pattern,
      pattern,
      ...(search.length >= MESSAGE_SEARCH_MIN_LENGTH ? [viewer.companyId, pattern] : []),
    );
  }
  return { sql: parts.join(' and '), params };
}

/** A protocol number as typed, also without its dash or its leading zeros (`20261125-123` is `20261125-000123`). */
function protocolOf(search: string): string {
  const parts = /^(\d{8})-?(\d{1,12})$/.exec(search.replace(/\s+/g, ''));
  return parts ? `${parts[1]}-${(parts[2] ?? '').padStart(6, '0')}` : search;
}

/**
 * A page of the ticket list (TICKETS_PAGE_SIZE, most recently updated first). `hasMore` comes from one
 * row more than the page. The count (what the tabs and lanes show) is an index-only count of the
 * status lists; a search answers no count of its own (`count` is then the tickets up to this page),
 * so it never reads every match. Show-all is for admins only.
 */
export async function listTickets(em: EntityManager, viewer: TicketViewer, filters: TicketListFilters): Promise<TicketListResponse> {
  if (filters.showAll && !viewer.isAdmin) {
    throw new AppError('ERR_NO_PERMISSION', { message: 'Only admins may show every ticket' });
  }
  if (hasNul(filters.searchParam ?? '')) {
    return { tickets: [], count: 0, hasMore: false }; // No stored text holds a NUL (PostgreSQL refuses it).
  }
  const where = conditions(viewer, filters);
  const offset = (filters.pageNumber - 1) * TICKETS_PAGE_SIZE;
  const searching = Boolean(filters.searchParam?.trim());
  // The page size is written into the text (a constant, so the statement stays one): a generic plan
  // that knows it reads 41 rows walks the index, where `limit $n` would make it read the whole table.
  const pageSql = `select t.id from tickets t where ${where.sql} order by t.updated_at desc, t.id desc limit ${TICKETS_PAGE_SIZE + 1} offset ?::int`;
  const pageParams = [...where.params, offset];
  if (searching) {
    // A search is planned with its text (a generic plan cannot tell a rare name from a common word), so
    // it selects only the page's ids; their records then come from one prepared statement.
    const found = await hotRows<{ id: number }>(em, pageSql, pageParams, { prepared: false });
    const ids = found.slice(0, TICKETS_PAGE_SIZE).map((row) => row.id);
    const hasMore = found.length > TICKETS_PAGE_SIZE;
    return { tickets: await ticketRecords(em, viewer.companyId, ids), count: offset + ids.length + (hasMore ? 1 : 0), hasMore };
  }
  const { records, count } = await countedTicketRecordPage(
    em,
    { sql: pageSql, params: pageParams },
    { sql: `select count(*)::int as count from tickets t where ${where.sql}`, params: where.params },
  );
  const tickets = records.slice(0, TICKETS_PAGE_SIZE);
  const hasMore = records.length > TICKETS_PAGE_SIZE;
  return { tickets, count, hasMore };
}
