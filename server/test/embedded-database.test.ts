import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.ts';
import { spawnServer } from './server-process.ts';

let dataDir: string | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function postgresProcessesFor(folder: string): number {
  try {
    return execFileSync('pgrep', ['-f', `postgres -D ${folder}`])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean).length;
  } catch {
    return 0;
  }
}

afterAll(async () => {
  if (dataDir) {
    await rm(dataDir, { recursive: true, force: true });
  }
});

describe('the embedded database (no DATABASE_URL)', () => {
  it('is created in the data folder, seeds a super admin with a password shown once, stops cleanly and is reused', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-embedded-'));
    await chmod(dataDir, 0o755);
    const environment = { BALCAO_DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), DATABASE_URL: '' };

    const first = await spawnServer(environment);
    const printed = /Super admin created: (\S+) \/ (\S+)/.exec(first.output());
    expect(printed?.[1]).toBe('admin@balcao.local');
    const password = printed?.[2] ?? '';
    expect((await new HttpClient(first.url).login('admin@balcao.local', password)).user.super).toBe(true);
    expect(await first.stop()).toBe(0);
    expect(postgresProcessesFor(path.join(dataDir, 'pg'))).toBe(0);

    const second = await spawnServer(environment);
    expect(second.output()).not.toContain('Super admin created');
    expect((await new HttpClient(second.url).login('admin@balcao.local', password)).user.email).toBe('admin@balcao.local');
    expect(await second.stop()).toBe(0);
    expect(postgresProcessesFor(path.join(dataDir, 'pg'))).toBe(0);
  }, 120_000);
});
