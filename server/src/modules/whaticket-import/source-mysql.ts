import mysql from 'mysql2/promise';
import type { SourceDatabase, SourcePaging, SourceRow } from './source.ts';

/**
 * The reference writes its times in this offset on MySQL (`timezone` of its backend/src/config/database.ts):
 * MySQL's DATETIME keeps no zone, so the times are read back in it. `?timezone=` in the URL says
 * otherwise (`Z`, `+01:00`…) for an installation that changed it.
 */
const REFERENCE_TIMEZONE = '-03:00';

/**
 * A MySQL or MariaDB reference database (`mysql://user:pass@host:3306/name`), read as the PostgreSQL
 * one is: its TINYINT(1) columns are booleans and MariaDB's JSON columns (text with a json_valid check)
 * parsed, so every step sees the values it sees on PostgreSQL.
 */
export class MysqlSource implements SourceDatabase {
  readonly #pool: mysql.Pool;
  readonly #jsonColumns = new Map<string, Promise<Set<string>>>();

  constructor(url: string) {
    const parsed = new URL(url);
    this.#pool = mysql.createPool({
      host: parsed.hostname,
      port: Number(parsed.port || 3306),
      user: decodeURIComponent(parsed.username),
      password: decodeURIComponent(parsed.password),
      database: decodeURIComponent(parsed.pathname.slice(1)),
      timezone: parsed.searchParams.get('timezone') ?? REFERENCE_TIMEZONE,
      connectionLimit: 2,
      typeCast: (field, next) => {
        if (field.type === 'TINY' && field.length === 1) {
          const value = field.string();
          return value === null ? null : value === '1';
        }
        return next();
      },
    });
  }

  async identity(): Promise<string> {
    let server: string;
    try {
      server = await this.#text('SELECT @@server_uuid AS id');
    } catch {
      // MariaDB has no server uuid: its host name and port name the server.
      server = await this.#text(`SELECT CONCAT(@@hostname, ':', @@port) AS id`);
    }
    const database = await this.#text('SELECT DATABASE() AS id');
    return `mysql:${server}/${database}`;
  }

  async tables(): Promise<string[]> {
    const rows = await this.#rows(
      `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY 1`,
    );
    return rows.map((row) => String(row['name']));
  }

  async count(table: string): Promise<number> {
    return Number((await this.#rows(`SELECT count(*) AS n FROM ${quote(table)}`))[0]?.['n'] ?? 0);
  }

  async page({ table, keys }: SourcePaging, after: unknown[] | undefined, limit: number): Promise<SourceRow[]> {
    const columns = keys.map(quote).join(', ');
    const where = after ? `WHERE (${columns}) > (${keys.map(() => '?').join(', ')})` : '';
    const rows = await this.#rows(`SELECT * FROM ${quote(table)} ${where} ORDER BY ${columns} LIMIT ${Math.trunc(limit)}`, after ?? []);
    const json = await this.#json(table);
    if (json.size > 0) {
      for (const row of rows) {
        for (const column of json) {
          const value = row[column];
          if (typeof value === 'string') {
            row[column] = parseJson(value);
          }
        }
      }
    }
    return rows;
  }

  close(): Promise<void> {
    return this.#pool.end();
  }

  async #rows(sql: string, values: unknown[] = []): Promise<SourceRow[]> {
    const [rows] = await this.#pool.query(sql, values);
    return rows as SourceRow[];
  }

  /** The `id` column of the first row, as text. */
  async #text(sql: string): Promise<string> {
    const value = (await this.#rows(sql))[0]?.['id'];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }

  /** MariaDB's JSON columns (MySQL's JSON type comes back parsed already). */
  #json(table: string): Promise<Set<string>> {
    let found = this.#jsonColumns.get(table);
    if (!found) {
      found = this.#rows(
        `SELECT CHECK_CLAUSE AS clause FROM information_schema.CHECK_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = DATABASE() AND TABLE_NAME = ?`,
        [table],
      ).then(
        (rows) =>
          new Set(rows.flatMap((row) => [...String(row['clause']).matchAll(/json_valid\(`([^`]+)`\)/g)].map((match) => match[1] ?? ''))),
        // MySQL's CHECK_CONSTRAINTS has no TABLE_NAME: it has no such columns either.
        () => new Set<string>(),
      );
      this.#jsonColumns.set(table, found);
    }
    return found;
  }
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function quote(name: string): string {
  return `\`${name.replaceAll('`', '``')}\``;
}
