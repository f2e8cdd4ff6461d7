import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApiErrorBody } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { LocalDiskMediaStore } from './local-disk-media-store.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function fetchMedia(http: HttpClient, id: string): Promise<Response> {
  return fetch(`${server.url}/media/${id}`, { headers: { authorization: `Bearer ${http.token ?? ''}` } });
}

describe('media', () => {
  it('serves a stored file to users of its company with its type and name, and to nobody else', async () => {
    const stored = await server.media.save(
      forkForCompany(server.db.em, 1),
      Buffer.from('%PDF-1.4 hello'),
      '../../etc/report 2026.pdf',
      'application/pdf',
    );
    expect(stored.filename).toBe('report 2026.pdf');

    const admin = new HttpClient(server.url);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const response = await fetchMedia(admin, stored.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('report%202026.pdf');
    expect(await response.text()).toBe('%PDF-1.4 hello');

    const other = await createCompany(server.db.em);
    const stranger = await createUser(server.db.em, other.id);
    const outsider = new HttpClient(server.url);
    await outsider.login(stranger.user.email, stranger.password);
    const refused = await fetchMedia(outsider, stored.id);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as ApiErrorBody).error).toBe('ERR_NOT_FOUND');

    expect((await fetch(`${server.url}/media/${stored.id}`)).status).toBe(401);
  });

  it('keeps files of each company in its own folder, named by the server', async () => {
    await server.media.save(forkForCompany(server.db.em, 1), Buffer.from('x'), 'photo.JPG', 'image/jpeg');
    const month = new Date().toISOString().slice(0, 7);
    const names = await readdir(path.join(server.dataDir, 'media', '1', month));
    expect(names.some((name) => /^[0-9a-f-]{36}\.jpg$/.test(name))).toBe(true);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const admin = new HttpClient(server.url);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const response = await admin.request<ApiErrorBody>('GET', '/media/not-a-uuid');
    expect([response.status, response.body.error]).toEqual([400, 'ERR_VALIDATION']);
  });
});

describe('local disk store', () => {
  it('refuses keys that would leave its folder', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'balcao-media-'));
    const store = new LocalDiskMediaStore(root);
    await expect(store.put('../outside.txt', Buffer.from('x'))).rejects.toThrow('Unsafe media key');
    await expect(store.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow('Unsafe media key');
    await store.put('1/2026-11/ok.txt', Buffer.from('fine'));
    await rm(root, { recursive: true, force: true });
  });
});
