import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { ormConfig } from './orm-config.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('a database connection that ends inside a transaction', () => {
  it('goes back to the pool, so the pool keeps its size and the server can still stop', async () => {
    const orm = await MikroORM.init(ormConfig(database.url, { poolMax: 2 }));
    const pool = await orm.em.getConnection().getNativeClient();
    // As when PostgreSQL restarts mid-transaction: the statement fails, then so does the rollback.
    await expect(
      orm.em.fork().transactional(async (em) => {
        await em.getConnection().execute('select pg_terminate_backend(pg_backend_pid())', [], 'all', em.getTransactionContext());
      }),
    ).rejects.toThrow();
    await expect.poll(() => pool.totalCount, { timeout: 5_000 }).toBe(0);

    // Both slots still serve, and the pool's end does not wait for the lost connection.
    const [one, two] = await Promise.all([
      orm.em.fork().transactional((em) => em.getConnection().execute('select 1 as one', [], 'all', em.getTransactionContext())),
      orm.em.fork().transactional((em) => em.getConnection().execute('select 2 as two', [], 'all', em.getTransactionContext())),
    ]);
    expect([one, two]).toEqual([[{ one: 1 }], [{ two: 2 }]]);
    const closed = await Promise.race([
      orm.close(true).then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5_000)),
    ]);
    expect(closed).toBe('closed');
  });
});
