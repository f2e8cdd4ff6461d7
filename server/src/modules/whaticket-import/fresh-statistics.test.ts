import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { ormConfig } from '../../platform/database/orm-config.ts';
import { analyzeGrownTables } from './fresh-statistics.ts';

let database: TestDatabase;
let orm: MikroORM;
let sql: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await MikroORM.init(ormConfig(database.url));
  sql = new pg.Pool({ connectionString: database.url, max: 1 });
});

afterAll(async () => {
  await sql?.end();
  await orm?.close(true);
  await database?.drop();
});

/** What the planner believes of the id map's size. */
async function estimatedRows(): Promise<number> {
  const { rows } = await sql.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) select * from import_id_map where source = 's' and kind = 'message'`,
  );
  return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

describe('statistics during an import', () => {
  it('analyzes the tables the import grew, so the planner knows their size, and leaves the rest', async () => {
    await sql.query(
      `insert into import_id_map (source, kind, source_id, target_id)
       select 's', 'message', g::text, g::text from generate_series(1, 20000) g`,
    );
    // Statistics reach pg_stat_user_tables when the session reports them.
    await sql.query('select pg_stat_force_next_flush()');
    await expect.poll(() => analyzeGrownTables(orm.em.fork()), { timeout: 5_000 }).toEqual(['import_id_map']);
    expect(await estimatedRows()).toBeGreaterThan(10_000);
    expect(await analyzeGrownTables(orm.em.fork())).toEqual([]);
  });
});
