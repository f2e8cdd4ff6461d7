import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { ormConfig } from './orm-config.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const BEFORE_TICKET_CODES = 'Migration20261125193000_connection_token_hash';
/** What hand-written migrations add beyond the entities (partial and expression indexes, triggers). */
const HAND_WRITTEN = /^drop (index|trigger|function) /;

let database: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
  const config = ormConfig(database.url);
  // Wherever the tests run from, the snapshot is the one in this folder (never written: snapshotOnMigrate is off).
  orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, path: MIGRATIONS_DIR, pathTs: MIGRATIONS_DIR } });
});
afterAll(async () => {
  await orm.close(true);
  await database.drop();
});

const sql = <T>(query: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(query, params);

describe('migrations', () => {
  it('number the tickets that exist by creation, per company and calendar day, and the next ones continue', async () => {
    await orm.migrator.up({ to: BEFORE_TICKET_CODES });
    const [plan] = await sql<{ id: number }>(`insert into plans (name) values ('p') returning id`);
    const [tokyo, saoPaulo] = await sql<{ id: number }>(
      `insert into companies (name, plan_id) values ('Tokyo', ?), ('SP', ?) returning id`,
      [plan?.id, plan?.id],
    );
    const companies = [tokyo?.id, saoPaulo?.id] as [number, number];
    await sql(`insert into settings (company_id, key, value) values (?, 'timezone', 'Asia/Tokyo')`, [companies[0]]);
    const contacts = await sql<{ id: number }>(
      `insert into contacts (company_id, name, number) values (?, 'a', '1'), (?, 'b', '2') returning id`,
      [...companies],
    );
    const ticket = (company: number, contact: number | undefined, at: string) =>
      sql(`insert into tickets (uuid, company_id, contact_id, status, created_at) values (gen_random_uuid(), ?, ?, 'closed', ?)`, [
        company,
        contact,
        at,
      ]);
    // 23:30 on the 24th in São Paulo is already the 25th in Tokyo.
    await ticket(companies[1], contacts[1]?.id, '2026-11-25T02:30:00Z');
    await ticket(companies[1], contacts[1]?.id, '2026-11-24T12:00:00Z');
    await ticket(companies[0], contacts[0]?.id, '2026-11-25T02:30:00Z');
    await ticket(companies[1], contacts[1]?.id, '2026-11-25T12:00:00Z');

    await orm.migrator.up();
    const codes = await sql<{ company_id: number; code: string }>(`select company_id, code from tickets order by id`);
    expect(codes.map(({ code }) => code)).toEqual(['20261124-000002', '20261124-000001', '20261125-000001', '20261125-000001']);

    const [next] = await sql<{ code: string }>(
      `insert into tickets (uuid, company_id, contact_id, status, created_at) values (gen_random_uuid(), ?, ?, 'open', '2026-11-24T20:00:00Z') returning code`,
      [companies[1], contacts[1]?.id],
    );
    expect(next?.code).toBe('20261124-000003');
    const [kept] = await sql<{ code: string }>(`update tickets set code = 'changed' where code = '20261124-000001' returning code`);
    expect(kept?.code).toBe('20261124-000001');
  });

  it('build every table, column, key and index the entities declare', async () => {
    await orm.migrator.up();
    const missing = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: false });
    const statements = missing.split('\n').filter((line) => line.trim() !== '' && !HAND_WRITTEN.test(line));
    expect(statements).toEqual([]);
  });

  it('leave nothing for `npm run migration:create` to add: the snapshot matches the entities', async () => {
    expect(await orm.migrator.checkSchema()).toBe(false);
  });
});
