import type { SourceDatabase } from './source.ts';
import { MysqlSource } from './source-mysql.ts';
import { PostgresSource } from './source-postgres.ts';

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
