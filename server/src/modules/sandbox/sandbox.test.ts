import type { ApiErrorBody, ConnectionRecord, ConnectionSession, Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { collect, connectSocket, type TestSocket } from '../../../test/socket-client.ts';
import type { OutboxEntry } from './sandbox-provider.ts';

let database: TestDatabase;
let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer({}, database);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
  await database.drop();
});

type Tenant = { companyId: number; admin: HttpClient; user: HttpClient; token: string; email: string; password: string };

async function tenant(): Promise<Tenant> {
  const company = await createCompany(server.db.em);
  const adminAccount = await createUser(server.db.em, company.id, { profile: 'admin' });
  const userAccount = await createUser(server.db.em, company.id);
  const admin = new HttpClient(server.url);
  const user = new HttpClient(server.url);
  const { token } = await admin.login(adminAccount.user.email, adminAccount.password);
  await user.login(userAccount.user.email, userAccount.password);
  return { companyId: company.id, admin, user, token, email: adminAccount.user.email, password: adminAccount.password };
}

async function sessionEvents(token: string, companyId: number): Promise<Envelope<'whatsappSession'>[]> {
  const socket = await connectSocket(server.url, token);
  sockets.push(socket);
  return collect<Envelope<'whatsappSession'>>(socket, `company-${companyId}-whatsappSession`);
}

const errorOf = (response: { status: number; body: unknown }) => [response.status, (response.body as ApiErrorBody).error];
const sandbox = (admin: HttpClient, name: string) => admin.request<ConnectionRecord>('POST', '/whatsapp', { name, provider: 'sandbox' });

