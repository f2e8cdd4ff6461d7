import type { ApiErrorBody, ChatListResponse, ChatMessageRecord, ChatMessagesResponse, ChatRecord, Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { anotherUser, tenant, type SignedIn, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { collect, connectSocket, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

type ChatEvent = Envelope<'chat'>;

function chatTenant(): Promise<Tenant> {
  return tenant(server, { useInternalChat: true });
}

async function socketOf(who: SignedIn): Promise<TestSocket> {
  const socket = await connectSocket(server.url, who.http.token ?? '');
  sockets.push(socket);
  return socket;
}

async function createChat(who: SignedIn, title: string, users: SignedIn[]): Promise<ChatRecord> {
  const response = await who.http.request<ChatRecord>('POST', '/chats', { title, users: users.map((user) => ({ id: user.userId })) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function send(who: SignedIn, chatId: number, message: string): Promise<ChatMessageRecord> {
  const response = await who.http.request<ChatMessageRecord>('POST', `/chats/${chatId}/messages`, { message });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

function unreadsOf(chat: ChatRecord, who: SignedIn): number | undefined {
  return chat.users.find((participant) => participant.userId === who.userId)?.unreads;
}

async function listOf(who: SignedIn, query = ''): Promise<ChatListResponse & { unreadChats: number }> {
  const response = await who.http.request<ChatListResponse & { unreadChats: number }>('GET', `/chats${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('internal chat', () => {
  it('creates a chat with its owner and colleagues, renames it, and lists it to its participants only', async () => {
    const t = await chatTenant();
    const outsider = await anotherUser(t);
    const chat = await createChat(t.admin, '  Weekend shifts ', [t.attendant]);
    expect(chat).toMatchObject({ title: 'Weekend shifts', ownerId: t.admin.userId, lastMessage: '' });
    expect(chat.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(chat.users.map((participant) => participant.userId).sort()).toEqual([t.admin.userId, t.attendant.userId].sort());

    expect((await listOf(t.attendant)).records.map((record) => record.id)).toEqual([chat.id]);
    expect((await listOf(outsider)).records).toEqual([]);
    expect((await t.attendant.http.request<ChatRecord>('GET', `/chats/${chat.id}`)).body.title).toBe('Weekend shifts');
    expect((await t.attendant.http.request<ChatRecord>('GET', `/chats/${chat.uuid}`)).body.id).toBe(chat.id);

    const renamed = await t.admin.http.request<ChatRecord>('PUT', `/chats/${chat.id}`, {
      title: 'Holiday shifts',
      users: [t.attendant.userId, outsider.userId],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.title).toBe('Holiday shifts');
    expect((await listOf(outsider)).records.map((record) => record.id)).toEqual([chat.id]);
  });

  it('searches the caller’s chats by title and pages them, the latest activity first', async () => {
    const t = await chatTenant();
    const older = await createChat(t.attendant, 'Monday report', [t.admin]);
    const newer = await createChat(t.attendant, 'Tuesday report', [t.admin]);
    await createChat(t.attendant, 'Lunch', [t.admin]);
    await send(t.admin, older.id, 'bumps the older one to the top');
    const found = await listOf(t.attendant, '?searchParam=REPORT');
    expect(found.records.map((record) => record.id)).toEqual([older.id, newer.id]);
    expect([found.count, found.hasMore]).toEqual([2, false]);
    expect((await listOf(t.attendant, '?pageNumber=2')).records).toEqual([]);
  });

  it('counts messages unread per participant and clears the reader’s count on read', async () => {
    const t = await chatTenant();
    const third = await anotherUser(t);
    const chat = await createChat(t.admin, 'Stock', [t.attendant, third]);
    await send(t.admin, chat.id, 'Boxes arrived');
    await send(t.admin, chat.id, 'Please check them');
    const seenByAttendant = (await listOf(t.attendant)).records[0] as ChatRecord;
    expect(seenByAttendant.lastMessage).toBe('Please check them');
    expect([unreadsOf(seenByAttendant, t.admin), unreadsOf(seenByAttendant, t.attendant), unreadsOf(seenByAttendant, third)]).toEqual([
      0, 2, 2,
    ]);
    expect((await listOf(t.attendant)).unreadChats).toBe(1);

    const read = await t.attendant.http.request<ChatRecord>('POST', `/chats/${chat.id}/read`, { userId: t.attendant.userId });
    expect(read.status).toBe(200);
    expect([unreadsOf(read.body, t.attendant), unreadsOf(read.body, third)]).toEqual([0, 2]);
    expect((await listOf(t.attendant)).unreadChats).toBe(0);
    expect((await listOf(third)).unreadChats).toBe(1);
  });

  it('pages messages from the latest, each page oldest first, with the sender’s name; empty text is refused', async () => {
    const t = await chatTenant();
    const chat = await createChat(t.admin, 'History', [t.attendant]);
    for (let index = 1; index <= 25; index += 1) {
      await send(index % 2 ? t.admin : t.attendant, chat.id, `message ${index}`);
    }
    const first = await t.attendant.http.request<ChatMessagesResponse>('GET', `/chats/${chat.id}/messages`);
    expect(first.body.records.map((message) => message.message)).toEqual(Array.from({ length: 20 }, (_, index) => `message ${index + 6}`));
    expect([first.body.count, first.body.hasMore]).toEqual([25, true]);
    expect(first.body.records[0]?.sender?.id).toBe(t.attendant.userId);
    const second = await t.attendant.http.request<ChatMessagesResponse>('GET', `/chats/${chat.id}/messages?pageNumber=2`);
    expect(second.body.records.map((message) => message.message)).toEqual([1, 2, 3, 4, 5].map((index) => `message ${index}`));
    expect(second.body.hasMore).toBe(false);

    const blank = await t.admin.http.request<ApiErrorBody>('POST', `/chats/${chat.id}/messages`, { message: '   ' });
    expect([blank.status, blank.body.error, blank.body.fields?.[0]?.path]).toEqual([400, 'ERR_VALIDATION', 'body.message']);
    expect((await t.admin.http.request<ChatMessagesResponse>('GET', `/chats/${chat.id}/messages`)).body.count).toBe(25);
  });

  it('lets only the owner edit or delete a chat', async () => {
    const t = await chatTenant();
    const chat = await createChat(t.attendant, 'Owned by the attendant', [t.admin]);
    const edit = await t.admin.http.request<ApiErrorBody>('PUT', `/chats/${chat.id}`, { title: 'Taken over', users: [t.attendant.userId] });
    expect([edit.status, edit.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    const remove = await t.admin.http.request<ApiErrorBody>('DELETE', `/chats/${chat.id}`);
    expect([remove.status, remove.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect((await t.attendant.http.request('DELETE', `/chats/${chat.id}`)).status).toBe(204);
    const gone = await t.attendant.http.request<ApiErrorBody>('GET', `/chats/${chat.id}`);
    expect([gone.status, gone.body.error]).toEqual([404, 'ERR_NO_CHAT_FOUND']);
  });

  it('keeps a chat from a colleague who is not in it, even an admin, and from another company', async () => {
    const t = await chatTenant();
    const other = await chatTenant();
    const outsider = await anotherUser(t);
    const chat = await createChat(t.attendant, 'Private', [outsider]);
    await send(t.attendant, chat.id, 'just between us');
    for (const stranger of [t.admin, other.admin]) {
      for (const [method, path, body] of [
        ['GET', `/chats/${chat.id}`, undefined],
        ['GET', `/chats/${chat.uuid}`, undefined],
        ['GET', `/chats/${chat.id}/messages`, undefined],
        ['POST', `/chats/${chat.id}/messages`, { message: 'let me in' }],
        ['POST', `/chats/${chat.id}/read`, {}],
        ['PUT', `/chats/${chat.id}`, { title: 'Mine now', users: [t.attendant.userId] }],
        ['DELETE', `/chats/${chat.id}`, undefined],
      ] as const) {
        const answer = await stranger.http.request<ApiErrorBody>(method, path, body);
        expect([method, path, answer.status, answer.body.error]).toEqual([method, path, 404, 'ERR_NO_CHAT_FOUND']);
      }
      expect((await listOf(stranger)).records).toEqual([]);
    }
    const messages = await outsider.http.request<ChatMessagesResponse>('GET', `/chats/${chat.id}/messages`);
    expect(messages.body.records.map((message) => message.message)).toEqual(['just between us']);
  });

  it('refuses a chat without a title or without a colleague, and colleagues of another company', async () => {
    const t = await chatTenant();
    const other = await chatTenant();
    const noTitle = await t.admin.http.request<ApiErrorBody>('POST', '/chats', { title: ' ', users: [t.attendant.userId] });
    expect([noTitle.status, noTitle.body.error, noTitle.body.fields?.map((field) => field.path)]).toEqual([
      400,
      'ERR_VALIDATION',
      ['body.title'],
    ]);
    const noUsers = await t.admin.http.request<ApiErrorBody>('POST', '/chats', { title: 'Alone', users: [] });
    expect([noUsers.status, noUsers.body.fields?.map((field) => field.path)]).toEqual([400, ['body.users']]);
    const onlyMe = await t.admin.http.request<ApiErrorBody>('POST', '/chats', { title: 'Alone', users: [t.admin.userId] });
    expect([onlyMe.status, onlyMe.body.error, onlyMe.body.fields?.map((field) => field.path)]).toEqual([
      400,
      'ERR_VALIDATION',
      ['body.users'],
    ]);
    const foreign = await t.admin.http.request<ApiErrorBody>('POST', '/chats', { title: 'Across', users: [other.attendant.userId] });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'ERR_NO_USER_FOUND']);
    expect((await listOf(t.admin)).records).toEqual([]);
  });

  it('answers bad input with 400 ERR_VALIDATION and its fields, never 500', async () => {
    const t = await chatTenant();
    const chat = await createChat(t.admin, 'Inputs', [t.attendant]);
    for (const [method, path, body, field] of [
      ['GET', '/chats?pageNumber=zero', undefined, 'query.pageNumber'],
      ['GET', '/chats/not-an-id', undefined, 'params.id'],
      ['GET', `/chats/${chat.id}/messages?pageNumber=-1`, undefined, 'query.pageNumber'],
      ['GET', '/chats/x/messages', undefined, 'params.id'],
      ['POST', '/chats', { title: 5, users: 'everyone' }, 'body.title'],
      ['POST', '/chats', { title: 'x'.repeat(101), users: [t.attendant.userId] }, 'body.title'],
      ['POST', '/chats', { title: 'Bad users', users: [{ name: 'no id' }] }, 'body.users.0'],
      ['PUT', `/chats/${chat.id}`, { title: 'No users' }, 'body.users'],
      ['PUT', '/chats/0', { title: 'x', users: [1] }, 'params.id'],
      ['POST', `/chats/${chat.id}/messages`, {}, 'body.message'],
      ['POST', `/chats/${chat.id}/messages`, { message: 42 }, 'body.message'],
      ['POST', `/chats/${chat.id}/read`, { userId: 'me' }, 'body.userId'],
      ['DELETE', '/chats/-3', undefined, 'params.id'],
    ] as const) {
      const answer = await t.admin.http.request<ApiErrorBody>(method, path, body);
      expect([method, path, answer.status, answer.body.error]).toEqual([method, path, 400, 'ERR_VALIDATION']);
      expect(answer.body.fields?.map((fault) => fault.path)).toContain(field);
    }
  });

  it('needs the plan’s internal chat', async () => {
    const t = await tenant(server);
    for (const [method, path] of [
      ['GET', '/chats'],
      ['POST', '/chats'],
      ['GET', '/chats/1/messages'],
    ] as const) {
      const answer = await t.admin.http.request<ApiErrorBody>(
        method,
        path,
        method === 'POST' ? { title: 'x', users: [t.attendant.userId] } : undefined,
      );
      expect([answer.status, answer.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    }
  });

  it('sends new messages and changes live to the participants only, never to the rest of the company', async () => {
    const t = await chatTenant();
    const outsider = await anotherUser(t);
    const otherAdmin = await anotherUser(t, 'admin');
    const ownerSocket = await socketOf(t.admin);
    const attendantSocket = await socketOf(t.attendant);
    const outsiderSocket = await socketOf(outsider);
    const otherAdminSocket = await socketOf(otherAdmin);
    const event = `company-${t.companyId}-chat`;
    const heardByOutsider = collect<ChatEvent>(outsiderSocket, event);
    const heardByOtherAdmin = collect<ChatEvent>(otherAdminSocket, event);

    const created = nextEventWhere<ChatEvent>(attendantSocket, event, (payload) => payload.action === 'create');
    const chat = await createChat(t.admin, 'Live', [t.attendant]);
    expect(await created).toMatchObject({ action: 'create', chat: { id: chat.id, title: 'Live' } });

    const arrived = nextEventWhere<ChatEvent>(attendantSocket, event, (payload) => payload.action === 'new-message');
    const echoed = nextEventWhere<ChatEvent>(ownerSocket, event, (payload) => payload.action === 'new-message');
    await send(t.admin, chat.id, 'Anyone there?');
    const heard = await arrived;
    expect(heard).toMatchObject({ action: 'new-message', newMessage: { message: 'Anyone there?', senderId: t.admin.userId } });
    expect(heard.action === 'new-message' && unreadsOf(heard.chat, t.attendant)).toBe(1);
    await echoed;

    const readEvent = nextEventWhere<ChatEvent>(attendantSocket, event, (payload) => payload.action === 'update');
    await t.attendant.http.request('POST', `/chats/${chat.id}/read`);
    const cleared = await readEvent;
    expect(cleared.action === 'update' && unreadsOf(cleared.chat, t.attendant)).toBe(0);

    // The outsider is added, then removed: told of the chat while in it, of its deletion when out.
    const added = nextEventWhere<ChatEvent>(outsiderSocket, event, (payload) => payload.action === 'update');
    await t.admin.http.request('PUT', `/chats/${chat.id}`, { title: 'Live', users: [t.attendant.userId, outsider.userId] });
    await added;
    const removed = nextEventWhere<ChatEvent>(outsiderSocket, event, (payload) => payload.action === 'delete');
    await t.admin.http.request('PUT', `/chats/${chat.id}`, { title: 'Live', users: [t.attendant.userId] });
    expect(await removed).toMatchObject({ action: 'delete', chatId: chat.id });
    const heardBefore = heardByOutsider.length;

    const secret = nextEventWhere<ChatEvent>(attendantSocket, event, (payload) => payload.action === 'new-message');
    await send(t.attendant, chat.id, 'after the outsider left');
    await secret;
    const deleted = nextEventWhere<ChatEvent>(attendantSocket, event, (payload) => payload.action === 'delete');
    await t.admin.http.request('DELETE', `/chats/${chat.id}`);
    await deleted;
    // The outsider's socket would have heard these before the attendant's finished: events go out together.
    expect(heardByOutsider.length).toBe(heardBefore);
    expect(heardByOutsider.some((payload) => payload.action === 'new-message')).toBe(false);
    expect(heardByOtherAdmin).toEqual([]);
  });
});
