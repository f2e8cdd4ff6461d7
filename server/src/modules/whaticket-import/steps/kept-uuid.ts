import type { EntityClass, EntityManager } from '@mikro-orm/postgresql';
import type { SourceRow } from '../source.ts';
import { text } from '../step.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which of a page's rows keep the reference's uuid (links to a ticket or a chat keep working): one that
 * is not a uuid, or that Balcão or an earlier row of the page already has, is left to Balcão to give.
 * `uuidOf(row)`, spread into the new row, is `{ uuid }` or nothing; call it once for each row written.
 */
export async function keptUuids(
  em: EntityManager,
  entity: EntityClass<{ id: number; uuid: string }>,
  rows: SourceRow[],
): Promise<(row: SourceRow) => { uuid?: string }> {
  const uuids = rows.map((row) => text(row['uuid'])).filter((uuid) => UUID.test(uuid));
  const found = uuids.length > 0 ? await em.find(entity, { uuid: { $in: uuids } }, { fields: ['uuid'] }) : [];
  const taken = new Set(found.map((row) => row.uuid));
  return (row) => {
    const uuid = text(row['uuid']);
    const keep = UUID.test(uuid) && !taken.has(uuid);
    taken.add(uuid);
    return keep ? { uuid } : {};
  };
}
