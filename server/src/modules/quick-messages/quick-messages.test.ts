import { recordChangeOf, type ApiErrorBody, type Envelope, type QuickMessageListResponse, type QuickMessageRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { anotherUser, tenant, type SignedIn } from '../../../test/side-panel-fixtures.ts';
import { collect, connectSocket, nextEvent, type TestSocket } from '../../../test/socket-client.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

async function create(who: SignedIn, shortcode: string, extra: Record<string, unknown> = {}): Promise<QuickMessageRecord> {
  const response = await who.http.request<QuickMessageRecord>('POST', '/quick-messages', {
    shortcode,
    message: `Text of ${shortcode}`,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function socketOf(who: SignedIn): Promise<TestSocket> {
  const socket = await connectSocket(server.url, who.http.token ?? '');
  sockets.push(socket);
  return socket;
}

function upload(who: SignedIn, id: number, name: string, bytes: string, field = 'file'): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type: 'application/pdf' }), name);
  form.append('typeArch', 'quickMessage');
  return fetch(`${server.url}/quick-messages/${id}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.http.token ?? ''}` },
    body: form,
  });
}

describe('quick messages', () => {
  it('creates, reads, updates and deletes, the shortcode without its slash', async () => {
    const t = await tenant(server);
    const created = await create(t.attendant, '/hello', { message: 'Hello! How can I help?' });
    expect(created).toMatchObject({
      shortcode: 'hello',
      message: 'Hello! How can I help?',
      geral: false,
      userId: t.attendant.userId,
      isMedia: false,
      mediaPath: null,
    });
    expect((await t.attendant.http.request<QuickMessageRecord>('GET', `/quick-messages/${created.id}`)).body.shortcode).toBe('hello');
    const updated = await t.attendant.http.request<QuickMessageRecord>('PUT', `/quick-messages/${created.id}`, {
      shortcode: 'hi',
      message: 'Hi!',
      geral: true,
    });
    expect(updated.body).toMatchObject({ shortcode: 'hi', message: 'Hi!', geral: true });
    expect((await t.attendant.http.request('DELETE', `/quick-messages/${created.id}`)).status).toBe(204);
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['DELETE', '/media-upload'],
    ] as const) {
      const answer = await t.attendant.http.request<ApiErrorBody>(
        method,
        `/quick-messages/${created.id}${path}`,
        method === 'PUT' ? { shortcode: 'x' } : undefined,
      );
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_QUICK_MESSAGE_FOUND']);
    }
  });

  it('pages with search: a user sees their own and the company-wide ones, an admin all', async () => {
    const t = await tenant(server);
    const colleague = await anotherUser(t);
    await create(t.attendant, 'mine', { message: 'about refunds' });
    await create(colleague, 'theirs');
    await create(colleague, 'shared', { geral: true });
    for (let index = 0; index < 21; index += 1) {
      await create(t.admin, `admin${String(index).padStart(2, '0')}`);
    }

    const own = await t.attendant.http.request<QuickMessageListResponse>('GET', '/quick-messages?pageNumber=1&userId=999');
    expect(own.body.records.map((record) => record.shortcode)).toEqual(['mine', 'shared']);
    expect([own.body.count, own.body.hasMore]).toEqual([2, false]);
    const searched = await t.attendant.http.request<QuickMessageListResponse>('GET', '/quick-messages?searchParam=REFUND');
    expect(searched.body.records.map((record) => record.shortcode)).toEqual(['mine']);

    const all = await t.admin.http.request<QuickMessageListResponse>('GET', '/quick-messages');
    expect([all.body.records.length, all.body.count, all.body.hasMore]).toEqual([20, 24, true]);
    const rest = await t.admin.http.request<QuickMessageListResponse>('GET', '/quick-messages?pageNumber=2');
    expect(rest.body.records.map((record) => record.shortcode)).toEqual(['admin20', 'mine', 'shared', 'theirs']);
  });

  it('suggests the caller’s own and company-wide ones only, whatever companyId and userId say', async () => {
    const t = await tenant(server);
    const colleague = await anotherUser(t);
    await create(t.attendant, 'thanks');
    await create(colleague, 'theirs');
    await create(t.admin, 'policy', { geral: true });
    const other = await tenant(server);
    await create(other.admin, 'foreign', { geral: true });

    const query = `companyId=${other.companyId}&userId=${colleague.userId}`;
    const list = await t.attendant.http.request<QuickMessageRecord[]>('GET', `/quick-messages/list?${query}`);
    expect(list.body.map((record) => record.shortcode)).toEqual(['policy', 'thanks']);
    const prefixed = await t.attendant.http.request<QuickMessageRecord[]>('GET', '/quick-messages/list?searchParam=/th');
    expect(prefixed.body.map((record) => record.shortcode)).toEqual(['thanks']);
    // Admins get suggestions like anyone: their own and the company-wide ones.
    const adminList = await t.admin.http.request<QuickMessageRecord[]>('GET', '/quick-messages/list');
    expect(adminList.body.map((record) => record.shortcode)).toEqual(['policy']);
  });

  it('lets only the author or an admin change or delete; others may read company-wide ones', async () => {
    const t = await tenant(server);
    const colleague = await anotherUser(t);
    const shared = await create(t.attendant, 'shared', { geral: true });
    const personal = await create(t.attendant, 'personal');
    expect((await colleague.http.request('GET', `/quick-messages/${shared.id}`)).status).toBe(200);
    const hidden = await colleague.http.request<ApiErrorBody>('GET', `/quick-messages/${personal.id}`);
    expect([hidden.status, hidden.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    for (const [method, path, body] of [
      ['PUT', '', { shortcode: 'stolen' }],
      ['DELETE', '', undefined],
      ['DELETE', '/media-upload', undefined],
    ] as const) {
      const answer = await colleague.http.request<ApiErrorBody>(method, `/quick-messages/${shared.id}${path}`, body);
      expect([answer.status, answer.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    }
    expect((await upload(colleague, shared.id, 'x.pdf', '%PDF')).status).toBe(403);

    const byAdmin = await t.admin.http.request<QuickMessageRecord>('PUT', `/quick-messages/${personal.id}`, {
      shortcode: 'renamed',
      message: 'By the admin',
    });
    expect(byAdmin.body).toMatchObject({ shortcode: 'renamed', userId: t.attendant.userId });
    expect((await t.admin.http.request('DELETE', `/quick-messages/${personal.id}`)).status).toBe(204);
  });

  it('keeps shortcodes unique: company-wide in the company, personal per author', async () => {
    const t = await tenant(server);
    const colleague = await anotherUser(t);
    await create(t.attendant, 'hi');
    const again = await t.attendant.http.request<ApiErrorBody>('POST', '/quick-messages', { shortcode: '/hi' });
    expect([again.status, again.body.error, again.body.fields?.[0]?.path]).toEqual([
      409,
      'ERR_QUICK_MESSAGE_SHORTCODE_EXISTS',
      'body.shortcode',
    ]);
    await create(colleague, 'hi');
    await create(t.attendant, 'hi', { geral: true });
    const secondGeral = await colleague.http.request<ApiErrorBody>('POST', '/quick-messages', { shortcode: 'hi', geral: true });
    expect(secondGeral.body.error).toBe('ERR_QUICK_MESSAGE_SHORTCODE_EXISTS');
    const race = await Promise.all([
      t.attendant.http.request('POST', '/quick-messages', { shortcode: 'race' }),
      t.attendant.http.request('POST', '/quick-messages', { shortcode: 'race' }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const other = await tenant(server);
    await create(other.admin, 'hi', { geral: true });
  });

  it('validates with 400 and the fields', async () => {
    const t = await tenant(server);
    const bad = await t.attendant.http.request<ApiErrorBody>('POST', '/quick-messages', { shortcode: ' / ', message: 5, geral: 'yes' });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual(['body.geral', 'body.message', 'body.shortcode']);
    const badPage = await t.attendant.http.request<ApiErrorBody>('GET', '/quick-messages?pageNumber=0');
    expect(badPage.body.fields?.[0]?.path).toBe('query.pageNumber');
    expect((await t.attendant.http.request<ApiErrorBody>('GET', '/quick-messages/abc')).body.fields?.[0]?.path).toBe('params.id');
  });

  it('stores an attachment under a server-made name, serves it to the company, and removes the link', async () => {
    const t = await tenant(server);
    const record = await create(t.attendant, 'price-list');
    const uploaded = await upload(t.attendant, record.id, '../../prices 2026.pdf', '%PDF-1.4 prices');
    expect(uploaded.status).toBe(200);
    const withMedia = (await uploaded.json()) as QuickMessageRecord;
    expect(withMedia).toMatchObject({ isMedia: true, mediaName: 'prices 2026.pdf' });
    expect(withMedia.mediaPath).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const file = await fetch(`${server.url}${withMedia.mediaPath ?? ''}`, {
      headers: { authorization: `Bearer ${t.admin.http.token ?? ''}` },
    });
    expect([file.status, await file.text()]).toEqual([200, '%PDF-1.4 prices']);

    const accented = await upload(t.attendant, record.id, 'cardápio ação.pdf', '%PDF-1.4 menu');
    expect(((await accented.json()) as QuickMessageRecord).mediaName).toBe('cardápio ação.pdf');

    const missing = await upload(t.attendant, record.id, 'a.pdf', 'x', 'other');
    expect(missing.status).toBe(400);
    const noFile = await t.attendant.http.request<ApiErrorBody>('POST', `/quick-messages/${record.id}/media-upload`, {});
    expect([noFile.status, noFile.body.fields?.[0]?.path]).toEqual([400, 'body.file']);

    const detached = await t.attendant.http.request<QuickMessageRecord>('DELETE', `/quick-messages/${record.id}/media-upload`);
    expect(detached.body).toMatchObject({ isMedia: false, mediaPath: null, mediaName: null });
  });

  it("treats another company's quick messages as missing", async () => {
    const t = await tenant(server);
    const record = await create(t.admin, 'secret', { geral: true });
    const other = await tenant(server);
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['DELETE', '/media-upload'],
    ] as const) {
      const answer = await other.admin.http.request<ApiErrorBody>(
        method,
        `/quick-messages/${record.id}${path}`,
        method === 'PUT' ? { shortcode: 'mine' } : undefined,
      );
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_QUICK_MESSAGE_FOUND']);
    }
    const uploaded = await upload(other.admin, record.id, 'a.pdf', 'x');
    expect(uploaded.status).toBe(404);
    expect((await other.admin.http.request<QuickMessageListResponse>('GET', '/quick-messages')).body.count).toBe(0);
  });

  it('announces company-wide ones to everyone and personal ones to their author and the admins only', async () => {
    const t = await tenant(server);
    const colleague = await anotherUser(t);
    const event = `company-${t.companyId}-quickMessage`;
    const [authorSocket, adminSocket, colleagueSocket] = [await socketOf(t.attendant), await socketOf(t.admin), await socketOf(colleague)];
    const colleagueSaw = collect<Envelope<'quickMessage'>>(colleagueSocket, event);

    const toAuthor = nextEvent<Envelope<'quickMessage'>>(authorSocket, event);
    const toAdmin = nextEvent<Envelope<'quickMessage'>>(adminSocket, event);
    const personal = await create(t.attendant, 'mine');
    expect(await toAuthor).toMatchObject({ action: 'create', quickMessage: { id: personal.id } });
    expect(await toAdmin).toMatchObject({ action: 'create', quickMessage: { id: personal.id } });

    const colleagueHears = nextEvent<Envelope<'quickMessage'>>(colleagueSocket, event);
    const shared = await create(t.attendant, 'ours', { geral: true });
    expect(await colleagueHears).toMatchObject({ action: 'create', quickMessage: { id: shared.id, geral: true } });
    // Made personal: everyone hears it once, so their lists drop it.
    const unshared = nextEvent<Envelope<'quickMessage'>>(colleagueSocket, event);
    await t.attendant.http.request('PUT', `/quick-messages/${shared.id}`, { shortcode: 'ours', geral: false });
    expect(await unshared).toMatchObject({ action: 'update', quickMessage: { id: shared.id, geral: false } });
    const deleted = nextEvent<Envelope<'quickMessage'>>(authorSocket, event);
    await t.attendant.http.request('DELETE', `/quick-messages/${personal.id}`);
    expect(await deleted).toMatchObject({ action: 'delete', quickMessageId: personal.id });
    expect(colleagueSaw.map((payload) => recordChangeOf('quickMessage', payload))).toMatchObject([
      { record: { id: shared.id } },
      { record: { id: shared.id } },
    ]);
  });
});
