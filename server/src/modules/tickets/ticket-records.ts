import type { TicketRecord } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hotRows } from '../../platform/database/hot-read.ts';
import { TICKET_RECORD_COLUMNS, TICKET_RECORD_JOINS, ticketRecordOf, type TicketRecordRow } from './ticket-record-row.ts';

/**
 * The records of some tickets of one company, with their contact, user, queue, connection and tags,
 * in one statement whatever the number of tickets; answered in the order of `ids`.
 */
export async function ticketRecords(em: EntityManager, companyId: number, ids: readonly number[]): Promise<TicketRecord[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await hotRows<TicketRecordRow>(
    em,
    `select ${TICKET_RECORD_COLUMNS} from tickets t ${TICKET_RECORD_JOINS} where t.company_id = ? and t.id = any(?::int[])`,
    [companyId, ids.map(Number)],
  );
  const byId = new Map(rows.map((row) => [row.id, ticketRecordOf(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of records and the count of its list in one statement: `page.sql` selects the ids of the
 * page (alias `t`, ordered and limited), `count.sql` answers one row with an integer `count`; the
 * records come back in the list order, most recently updated first. Only a page past the end (no
 * row to carry the count) sends the count alone.
 */
export async function countedTicketRecordPage(
  em: EntityManager,
  page: { sql: string; params: readonly unknown[] },
  count: { sql: string; params: readonly unknown[] },
): Promise<{ records: TicketRecord[]; count: number }> {
  const rows = await hotRows<TicketRecordRow & { list_count: number }>(
    em,
    `select ${TICKET_RECORD_COLUMNS}, counted.count as list_count
       from (${page.sql}) page join tickets t on t.id = page.id ${TICKET_RECORD_JOINS}
       cross join (${count.sql}) counted
      order by t.updated_at desc, t.id desc`,
    [...page.params, ...count.params],
  );
  const [first] = rows;
  if (first) {
    return { records: rows.map(ticketRecordOf), count: first.list_count };
  }
  const [alone] = await hotRows<{ count: number }>(em, count.sql, count.params);
  return { records: [], count: alone?.count ?? 0 };
}

export async function ticketRecord(em: EntityManager, companyId: number, id: number): Promise<TicketRecord | null> {
  const [record] = await ticketRecords(em, companyId, [id]);
  return record ?? null;
}

/** A ticket's record by id or uuid (null when unknown or another company's), for the lookup that checks access on it. */
export async function ticketRecordWhere(
  em: EntityManager,
  companyId: number,
  where: { id: number } | { uuid: string },
): Promise<TicketRecord | null> {
  const [key, value] = 'id' in where ? ['t.id = ?', where.id] : ['t.uuid = ?', where.uuid];
  const rows = await hotRows<TicketRecordRow>(
    em,
    `select ${TICKET_RECORD_COLUMNS} from tickets t ${TICKET_RECORD_JOINS} where t.company_id = ? and ${key}`,
    [companyId, value],
  );
  return rows[0] ? ticketRecordOf(rows[0]) : null;
}
