import { readdir, readFile, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { S3MediaStore } from './s3-media-store.ts';

export type MoveReport = {
  /** Files uploaded by this run. */
  copied: number;
  /** Files the bucket already held at the same size (an earlier, interrupted run). */
  alreadyThere: number;
  /** Local copies removed once the bucket was seen to hold them. */
  removed: number;
  /** Keys that could not be moved, with the reason (the run goes on; run it again). */
  failed: { key: string; reason: string }[];
};

type Options = {
  /** The local disk store's root (`BALCAO_DATA_DIR/media`). */
  root: string;
  store: Pick<S3MediaStore, 'put' | 'sizeOf'>;
  /** Leave the local files in place (a copy rather than a move). */
  keepLocal?: boolean;
  /** Uploads in flight at once. */
  parallel?: number;
  onProgress?: (done: number, total: number) => void;
};

/** Every file under the root as a store key (`<companyId>/<yyyy-mm>/<uuid>.<ext>`, `/`-separated). */
async function keysUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return [];
    }
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Removes the folders left empty under the root (the root itself stays). */
async function pruneEmptyFolders(root: string): Promise<void> {
  const folders = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) {
    await rmdir(folder).catch(() => undefined); // not empty: kept
  }
}

/**
 * Moves the media of a data folder into the bucket, under the same keys, so the rows of
 * `media_files` find their bytes there unchanged. Idempotent and resumable: a key the bucket already
 * holds at the local file's size is not sent again, and a local file is removed only after the
 * bucket was seen to hold it whole.
 */
export async function moveMediaToS3({ root, store, keepLocal = false, parallel = 4, onProgress }: Options): Promise<MoveReport> {
  const keys = await keysUnder(root);
  const report: MoveReport = { copied: 0, alreadyThere: 0, removed: 0, failed: [] };
  let next = 0;
  let done = 0;
  const moveOne = async (key: string): Promise<void> => {
    const file = path.join(root, ...key.split('/'));
    const { size } = await stat(file);
    if ((await store.sizeOf(key)) === size) {
      report.alreadyThere += 1;
    } else {
      await store.put(key, await readFile(file));
      const stored = await store.sizeOf(key);
      if (stored !== size) {
        throw new Error(`the bucket holds ${stored ?? 'nothing'} bytes where the file has ${size}`);
      }
      report.copied += 1;
    }
    if (!keepLocal) {
      await rm(file);
      report.removed += 1;
    }
  };
  const worker = async (): Promise<void> => {
    for (let index = next++; index < keys.length; index = next++) {
      const key = keys[index] ?? '';
      await moveOne(key).catch((error: unknown) => {
        report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      });
      done += 1;
      onProgress?.(done, keys.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  if (!keepLocal && keys.length > 0) {
    await pruneEmptyFolders(root);
  }
  return report;
}
