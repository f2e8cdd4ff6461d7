import type { ApiErrorBody, Envelope, FileListRecord, FileListResponse } from '@balcao/shared';
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

async function createList(who: SignedIn, body: Record<string, unknown>): Promise<FileListRecord> {
  const response = await who.http.request<FileListRecord>('POST', '/files', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

type Part = { name: string; type: string; bytes: string | Buffer };

function upload(who: SignedIn, listId: number, optionIds: (number | string)[], parts: Part[]): Promise<Response> {
  const form = new FormData();
  form.append('fileId', String(listId));
  form.append('typeArch', '../../etc');
  for (const part of parts) {
    form.append('files', new Blob([part.bytes], { type: part.type }), part.name);
    form.append('mediaType', part.type.split('/')[0] ?? '');
  }
  for (const id of optionIds) {
    form.append('id', String(id));
  }
  return fetch(`${server.url}/files/uploadList/${listId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.http.token ?? ''}` },
    body: form,
  });
}

function fetchMedia(who: SignedIn, mediaPath: string | null): Promise<Response> {
  return fetch(`${server.url}${mediaPath ?? ''}`, { headers: { authorization: `Bearer ${who.http.token ?? ''}` } });
}

async function socketOf(who: SignedIn): Promise<TestSocket> {
  const socket = await connectSocket(server.url, who.http.token ?? '');
  sockets.push(socket);
  return socket;
}

