import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';

const FEED = 'version: 6.1.0\nfiles:\n  - url: Balcao-6.1.0-linux-x86_64.AppImage\npath: Balcao-6.1.0-linux-x86_64.AppImage\n';

let server: TestServer;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'balcao-updates-'));
  const updatesDir = path.join(root, 'updates');
  await mkdir(updatesDir);
  await writeFile(path.join(updatesDir, 'latest-linux.yml'), FEED);
  await writeFile(path.join(updatesDir, 'Balcao-6.1.0-linux-x86_64.AppImage'), Buffer.alloc(64 * 1024, 7));
  await writeFile(path.join(updatesDir, '.env'), 'SECRET=1');
  await writeFile(path.join(root, 'secrets.json'), '{"jwtSecret":"x"}');
  server = await startTestServer({ UPDATES_DIR: updatesDir });
});
afterAll(async () => {
  await server.stop();
  await rm(root, { recursive: true, force: true });
});

describe('GET /updates/*: the desktop releases electron-updater downloads', () => {
  it('serves the feed without caching it, to anyone (the app checks before sign-in)', async () => {
    const response = await fetch(`${server.url}/updates/latest-linux.yml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(FEED);
  });

  it('serves the installer the feed names, with its size', async () => {
    const file = `${server.url}/updates/Balcao-6.1.0-linux-x86_64.AppImage`;
    const head = await fetch(file, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(64 * 1024));
    const whole = await fetch(file);
    expect((await whole.arrayBuffer()).byteLength).toBe(64 * 1024);
  });

  it.each([
    ['a file that is not there', '/updates/latest-mac.yml'],
    ['the folder itself (no listing)', '/updates/'],
    ['a hidden file', '/updates/.env'],
    ['a path out of the folder', '/updates/..%2Fsecrets.json'],
    ['a path out of the folder, unencoded', '/updates/../secrets.json'],
  ])('answers %s 404, leaking nothing', async (_name, url) => {
    const response = await fetch(`${server.url}${url}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('jwtSecret');
  });

  it('does not accept uploads', async () => {
    const response = await fetch(`${server.url}/updates/latest-linux.yml`, { method: 'PUT', body: 'version: 9.9.9' });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await (await fetch(`${server.url}/updates/latest-linux.yml`)).text()).toBe(FEED);
  });
});
