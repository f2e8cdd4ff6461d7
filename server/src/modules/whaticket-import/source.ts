import pg from 'pg';
import { MysqlSource } from './source-mysql.ts';

export type SourceRow = Record<string, unknown>;

/** How one reference table is paged: by its key columns, in their order (keyset paging). */
export type SourcePaging = { table: string; keys: string[] };

/** A reference database, read only: pages of a table in key order, and what tables it has. */
export type SourceDatabase = {
  /**
   * A name for this database that survives a new password or host name (its server's identifier and
   * the database's name). The id map is kept per source, so two reference databases never mix.
   */
  identity(): Promise<string>;
  tables(): Promise<string[]>;
  count(table: string): Promise<number>;
  /** Up to `limit` rows after `after` (the key values of the last row of the previous page). */
  page(paging: SourcePaging, after: unknown[] | undefined, limit: number): Promise<SourceRow[]>;
  close(): Promise<void>;
};

/** The reference database a `--from` URL names: PostgreSQL (`postgres://`, `postgresql://`) or MySQL/MariaDB (`mysql://`, `mariadb://`). */
export function openSource(url: string): SourceDatabase {
  const scheme = /^([a-z0-9+]+):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'mysql' || scheme === 'mariadb') {
    return new MysqlSource(url);
  }
  if (scheme === 'postgres' || scheme === 'postgresql') {
    return new PostgresSource(url);
  }
  throw new Error(`Unknown database URL scheme "${scheme ?? ''}": use postgresql:// or mysql://`);
}

export class PostgresSource implements SourceDatabase {
  readonly #pool: pg.Pool;

  constructor(url: string) {
    this.#pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  async identity(): Promise<string> {
    const { rows } = await this.#pool.query<{ id: string }>(
      `SELECT (SELECT system_identifier::text FROM pg_control_system()) || '/' || current_database() AS id`,
    );
    return rows[0]?.id ?? 'unknown';
  }

  async tables(): Promise<string[]> {
    const { rows } = await this.#pool.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    return rows.map((row) => row.name);
  }

  async count(table: string): Promise<number> {
    const { rows } = await this.#pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(table)}`);
    return Number(rows[0]?.n ?? 0);
  }

  async page({ table, keys }: SourcePaging, after: unknown[] | undefined, limit: number): Promise<SourceRow[]> {
    const columns = keys.map(quote).join(', ');
    const where = after ? `WHERE (${columns}) > (${keys.map((_, index) => `$${index + 1}`).join(', ')})` : '';
    const { rows } = await this.#pool.query<SourceRow>(
      `SELECT * FROM ${quote(table)} ${where} ORDER BY ${columns} LIMIT ${Math.trunc(limit)}`,
      after ?? [],
    );
    return rows;
  }

  close(): Promise<void> {
    return this.#pool.end();
  }
}

function quote(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
