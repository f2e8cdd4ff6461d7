import { LIST_PAGE_SIZE } from '@balcao/shared';
import type { EntityName, FilterQuery, FindOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

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
 * column so pages never overlap). Runs the page and the count as two statements on the caller's
 * manager, so the tenant filter scopes both.
 */
export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  { pageNumber, pageSize = LIST_PAGE_SIZE, ...options }: { pageNumber: number; pageSize?: number } & FindOptions<T>,
): Promise<Page<T>> {
  const offset = (pageNumber - 1) * pageSize;
  // `where` is typed for any entity here; MikroORM's index-hint overloads want the concrete one.
  const [rows, count] = await em.findAndCount(entity, where as never, { ...options, limit: pageSize, offset });
  return { rows, count, hasMore: offset + rows.length < count };
}
