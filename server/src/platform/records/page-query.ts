import { LIST_PAGE_SIZE } from '@balcao/shared';
import type { EntityData, EntityName, FilterQuery, FindOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hotRows } from '../database/hot-read.ts';

/** One page of a list screen: the rows, how many match in all, and whether a later page has more. */
export type Page<T> = { rows: T[]; count: number; hasMore: boolean };

/** A search typed by a user, as an `$ilike` pattern matching it anywhere (its `%`, `_` and `\` taken literally). */
export function containing(search: string): string {
  return `%${escapeLike(search)}%`;
}

/** The same, matching at the start only (an index on the column can serve it). */
export function startingWith(search: string): string {
  return `${escapeLike(search)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The `pageNumber`-th page (from 1) of the rows that match, in `orderBy` order (end it with a unique
 * column so pages never overlap). The ORM writes the statements (the tenant filter applied, as on
 * `em.find`); they run on the hot-read path, values bound, and `hasMore` comes from one row more
 * than the page. The count runs alongside, on the same path.
 */
export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  { pageNumber, pageSize = LIST_PAGE_SIZE, orderBy }: { pageNumber: number; pageSize?: number; orderBy: FindOptions<T>['orderBy'] },
): Promise<Page<T>> {
  const offset = (pageNumber - 1) * pageSize;
  // `where` is typed for any entity here; MikroORM's index-hint overloads want the concrete one.
  const pageQuery = em
    .createQueryBuilder(entity)
    .select('*')
    .where(where as never)
    .orderBy(orderBy as never)
    .limit(pageSize + 1)
    .offset(offset);
  const countQuery = em
    .createQueryBuilder(entity)
    .count()
    .where(where as never);
  await Promise.all([pageQuery.applyFilters(), countQuery.applyFilters()]);
  const [page, counted] = await Promise.all([hotQuery<EntityData<T>>(em, pageQuery), hotQuery<{ count: number | string }>(em, countQuery)]);
  const rows = page.slice(0, pageSize).map((row) => em.map(entity, row));
  return { rows, count: Number(counted[0]?.count ?? 0), hasMore: page.length > pageSize };
}

function hotQuery<Row>(em: EntityManager, query: { toQuery(): { sql: string; params: readonly unknown[] } }): Promise<Row[]> {
  const { sql, params } = query.toQuery();
  return hotRows<Row>(em, sql, params);
}
