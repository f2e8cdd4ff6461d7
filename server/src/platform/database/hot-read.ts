import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { queryDescribedOnce } from './described-once.ts';

/**
 * The path of the reads a screen makes on every click (ticket list, message page, ticket lookup,
 * contacts, list screens): the SQL text is fixed and its values travel as bound parameters, so
 * PostgreSQL plans a statement once per connection instead of once per request (MikroORM's `execute`
 * writes the values into the text). Rows come back plain; the caller maps them to its records.
 */
export type StatementMode = 'named' | 'unnamed';

let mode: StatementMode = 'named';

/**
 * `named` prepares each statement once per connection (the fast path). `unnamed` binds the values
 * without keeping the statement, for a transaction-mode pooler (PgBouncer before 1.21) that may hand
 * each statement to a different server connection.
 */
export function useStatements(next: StatementMode): void {
  mode = next;
}

/** By the ORM's connection (one per server in this process). */
const customPlans = new WeakMap<object, pg.Pool>();

/**
 * Where a statement whose best plan depends on its values (`prepared: false`) runs outside a
 * transaction: a pool whose connections plan with the values, as the ORM's are set to plan prepared
 * statements once without them (`genericPlans` in orm-config.ts). Unset, such statements share the
 * ORM's pool.
 */
export function useCustomPlanPool(em: EntityManager, pool: pg.Pool): void {
  customPlans.set(em.getConnection(), pool);
}

type Observer = (statement: { text: string; values: readonly unknown[]; name: string | undefined }) => void;
const observers = new Set<Observer>();

/** Watches the statements sent on this path (for tests); returns the unsubscribe. */
export function observeHotReads(observer: Observer): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

const numbered = new Map<string, { text: string; name: string }>();

/** `?` placeholders as `$1, $2…` (outside quoted literals and identifiers), with a name derived from the text. */
function statementOf(sql: string): { text: string; name: string } {
  const known = numbered.get(sql);
  if (known) {
    return known;
  }
  let index = 0;
  let quote: string | null = null;
  let text = '';
  for (const char of sql) {
    if (quote) {
      quote = char === quote ? null : quote;
      text += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      text += char;
    } else if (char === '?') {
      index += 1;
      text += `$${index}`;
    } else {
      text += char;
    }
  }
  const statement = { text, name: `hot_${createHash('sha1').update(text).digest('hex').slice(0, 20)}` };
  if (numbered.size < 2000) {
    numbered.set(sql, statement);
  }
  return statement;
}

type Executor = { executeQuery: (query: CompiledQuery) => Promise<{ rows: unknown[] }> };

export type HotReadOptions = {
  /**
   * false for a statement whose best plan depends on its values (a search text): it is then planned
   * with them each time, still bound, never kept.
   */
  prepared?: boolean;
};

/**
 * The rows of a read, its values bound (`?` placeholders). Inside a transaction of `em` it runs on
 * the transaction's connection (unnamed: the connection is the transaction's, not the pool's).
 */
export async function hotRows<Row>(
  em: EntityManager,
  sql: string,
  values: readonly unknown[] = [],
  { prepared = true }: HotReadOptions = {},
): Promise<Row[]> {
  const { text, name } = statementOf(sql);
  const transaction = em.getTransactionContext<Executor>();
  const statementName = transaction || mode === 'unnamed' || !prepared ? undefined : name;
  for (const observer of observers) {
    observer({ text, values, name: statementName });
  }
  if (transaction) {
    return (await transaction.executeQuery(CompiledQuery.raw(text, [...values]))).rows as Row[];
  }
  const connection = em.getConnection();
  const pool = (!prepared && customPlans.get(connection)) || (await connection.getNativeClient());
  const result = statementName
    ? await queryDescribedOnce<Row & pg.QueryResultRow>(pool, { name: statementName, text, values: [...values] })
    : await pool.query<Row & pg.QueryResultRow>({ text, values: [...values] });
  return result.rows;
}
