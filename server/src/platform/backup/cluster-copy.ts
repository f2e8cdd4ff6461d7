import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/** Folders whose contents a copy of a running cluster leaves out (as pg_basebackup does); the folders themselves are kept. */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_stat_tmp',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
]);
/** Files of the running server that a copy must not carry. */
const LEFT_OUT_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'postgresql.auto.conf.tmp',
  'current_logfiles.tmp',
  'pg_internal.init',
]);

/** What a file or folder that went away while the copy ran answers: nothing, instead of the error. */
function unlessMissing<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return fallback;
    }
    throw error;
  };
}

/**
 * Copies a folder as it is at this moment: a file that goes away while the copy runs (a temporary
 * file, a dropped table) is skipped, one that changes is copied as found — the WAL replayed on
 * restore mends it.
 */
async function copyTree(from: string, to: string, top: boolean): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  const entries = await readdir(from, { withFileTypes: true }).catch(unlessMissing([]));
  for (const entry of entries) {
    if (LEFT_OUT_FILES.has(entry.name) || entry.name.startsWith('pgsql_tmp')) {
      continue;
    }
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED_FOLDERS.has(entry.name)) {
        await mkdir(target, { mode: 0o700 });
      } else {
        await copyTree(source, target, false);
      }
    } else if (entry.isFile()) {
      await copyFile(source, target).catch(unlessMissing(undefined));
    }
  }
}

/** WAL segment files (24 hex digits: timeline, log, segment) and timeline histories. */
const SEGMENT = /^[0-9A-F]{24}$/;

export type ClusterCopy = { startLsn: string; stopLsn: string; segments: string[] };

/**
 * An online, consistent copy of a running PostgreSQL cluster with its low-level backup API: no
 * extra binary. A temporary replication slot holds the WAL from before the start until the copy
 * has it; `pg_backup_start` checkpoints, the files are copied, `pg_backup_stop` answers the backup
 * label, and the WAL from the start to the stop point goes into the copy's `pg_wal`. Started on the
 * copy, PostgreSQL replays that WAL from the label's checkpoint and is consistent as of the stop.
 * `client` is a superuser's connection to the cluster in `clusterDir`, kept for the whole copy.
 */
export async function copyRunningCluster(client: pg.Client, clusterDir: string, target: string): Promise<ClusterCopy> {
  const slot = `balcao_backup_${process.pid}`;
  await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
  try {
    const started = await client.query<{ lsn: string; file: string }>(
      `SELECT lsn::text AS lsn, pg_walfile_name(lsn) AS file FROM pg_backup_start($1, true) AS lsn`,
      [`balcao ${new Date().toISOString()}`],
    );
    let stopped: { lsn: string; file: string; labelfile: string; spcmapfile: string | null };
    try {
      await copyTree(clusterDir, target, true);
    } finally {
      const answer = await client.query<typeof stopped>(
        `SELECT lsn::text AS lsn, pg_walfile_name(lsn) AS file, labelfile, spcmapfile FROM pg_backup_stop(false)`,
      );
      stopped = answer.rows[0] as typeof stopped;
    }
    const start = started.rows[0] as { lsn: string; file: string };
    await writeFile(path.join(target, 'backup_label'), stopped.labelfile, { mode: 0o600 });
    if (stopped.spcmapfile) {
      await writeFile(path.join(target, 'tablespace_map'), stopped.spcmapfile, { mode: 0o600 });
    }
    // Segments of the backup's timeline from the start's to the stop's (names sort in WAL order), and every history file.
    const timeline = start.file.slice(0, 8);
    const wal = path.join(clusterDir, 'pg_wal');
    const segments = (await readdir(wal)).filter(
      (name) =>
        (SEGMENT.test(name) && name.startsWith(timeline) && name >= start.file && name <= stopped.file) || name.endsWith('.history'),
    );
    await mkdir(path.join(target, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
    for (const name of segments) {
      await copyFile(path.join(wal, name), path.join(target, 'pg_wal', name));
    }
    for (const needed of [start.file, stopped.file]) {
      if (!segments.includes(needed)) {
        throw new Error(`The WAL segment ${needed} the copy needs is not in ${wal}`);
      }
    }
    return { startLsn: start.lsn, stopLsn: stopped.lsn, segments };
  } finally {
    await client.query('SELECT pg_drop_replication_slot($1)', [slot]).catch(() => undefined);
  }
}
