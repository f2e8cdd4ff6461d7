import type { ApiErrorBody, ContactImportResponse, ContactListResponse, ContactUploadResponse, Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { seedContact, seedTicket, tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { connectSocket, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Message } from '../messages/message.entity.ts';
import { TicketNote } from '../ticket-notes/ticket-note.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { SANDBOX_PHONE_CONTACTS } from '../sandbox/sandbox-provider.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

async function socketOf(t: Tenant, who: 'admin' | 'attendant' = 'admin'): Promise<TestSocket> {
  const socket = await connectSocket(server.url, t[who].http.token ?? '');
  sockets.push(socket);
  return socket;
}

async function exported(
  t: Tenant,
  who: 'admin' | 'attendant' = 'attendant',
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${server.url}/contacts/export`, { headers: { authorization: `Bearer ${t[who].http.token ?? ''}` } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('contacts list filters', () => {
  it('finds contacts by any part of the e-mail too', async () => {
    const t = await tenant(server);
    await seedContact(t, { name: 'Dora', email: 'dora@acme.example' });
    await seedContact(t, { name: 'Edu', email: 'edu@other.example' });
    const found = await t.attendant.http.request<ContactListResponse>('GET', '/contacts?searchParam=ACME');
    expect(found.body.contacts.map((contact) => contact.name)).toEqual(['Dora']);
  });

  it('keeps the contacts created on a day, or between two days, of the company calendar', async () => {
    const t = await tenant(server);
    const old = await seedContact(t, { name: 'Old one' });
    const recent = await seedContact(t, { name: 'Recent one' });
    await forkForCompany(server.db.em, t.companyId).execute(
      `update contacts set created_at = case id when ? then '2026-01-10T15:00:00Z'::timestamptz else '2026-03-05T15:00:00Z'::timestamptz end where id in (?, ?)`,
      [old.id, old.id, recent.id],
    );
    const names = async (query: string) =>
      (await t.attendant.http.request<ContactListResponse>('GET', `/contacts?${query}`)).body.contacts.map((contact) => contact.name);
    expect(await names('date=2026-01-10')).toEqual(['Old one']);
    expect(await names('dateStart=2026-02-01')).toEqual(['Recent one']);
    expect(await names('dateEnd=2026-02-01')).toEqual(['Old one']);
    expect(await names('dateStart=2026-01-01&dateEnd=2026-12-31')).toEqual(['Old one', 'Recent one']);
    expect(await names('date=2026-01-11')).toEqual([]);
  });

  it('answers bad filters with 400 and the fields', async () => {
    const t = await tenant(server);
    const bad = await t.attendant.http.request<ApiErrorBody>('GET', '/contacts?date=2026-02-31&dateStart=2026-03-02&dateEnd=2026-03-01');
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual(['query.date', 'query.dateEnd']);
  });
});

describe('deleting a contact', () => {
  it('is for admins; it takes the tickets, messages and notes with it and announces every removal', async () => {
    const t = await tenant(server);
    const contact = await seedContact(t, { name: 'Gone' });
    const ticket = await seedTicket(t, { contactId: contact.id, status: 'pending' });
    const em = forkForCompany(server.db.em, t.companyId);
    em.create(Message, {
      companyId: t.companyId,
      ticketId: ticket.id,
      contactId: contact.id,
      body: 'hi',
      fromMe: false,
      waId: 'W1',
      sentAt: new Date(),
    });
    em.create(TicketNote, { companyId: t.companyId, ticketId: ticket.id, contactId: contact.id, note: 'call back' });
    await em.flush();

    const refused = await t.attendant.http.request<ApiErrorBody>('DELETE', `/contacts/${contact.id}`);
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);

    const socket = await socketOf(t);
    socket.emit('joinTickets', 'pending');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const contactGone = nextEventWhere<Envelope<'contact'>>(socket, `company-${t.companyId}-contact`, (event) => event.action === 'delete');
    const ticketGone = nextEventWhere<Envelope<'ticket'>>(socket, `company-${t.companyId}-ticket`, (event) => event.action === 'delete');
    expect((await t.admin.http.request('DELETE', `/contacts/${contact.id}`)).status).toBe(204);
    expect(await contactGone).toMatchObject({ action: 'delete', contactId: contact.id });
    expect(await ticketGone).toMatchObject({ action: 'delete', ticketId: ticket.id });

    const after = forkForCompany(server.db.em, t.companyId);
    expect(await after.count(Ticket, { contactId: contact.id })).toBe(0);
    expect(await after.count(Message, { ticketId: ticket.id })).toBe(0);
    expect(await after.count(TicketNote, { contactId: contact.id })).toBe(0);
    const again = await t.admin.http.request<ApiErrorBody>('GET', `/contacts/${contact.id}`);
    expect([again.status, again.body.error]).toEqual([404, 'ERR_NO_CONTACT_FOUND']);
  });

  it("answers 404 for an unknown id and for another company's contact, which stays", async () => {
    const t = await tenant(server);
    const contact = await seedContact(t);
    const other = await tenant(server);
    const foreign = await other.admin.http.request<ApiErrorBody>('DELETE', `/contacts/${contact.id}`);
    expect([foreign.status, foreign.body.error]).toEqual([404, 'ERR_NO_CONTACT_FOUND']);
    expect((await t.admin.http.request('GET', `/contacts/${contact.id}`)).status).toBe(200);
    expect((await t.admin.http.request<ApiErrorBody>('DELETE', '/contacts/999999')).body.error).toBe('ERR_NO_CONTACT_FOUND');
    expect((await t.admin.http.request<ApiErrorBody>('DELETE', '/contacts/abc')).body.fields?.[0]?.path).toBe('params.id');
  });
});

describe('uploading a spreadsheet', () => {
  it('creates the good rows and reports each bad one with its index and reason', async () => {
    const t = await tenant(server);
    await seedContact(t, { name: 'Known', number: '5511900000009' });
    const socket = await socketOf(t, 'attendant');
    const reload = nextEventWhere<Envelope<'contact'>>(socket, `company-${t.companyId}-contact`, (event) => event.action === 'reload');
    const answer = await t.attendant.http.request<ContactUploadResponse>('POST', '/contacts/upload', [
      { name: 'Fábio', number: '+55 (11) 90000-0001', email: 'fabio@example.com' },
      { name: 'X', number: '12', email: 'nope' },
      { name: 'Gabi', number: '5511900000002' },
      { name: 'Gabi again', number: '55 11 90000-0002' },
      { name: 'Known twin', number: '5511900000009' },
      { number: '5511900000003' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.newContacts.map((contact) => [contact.name, contact.number, contact.email])).toEqual([
      ['Fábio', '5511900000001', 'fabio@example.com'],
      ['Gabi', '5511900000002', ''],
    ]);
    expect(answer.body.errorBag.map((error) => [error.index, error.error])).toEqual([
      [1, 'ERR_VALIDATION'],
      [3, 'ERR_DUPLICATED_CONTACT'],
      [4, 'ERR_DUPLICATED_CONTACT'],
      [5, 'ERR_VALIDATION'],
    ]);
    expect(answer.body.errorBag[0]?.fields?.map((field) => field.path).sort()).toEqual(['email', 'name', 'number']);
    expect(answer.body.errorBag[3]?.fields?.map((field) => field.path)).toEqual(['name']);
    expect(await reload).toMatchObject({ action: 'reload' });
    expect((await t.attendant.http.request<ContactListResponse>('GET', '/contacts')).body.count).toBe(3);
  });

  it('answers 400 for a body that is not a list of rows, or too long a list', async () => {
    const t = await tenant(server);
    const notRows = await t.attendant.http.request<ApiErrorBody>('POST', '/contacts/upload', { name: 'A', number: '5511900000001' });
    expect([notRows.status, notRows.body.error]).toEqual([400, 'ERR_VALIDATION']);
    const badCell = await t.attendant.http.request<ApiErrorBody>('POST', '/contacts/upload', [{ name: 'Ana', number: 5511900000001 }]);
    expect(badCell.body.fields?.[0]?.path).toBe('body.0.number');
    const tooMany = await t.attendant.http.request<ApiErrorBody>(
      'POST',
      '/contacts/upload',
      Array.from({ length: 1_001 }, (_, index) => ({ name: 'Row', number: `55119${String(index).padStart(8, '0')}` })),
    );
    expect([tooMany.status, tooMany.body.fields?.[0]?.path]).toEqual([400, 'body']);
    expect((await t.attendant.http.request<ContactListResponse>('GET', '/contacts')).body.count).toBe(0);
  });

  it("leaves another company's contacts out of the duplicate check", async () => {
    const t = await tenant(server);
    const other = await tenant(server);
    await seedContact(other, { number: '5511900000077' });
    const answer = await t.admin.http.request<ContactUploadResponse>('POST', '/contacts/upload', [
      { name: 'Mine', number: '5511900000077' },
    ]);
    expect([answer.body.newContacts.length, answer.body.errorBag.length]).toEqual([1, 0]);
  });
});

describe("importing the phone's contacts", () => {
  it('brings in the numbers the company does not know yet, through the default connection', async () => {
    const t = await tenant(server);
    const connection = await t.admin.http.request<{ id: number }>('POST', '/whatsapp', {
      name: 'Phone',
      provider: 'sandbox',
      isDefault: true,
    });
    expect(connection.status).toBe(200);
    const notYet = await t.attendant.http.request<ApiErrorBody>('POST', '/contacts/import', {});
    expect([notYet.status, notYet.body.error]).toEqual([400, 'ERR_WAPP_NOT_INITIALIZED']);
    expect((await t.admin.http.request('POST', `/sandbox/${connection.body.id}/scan`)).status).toBe(200);
    const [first] = SANDBOX_PHONE_CONTACTS;
    await seedContact(t, { name: 'Already here', number: first?.number ?? '' });

    const imported = await t.attendant.http.request<ContactImportResponse>('POST', '/contacts/import', {});
    expect(imported.status).toBe(200);
    expect(imported.body.newContacts.map((contact) => contact.number)).toEqual(
      SANDBOX_PHONE_CONTACTS.slice(1).map((contact) => contact.number),
    );
    const again = await t.attendant.http.request<ContactImportResponse>('POST', '/contacts/import', { whatsappId: connection.body.id });
    expect(again.body.newContacts).toEqual([]);
  });

  it('answers the missing connection codes', async () => {
    const t = await tenant(server);
    const noDefault = await t.admin.http.request<ApiErrorBody>('POST', '/contacts/import', {});
    expect(noDefault.body.error).toBe('ERR_NO_DEF_WAPP_FOUND');
    const unknown = await t.admin.http.request<ApiErrorBody>('POST', '/contacts/import', { whatsappId: 999_999 });
    expect(unknown.body.error).toBe('ERR_NO_WAPP_FOUND');
    const bad = await t.admin.http.request<ApiErrorBody>('POST', '/contacts/import', { whatsappId: 'x' });
    expect([bad.status, bad.body.fields?.[0]?.path]).toEqual([400, 'body.whatsappId']);
  });
});

describe('exporting', () => {
  it('streams every contact of the company as CSV with a BOM, ; between cells and formulas neutralised', async () => {
    const t = await tenant(server);
    await seedContact(t, { name: '=HYPERLINK("x")', number: '5511900000101', email: '' });
    await seedContact(t, { name: 'Ana; Souza', number: '5511900000102', email: 'ana@example.com' });
    await seedContact(t, { name: '+Plus', number: '5511900000103', email: '@at' });
    await seedContact(t, { name: '-minus', number: '5511900000104' });
    const other = await tenant(server);
    await seedContact(other, { name: 'Not mine', number: '5511900000105' });

    const csv = await exported(t);
    expect(csv.status).toBe(200);
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'name;number;email',
      `"'=HYPERLINK(""x"")";5511900000101;`,
      '"Ana; Souza";5511900000102;ana@example.com',
      "'+Plus;5511900000103;'@at",
      "'-minus;5511900000104;",
    ]);
  });

  it('goes past one slice, keeps the order of creation, and needs a session', async () => {
    const t = await tenant(server);
    for (let round = 0; round < 3; round += 1) {
      const slice = Array.from({ length: 1_000 }, (_, index) => ({
        name: `Row ${index}`,
        number: `5521${round}${String(index).padStart(7, '0')}`,
      }));
      expect((await t.admin.http.request<ContactUploadResponse>('POST', '/contacts/upload', slice)).body.newContacts).toHaveLength(1_000);
    }
    const lines = (await exported(t, 'admin')).bytes.toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(3_001);
    expect(lines[1]).toBe('Row 0;552100000000;');
    expect(new Set(lines.slice(1).map((line) => line.split(';')[1])).size).toBe(3_000);
    expect((await fetch(`${server.url}/contacts/export`)).status).toBe(401);
  });
});
