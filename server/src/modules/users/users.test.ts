import type { ApiErrorBody, SessionResponse, TicketRecord, UserListResponse, UserRecord, UserUpdateResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { anotherUser, seedQueue, seedTicket, tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { collect, connectSocket, nextEvent, nextEventWhere } from '../../../test/socket-client.ts';
import { TicketTracking } from '../tickets/ticket-tracking.entity.ts';
import { User } from './user.entity.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';

let server: TestServer;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

function newUser(fields: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return { name: `Bia ${counter}`, email: `bia${counter}-${Date.now()}@example.test`, password: 'Secret-pass-1', ...fields };
}

async function create(t: Tenant, fields: Record<string, unknown> = {}): Promise<UserRecord> {
  const response = await t.admin.http.request<UserRecord>('POST', '/users', newUser(fields));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function signIn(email: string, password: string): Promise<HttpClient> {
  const http = new HttpClient(server.url);
  await http.login(email, password);
  return http;
}

function errorOf(response: { status: number; body: unknown }): [number, string | undefined] {
  return [response.status, (response.body as ApiErrorBody | undefined)?.error];
}

describe('the users page (admins)', () => {
  it('creates a user with queues and a default connection who then signs in and sees them', async () => {
    const t = await tenant(server);
    const queue = await seedQueue(t);
    const created = await create(t, { email: 'Nova.Pessoa@Example.test', queueIds: [queue.id, queue.id], profile: 'supervisor' });
    expect(created).toMatchObject({ email: 'nova.pessoa@example.test', profile: 'supervisor', allTicket: 'desabled', online: false });
    expect(created.queues.map(({ id }) => id)).toEqual([queue.id]);
    const session = await new HttpClient(server.url).login('nova.pessoa@example.test', 'Secret-pass-1');
    expect(session.user.queues.map(({ id }) => id)).toEqual([queue.id]);
  });

  it('lists 20 a page, searched by name or e-mail, and reads one user', async () => {
    const t = await tenant(server);
    const page = await t.admin.http.request<UserListResponse>('GET', '/users?pageNumber=1');
    expect(page.body).toMatchObject({ count: 2, hasMore: false });
    const ana = await create(t, { name: 'Ana Procurada' });
    const byName = await t.admin.http.request<UserListResponse>('GET', '/users?searchParam=procurada');
    expect(byName.body.users.map(({ id }) => id)).toEqual([ana.id]);
    const byEmail = await t.admin.http.request<UserListResponse>('GET', `/users?searchParam=${encodeURIComponent(ana.email.slice(0, 8))}`);
    expect(byEmail.body.users.map(({ id }) => id)).toEqual([ana.id]);
    const none = await t.admin.http.request<UserListResponse>('GET', '/users?searchParam=%25');
    expect(none.body.users).toEqual([]);
    const one = await t.admin.http.request<UserRecord>('GET', `/users/${ana.id}`);
    expect(one.body).toEqual(ana);
  });

  it('refuses a user beyond the plan limit', async () => {
    const t = await tenant(server); // the fixture plan allows 5 users; the tenant has 2
    await create(t);
    await create(t);
    await create(t);
    expect(errorOf(await t.admin.http.request('POST', '/users', newUser()))).toEqual([403, 'ERR_PLAN_LIMIT_REACHED']);
  });

  it('keeps e-mails unique, whatever their case and company', async () => {
    const t = await tenant(server);
    const other = await tenant(server);
    const taken = await create(other);
    const refused = await t.admin.http.request<ApiErrorBody>('POST', '/users', newUser({ email: taken.email.toUpperCase() }));
    expect(errorOf(refused)).toEqual([409, 'ERR_USER_EMAIL_ALREADY_EXISTS']);
    expect(refused.body.fields?.map(({ path }) => path)).toEqual(['body.email']);
    const mine = await create(t);
    const renamed = await t.admin.http.request('PUT', `/users/${mine.id}`, { email: taken.email });
    expect(errorOf(renamed)).toEqual([409, 'ERR_USER_EMAIL_ALREADY_EXISTS']);
  });

  it('answers 400 ERR_VALIDATION naming every bad field', async () => {
    const t = await tenant(server);
    const refused = await t.admin.http.request<ApiErrorBody>('POST', '/users', {
      name: 'A',
      email: 'not-an-email',
      password: '123',
      profile: 'boss',
      queueIds: ['x'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('ERR_VALIDATION');
    expect(refused.body.fields?.map(({ path }) => path).sort()).toEqual(
      ['body.email', 'body.name', 'body.password', 'body.profile', 'body.queueIds.0'].sort(),
    );
    const badId = await t.admin.http.request<ApiErrorBody>('PUT', '/users/abc', { name: 'Valid name' });
    expect(badId.body.fields?.map(({ path }) => path)).toEqual(['params.id']);
    const badPage = await t.admin.http.request<ApiErrorBody>('GET', '/users?pageNumber=0');
    expect(badPage.body.fields?.map(({ path }) => path)).toEqual(['query.pageNumber']);
    const badLanguage = await t.admin.http.request<ApiErrorBody>('POST', '/users/set-language/fr');
    expect(badLanguage.body.fields?.map(({ path }) => path)).toEqual(['params.lang']);
  });

  it('refuses queues and connections of another company as not found', async () => {
    const t = await tenant(server);
    const other = await tenant(server);
    const foreignQueue = await seedQueue(other);
    expect(errorOf(await t.admin.http.request('POST', '/users', newUser({ queueIds: [foreignQueue.id] })))).toEqual([
      404,
      'ERR_NO_QUEUE_FOUND',
    ]);
    expect(errorOf(await t.admin.http.request('POST', '/users', newUser({ whatsappId: 999_999 })))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
  });

  it('changes profile, queues and allTicket of another user, and keeps the password when it is sent empty', async () => {
    const t = await tenant(server);
    const [sales, support] = [await seedQueue(t), await seedQueue(t)];
    const bia = await create(t, { queueIds: [sales.id] });
    const changed = await t.admin.http.request<UserRecord>('PUT', `/users/${bia.id}`, {
      name: 'Bia Renomeada',
      password: '',
      profile: 'admin',
      allTicket: 'enabled',
      queueIds: [support.id],
    });
    expect(changed.body).toMatchObject({ name: 'Bia Renomeada', profile: 'admin', allTicket: 'enabled' });
    expect(changed.body.queues.map(({ id }) => id)).toEqual([support.id]);
    expect((await signIn(bia.email, 'Secret-pass-1')).token).toBeTruthy();
  });
});

describe('what only admins may do', () => {
  it('refuses a non-admin the list, another user, creating and deleting', async () => {
    const t = await tenant(server);
    const supervisor = await anotherUser(t, 'supervisor');
    for (const caller of [t.attendant.http, supervisor.http]) {
      expect(errorOf(await caller.request('GET', '/users'))).toEqual([403, 'ERR_NO_PERMISSION']);
      expect(errorOf(await caller.request('GET', `/users/${t.admin.userId}`))).toEqual([403, 'ERR_NO_PERMISSION']);
      expect(errorOf(await caller.request('PUT', `/users/${t.admin.userId}`, { name: 'Hacked' }))).toEqual([403, 'ERR_NO_PERMISSION']);
      expect(errorOf(await caller.request('POST', '/users', newUser()))).toEqual([403, 'ERR_NO_PERMISSION']);
      expect(errorOf(await caller.request('DELETE', `/users/${t.admin.userId}`))).toEqual([403, 'ERR_NO_PERMISSION']);
    }
  });

  it('lets anyone change their own name and e-mail, but not their profile, queues, connection or allTicket', async () => {
    const t = await tenant(server);
    const queue = await seedQueue(t);
    const me = await t.attendant.http.request<UserRecord>('GET', `/users/${t.attendant.userId}`);
    expect(me.status).toBe(200);
    const email = `eu-${Date.now()}@example.test`;
    const renamed = await t.attendant.http.request<UserRecord>('PUT', `/users/${t.attendant.userId}`, {
      ...me.body,
      name: 'Meu Nome',
      email,
      queueIds: [],
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Meu Nome', email, profile: 'user' });
    for (const change of [{ profile: 'admin' }, { queueIds: [queue.id] }, { allTicket: 'enabled' }, { whatsappId: 1 }]) {
      expect(errorOf(await t.attendant.http.request('PUT', `/users/${t.attendant.userId}`, change))).toEqual([403, 'ERR_NO_PERMISSION']);
    }
    expect((await t.admin.http.request<UserRecord>('GET', `/users/${t.attendant.userId}`)).body.profile).toBe('user');
  });
});

describe('another company', () => {
  it('answers ERR_NO_USER_FOUND for every user of this one, and lists none of them', async () => {
    const t = await tenant(server);
    const other = await tenant(server);
    for (const id of [t.admin.userId, t.attendant.userId]) {
      expect(errorOf(await other.admin.http.request('GET', `/users/${id}`))).toEqual([404, 'ERR_NO_USER_FOUND']);
      expect(errorOf(await other.admin.http.request('PUT', `/users/${id}`, { name: 'Taken over', password: 'Owned-pass-1' }))).toEqual([
        404,
        'ERR_NO_USER_FOUND',
      ]);
      expect(errorOf(await other.admin.http.request('DELETE', `/users/${id}`))).toEqual([404, 'ERR_NO_USER_FOUND']);
    }
    const listed = await other.admin.http.request<UserListResponse>('GET', '/users');
    expect(listed.body.users.map(({ id }) => id).sort()).toEqual([other.admin.userId, other.attendant.userId].sort());
    expect((await t.admin.http.request('GET', '/users')).status).toBe(200);
  });
});

describe('the company keeps its admins', () => {
  it('refuses deleting or demoting oneself, and losing the last admin', async () => {
    const t = await tenant(server);
    expect(errorOf(await t.admin.http.request('DELETE', `/users/${t.admin.userId}`))).toEqual([403, 'ERR_USER_CANNOT_DELETE_SELF']);
    expect(errorOf(await t.admin.http.request('PUT', `/users/${t.admin.userId}`, { profile: 'user' }))).toEqual([
      403,
      'ERR_USER_CANNOT_DEMOTE_SELF',
    ]);
    // A second admin may demote the first, but then nobody may demote the second.
    const second = await create(t, { profile: 'admin' });
    const secondHttp = await signIn(second.email, 'Secret-pass-1');
    expect((await secondHttp.request('PUT', `/users/${t.admin.userId}`, { profile: 'user' })).status).toBe(200);
    expect(errorOf(await t.admin.http.request('GET', '/users'))).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(errorOf(await secondHttp.request('PUT', `/users/${second.id}`, { profile: 'user' }))).toEqual([
      403,
      'ERR_USER_CANNOT_DEMOTE_SELF',
    ]);
  });

  it('refuses removing the last admin when the caller is a super user who is not one', async () => {
    const t = await tenant(server);
    const platform = await anotherUser(t);
    const em = forkForCompany(server.db.em, t.companyId);
    await em.nativeUpdate(User, { id: platform.userId }, { super: true });
    const superHttp = platform.http;
    expect(errorOf(await superHttp.request('PUT', `/users/${t.admin.userId}`, { profile: 'user' }))).toEqual([409, 'ERR_USER_LAST_ADMIN']);
    expect(errorOf(await superHttp.request('DELETE', `/users/${t.admin.userId}`))).toEqual([409, 'ERR_USER_LAST_ADMIN']);
    // And a plain admin never touches a platform administrator.
    expect(errorOf(await t.admin.http.request('PUT', `/users/${platform.userId}`, { password: 'Taken-pass-1' }))).toEqual([
      403,
      'ERR_NO_PERMISSION',
    ]);
  });
});

describe('sessions', () => {
  it('ends every other session of a user whose password changed, and keeps the one that changed it', async () => {
    const t = await tenant(server);
    const bia = await create(t);
    const laptop = await signIn(bia.email, 'Secret-pass-1');
    const phone = await signIn(bia.email, 'Secret-pass-1');
    const changed = await laptop.request<UserUpdateResponse>('PUT', `/users/${bia.id}`, { password: 'New-secret-1' });
    expect(changed.status).toBe(200);
    expect(changed.body.token).toBeTruthy();
    laptop.token = changed.body.token;
    expect((await laptop.request('GET', '/auth/me')).status).toBe(200);
    expect((await laptop.request<SessionResponse>('POST', '/auth/refresh_token', {})).status).toBe(200);
    expect(errorOf(await phone.request('GET', '/auth/me'))).toEqual([401, 'ERR_SESSION_REVOKED']);
    expect(errorOf(await phone.request('POST', '/auth/refresh_token', {}))).toEqual([401, 'ERR_SESSION_REVOKED']);
    await expect(signIn(bia.email, 'Secret-pass-1')).rejects.toThrow();
    await signIn(bia.email, 'New-secret-1');
  });

  it('ends every session of a user whose password an admin changed, or whom an admin demoted', async () => {
    const t = await tenant(server);
    const bia = await create(t, { profile: 'admin' });
    const biaHttp = await signIn(bia.email, 'Secret-pass-1');
    const changed = await t.admin.http.request<UserUpdateResponse>('PUT', `/users/${bia.id}`, { password: 'Reset-pass-123' });
    expect(changed.body.token).toBeUndefined();
    expect(errorOf(await biaHttp.request('GET', '/auth/me'))).toEqual([401, 'ERR_SESSION_REVOKED']);
    const again = await signIn(bia.email, 'Reset-pass-123');
    expect((await again.request('GET', '/users')).status).toBe(200);
    // Demoted, her socket leaves the admins' room: it is closed, and reconnects as a user.
    const socket = await connectSocket(server.url, again.token ?? '');
    const closed = nextEvent<string>(socket, 'disconnect');
    await t.admin.http.request('PUT', `/users/${bia.id}`, { profile: 'user' });
    expect(errorOf(await again.request('GET', '/users'))).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(await closed).toBe('io server disconnect');
    const reconnected = await connectSocket(server.url, again.token ?? '');
    const demotedHeard = collect(reconnected, `company-${t.companyId}-user`);
    const adminSocket = await connectSocket(server.url, t.admin.http.token ?? '');
    const adminHeard = nextEventWhere<{ action: string }>(adminSocket, `company-${t.companyId}-user`, (event) => event.action === 'create');
    await create(t, { name: 'Heard by admins only' });
    await adminHeard; // sent to both rooms at once: had she still been in the admins' room, she had it by now
    expect(demotedHeard).toEqual([]);
    reconnected.close();
    adminSocket.close();
  });

  it('closes the sockets of a user whose queues changed, so they rejoin only their new queues', async () => {
    const t = await tenant(server);
    await seedQueue(t, [t.attendant.userId]);
    const support = await seedQueue(t);
    const socket = await connectSocket(server.url, t.attendant.http.token ?? '');
    const closed = nextEvent<string>(socket, 'disconnect');
    const moved = await t.admin.http.request<UserRecord>('PUT', `/users/${t.attendant.userId}`, { queueIds: [support.id] });
    expect(moved.body.queues.map(({ id }) => id)).toEqual([support.id]);
    expect(await closed).toBe('io server disconnect');
    // An unchanged list closes nothing.
    const again = await connectSocket(server.url, t.attendant.http.token ?? '');
    const events = collect(again, 'disconnect');
    await t.admin.http.request('PUT', `/users/${t.attendant.userId}`, { name: 'Same queues', queueIds: [support.id] });
    await t.admin.http.request('GET', '/users');
    expect(events).toEqual([]);
    again.close();
  });

  it('keeps the language a user chose and gives it back at sign-in on any device', async () => {
    const t = await tenant(server);
    const bia = await create(t);
    const laptop = await signIn(bia.email, 'Secret-pass-1');
    expect((await laptop.request('POST', '/users/set-language/es')).status).toBe(204);
    const session = await new HttpClient(server.url).login(bia.email, 'Secret-pass-1');
    expect(session.user.language).toBe('es');
  });
});

describe('deleting a user', () => {
  it('returns their open tickets to pending in their queue and keeps their other tickets', async () => {
    const t = await tenant(server);
    const bia = await create(t);
    const queue = await seedQueue(t);
    const open = await seedTicket(t, { userId: bia.id, queueId: queue.id, status: 'open' });
    const closed = await seedTicket(t, { userId: bia.id, queueId: queue.id, status: 'closed' });
    const em = forkForCompany(server.db.em, t.companyId);
    em.create(TicketTracking, { companyId: t.companyId, ticketId: open.id, userId: bia.id, queuedAt: new Date(), startedAt: new Date() });
    await em.flush();
    const socket = await connectSocket(server.url, t.admin.http.token ?? '');
    socket.emit('joinTickets', 'pending');
    await new Promise((resolve) => setTimeout(resolve, 200)); // the join has no answer to wait for
    const announced = nextEventWhere<{ action: string; ticket?: TicketRecord }>(
      socket,
      `company-${t.companyId}-ticket`,
      (event) => event.action === 'update' && event.ticket?.id === open.id,
    );
    const userGone = nextEventWhere<{ action: string; userId?: number }>(
      socket,
      `company-${t.companyId}-user`,
      (event) => event.action === 'delete' && event.userId === bia.id,
    );
    expect((await t.admin.http.request('DELETE', `/users/${bia.id}`)).status).toBe(204);
    expect((await announced).ticket).toMatchObject({ status: 'pending', userId: null, queueId: queue.id });
    await userGone;
    socket.close();
    const reopened = await t.admin.http.request<TicketRecord>('GET', `/tickets/${open.id}`);
    expect(reopened.body).toMatchObject({ status: 'pending', userId: null, queueId: queue.id });
    expect((await t.admin.http.request<TicketRecord>('GET', `/tickets/${closed.id}`)).body).toMatchObject({
      status: 'closed',
      userId: null,
    });
    const tracking = await forkForCompany(server.db.em, t.companyId).findOneOrFail(TicketTracking, { ticketId: open.id });
    expect(tracking).toMatchObject({ userId: null, startedAt: null });
    expect(errorOf(await t.admin.http.request('GET', `/users/${bia.id}`))).toEqual([404, 'ERR_NO_USER_FOUND']);
    expect(errorOf(await t.admin.http.request('DELETE', `/users/${bia.id}`))).toEqual([404, 'ERR_NO_USER_FOUND']);
  });

  it('ends the deleted user’s sessions at once', async () => {
    const t = await tenant(server);
    expect((await t.attendant.http.request('GET', '/auth/me')).status).toBe(200);
    const socket = await connectSocket(server.url, t.attendant.http.token ?? '');
    const closed = nextEvent<string>(socket, 'disconnect');
    expect((await t.admin.http.request('DELETE', `/users/${t.attendant.userId}`)).status).toBe(204);
    expect(errorOf(await t.attendant.http.request('GET', '/auth/me'))).toEqual([401, 'ERR_SESSION_REVOKED']);
    expect(await closed).toBe('io server disconnect');
    await expect(connectSocket(server.url, t.attendant.http.token ?? '')).rejects.toThrow();
  });
});

describe('live on company-{id}-user', () => {
  it('tells the company’s admins of a created and a changed user, and the user of their own change, never another company', async () => {
    const t = await tenant(server);
    const other = await tenant(server);
    const adminSocket = await connectSocket(server.url, t.admin.http.token ?? '');
    const attendantSocket = await connectSocket(server.url, t.attendant.http.token ?? '');
    const foreignSocket = await connectSocket(server.url, other.admin.http.token ?? '');
    const foreign: unknown[] = [];
    (foreignSocket as unknown as { onAny: (listener: (event: string, payload: unknown) => void) => void }).onAny((event, payload) => {
      if (event === `company-${t.companyId}-user`) {
        foreign.push(payload);
      }
    });
    const created = nextEventWhere<{ action: string; user?: UserRecord }>(
      adminSocket,
      `company-${t.companyId}-user`,
      (event) => event.action === 'create',
    );
    const bia = await create(t, { name: 'Bia Ao Vivo' });
    expect((await created).user).toMatchObject({ id: bia.id, name: 'Bia Ao Vivo' });
    const own = nextEventWhere<{ action: string; user?: UserRecord }>(
      attendantSocket,
      `company-${t.companyId}-user`,
      (event) => event.action === 'update' && event.user?.id === t.attendant.userId,
    );
    await t.attendant.http.request('PUT', `/users/${t.attendant.userId}`, { name: 'Nome Novo' });
    expect((await own).user?.name).toBe('Nome Novo');
    expect(foreign).toEqual([]);
    for (const socket of [adminSocket, attendantSocket, foreignSocket]) {
      socket.close();
    }
  });
});
