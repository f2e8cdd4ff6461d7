import type { AnnouncementListResponse, AnnouncementRecord, ApiErrorBody, Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { connectSocket, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';

let server: TestServer;
let root: HttpClient;
let t: Tenant;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  root = new HttpClient(server.url);
  await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  t = await tenant(server);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function create(body: Record<string, unknown>): Promise<AnnouncementRecord> {
  const response = await root.request<AnnouncementRecord>('POST', '/announcements', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

function upload(who: HttpClient, id: number, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type }), name);
  return fetch(`${server.url}/announcements/${id}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token ?? ''}` },
    body: form,
  });
}

describe('announcements', () => {
  it('a super user creates one, active with priority 3 unless told; title and text are required', async () => {
    const made = await create({ title: 'Maintenance', text: 'Sunday 2 am' });
    expect(made).toMatchObject({ title: 'Maintenance', text: 'Sunday 2 am', priority: 3, status: true, mediaPath: null });
    const bad = await root.request<ApiErrorBody>('POST', '/announcements', { title: ' ', priority: 7, status: 'yes' });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual(['body.priority', 'body.status', 'body.text', 'body.title']);
  });

  it('refuses every write to admins and attendants with ERR_NO_PERMISSION', async () => {
    const made = await create({ title: 'Only for reading', text: 'x' });
    for (const who of [t.admin.http, t.attendant.http]) {
      for (const [method, url, body] of [
        ['POST', '/announcements', { title: 'Mine', text: 'x' }],
        ['PUT', `/announcements/${made.id}`, { title: 'Mine', text: 'x' }],
        ['DELETE', `/announcements/${made.id}`, undefined],
        ['DELETE', `/announcements/${made.id}/media-upload`, undefined],
      ] as const) {
        const refused = await who.request<ApiErrorBody>(method, url, body);
        expect([url, refused.status, refused.body.error]).toEqual([url, 403, 'ERR_NO_PERMISSION']);
      }
      const image = await upload(who, made.id, 'logo.png', 'image/png');
      expect(image.status).toBe(403);
    }
  });

  it('every company reads the active ones, most urgent then newest; super users also see the inactive ones', async () => {
    const low = await create({ title: 'Low news', text: 'x', priority: 3 });
    const urgent = await create({ title: 'Urgent news', text: 'x', priority: 1 });
    const hidden = await create({ title: 'Draft news', text: 'x', priority: 1, status: false });
    const seen = await t.attendant.http.request<AnnouncementListResponse>('GET', '/announcements?searchParam=news');
    expect(seen.body.records.map((record) => record.title)).toEqual(['Urgent news', 'Low news']);
    const all = await root.request<AnnouncementListResponse>('GET', '/announcements?searchParam=news');
    expect(all.body.records.map((record) => record.title)).toEqual(['Draft news', 'Urgent news', 'Low news']);
    expect((await t.attendant.http.request('GET', `/announcements/${low.id}`)).body).toMatchObject({ id: low.id });
    expect((await t.attendant.http.request('GET', `/announcements/${urgent.id}`)).status).toBe(200);
    const inactive = await t.attendant.http.request<ApiErrorBody>('GET', `/announcements/${hidden.id}`);
    expect([inactive.status, inactive.body.error]).toEqual([404, 'ERR_NO_ANNOUNCEMENT_FOUND']);
  });

  it('answers ERR_NO_ANNOUNCEMENT_FOUND for an unknown id and ERR_VALIDATION for a bad one, never 500', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { title: 'a', text: 'b' }],
      ['DELETE', undefined],
    ] as const) {
      const missing = await root.request<ApiErrorBody>(method, '/announcements/999999', body);
      expect([method, missing.status, missing.body.error]).toEqual([method, 404, 'ERR_NO_ANNOUNCEMENT_FOUND']);
    }
    for (const url of ['/announcements/abc', '/announcements?pageNumber=0', '/announcements/abc/media']) {
      const bad = await root.request<ApiErrorBody>('GET', url);
      expect([url, bad.status, bad.body.error]).toEqual([url, 400, 'ERR_VALIDATION']);
    }
  });

  it('reaches another company’s users live on their own announcement channel, and drops one made inactive or deleted', async () => {
    const socket = await connectSocket(server.url, t.attendant.http.token ?? '');
    sockets.push(socket);
    const event = `company-${t.companyId}-announcement`;
    type Payload = Envelope<'announcement'>;
    const created = nextEventWhere<Payload>(socket, event, (payload) => payload.action === 'create');
    const made = await create({ title: 'Live news', text: 'Now', priority: 2 });
    const arrived = await created;
    expect(arrived).toMatchObject({
      action: 'create',
      companyId: t.companyId,
      announcement: { id: made.id, title: 'Live news', priority: 2 },
    });

    const dropped = nextEventWhere<Payload>(socket, event, (payload) => payload.action === 'delete');
    await root.request('PUT', `/announcements/${made.id}`, { title: 'Live news', text: 'Now', priority: 2, status: false });
    expect(await dropped).toMatchObject({ action: 'delete', announcementId: made.id });

    const deleted = nextEventWhere<Payload>(socket, event, (payload) => payload.action === 'delete');
    expect((await root.request('DELETE', `/announcements/${made.id}`)).status).toBe(204);
    expect(await deleted).toMatchObject({ action: 'delete', announcementId: made.id });
  });

  it('takes a .png, .jpg or .jpeg image that every user sees through the announcement only', async () => {
    const made = await create({ title: 'With a picture', text: 'x' });
    const refused = await upload(root, made.id, 'anim.gif', 'image/gif');
    const refusedBody = (await refused.json()) as ApiErrorBody;
    expect([refused.status, refusedBody.error, refusedBody.fields?.[0]?.path]).toEqual([400, 'ERR_VALIDATION', 'body.file']);

    const uploaded = await upload(root, made.id, 'logo.png', 'image/png');
    const record = (await uploaded.json()) as AnnouncementRecord;
    expect([uploaded.status, record.mediaPath, record.mediaName]).toEqual([200, `/announcements/${made.id}/media`, 'logo.png']);
    const listed = await t.attendant.http.request<AnnouncementRecord>('GET', `/announcements/${made.id}`);
    expect(listed.body.mediaPath).toBe(record.mediaPath);
    const image = await fetch(`${server.url}${record.mediaPath ?? ''}`, {
      headers: { authorization: `Bearer ${t.attendant.http.token ?? ''}` },
    });
    expect([image.status, image.headers.get('content-type'), image.status === 200 ? '' : await image.text()]).toEqual([
      200,
      'image/png',
      '',
    ]);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const detached = await root.request<AnnouncementRecord>('DELETE', `/announcements/${made.id}/media-upload`);
    expect(detached.body.mediaPath).toBeNull();
    const gone = await t.attendant.http.request<ApiErrorBody>('GET', `/announcements/${made.id}/media`);
    expect(gone.status).toBe(404);
  });
});
