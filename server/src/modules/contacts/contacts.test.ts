import type { ApiErrorBody, ContactListResponse, ContactOptionRecord, ContactRecord, Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { seedContact, tenant } from '../../../test/side-panel-fixtures.ts';
import { connectSocket, nextEvent, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

describe('contacts', () => {
  it('creates a contact with extra info, reads it, and announces it', async () => {
    const t = await tenant(server);
    const socket = await connectSocket(server.url, t.admin.http.token ?? '');
    sockets.push(socket);
    const announced = nextEvent<Envelope<'contact'>>(socket, `company-${t.companyId}-contact`);
    const created = await t.attendant.http.request<ContactRecord>('POST', '/contacts', {
      name: 'Ana Souza',
      number: '+55 (11) 98765-4321',
      email: 'ana@example.com',
      extraInfo: [{ name: 'CPF', value: '123' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Ana Souza', number: '5511987654321', email: 'ana@example.com', isGroup: false });
    expect(created.body.extraInfo).toEqual([{ id: expect.any(Number) as number, name: 'CPF', value: '123' }]);
    expect(await announced).toMatchObject({ action: 'create', contact: { id: created.body.id, name: 'Ana Souza' } });

    const read = await t.attendant.http.request<ContactRecord>('GET', `/contacts/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it('updates only the fields sent, replaces the extra info, and announces the update', async () => {
    const t = await tenant(server);
    const contact = await seedContact(t, { name: 'Bruno', number: '5511911112222', email: 'b@example.com' });
    const first = await t.attendant.http.request<ContactRecord>('PUT', `/contacts/${contact.id}`, {
      extraInfo: [
        { name: 'Plan', value: 'Gold' },
        { name: 'City', value: 'Recife' },
      ],
    });
    expect(first.body).toMatchObject({ name: 'Bruno', number: '5511911112222', email: 'b@example.com' });
    expect(first.body.extraInfo.map((field) => field.name)).toEqual(['Plan', 'City']);

    const socket = await connectSocket(server.url, t.attendant.http.token ?? '');
    sockets.push(socket);
    const announced = nextEventWhere<Envelope<'contact'>>(
      socket,
      `company-${t.companyId}-contact`,
      (event) => event.action === 'update' && event.contact.name === 'Bruno Lima',
    );
    const second = await t.attendant.http.request<ContactRecord>('PUT', `/contacts/${contact.id}`, {
      name: 'Bruno Lima',
      email: '',
      extraInfo: [{ id: first.body.extraInfo[0]?.id, name: 'Plan', value: 'Platinum' }],
    });
    expect(second.body).toMatchObject({ name: 'Bruno Lima', email: '', number: '5511911112222' });
    expect(second.body.extraInfo.map((field) => [field.name, field.value])).toEqual([['Plan', 'Platinum']]);
    expect(await announced).toMatchObject({ action: 'update', contact: { id: contact.id, name: 'Bruno Lima' } });
    expect((await t.attendant.http.request<ContactRecord>('GET', `/contacts/${contact.id}`)).body.extraInfo).toHaveLength(1);
  });

  it('refuses a number another contact holds, as number or LID, with 409', async () => {
    const t = await tenant(server);
    await seedContact(t, { number: '5511933334444' });
    await seedContact(t, { number: '5511955556666', lid: '123456789012345' });
    const mine = await seedContact(t, { number: '5511977778888' });
    const taken = await t.admin.http.request<ApiErrorBody>('POST', '/contacts', { name: 'Dup', number: '55 11 93333-4444' });
    expect([taken.status, taken.body.error]).toEqual([409, 'ERR_DUPLICATED_CONTACT']);
    const lid = await t.admin.http.request<ApiErrorBody>('POST', '/contacts', { name: 'Dup', number: '123456789012345' });
    expect(lid.body.error).toBe('ERR_DUPLICATED_CONTACT');
    const moved = await t.admin.http.request<ApiErrorBody>('PUT', `/contacts/${mine.id}`, { number: '5511933334444' });
    expect([moved.status, moved.body.error]).toEqual([409, 'ERR_DUPLICATED_CONTACT']);
    // Its own number is no clash, and another company may hold the same number.
    expect((await t.admin.http.request('PUT', `/contacts/${mine.id}`, { number: '5511977778888' })).status).toBe(200);
    const other = await tenant(server);
    expect((await other.admin.http.request('POST', '/contacts', { name: 'Same number', number: '5511933334444' })).status).toBe(201);
    const race = await Promise.all([
      t.admin.http.request('POST', '/contacts', { name: 'Race one', number: '5511900001111' }),
      t.admin.http.request('POST', '/contacts', { name: 'Race two', number: '5511900001111' }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('validates name 2-50, number 8-50 digits and the email with 400 and the fields', async () => {
    const t = await tenant(server);
    const bad = await t.admin.http.request<ApiErrorBody>('POST', '/contacts', { name: 'A', number: '12-34', email: 'not-an-email' });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual(['body.email', 'body.name', 'body.number']);
    const contact = await seedContact(t);
    const badUpdate = await t.admin.http.request<ApiErrorBody>('PUT', `/contacts/${contact.id}`, {
      name: 'x'.repeat(51),
      extraInfo: [{ name: '', value: 'v' }],
    });
    expect(badUpdate.body.fields?.map((field) => field.path).sort()).toEqual(['body.extraInfo.0.name', 'body.name']);
    expect((await t.admin.http.request<ApiErrorBody>('GET', '/contacts?pageNumber=x')).body.fields?.[0]?.path).toBe('query.pageNumber');
  });

  it('searches by name or number, 20 per page, with count and hasMore', async () => {
    const t = await tenant(server);
    for (let index = 0; index < 22; index += 1) {
      await seedContact(t, { name: `Cliente ${String(index).padStart(2, '0')}`, number: `55219000000${String(index).padStart(2, '0')}` });
    }
    await seedContact(t, { name: 'Maria Clara', number: '5531988887777' });
    const first = await t.attendant.http.request<ContactListResponse>('GET', '/contacts?searchParam=clie');
    expect([first.body.contacts.length, first.body.count, first.body.hasMore]).toEqual([20, 22, true]);
    expect(first.body.contacts[0]).toMatchObject({ name: 'Cliente 00', extraInfo: [] });
    const second = await t.attendant.http.request<ContactListResponse>('GET', '/contacts?searchParam=clie&pageNumber=2');
    expect([second.body.contacts.length, second.body.hasMore]).toEqual([2, false]);
    const byNumber = await t.attendant.http.request<ContactListResponse>(
      'GET',
      `/contacts?searchParam=${encodeURIComponent('(31) 98888')}`,
    );
    expect(byNumber.body.contacts.map((contact) => contact.name)).toEqual(['Maria Clara']);
    expect((await t.attendant.http.request<ContactListResponse>('GET', '/contacts')).body.count).toBe(23);
  });

  it("treats another company's contacts as missing", async () => {
    const t = await tenant(server);
    const contact = await seedContact(t);
    const other = await tenant(server);
    const read = await other.admin.http.request<ApiErrorBody>('GET', `/contacts/${contact.id}`);
    expect([read.status, read.body.error]).toEqual([404, 'ERR_NO_CONTACT_FOUND']);
    const write = await other.admin.http.request<ApiErrorBody>('PUT', `/contacts/${contact.id}`, { name: 'Taken over' });
    expect([write.status, write.body.error]).toEqual([404, 'ERR_NO_CONTACT_FOUND']);
    expect((await other.admin.http.request<ContactListResponse>('GET', '/contacts')).body.count).toBe(0);
    const unknown = await t.admin.http.request<ApiErrorBody>('GET', '/contacts/999999');
    expect(unknown.body.error).toBe('ERR_NO_CONTACT_FOUND');
  });

  it("offers a picker the company's contacts by name, narrowed by what was typed, never another company's", async () => {
    const t = await tenant(server);
    const other = await tenant(server);
    await seedContact(t, { name: 'Zélia Prado', number: '5511911110001' });
    await seedContact(t, { name: 'Bruno Lima', number: '5511922220002', email: 'bruno@lima.test' });
    await seedContact(other, { name: 'Bruno Outro', number: '5511933330003' });
    const all = await t.attendant.http.request<ContactOptionRecord[]>('GET', `/contacts/list?companyId=${other.companyId}`);
    expect(all.body).toEqual([
      { id: expect.any(Number) as number, name: 'Bruno Lima', number: '5511922220002' },
      { id: expect.any(Number) as number, name: 'Zélia Prado', number: '5511911110001' },
    ]);
    const typed = await t.attendant.http.request<ContactOptionRecord[]>('GET', '/contacts/list?searchParam=lima.test');
    expect(typed.body.map(({ name }) => name)).toEqual(['Bruno Lima']);
    const byDigits = await t.attendant.http.request<ContactOptionRecord[]>('GET', '/contacts/list?searchParam=(11) 9111');
    expect(byDigits.body.map(({ name }) => name)).toEqual(['Zélia Prado']);
  });
});
