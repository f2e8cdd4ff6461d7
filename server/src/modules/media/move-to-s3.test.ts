import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { startS3StandIn, type S3StandIn } from '../../../test/s3-stand-in.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { MediaFile } from './media-file.entity.ts';
import { S3MediaStore } from './s3-media-store.ts';

const COMMAND = path.resolve(import.meta.dirname, '../../commands/media-to-s3.ts');

let s3: S3StandIn;
let database: TestDatabase;
let local: TestServer;

beforeAll(async () => {
  s3 = await startS3StandIn();
  database = await createTestDatabase();
  local = await startTestServer({}, database);
});
afterAll(async () => {
  await local.stop();
  await database.drop();
  await s3.stop();
});

/** `npm run media:to-s3` on the local server's data folder. */
async function moveCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [COMMAND, ...args], {
    env: { ...process.env, BALCAO_DATA_DIR: local.dataDir, ...s3.environment },
  });
  return stdout;
}

async function localFiles(): Promise<string[]> {
  const entries = await readdir(path.join(local.dataDir, 'media'), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('moving a data folder’s media into a bucket', () => {
  it('copies what the bucket lacks, resumes an interrupted move, removes local files only once they are in the bucket, and the files are then served from it', async () => {
    const em = forkForCompany(local.db.em, 1);
    const contents = ['%PDF-1.4 one', 'two two', 'three, the longest of them'];
    const saved = [
      await local.media.save(em, Buffer.from(contents[0] ?? ''), 'one.pdf', 'application/pdf'),
      await local.media.save(em, Buffer.from(contents[1] ?? ''), 'two.txt', 'text/plain'),
      await local.media.save(em, Buffer.from(contents[2] ?? ''), 'three.txt', 'text/plain'),
    ];
    const rows = await forkUnscoped(local.db.em).find(MediaFile, {}, { orderBy: { storageKey: 'asc' } });
    const keys = rows.map((row) => row.storageKey);
    expect(keys).toHaveLength(3);
    const bytesOf = (row: MediaFile | undefined) => Buffer.from(contents[saved.findIndex((file) => file.id === row?.id)] ?? '');

    // An earlier run stopped after the first file, and while the second was being written.
    const store = new S3MediaStore(s3.settings);
    await store.put(keys[0] ?? '', bytesOf(rows[0]));
    await store.put(keys[1] ?? '', bytesOf(rows[1]).subarray(0, 2));
    store.close();

    expect(await moveCommand('--keep-local')).toContain('2 copied, 1 already there, 0 removed');
    expect(await s3.keys()).toEqual(keys);
    expect(await localFiles()).toHaveLength(3);

    expect(await moveCommand()).toContain('0 copied, 3 already there, 3 removed');
    expect(await localFiles()).toEqual([]);
    expect(await moveCommand()).toContain('0 copied, 0 already there, 0 removed');

    const fromBucket = await startTestServer(s3.environment, database);
    try {
      const admin = new HttpClient(fromBucket.url);
      await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const served = await Promise.all(
        saved.map(async (file) =>
          (await fetch(`${fromBucket.url}/media/${file.id}`, { headers: { authorization: `Bearer ${admin.token ?? ''}` } })).text(),
        ),
      );
      expect(served).toEqual(contents);
    } finally {
      await fromBucket.stop();
    }
  }, 120_000);
});
