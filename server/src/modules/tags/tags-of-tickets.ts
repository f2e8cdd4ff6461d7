import type { TagRef } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TicketTag } from './ticket-tag.entity.ts';

type Row = { ticket_id: number; tag_id: number; tag_name: string; tag_color: string };

/** The tags of many tickets in one query (ordered by tag name), for ticket lists; tickets without tags map to []. */
export async function tagsOfTickets(em: EntityManager, ticketIds: readonly number[]): Promise<Map<number, TagRef[]>> {
  const result = new Map<number, TagRef[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length === 0) {
    return result;
  }
  const qb = em
    .createQueryBuilder(TicketTag, 'tt')
    .select(['tt.ticketId'])
    .join('tt.tagId' as never, 't')
    .addSelect(['t.id as tag_id', 't.name as tag_name', 't.color as tag_color'])
    .where({ ticketId: { $in: [...new Set(ticketIds)] } })
    .orderBy({ 't.name': 'asc', 't.id': 'asc' });
  await qb.applyFilters();
  const rows = await qb.execute<Row[]>('all', false);
  for (const row of rows) {
    result.get(row.ticket_id)?.push({ id: row.tag_id, name: row.tag_name, color: row.tag_color });
  }
  return result;
}
