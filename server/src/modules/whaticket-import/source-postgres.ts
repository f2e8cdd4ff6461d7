import pg from 'pg';
import type { SourceDatabase, SourcePaging, SourceRow } from './source.ts';

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
