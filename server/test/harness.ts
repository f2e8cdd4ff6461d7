import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { holdAnswersToDocument } from './contract-fetch.ts';

export const ADMIN_EMAIL = 'admin@balcao.test';
export const ADMIN_PASSWORD = 'Admin-Passw0rd';

function withDatabase(adminUrl: string, databaseName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export type TestDatabase = { url: string; drop: () => Promise<void> };

/**
 * A database of its own for one test file, so files never see each other's rows: migrated to the
 * latest version (a copy of the run's template), or empty for the tests of the migrations themselves.
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const name = `balcao_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(migrated ? `CREATE DATABASE ${name} TEMPLATE ${inject('migratedTemplate')}` : `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(inject('databaseAdminUrl'), name),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export type TestServer = RunningServer & {
  config: AppConfig;
  database: TestDatabase;
  dataDir: string;
  stop: () => Promise<void>;
};

/** A whole server process (HTTP, sockets, jobs) on a random port against its own database. */
export async function startTestServer(environment: Record<string, string> = {}, database?: TestDatabase): Promise<TestServer> {
  const db = database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-test-data-'));
  await chmod(dataDir, 0o755);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    BALCAO_DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    // Tests never dial WhatsApp: Baileys sessions are tested with a fake socket (modules/baileys), or a test
    // turns Baileys on with WA_WEB_SOCKET_URL at the WhatsApp Web stand-in; never at WhatsApp's own address.
    BAILEYS_ENABLED: 'false',
    WA_WEB_SOCKET_URL: 'ws://127.0.0.1:9/ws/chat',
    // Every client of a test comes from 127.0.0.1: per-address limits are raised unless a test sets its own.
    RATE_LIMIT_SCALE: '100',
    // The stand-ins for webhook receivers, Typebot and AI servers listen on 127.0.0.1, a private address.
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
    ...environment,
  });
  const server = await startServer(config, createLogger(config.logLevel));
  // Every answer a test reads from this server, through any client, must be what its API document says.
  const released = holdAnswersToDocument(server.url);
  return {
    ...server,
    config,
    database: db,
    dataDir,
    stop: async () => {
      released();
      await server.close();
      if (!database) {
        await db.drop();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
