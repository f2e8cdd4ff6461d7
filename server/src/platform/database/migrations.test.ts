import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { ormConfig } from './orm-config.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** What hand-written migrations add beyond the entities (partial and expression indexes, triggers). */
const HAND_WRITTEN = /^drop (index|trigger|function) /;

let database: TestDatabase;
let orm: MikroORM;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = ormConfig(database.url);
  orm = await MikroORM.init({ ...config, migrations: { ...config.migrations, path: migrationsFolder, pathTs: migrationsFolder } });
  await orm.migrator.up();
});
afterAll(async () => {
  await orm.close(true);
  await database.drop();
});

describe('migrations', () => {
  it('build every table, column, key and index the entities declare', async () => {
    const missing = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: false });
    const statements = missing.split('\n').filter((line) => line.trim() !== '' && !HAND_WRITTEN.test(line));
    expect(statements).toEqual([]);
  });

  it('keep the snapshot that migration:create compares with in step with the entities', async () => {
    expect(await orm.migrator.checkSchema()).toBe(false);
  });
});
