import type {
  ApiErrorBody,
  ContactListItemPage,
  ContactListItemRecord,
  ContactListOption,
  ContactListPage,
  ContactListRecord,
  ContactListUploadResponse,
  Envelope,
} from '@balcao/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxConversation } from '../../../test/conversation.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { anotherUser, tenant, type SignedIn, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { collect, connectSocket, nextEvent, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

/** A company with campaigns in its plan. */
function campaigner(): Promise<Tenant> {
  return tenant(server, { useCampaigns: true });
}

/** …with a connected default sandbox connection, which answers whether numbers are on WhatsApp. */
async function withDefaultConnection(t: Tenant): Promise<void> {
  await new SandboxConversation(server, t.admin.http, t.companyId).connection({ isDefault: true });
}

async function createList(who: SignedIn, name: string): Promise<ContactListRecord> {
  const response = await who.http.request<ContactListRecord>('POST', '/contact-lists', { name });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function addItem(who: SignedIn, contactListId: number, fields: Record<string, unknown>): Promise<ContactListItemRecord> {
  const response = await who.http.request<ContactListItemRecord>('POST', '/contact-list-items', { contactListId, ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function xlsx(rows: string[][]): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('List');
  rows.forEach((row) => sheet.addRow(row));
  return new Blob([await workbook.xlsx.writeBuffer()], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

function uploadFile(who: SignedIn, listId: number, file: Blob, name: string): Promise<Response> {
  const form = new FormData();
  form.append('file', file, name);
  return fetch(`${server.url}/contact-lists/${listId}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.http.token ?? ''}` },
    body: form,
  });
}

async function socketOf(who: SignedIn): Promise<TestSocket> {
  const socket = await connectSocket(server.url, who.http.token ?? '');
  sockets.push(socket);
  return socket;
}

describe('contact lists', () => {
  it('creates, renames, lists with counts, searches and deletes lists, live to the admins', async () => {
    const t = await campaigner();
    const socket = await socketOf(t.admin);
    const created = nextEvent<Envelope<'contactList'>>(socket, `company-${t.companyId}-contactList`);
    const clients = await createList(t.admin, ' Clients 2026 ');
    expect(clients).toMatchObject({ name: 'Clients 2026', contactsCount: 0 });
    expect(await created).toMatchObject({ action: 'create', contactList: { id: clients.id, name: 'Clients 2026' } });
    await addItem(t.admin, clients.id, { name: 'Ana Souza', number: '5511988887777' });
    await addItem(t.admin, clients.id, { name: 'Bruno Lima', number: '5511988886666', email: 'bruno@example.test' });
    const leads = await createList(t.admin, 'Leads');
    for (let index = 0; index < 19; index += 1) {
      await createList(t.admin, `Z list ${String(index).padStart(2, '0')}`);
    }
    const first = await t.admin.http.request<ContactListPage>('GET', '/contact-lists?pageNumber=1');
    expect([first.body.records.length, first.body.count, first.body.hasMore]).toEqual([20, 21, true]);
    expect(first.body.records.slice(0, 2).map((list) => [list.name, list.contactsCount])).toEqual([
      ['Clients 2026', 2],
      ['Leads', 0],
    ]);
    const second = await t.admin.http.request<ContactListPage>('GET', '/contact-lists?pageNumber=2&companyId=999');
    expect([second.body.records.length, second.body.hasMore]).toEqual([1, false]);
    const search = await t.admin.http.request<ContactListPage>('GET', '/contact-lists?searchParam=client');
    expect(search.body.records.map((list) => list.name)).toEqual(['Clients 2026']);
    const options = await t.admin.http.request<ContactListOption[]>('GET', '/contact-lists/list');
    expect(options.body.slice(0, 2)).toEqual([
      { id: clients.id, name: 'Clients 2026' },
      { id: leads.id, name: 'Leads' },
    ]);

    const renamed = await t.admin.http.request<ContactListRecord>('PUT', `/contact-lists/${clients.id}`, { name: 'Customers' });
    expect(renamed.body).toMatchObject({ id: clients.id, name: 'Customers', contactsCount: 2 });
    expect((await t.admin.http.request<ContactListRecord>('GET', `/contact-lists/${clients.id}`)).body.name).toBe('Customers');

    const deleted = nextEventWhere<Envelope<'contactList'>>(
      socket,
      `company-${t.companyId}-contactList`,
      (event) => event.action === 'delete',
    );
    expect((await t.admin.http.request('DELETE', `/contact-lists/${clients.id}`)).status).toBe(204);
    expect(await deleted).toMatchObject({ action: 'delete', contactListId: clients.id });
    for (const [method, path, body] of [
      ['GET', `/contact-lists/${clients.id}`, undefined],
      ['PUT', `/contact-lists/${clients.id}`, { name: 'Back' }],
      ['DELETE', `/contact-lists/${clients.id}`, undefined],
      ['GET', `/contact-list-items?contactListId=${clients.id}`, undefined],
      ['POST', `/contact-lists/${clients.id}/upload`, [{ name: 'Ana', number: '5511988887777' }]],
    ] as const) {
      const answer = await t.admin.http.request<ApiErrorBody>(method, path, body);
      expect([answer.status, answer.body.error], `${method} ${path}`).toEqual([404, 'ERR_NO_CONTACT_LIST_FOUND']);
    }
  });

  it("adds, edits, searches and deletes a list's items, checking each number on WhatsApp through the default connection", async () => {
    const t = await campaigner();
    await withDefaultConnection(t);
    const list = await createList(t.admin, 'Newsletter');
    const socket = await socketOf(t.admin);
    const itemCreated = nextEvent<Envelope<'contactListItem'>>(socket, `company-${t.companyId}-contactListItem`);
    const counted = nextEvent<Envelope<'contactList'>>(socket, `company-${t.companyId}-contactList`);
    const ana = await addItem(t.admin, list.id, { name: 'Ana Souza', number: '+55 (11) 98888-7777', email: 'ana@example.test' });
    expect(ana).toMatchObject({
      name: 'Ana Souza',
      number: '5511988887777',
      email: 'ana@example.test',
      isWhatsappValid: true,
      contactListId: list.id,
    });
    expect(await itemCreated).toMatchObject({ action: 'create', contactListItem: { id: ana.id, isWhatsappValid: true } });
    expect(await counted).toMatchObject({ action: 'update', contactList: { id: list.id, contactsCount: 1 } });
    // The sandbox knows no number starting with 0.
    const nobody = await addItem(t.admin, list.id, { name: 'Nobody Home', number: '01234567890' });
    expect(nobody.isWhatsappValid).toBe(false);

    const twice = await t.admin.http.request<ApiErrorBody>('POST', '/contact-list-items', {
      contactListId: list.id,
      name: 'Ana again',
      number: '5511988887777',
    });
    expect([twice.status, twice.body.error, twice.body.fields?.[0]?.path]).toEqual([409, 'ERR_DUPLICATED_CONTACT', 'body.number']);
    const race = await Promise.all(
      [1, 2].map(() =>
        t.admin.http.request('POST', '/contact-list-items', { contactListId: list.id, name: 'Racing Rita', number: '5511955554444' }),
      ),
    );
    expect(race.map((response) => response.status).sort()).toEqual([201, 409]);
    // Another list may hold the same number.
    const other = await createList(t.admin, 'Other');
    await addItem(t.admin, other.id, { name: 'Ana Souza', number: '5511988887777' });

    const edited = await t.admin.http.request<ContactListItemRecord>('PUT', `/contact-list-items/${nobody.id}`, {
      name: 'Somebody Home',
      number: '5511977776666',
      email: '',
    });
    expect(edited.body).toMatchObject({ name: 'Somebody Home', number: '5511977776666', isWhatsappValid: true });
    const clash = await t.admin.http.request<ApiErrorBody>('PUT', `/contact-list-items/${nobody.id}`, {
      name: 'Somebody',
      number: '5511988887777',
    });
    expect([clash.status, clash.body.error]).toEqual([409, 'ERR_DUPLICATED_CONTACT']);
    expect((await t.admin.http.request<ContactListItemRecord>('GET', `/contact-list-items/${ana.id}`)).body).toEqual(ana);

    const page = await t.admin.http.request<ContactListItemPage>('GET', `/contact-list-items?contactListId=${list.id}`);
    expect([page.body.contacts.map((item) => item.name), page.body.count, page.body.hasMore]).toEqual([
      ['Ana Souza', 'Racing Rita', 'Somebody Home'],
      3,
      false,
    ]);
    for (const [search, names] of [
      ['ana@', ['Ana Souza']],
      ['7766', ['Somebody Home']],
      ['SOMEBODY', ['Somebody Home']],
      ['%', []],
    ] as const) {
      const found = await t.admin.http.request<ContactListItemPage>(
        'GET',
        `/contact-list-items?contactListId=${list.id}&searchParam=${encodeURIComponent(search)}`,
      );
      expect(
        found.body.contacts.map((item) => item.name),
        search,
      ).toEqual(names);
    }

    const removed = nextEventWhere<Envelope<'contactListItem'>>(
      socket,
      `company-${t.companyId}-contactListItem`,
      (event) => event.action === 'delete',
    );
    expect((await t.admin.http.request('DELETE', `/contact-list-items/${ana.id}`)).status).toBe(204);
    expect(await removed).toMatchObject({ action: 'delete', contactListItemId: ana.id });
    expect((await t.admin.http.request<ContactListRecord>('GET', `/contact-lists/${list.id}`)).body.contactsCount).toBe(2);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Ana', number: '5511988887777' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await t.admin.http.request<ApiErrorBody>(method, `/contact-list-items/${ana.id}`, body);
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_CONTACT_LIST_ITEM_FOUND']);
    }
    const intoNothing = await t.admin.http.request<ApiErrorBody>('POST', '/contact-list-items', {
      contactListId: 999_999,
      name: 'Ana',
      number: '5511988887777',
    });
    expect([intoNothing.status, intoNothing.body.error]).toEqual([404, 'ERR_NO_CONTACT_LIST_FOUND']);
  });

  it('leaves validity unknown when the company has no default connection to ask', async () => {
    const t = await campaigner();
    const list = await createList(t.admin, 'Offline');
    expect((await addItem(t.admin, list.id, { name: 'Ana Souza', number: '5511988887777' })).isWhatsappValid).toBeNull();
  });

  it("uploads a spreadsheet's rows: good rows added, each bad or repeated row reported, numbers checked afterwards", async () => {
    const t = await campaigner();
    await withDefaultConnection(t);
    const list = await createList(t.admin, 'Imported');
    await addItem(t.admin, list.id, { name: 'Already Here', number: '5511900000001' });
    const socket = await socketOf(t.admin);
    const reloads = collect<Envelope<'contactListItem'>>(socket, `company-${t.companyId}-contactListItem`);
    const checked = nextEventWhere<Envelope<'contactListItem'>>(
      socket,
      `company-${t.companyId}-contactListItem`,
      () => reloads.filter((event) => event.action === 'reload').length === 2,
    );
    const answer = await t.admin.http.request<ContactListUploadResponse>('POST', `/contact-lists/${list.id}/upload`, [
      { name: 'Carla Dias', number: '5511900000002', email: 'carla@example.test' },
      { name: 'X', number: '12' },
      { name: 'Already Again', number: '5511900000001' },
      { name: 'Dora Reis', number: '0550000000' },
      { name: 'Carla Twice', number: '55 11 90000-0002' },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.newContacts.map((item) => item.name)).toEqual(['Carla Dias', 'Dora Reis']);
    expect(answer.body.errorBag.map((error) => [error.index, error.error])).toEqual([
      [1, 'ERR_VALIDATION'],
      [2, 'ERR_DUPLICATED_CONTACT'],
      [4, 'ERR_DUPLICATED_CONTACT'],
    ]);
    expect(answer.body.errorBag[0]?.fields?.map((field) => field.path).sort()).toEqual(['name', 'number']);
    await checked;
    const page = await t.admin.http.request<ContactListItemPage>('GET', `/contact-list-items?contactListId=${list.id}`);
    expect(page.body.contacts.map((item) => [item.name, item.isWhatsappValid])).toEqual([
      ['Already Here', true],
      ['Carla Dias', true],
      ['Dora Reis', false],
    ]);
    expect((await t.admin.http.request<ContactListRecord>('GET', `/contact-lists/${list.id}`)).body.contactsCount).toBe(3);
  });

  it("also takes the .xlsx itself as a multipart file (the spec's form), read as the screen reads it", async () => {
    const t = await campaigner();
    const list = await createList(t.admin, 'From a file');
    const file = await xlsx([
      ['E-mail', 'Nome', 'Número'],
      ['carla@example.test', 'Carla Dias', '5511900000002'],
      ['', 'X', '12'],
      ['', 'Dora Reis', '5511900000003'],
    ]);
    const answer = await uploadFile(t.admin, list.id, file, 'list.xlsx');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ContactListUploadResponse;
    expect(body.newContacts.map((item) => [item.name, item.number, item.email])).toEqual([
      ['Carla Dias', '5511900000002', 'carla@example.test'],
      ['Dora Reis', '5511900000003', ''],
    ]);
    expect(body.errorBag.map((error) => [error.index, error.name, error.error])).toEqual([[1, 'X', 'ERR_VALIDATION']]);
    for (const [bytes, name] of [
      [new Blob(['name;number\nAna;5511988887777'], { type: 'text/csv' }), 'list.csv'],
      [await xlsx([]), 'empty.xlsx'],
    ] as const) {
      const refused = await uploadFile(t.admin, list.id, bytes, name);
      const error = (await refused.json()) as ApiErrorBody;
      expect([refused.status, error.error, error.fields?.[0]?.path], name).toEqual([400, 'ERR_VALIDATION', 'body.file']);
    }
  });

  it("treats another company's lists and items as missing, and tells its admins nothing", async () => {
    const t = await campaigner();
    const other = await campaigner();
    const list = await createList(t.admin, 'Secret list');
    const item = await addItem(t.admin, list.id, { name: 'Ana Souza', number: '5511988887777' });
    const otherSocket = await socketOf(other.admin);
    const seen = collect(otherSocket, `company-${t.companyId}-contactList`);
    const seenItems = collect(otherSocket, `company-${t.companyId}-contactListItem`);
    for (const [method, path, body, code] of [
      ['GET', `/contact-lists/${list.id}`, undefined, 'ERR_NO_CONTACT_LIST_FOUND'],
      ['PUT', `/contact-lists/${list.id}`, { name: 'Mine now' }, 'ERR_NO_CONTACT_LIST_FOUND'],
      ['DELETE', `/contact-lists/${list.id}`, undefined, 'ERR_NO_CONTACT_LIST_FOUND'],
      ['POST', `/contact-lists/${list.id}/upload`, [{ name: 'Intruder', number: '5511911112222' }], 'ERR_NO_CONTACT_LIST_FOUND'],
      ['GET', `/contact-list-items?contactListId=${list.id}`, undefined, 'ERR_NO_CONTACT_LIST_FOUND'],
      ['POST', '/contact-list-items', { contactListId: list.id, name: 'Intruder', number: '5511911112222' }, 'ERR_NO_CONTACT_LIST_FOUND'],
      ['GET', `/contact-list-items/${item.id}`, undefined, 'ERR_NO_CONTACT_LIST_ITEM_FOUND'],
      ['PUT', `/contact-list-items/${item.id}`, { name: 'Intruder', number: '5511911112222' }, 'ERR_NO_CONTACT_LIST_ITEM_FOUND'],
      ['DELETE', `/contact-list-items/${item.id}`, undefined, 'ERR_NO_CONTACT_LIST_ITEM_FOUND'],
    ] as const) {
      const answer = await other.admin.http.request<ApiErrorBody>(method, path, body);
      expect([answer.status, answer.body.error], `${method} ${path}`).toEqual([404, code]);
    }
    expect((await other.admin.http.request<ContactListPage>('GET', '/contact-lists')).body.records).toEqual([]);
    expect((await other.admin.http.request<ContactListOption[]>('GET', '/contact-lists/list')).body).toEqual([]);
    await t.admin.http.request('PUT', `/contact-lists/${list.id}`, { name: 'Still secret' });
    await addItem(t.admin, list.id, { name: 'Bruno Lima', number: '5511988886666' });
    expect((await t.admin.http.request<ContactListRecord>('GET', `/contact-lists/${list.id}`)).body).toMatchObject({
      name: 'Still secret',
      contactsCount: 2,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([seen, seenItems]).toEqual([[], []]);
  });

  it('is for admins of companies whose plan has campaigns', async () => {
    const t = await campaigner();
    const list = await createList(t.admin, 'Admins only');
    const item = await addItem(t.admin, list.id, { name: 'Ana Souza', number: '5511988887777' });
    const supervisor = await anotherUser(t, 'supervisor');
    const routes = [
      ['GET', '/contact-lists'],
      ['GET', '/contact-lists/list'],
      ['GET', `/contact-lists/${list.id}`],
      ['POST', '/contact-lists'],
      ['PUT', `/contact-lists/${list.id}`],
      ['DELETE', `/contact-lists/${list.id}`],
      ['POST', `/contact-lists/${list.id}/upload`],
      ['GET', `/contact-list-items?contactListId=${list.id}`],
      ['GET', `/contact-list-items/${item.id}`],
      ['POST', '/contact-list-items'],
      ['PUT', `/contact-list-items/${item.id}`],
      ['DELETE', `/contact-list-items/${item.id}`],
    ] as const;
    for (const who of [t.attendant, supervisor]) {
      for (const [method, path] of routes) {
        const answer = await who.http.request<ApiErrorBody>(
          method,
          path,
          method === 'GET' || method === 'DELETE' ? undefined : { name: 'Mine' },
        );
        expect([answer.status, answer.body.error], `${method} ${path}`).toEqual([403, 'ERR_NO_PERMISSION']);
      }
    }
    const withoutPlan = await tenant(server);
    for (const [method, path] of routes) {
      const answer = await withoutPlan.admin.http.request<ApiErrorBody>(
        method,
        path,
        method === 'GET' || method === 'DELETE' ? undefined : { name: 'Mine' },
      );
      expect([answer.status, answer.body.error], `${method} ${path}`).toEqual([403, 'ERR_NO_PERMISSION']);
    }
  });

  it('answers bad input with 400 and the fields at fault', async () => {
    const t = await campaigner();
    const list = await createList(t.admin, 'Checked');
    const item = await addItem(t.admin, list.id, { name: 'Ana Souza', number: '5511988887777' });
    const probes: [method: string, url: string, body: unknown, fields: string[]][] = [
      ['GET', '/contact-lists?pageNumber=0', undefined, ['query.pageNumber']],
      ['GET', '/contact-lists?companyId=abc', undefined, ['query.companyId']],
      ['GET', '/contact-lists/abc', undefined, ['params.id']],
      ['POST', '/contact-lists', { name: 'A' }, ['body.name']],
      ['POST', '/contact-lists', { name: 'x'.repeat(51) }, ['body.name']],
      ['POST', '/contact-lists', {}, ['body.name']],
      ['PUT', '/contact-lists/abc', { name: 'Fine name' }, ['params.id']],
      ['PUT', `/contact-lists/${list.id}`, { name: 7 }, ['body.name']],
      ['DELETE', '/contact-lists/1.5', undefined, ['params.id']],
      ['POST', `/contact-lists/${list.id}/upload`, {}, ['body']],
      ['POST', `/contact-lists/${list.id}/upload`, [], ['body']],
      ['POST', `/contact-lists/${list.id}/upload`, [{ name: 5 }], ['body.0.name']],
      ['POST', '/contact-lists/abc/upload', [{ name: 'Ana' }], ['params.id']],
      ['GET', '/contact-list-items', undefined, ['query.contactListId']],
      ['GET', '/contact-list-items?contactListId=x&pageNumber=-1', undefined, ['query.contactListId', 'query.pageNumber']],
      ['GET', '/contact-list-items/abc', undefined, ['params.id']],
      [
        'POST',
        '/contact-list-items',
        { name: 'A', number: 'abc', email: 'nope' },
        ['body.contactListId', 'body.email', 'body.name', 'body.number'],
      ],
      ['POST', '/contact-list-items', { contactListId: list.id, name: 'Ana', number: '1234567' }, ['body.number']],
      ['PUT', `/contact-list-items/${item.id}`, { name: 'Ana Souza' }, ['body.number']],
      ['PUT', `/contact-list-items/${item.id}`, { name: 'Ana Souza', number: '5511988887777', email: 'x@' }, ['body.email']],
      ['DELETE', '/contact-list-items/abc', undefined, ['params.id']],
    ];
    for (const [method, url, body, fields] of probes) {
      const answer = await t.admin.http.request<ApiErrorBody>(method, url, body);
      expect([answer.status, answer.body.error], `${method} ${url}`).toEqual([400, 'ERR_VALIDATION']);
      expect(answer.body.fields?.map((field) => field.path).sort(), `${method} ${url}`).toEqual(fields);
    }
  });
});
