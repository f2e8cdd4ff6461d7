import type { ApiErrorBody, HelpListResponse, HelpRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';

let server: TestServer;
let root: HttpClient;
let t: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  root = new HttpClient(server.url);
  await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  t = await tenant(server);
});
afterAll(async () => {
  await server.stop();
});

async function create(body: Record<string, unknown>): Promise<HelpRecord> {
  const response = await root.request<HelpRecord>('POST', '/helps', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

describe('help videos', () => {
  it('super users write them; every company reads the whole grid and the pages', async () => {
    const made = await create({ title: 'Connecting WhatsApp', description: 'Scan the QR code', video: 'dQw4w9WgXcQ' });
    expect(made).toMatchObject({ title: 'Connecting WhatsApp', description: 'Scan the QR code', video: 'dQw4w9WgXcQ' });
    await create({ title: 'Answering tickets', video: 'abcdef123' });
    const grid = await t.attendant.http.request<HelpRecord[]>('GET', '/helps/list');
    expect(grid.body.map((help) => help.title)).toEqual(['Answering tickets', 'Connecting WhatsApp']);
    const page = await t.admin.http.request<HelpListResponse>('GET', '/helps?searchParam=qr');
    expect(page.body.records.map((help) => help.title)).toEqual(['Connecting WhatsApp']);
    const edited = await root.request<HelpRecord>('PUT', `/helps/${made.id}`, { title: 'Pairing a phone', video: 'dQw4w9WgXcQ' });
    expect(edited.body).toMatchObject({ title: 'Pairing a phone', description: '' });
    expect((await t.attendant.http.request<HelpRecord>('GET', `/helps/${made.id}`)).body.title).toBe('Pairing a phone');
    expect((await root.request('DELETE', `/helps/${made.id}`)).status).toBe(204);
    const gone = await t.attendant.http.request<ApiErrorBody>('GET', `/helps/${made.id}`);
    expect([gone.status, gone.body.error]).toEqual([404, 'ERR_NO_HELP_FOUND']);
  });

  it('takes a YouTube link as pasted and keeps its video code', async () => {
    const made = await create({ title: 'From a link', video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s' });
    expect(made.video).toBe('dQw4w9WgXcQ');
    const other = await root.request<ApiErrorBody>('POST', '/helps', { title: 'Elsewhere', video: 'https://vimeo.com/123456789' });
    expect(other.status).toBe(400);
  });

  it('refuses writes to admins and attendants with ERR_NO_PERMISSION', async () => {
    const made = await create({ title: 'Only reading', video: 'abcdef123' });
    for (const who of [t.admin.http, t.attendant.http]) {
      for (const [method, url, body] of [
        ['POST', '/helps', { title: 'Mine', video: 'abcdef123' }],
        ['PUT', `/helps/${made.id}`, { title: 'Mine', video: 'abcdef123' }],
        ['DELETE', `/helps/${made.id}`, undefined],
      ] as const) {
        const refused = await who.request<ApiErrorBody>(method, url, body);
        expect([url, refused.status, refused.body.error]).toEqual([url, 403, 'ERR_NO_PERMISSION']);
      }
    }
  });

  it('answers bad input with ERR_VALIDATION naming the fields and unknown ids with ERR_NO_HELP_FOUND, never 500', async () => {
    const bad = await root.request<ApiErrorBody>('POST', '/helps', { title: '', description: 5, video: 'https://youtu.be/x y' });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual(['body.description', 'body.title', 'body.video']);
    for (const url of ['/helps/abc', '/helps?pageNumber=0']) {
      const refused = await root.request<ApiErrorBody>('GET', url);
      expect([url, refused.status, refused.body.error]).toEqual([url, 400, 'ERR_VALIDATION']);
    }
    for (const [method, body] of [
      ['PUT', { title: 'a', video: 'abcdef123' }],
      ['DELETE', undefined],
    ] as const) {
      const missing = await root.request<ApiErrorBody>(method, '/helps/999999', body);
      expect([method, missing.status, missing.body.error]).toEqual([method, 404, 'ERR_NO_HELP_FOUND']);
    }
  });
});
