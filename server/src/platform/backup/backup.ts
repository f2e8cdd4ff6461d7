import { existsSync } from 'node:fs';
import { chmod, copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { create as createTar } from 'tar';
import type { AppConfig } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../database/embedded-postgres.ts';
import { loadOrCreateSecrets } from '../secrets.ts';
import { MANIFEST_FILE, type BackupManifest } from './backup-manifest.ts';
import { copyRunningCluster } from './cluster-copy.ts';

type Options = { config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'embeddedPgPort' | 'mediaS3'>; logger: Logger; archive: string };

/** Media files never change once written: a hard link is a copy at no cost (a real copy across file systems). */
async function linkTree(from: string, to: string): Promise<number> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch(() => []);
  let files = 0;
  for (const entry of entries.filter((item) => item.isFile())) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    await mkdir(path.dirname(target), { recursive: true });
    await link(source, target)
      .catch(() => copyFile(source, target))
      .then(
        () => (files += 1),
        (error: unknown) => {
          // A file the collector removed meanwhile belongs to no row: nothing is lost without it.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
            throw error;
          }
        },
      );
  }
  return files;
}

/** A superuser's connection to the embedded cluster: the running server's, or one started for the backup. */
async function connectToCluster({ config, logger }: Omit<Options, 'archive'>, password: string) {
  const connect = async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: config.embeddedPgPort, user: 'postgres', password, database: 'postgres' });
    await client.connect();
    return client;
  };
  try {
    return { client: await connect(), started: undefined };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') {
      throw error;
    }
  }
  logger.info('no server runs on this data folder: starting its database for the backup');
  const started: EmbeddedDatabase = await startEmbeddedPostgres({
    dataDir: config.dataDir,
    port: config.embeddedPgPort,
    password,
    databaseName: 'balcao',
    logger,
  });
  try {
    return { client: await connect(), started };
  } catch (error) {
    await started.stop();
    throw error;
  }
}

/**
 * Writes one archive (tar.gz) of the data folder's embedded database, copied online and consistent
 * (cluster-copy.ts), its secrets (the database password, the signing secret that also encrypts
 * columns) and its local media, or a note that media live in a bucket. The archive appears whole
 * or not at all (written beside, then renamed), readable by its owner only.
 */
export async function createBackup({ config, logger, archive }: Options): Promise<BackupManifest> {
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back that database up with pg_dump (docs/decisions/operations.md, "Backup and restore"); this command copies the embedded one',
    );
  }
  const clusterDir = path.join(config.dataDir, 'pg');
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${config.dataDir} (BALCAO_DATA_DIR)`);
  }
  const secrets = await loadOrCreateSecrets(config.dataDir);
  await mkdir(path.dirname(archive), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(archive), '.balcao-backup-'));
  try {
    const { client, started } = await connectToCluster({ config, logger }, secrets.embeddedPgPassword);
    let database: { startLsn: string; stopLsn: string };
    try {
      const copy = await copyRunningCluster(client, clusterDir, path.join(staging, 'pg'));
      database = { startLsn: copy.startLsn, stopLsn: copy.stopLsn };
      logger.info({ ...database, walSegments: copy.segments.length }, 'database copied');
    } finally {
      await client.end();
      await started?.stop();
    }
    // Media after the database: every file a copied row names was stored before that row.
    const media: BackupManifest['media'] = config.mediaS3
      ? { where: 's3', bucket: config.mediaS3.bucket, ...(config.mediaS3.endpoint ? { endpoint: config.mediaS3.endpoint } : {}) }
      : { where: 'archive', files: await linkTree(path.join(config.dataDir, 'media'), path.join(staging, 'media')) };
    await copyFile(path.join(config.dataDir, 'secrets.json'), path.join(staging, 'secrets.json'));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      postgresVersion: (await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')).trim(),
      database,
      media,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST_FILE, 'secrets.json', 'pg', ...(media.where === 'archive' && media.files > 0 ? ['media'] : [])];
    const partial = `${archive}.partial`;
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await chmod(partial, 0o600);
    await rename(partial, archive);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