describe('file lists', () => {
  it('creates a list with options, uploads a file for each under server-made names, and serves them', async () => {
    const t = await tenant(server);
    const socket = await socketOf(t.admin);
    const created = nextEvent<Envelope<'file'>>(socket, `company-${t.companyId}-file`);
    const list = await createList(t.admin, {
      name: 'Catalogue 2026',
      message: 'Our catalogue',
      options: [
        { name: 'Price list', message: 'Prices of the year', value: 'prices' },
        { name: 'Photo', value: 'photo' },
      ],
    });
    expect(list).toMatchObject({ name: 'Catalogue 2026', message: 'Our catalogue' });
    expect(list.options.map((option) => [option.name, option.message, option.value, option.mediaPath])).toEqual([
      ['Price list', 'Prices of the year', 'prices', null],
      ['Photo', '', 'photo', null],
    ]);
    expect(await created).toMatchObject({ action: 'create', file: { id: list.id, name: 'Catalogue 2026' } });

    const [prices, photo] = list.options.map((option) => option.id);
    const uploadedEvent = nextEvent<Envelope<'file'>>(socket, `company-${t.companyId}-file`);
    const answer = await upload(
      t.admin,
      list.id,
      [prices ?? 0, photo ?? 0],
      [
        { name: '../../prices.pdf', type: 'application/pdf', bytes: '%PDF-1.4 prices' },
        {
          name: 'shop.png',
          type: 'image/png',
          bytes: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
        },
      ],
    );
    expect(answer.status).toBe(200);
    const uploaded = (await answer.json()) as FileListRecord;
    expect(uploaded.options.map((option) => [option.name, option.mediaType, option.mediaName])).toEqual([
      ['Price list', 'document', 'prices.pdf'],
      ['Photo', 'image', 'shop.png'],
    ]);
    expect(await uploadedEvent).toMatchObject({ action: 'update', file: { id: list.id } });
    const file = await fetchMedia(t.admin, uploaded.options[0]?.mediaPath ?? null);
    expect([file.status, await file.text()]).toEqual([200, '%PDF-1.4 prices']);
    expect((await t.admin.http.request<FileListRecord>('GET', `/files/${list.id}`)).body).toEqual(uploaded);
  });

  it('edits a list: kept options keep their files, new ones are added, missing ones removed', async () => {
    const t = await tenant(server);
    const list = await createList(t.admin, { name: 'Menus', options: [{ name: 'Lunch' }, { name: 'Dinner' }] });
    const [lunch, dinner] = list.options;
    await upload(t.admin, list.id, [lunch?.id ?? 0], [{ name: 'lunch.pdf', type: 'application/pdf', bytes: 'lunch' }]);
    const edited = await t.admin.http.request<FileListRecord>('PUT', `/files/${list.id}`, {
      name: 'Menus of the week',
      message: 'Bon appétit',
      options: [{ name: 'Breakfast' }, { id: lunch?.id, name: 'Lunch menu', value: 'L' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Menus of the week', message: 'Bon appétit' });
    expect(edited.body.options.map((option) => [option.name, option.value, option.mediaName])).toEqual([
      ['Breakfast', '', null],
      ['Lunch menu', 'L', 'lunch.pdf'],
    ]);
    expect(edited.body.options.some((option) => option.id === dinner?.id)).toBe(false);
    const stale = await t.admin.http.request<ApiErrorBody>('PUT', `/files/${list.id}`, {
      name: 'Menus of the week',
      options: [{ id: dinner?.id, name: 'Dinner' }],
    });
    expect([stale.status, stale.body.error, stale.body.fields?.[0]?.path]).toEqual([404, 'ERR_NO_FILE_OPTION_FOUND', 'body.options.0.id']);
    expect((await t.admin.http.request<FileListRecord>('GET', `/files/${list.id}`)).body.options).toHaveLength(2);
  });

  it('pages and searches the lists by name, 20 at a time', async () => {
    const t = await tenant(server);
    for (let index = 0; index < 21; index += 1) {
      await createList(t.admin, { name: `List ${String(index).padStart(2, '0')}`, options: [{ name: 'Only' }] });
    }
    await createList(t.admin, { name: 'Brochures' });
    const first = await t.admin.http.request<FileListResponse>('GET', '/files?pageNumber=1');
    expect([first.body.files.length, first.body.count, first.body.hasMore, first.body.files[0]?.name]).toEqual([20, 22, true, 'Brochures']);
    expect(first.body.files[1]?.options.map((option) => option.name)).toEqual(['Only']);
    const second = await t.admin.http.request<FileListResponse>('GET', '/files?pageNumber=2&companyId=999');
    expect([second.body.files.length, second.body.hasMore]).toEqual([2, false]);
    const search = await t.admin.http.request<FileListResponse>('GET', '/files?searchParam=broch');
    expect(search.body.files.map((list) => list.name)).toEqual(['Brochures']);
    expect((await t.admin.http.request<FileListResponse>('GET', '/files?searchParam=_')).body.count).toBe(0);
  });

  it('keeps names unique in the company (409), deletes a list, and answers 404 for it afterwards', async () => {
    const t = await tenant(server);
    const list = await createList(t.admin, { name: 'Contracts' });
    const duplicate = await t.admin.http.request<ApiErrorBody>('POST', '/files', { name: ' Contracts ' });
    expect([duplicate.status, duplicate.body.error, duplicate.body.fields?.[0]?.path]).toEqual([
      409,
      'ERR_FILE_NAME_ALREADY_EXISTS',
      'body.name',
    ]);
    const other = await createList(t.admin, { name: 'Invoices' });
    expect((await t.admin.http.request<ApiErrorBody>('PUT', `/files/${other.id}`, { name: 'Contracts' })).status).toBe(409);
    const race = await Promise.all([
      t.admin.http.request('POST', '/files', { name: 'Race' }),
      t.admin.http.request('POST', '/files', { name: 'Race' }),
    ]);
    expect(race.map((response) => response.status).sort()).toEqual([201, 409]);
    const elsewhere = await tenant(server);
    await createList(elsewhere.admin, { name: 'Contracts' });

    const socket = await socketOf(t.admin);
    const deleted = nextEvent<Envelope<'file'>>(socket, `company-${t.companyId}-file`);
    expect((await t.admin.http.request('DELETE', `/files/${list.id}`)).status).toBe(204);
    expect(await deleted).toMatchObject({ action: 'delete', fileId: list.id });
    for (const [method, path, body] of [
      ['GET', `/files/${list.id}`, undefined],
      ['PUT', `/files/${list.id}`, { name: 'Back again' }],
      ['DELETE', `/files/${list.id}`, undefined],
    ] as const) {
      const answer = await t.admin.http.request<ApiErrorBody>(method, path, body);
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_FILE_FOUND']);
    }
    expect((await upload(t.admin, list.id, [1], [{ name: 'a.pdf', type: 'application/pdf', bytes: 'x' }])).status).toBe(404);
  });

  it("treats another company's lists and options as missing, and tells its admins nothing", async () => {
    const t = await tenant(server);
    const other = await tenant(server);
    const otherSocket = await socketOf(other.admin);
    const seen = collect(otherSocket, `company-${t.companyId}-file`);
    const list = await createList(t.admin, { name: 'Secret files', options: [{ name: 'Plan' }] });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await other.admin.http.request<ApiErrorBody>(method, `/files/${list.id}`, body);
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_FILE_FOUND']);
    }
    const answer = await upload(other.admin, list.id, [list.options[0]?.id ?? 0], [{ name: 'a.pdf', type: 'application/pdf', bytes: 'x' }]);
    expect([answer.status, ((await answer.json()) as ApiErrorBody).error]).toEqual([404, 'ERR_NO_FILE_OPTION_FOUND']);
    expect((await other.admin.http.request<FileListResponse>('GET', '/files')).body.files).toEqual([]);

    // An option of another list, even of the same company, is not this list's.
    const mine = await createList(other.admin, { name: 'Mine' });
    const foreignOption = await other.admin.http.request<ApiErrorBody>('PUT', `/files/${mine.id}`, {
      name: 'Mine',
      options: [{ id: list.options[0]?.id, name: 'Stolen' }],
    });
    expect([foreignOption.status, foreignOption.body.error]).toEqual([404, 'ERR_NO_FILE_OPTION_FOUND']);
    expect((await t.admin.http.request<FileListRecord>('GET', `/files/${list.id}`)).body.options[0]?.name).toBe('Plan');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
  });

  it('is for admins only', async () => {
    const t = await tenant(server);
    const list = await createList(t.admin, { name: 'Admins only' });
    const supervisor = await anotherUser(t, 'supervisor');
    for (const who of [t.attendant, supervisor]) {
      for (const [method, path] of [
        ['GET', '/files'],
        ['GET', `/files/${list.id}`],
        ['POST', '/files'],
        ['PUT', `/files/${list.id}`],
        ['DELETE', `/files/${list.id}`],
        ['POST', `/files/uploadList/${list.id}`],
      ] as const) {
        const answer = await who.http.request<ApiErrorBody>(
          method,
          path,
          method === 'GET' || method === 'DELETE' ? undefined : { name: 'Mine' },
        );
        expect([answer.status, answer.body.error], `${method} ${path}`).toEqual([403, 'ERR_NO_PERMISSION']);
      }
    }
  });

  it('answers bad input with 400 and the fields at fault', async () => {
    const t = await tenant(server);
    const bad = await t.admin.http.request<ApiErrorBody>('POST', '/files', {
      name: 'ab',
      message: 5,
      options: [{ name: '' }, { id: 'x', name: 'Two' }],
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual([
      'body.message',
      'body.name',
      'body.options.0.name',
      'body.options.1.id',
    ]);
    const twice = await t.admin.http.request<ApiErrorBody>('POST', '/files', {
      name: 'Twice',
      options: [
        { id: 1, name: 'a' },
        { id: 1, name: 'b' },
      ],
    });
    expect([twice.status, twice.body.fields?.[0]?.path]).toEqual([400, 'body.options']);
    const tooMany = await t.admin.http.request<ApiErrorBody>('POST', '/files', {
      name: 'Too many',
      options: Array.from({ length: 51 }, (_, index) => ({ name: `Option ${index}` })),
    });
    expect([tooMany.status, tooMany.body.fields?.[0]?.path]).toEqual([400, 'body.options']);
    expect((await t.admin.http.request<ApiErrorBody>('GET', '/files/abc')).body.fields?.[0]?.path).toBe('params.id');
    expect((await t.admin.http.request<ApiErrorBody>('GET', '/files?pageNumber=0')).body.fields?.[0]?.path).toBe('query.pageNumber');

    const list = await createList(t.admin, { name: 'Uploads', options: [{ name: 'One' }, { name: 'Two' }] });
    const [one, two] = list.options.map((option) => option.id);
    const pdf = { name: 'a.pdf', type: 'application/pdf', bytes: 'x' };
    const cases: [(number | string)[], Part[], string][] = [
      [[one ?? 0, two ?? 0], [pdf], 'body.id'],
      [['x'], [pdf], 'body.id'],
      [[one ?? 0, one ?? 0], [pdf, pdf], 'body.id'],
      [[one ?? 0], [], 'body.files'],
    ];
    for (const [ids, parts, path] of cases) {
      const answer = await upload(t.admin, list.id, ids, parts);
      const body = (await answer.json()) as ApiErrorBody;
      expect([answer.status, body.error, body.fields?.[0]?.path], path).toEqual([400, 'ERR_VALIDATION', path]);
    }
    const json = await t.admin.http.request<ApiErrorBody>('POST', `/files/uploadList/${list.id}`, {});
    expect([json.status, json.body.fields?.[0]?.path]).toEqual([400, 'body.id']);
    expect(
      (await t.admin.http.request<FileListRecord>('GET', `/files/${list.id}`)).body.options.every((option) => option.mediaPath === null),
    ).toBe(true);
  });

  it('lets the media collector remove a replaced file and keep the current one', async () => {
    const t = await tenant(server);
    const list = await createList(t.admin, { name: 'Collected', options: [{ name: 'Leaflet' }] });
    const optionId = list.options[0]?.id ?? 0;
    const first = (await (
      await upload(t.admin, list.id, [optionId], [{ name: 'old.pdf', type: 'application/pdf', bytes: 'old' }])
    ).json()) as FileListRecord;
    const second = (await (
      await upload(t.admin, list.id, [optionId], [{ name: 'new.pdf', type: 'application/pdf', bytes: 'new' }])
    ).json()) as FileListRecord;
    const [replaced, current] = [first.options[0]?.mediaPath ?? null, second.options[0]?.mediaPath ?? null];
    await server.db.em.fork().getConnection().execute(`UPDATE media_files SET created_at = now() - interval '2 hours'`);
    expect(await server.mediaCollector.sweep()).toBeGreaterThanOrEqual(1);
    expect((await fetchMedia(t.admin, replaced)).status).toBe(404);
    expect(await (await fetchMedia(t.admin, current)).text()).toBe('new');

    expect((await t.admin.http.request('DELETE', `/files/${list.id}`)).status).toBe(204);
    await server.mediaCollector.sweep();
    expect((await fetchMedia(t.admin, current)).status).toBe(404);
  });
});