describe('sandbox phone', () => {
  it('pairs through a QR code, receives messages and shows what was sent, with acks advancing', async () => {
    const { admin, companyId, token } = await tenant();
    const events = await sessionEvents(token, companyId);

    const created = await sandbox(admin, 'Sandbox');
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect(created.body).toMatchObject({ provider: 'sandbox', status: 'qrcode', retries: 1 });
    expect(created.body.qrcode).toMatch(new RegExp(`^balcao-sandbox:${id}:[\\w-]{16,}$`));
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]?.session).toMatchObject({ id, status: 'qrcode', qrcode: created.body.qrcode, retries: 1 });

    // Inbound before pairing is refused.
    expect(errorOf(await admin.request('POST', `/sandbox/${id}/inbound`, { from: '5511999990000', body: 'hi' }))).toEqual([
      400,
      'ERR_WAPP_NOT_INITIALIZED',
    ]);

    const scanned = await admin.request<ConnectionSession>('POST', `/sandbox/${id}/scan`);
    expect(scanned.status).toBe(200);
    expect(scanned.body).toMatchObject({ id, status: 'CONNECTED', qrcode: '', retries: 0 });
    await expect.poll(() => events.length).toBe(2);
    expect(events[1]?.session).toMatchObject({ id, status: 'CONNECTED', qrcode: '' });
    expect((await admin.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body.status).toBe('CONNECTED');

    const inbound = await admin.request<{ id: string }>('POST', `/sandbox/${id}/inbound`, {
      from: '5511999990000',
      name: 'Maria',
      body: 'Olá',
      media: { filename: 'a.txt', mimetype: 'text/plain', base64: Buffer.from('hello').toString('base64') },
    });
    expect(inbound.status).toBe(202);
    expect(inbound.body.id).toMatch(/^SBX/);
    const withId = await admin.request<{ id: string }>('POST', `/sandbox/${id}/inbound`, { from: '5511999990000', body: 'x', id: 'WA-1' });
    expect([withId.status, withId.body.id]).toEqual([202, 'WA-1']);
    expect(errorOf(await admin.request('POST', `/sandbox/${id}/inbound`, { from: '12' }))).toEqual([400, 'ERR_VALIDATION']);

    const sent = await server.sessions.sendText(companyId, id, '5511999990000', 'Bom dia');
    const outbox = () => admin.request<OutboxEntry[]>('GET', `/sandbox/${id}/outbox`).then((answer) => answer.body);
    expect(await outbox()).toEqual([
      { id: sent.id, to: '5511999990000', kind: 'text', body: 'Bom dia', ack: 1, deleted: false, createdAt: expect.any(String) as string },
    ]);
    await expect.poll(async () => (await outbox())[0]?.ack, { timeout: 3_000 }).toBe(3);
  });

  it('gives a new QR code, disconnects, and stays within its company', async () => {
    const { admin, user, companyId, token } = await tenant();
    const other = await tenant();
    const id = (await sandbox(admin, 'Phone')).body.id;
    const events = await sessionEvents(token, companyId);
    const otherEvents = await sessionEvents(other.token, other.companyId);

    const fresh = await admin.request<ConnectionSession>('PUT', `/whatsappsession/${id}`);
    expect(fresh.body).toMatchObject({ status: 'qrcode', retries: 1 });
    const retried = await admin.request<ConnectionSession>('POST', `/whatsappsession/${id}`);
    expect(retried.body).toMatchObject({ status: 'qrcode', retries: 2 });
    expect(retried.body.qrcode).not.toBe(fresh.body.qrcode);

    expect(errorOf(await user.request('POST', `/sandbox/${id}/scan`))).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(errorOf(await other.admin.request('POST', `/sandbox/${id}/scan`))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    expect(errorOf(await other.admin.request('GET', `/sandbox/${id}/outbox`))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    await expect(server.sessions.sendText(other.companyId, id, '5511999990000', 'x')).rejects.toMatchObject({
      code: 'ERR_WAPP_NOT_INITIALIZED',
    });

    await admin.request('POST', `/sandbox/${id}/scan`);
    const off = await admin.request<ConnectionSession>('DELETE', `/whatsappsession/${id}`);
    expect(off.body).toMatchObject({ id, status: 'DISCONNECTED', qrcode: '', retries: 0 });
    expect(errorOf(await admin.request('POST', `/sandbox/${id}/scan`))).toEqual([400, 'ERR_WAPP_NOT_INITIALIZED']);
    await expect(server.sessions.sendText(companyId, id, '5511999990000', 'x')).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });

    await expect
      .poll(() => events.map((event) => event.session.status))
      .toEqual(['OPENING', 'qrcode', 'qrcode', 'CONNECTED', 'DISCONNECTED']);
    expect(otherEvents).toEqual([]);

    // After a logout, retrying asks for a new scan.
    expect((await admin.request<ConnectionSession>('POST', `/whatsappsession/${id}`)).body.status).toBe('qrcode');
    expect((await admin.request('DELETE', `/whatsapp/${id}`)).status).toBe(204);
    expect(errorOf(await admin.request('POST', `/sandbox/${id}/inbound`, { from: '5511999990000', body: 'x' }))).toEqual([
      404,
      'ERR_NO_WAPP_FOUND',
    ]);
  });

  it('stops the session when the connection switches provider', async () => {
    const { admin } = await tenant();
    const id = (await sandbox(admin, 'Switch')).body.id;
    await admin.request('POST', `/sandbox/${id}/scan`);
    const switched = await admin.request<ConnectionRecord>('PUT', `/whatsapp/${id}`, { provider: 'beta' });
    expect(switched.body).toMatchObject({ provider: 'beta', status: 'DISCONNECTED', qrcode: '' });
    expect(server.sessions.isLive(id)).toBe(false);
    expect(errorOf(await admin.request('POST', `/sandbox/${id}/scan`))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
  });

  it('brings a connected sandbox back CONNECTED after a restart, without a new scan', async () => {
    const { admin, companyId, email, password } = await tenant();
    const id = (await sandbox(admin, 'Durable')).body.id;
    await admin.request('POST', `/sandbox/${id}/scan`);
    const waiting = (await sandbox(admin, 'Waiting')).body;

    await server.stop();
    server = await startTestServer({}, database);

    const again = new HttpClient(server.url);
    await again.login(email, password);
    const list = (await again.request<ConnectionRecord[]>('GET', '/whatsapp')).body;
    expect(list.find((c) => c.id === id)).toMatchObject({ status: 'CONNECTED', qrcode: '' });
    const pending = list.find((c) => c.id === waiting.id);
    expect(pending?.status).toBe('qrcode');
    expect(pending?.qrcode).not.toBe(waiting.qrcode);
    expect((await again.request('POST', `/sandbox/${id}/inbound`, { from: '5511999990000', body: 'back' })).status).toBe(202);
    await expect(server.sessions.sendText(companyId, id, '5511999990000', 'hello again')).resolves.toMatchObject({
      id: expect.any(String) as string,
    });
  });
});
