import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createCompany } from '../../../../test/fixtures.ts';
import { createTestDatabase } from '../../../../test/harness.ts';
import { createLogger } from '../../../logger.ts';
import { openDatabase, type Database } from '../../../platform/database/database.ts';
import { forkForCompany } from '../../../platform/tenancy/tenant-filter.ts';
import { Whatsapp } from '../../connections/whatsapp.entity.ts';

export type AuthTestDatabase = {
  db: Database;
  pool: pg.Pool;
  /** A new `beta` connection of a new company. */
  newConnection: () => Promise<{ id: number; companyId: number }>;
  close: () => Promise<void>;
};

let counter = 0;

/** A fresh database migrated to the latest version, with a pool for the auth store's raw SQL. */
export async function openAuthTestDatabase(): Promise<AuthTestDatabase> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-baileys-'));
  const db = await openDatabase(
    { databaseUrl: database.url, dataDir, embeddedPgPort: 0 },
    { embeddedPgPassword: 'unused-password' },
    createLogger('silent'),
  );
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  return {
    db,
    pool,
    newConnection: async () => {
      counter += 1;
      const company = await createCompany(db.em);
      const em = forkForCompany(db.em, company.id);
      const row = em.create(Whatsapp, {
        companyId: company.id,
        name: `Phone ${counter}`,
        token: `baileys-test-token-${counter}-${Date.now()}`,
        provider: 'beta',
      });
      await em.flush();
      return { id: row.id, companyId: company.id };
    },
    close: async () => {
      await pool.end();
      await db.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
