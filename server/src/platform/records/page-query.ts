import { LIST_PAGE_SIZE } from '@balcao/shared';
import type { EntityData, EntityName, FilterQuery, FindOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hotRows } from '../database/hot-read.ts';
import { hasNul } from '../http/nul-text.ts';

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

type Order<T> = FindOptions<T>['orderBy'];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Operators that match a text holding what they are given: none does when it holds a NUL. */
const MATCHING_TEXT = new Set(['$eq', '$like', '$ilike']);

const holdsNul = (value: unknown) => typeof value === 'string' && hasNul(value);

/**
 * `where` with every condition that asks for a text holding a NUL (`name: 'a\0'`, `$ilike`, `$like`)
 * made one that matches nothing (`$in: []`). No stored text holds a NUL (PostgreSQL refuses one), so a
 * search typed with one finds, literally, nothing; sent as it is, PostgreSQL would refuse the statement.
 */
export function nulMatchesNothing<T>(where: FilterQuery<T>): FilterQuery<T> {
  return rewritten(where) as FilterQuery<T>;
}

function rewritten(condition: unknown): unknown {
  if (Array.isArray(condition)) {
    return condition.map(rewritten);
  }
  if (!isPlainObject(condition)) {
    return condition;
  }
  return Object.fromEntries(
    Object.entries(condition).map(([key, value]) => {
      const impossible =
        holdsNul(value) ||
        (isPlainObject(value) && Object.entries(value).some(([operator, text]) => MATCHING_TEXT.has(operator) && holdsNul(text)));
      return [key, impossible ? { $in: [] } : rewritten(value)];
    }),
  );
}

/**
 * Entities matching `where` in `orderBy` order (`limit` rows from `offset`), the statement written by
 * the ORM's query builder (tenant filter applied, as on `em.find`) and run on the hot-read path.
 */
export async function hotFind<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  { orderBy, limit, offset = 0 }: { orderBy: Order<T>; limit: number; offset?: number },
): Promise<T[]> {
  // `where` is typed for any entity here; MikroORM's index-hint overloads want the concrete one.
  const query = em
    .createQueryBuilder(entity)
    .select('*')
    .where(nulMatchesNothing(where) as never)
    .orderBy(orderBy as never);
  await query.applyFilters();
  // The page size is a constant of the screen, written into the text (the query builder would bind
  // it): a prepared statement is planned once without its values, and a plan that knows it reads a
  // page walks an index where `limit $n` may sort the whole table.
  const { sql, params } = query.toQuery();
  const rows = await hotRows<EntityData<T>>(em, `${sql} limit ${Math.trunc(limit)} offset ?::int`, [...params, offset]);
  return rows.map((row) => em.map(entity, row));
}

/** How many rows match `where` (tenant filter applied), on the hot-read path. */
export async function hotCount<T extends object>(em: EntityManager, entity: EntityName<T>, where: FilterQuery<T>): Promise<number> {
  const query = em
    .createQueryBuilder(entity)
    .count()
    .where(nulMatchesNothing(where) as never);
  await query.applyFilters();
  const [row] = await hotQuery<{ count: number | string }>(em, query);
  return Number(row?.count ?? 0);
}

/**
 * The `pageNumber`-th page (from 1) of the rows that match, in `orderBy` order (end it with a unique
 * column so pages never overlap), on the hot-read path: values bound, `hasMore` from one row more
 * than the page, the count alongside.
 */
export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  { pageNumber, pageSize = LIST_PAGE_SIZE, orderBy }: { pageNumber: number; pageSize?: number; orderBy: Order<T> },
): Promise<Page<T>> {
  const offset = (pageNumber - 1) * pageSize;
  const [page, count] = await Promise.all([
    hotFind(em, entity, where, { orderBy, limit: pageSize + 1, offset }),
    hotCount(em, entity, where),
  ]);
  return { rows: page.slice(0, pageSize), count, hasMore: page.length > pageSize };
}

function hotQuery<Row>(em: EntityManager, query: { toQuery(): { sql: string; params: readonly unknown[] } }): Promise<Row[]> {
  const { sql, params } = query.toQuery();
  return hotRows<Row>(em, sql, params);
}
