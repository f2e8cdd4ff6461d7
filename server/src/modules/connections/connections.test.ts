import type { ApiErrorBody, ConnectionProvider, ConnectionRecord, Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { collect, connectSocket, type TestSocket } from '../../../test/socket-client.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Queue } from '../queues/queue.entity.ts';
import { Whatsapp } from './whatsapp.entity.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

type Tenant = { companyId: number; admin: HttpClient; user: HttpClient; adminToken: string };

/** A company with an admin and a plain user, both signed in. */
async function tenant(connections = 5): Promise<Tenant> {
  const company = await createCompany(server.db.em);
  await forkUnscoped(server.db.em).nativeUpdate(Plan, { id: company.planId }, { connections });
  const adminAccount = await createUser(server.db.em, company.id, { profile: 'admin' });
  const userAccount = await createUser(server.db.em, company.id);
  const admin = new HttpClient(server.url);
  const user = new HttpClient(server.url);
  const session = await admin.login(adminAccount.user.email, adminAccount.password);
  await user.login(userAccount.user.email, userAccount.password);
  return { companyId: company.id, admin, user, adminToken: session.token };
}

async function queue(companyId: number, name: string): Promise<number> {
  const em = forkForCompany(server.db.em, companyId);
  const created = em.create(Queue, {
    name,
    color: `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`,
  } as Queue);
  await em.flush();
  return created.id;
}

const create = (http: HttpClient, body: Record<string, unknown>) => http.request<ConnectionRecord>('POST', '/whatsapp', body);
const errorOf = (response: { status: number; body: unknown }) => [response.status, (response.body as ApiErrorBody).error];

describe('connections CRUD', () => {
  it('creates, lists (by name, with queues, token for admins only), shows, updates and deletes', async () => {
    const { admin, user, companyId, adminToken } = await tenant();
    const socket = await connectSocket(server.url, adminToken);
    sockets.push(socket);
    const events = collect<Envelope<'whatsapp'>>(socket, `company-${companyId}-whatsapp`);
    const sales = await queue(companyId, 'Sales');
    const support = await queue(companyId, 'Support');

    const zulu = await create(admin, { name: 'Zulu', greetingMessage: 'Hello', queueIds: [support, sales] });
    expect(zulu.status).toBe(200);
    expect(zulu.body).toMatchObject({ name: 'Zulu', isDefault: true, provider: 'beta', status: 'DISCONNECTED', maxUseBotQueues: 3 });
    expect(zulu.body.token).toMatch(/^[\w-]{43}$/);
    expect(zulu.body.queues.map((q) => q.name)).toEqual(['Sales', 'Support']);
    const alpha = await create(admin, { name: 'Alpha', token: 'chosen-by-client' });
    expect(alpha.body.isDefault).toBe(false);
    expect(alpha.body.token).not.toBe('chosen-by-client');

    const list = await user.request<ConnectionRecord[]>('GET', '/whatsapp/?session=0');
    expect(list.status).toBe(200);
    expect(list.body.map((c) => c.name)).toEqual(['Alpha', 'Zulu']);
    expect(list.body.every((c) => c.token === '')).toBe(true);
    expect(list.body[1]?.queues.map((q) => q.id)).toEqual([sales, support]);
    const adminList = await admin.request<ConnectionRecord[]>('GET', '/whatsapp');
    expect(adminList.body.map((c) => c.token)).toEqual([alpha.body.token, zulu.body.token]);

    const shown = await user.request<ConnectionRecord>('GET', `/whatsapp/${zulu.body.id}?session=0`);
    expect(shown.body).toMatchObject({ id: zulu.body.id, name: 'Zulu', token: '' });

    const updated = await admin.request<ConnectionRecord>('PUT', `/whatsapp/${zulu.body.id}`, { name: 'Zulu 2', queueIds: [sales] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Zulu 2', greetingMessage: 'Hello', isDefault: true, token: zulu.body.token });
    expect(updated.body.queues.map((q) => q.id)).toEqual([sales]);

    const removed = await admin.request('DELETE', `/whatsapp/${alpha.body.id}`);
    expect(removed.status).toBe(204);
    expect(errorOf(await admin.request('GET', `/whatsapp/${alpha.body.id}`))).toEqual([404, 'ERR_NO_WAPP_FOUND']);

    await expect.poll(() => events.length).toBeGreaterThanOrEqual(4);
    expect(events.every((event) => event.action !== 'update' || event.whatsapp.token === '')).toBe(true);
    expect(events.map((event) => event.action)).toEqual(['update', 'update', 'update', 'delete']);
    expect(events[3]).toMatchObject({ action: 'delete', whatsappId: alpha.body.id });
  });

  it('offers the sandbox provider while it is enabled', async () => {
    const { user } = await tenant();
    const answer = await user.request<{ providers: ConnectionProvider[] }>('GET', '/whatsapp/providers');
    expect(answer.body.providers).toEqual(['beta', 'cloud', 'sandbox']);
  });
});

describe('connection rules', () => {
  it('refuses plain users on every write', async () => {
    const { admin, user } = await tenant();
    const { body } = await create(admin, { name: 'Main' });
    expect(errorOf(await create(user, { name: 'Mine' }))).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(errorOf(await user.request('PUT', `/whatsapp/${body.id}`, { name: 'X1' }))).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(errorOf(await user.request('DELETE', `/whatsapp/${body.id}`))).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(errorOf(await user.request('POST', `/whatsappsession/${body.id}`))).toEqual([403, 'ERR_NO_PERMISSION']);
    expect((await admin.request<ConnectionRecord>('GET', `/whatsapp/${body.id}`)).body.name).toBe('Main');
  });

  it("keeps another company's connection invisible and untouched", async () => {
    const mine = await tenant();
    const theirs = await tenant();
    const { body } = await create(theirs.admin, { name: 'Theirs' });
    expect(errorOf(await mine.admin.request('GET', `/whatsapp/${body.id}`))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    expect(errorOf(await mine.admin.request('PUT', `/whatsapp/${body.id}`, { name: 'Stolen' }))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    expect(errorOf(await mine.admin.request('DELETE', `/whatsapp/${body.id}`))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    expect(errorOf(await mine.admin.request('DELETE', `/whatsappsession/${body.id}`))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    expect((await mine.admin.request<ConnectionRecord[]>('GET', '/whatsapp')).body).toEqual([]);
    const row = await forkUnscoped(server.db.em).findOneOrFail(Whatsapp, { id: body.id });
    expect([row.name, row.isDefault]).toEqual(['Theirs', true]);
  });

  it('enforces the plan limit', async () => {
    const { admin } = await tenant(1);
    expect((await create(admin, { name: 'One' })).status).toBe(200);
    expect(errorOf(await create(admin, { name: 'Two' }))).toEqual([403, 'ERR_PLAN_LIMIT_REACHED']);
  });

  it('moves the default flag, refuses to unset it, and promotes another when the default is deleted', async () => {
    const { admin } = await tenant();
    const first = (await create(admin, { name: 'First' })).body;
    const second = (await create(admin, { name: 'Second', isDefault: true })).body;
    const third = (await create(admin, { name: 'Third' })).body;
    const defaults = async () =>
      (await admin.request<ConnectionRecord[]>('GET', '/whatsapp')).body.filter((c) => c.isDefault).map((c) => c.name);
    expect(await defaults()).toEqual(['Second']);
    await admin.request('PUT', `/whatsapp/${third.id}`, { isDefault: true });
    expect(await defaults()).toEqual(['Third']);
    expect(errorOf(await admin.request('PUT', `/whatsapp/${third.id}`, { isDefault: false }))).toEqual([400, 'ERR_NO_OTHER_WHATSAPP']);
    expect(await defaults()).toEqual(['Third']);
    await admin.request('DELETE', `/whatsapp/${third.id}`);
    expect(await defaults()).toEqual(['First']);
    expect([first.isDefault, second.isDefault]).toEqual([true, true]);
  });

  it('requires a greeting with more than one queue, and queues of the company', async () => {
    const { admin, companyId } = await tenant();
    const other = await tenant();
    const [a, b] = [await queue(companyId, 'A'), await queue(companyId, 'B')];
    const foreign = await queue(other.companyId, 'Foreign');
    expect(errorOf(await create(admin, { name: 'Menu', queueIds: [a, b] }))).toEqual([400, 'ERR_WAPP_GREETING_REQUIRED']);
    expect(errorOf(await create(admin, { name: 'Menu', queueIds: [a, foreign], greetingMessage: 'Hi' }))).toEqual([
      404,
      'ERR_NO_QUEUE_FOUND',
    ]);
    expect(errorOf(await create(admin, { name: 'Menu', transferQueueId: foreign }))).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
    const menu = (await create(admin, { name: 'Menu', queueIds: [a, b], greetingMessage: 'Hi', transferQueueId: a })).body;
    expect(menu.transferQueueId).toBe(a);
    expect(errorOf(await admin.request('PUT', `/whatsapp/${menu.id}`, { greetingMessage: ' ' }))).toEqual([
      400,
      'ERR_WAPP_GREETING_REQUIRED',
    ]);
    expect((await admin.request('PUT', `/whatsapp/${menu.id}`, { greetingMessage: '', queueIds: [b] })).status).toBe(200);
  });

  it('keeps names unique per company, but not across companies', async () => {
    const { admin } = await tenant();
    const other = await tenant();
    const first = (await create(admin, { name: 'Shop' })).body;
    const second = (await create(admin, { name: 'Shop 2' })).body;
    expect(errorOf(await create(admin, { name: 'Shop' }))).toEqual([409, 'ERR_WAPP_NAME_ALREADY_EXISTS']);
    expect(errorOf(await admin.request('PUT', `/whatsapp/${second.id}`, { name: 'Shop' }))).toEqual([409, 'ERR_WAPP_NAME_ALREADY_EXISTS']);
    expect((await create(other.admin, { name: 'Shop' })).status).toBe(200);
    expect(first.name).toBe('Shop');
  });

  it('answers bad input with ERR_VALIDATION and the fields at fault', async () => {
    const { admin } = await tenant();
    const bad = await admin.request<ApiErrorBody>('POST', '/whatsapp', { name: 'x', provider: 'telegram', expiresTicket: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual(['body.expiresTicket', 'body.name', 'body.provider']);
    expect(errorOf(await admin.request('GET', '/whatsapp/abc'))).toEqual([400, 'ERR_VALIDATION']);
  });

  it('refuses to start a WhatsApp (Baileys) session where BAILEYS_ENABLED=false (the test servers), with a clear message', async () => {
    const { admin } = await tenant();
    const beta = (await create(admin, { name: 'Phone' })).body;
    expect(beta.status).toBe('DISCONNECTED');
    const refused = await admin.request<ApiErrorBody>('POST', `/whatsappsession/${beta.id}`);
    expect(errorOf(refused)).toEqual([400, 'ERR_WAPP_NOT_INITIALIZED']);
    expect(refused.body.message).toMatch(/not available/);
    expect(errorOf(await admin.request('PUT', `/whatsappsession/${beta.id}`))).toEqual([400, 'ERR_WAPP_NOT_INITIALIZED']);
  });
});
