import type { ChatMessageRecord, ChatRecord, QuickMessageRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { anotherUser, tenant, type SignedIn } from '../../../test/side-panel-fixtures.ts';
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

describe('reference channel names', () => {
  it('sends a quick message’s change also as company{id}-quickemessage, in the reference’s shape, to the same rooms', async () => {
    const t = await tenant(server);
    const socket = await connectSocket(server.url, t.attendant.http.token ?? '');
    sockets.push(socket);
    const name = `company${t.companyId}-quickemessage`;
    const created = nextEventWhere<{ action: string; record: QuickMessageRecord }>(socket, name, (event) => event.action === 'create');
    const answer = await t.attendant.http.request<QuickMessageRecord>('POST', '/quick-messages', { shortcode: 'hello', message: 'Hi!' });
    expect(answer.status).toBe(201);
    expect((await created).record).toMatchObject({ id: answer.body.id, shortcode: 'hello' });
    const deleted = nextEventWhere<{ action: string; id: number }>(socket, name, (event) => event.action === 'delete');
    expect((await t.attendant.http.request('DELETE', `/quick-messages/${answer.body.id}`)).status).toBe(204);
    expect((await deleted).id).toBe(answer.body.id);
  });
});

type ChatCopy = { action: string; record?: ChatRecord; chat?: ChatRecord; newMessage?: ChatMessageRecord & { chat: ChatRecord } };

describe('the internal chat under the reference’s channel names', () => {
  async function socketOf(who: SignedIn): Promise<TestSocket> {
    const socket = await connectSocket(server.url, who.http.token ?? '');
    sockets.push(socket);
    return socket;
  }

  it('tells each participant of a chat made or renamed on their own chat-user channel, and its messages and reads on chat-{id}', async () => {
    const t = await tenant(server, { useInternalChat: true });
    const outsider = await anotherUser(t);
    const [ownerSocket, attendantSocket, outsiderSocket] = await Promise.all([
      socketOf(t.admin),
      socketOf(t.attendant),
      socketOf(outsider),
    ]);
    const ownChannel = (who: SignedIn) => `company-${t.companyId}-chat-user-${who.userId}`;
    // The outsider hears nothing under any of the names, not even their own.
    const heardByOutsider = collect<ChatCopy>(outsiderSocket, ownChannel(outsider));
    const attendantHeardAsOwner = collect<ChatCopy>(attendantSocket, ownChannel(t.admin));

    const made = nextEventWhere<ChatCopy>(attendantSocket, ownChannel(t.attendant), (event) => event.action === 'create');
    const madeForOwner = nextEventWhere<ChatCopy>(ownerSocket, ownChannel(t.admin), (event) => event.action === 'create');
    const created = await t.admin.http.request<ChatRecord>('POST', '/chats', { title: 'Turno', users: [{ id: t.attendant.userId }] });
    expect(created.status).toBe(201);
    const chatId = created.body.id;
    expect((await made).record).toMatchObject({
      id: chatId,
      title: 'Turno',
      users: [{ userId: t.admin.userId }, { userId: t.attendant.userId }],
    });
    await madeForOwner;

    const renamed = nextEventWhere<ChatCopy>(attendantSocket, ownChannel(t.attendant), (event) => event.action === 'update');
    expect((await t.admin.http.request('PUT', `/chats/${chatId}`, { title: 'Turno B', users: [t.attendant.userId] })).status).toBe(200);
    expect((await renamed).record).toMatchObject({ id: chatId, title: 'Turno B' });

    const chatChannel = `company-${t.companyId}-chat-${chatId}`;
    const heardOnChat = collect<ChatCopy>(outsiderSocket, chatChannel);
    const arrived = nextEventWhere<ChatCopy>(attendantSocket, chatChannel, (event) => event.action === 'new-message');
    // Balcão's own channel, which the reference's client reads too: the new message carries its chat with the participants.
    const onCompanyChannel = nextEventWhere<ChatCopy>(
      attendantSocket,
      `company-${t.companyId}-chat`,
      (event) => event.action === 'new-message',
    );
    expect((await t.admin.http.request('POST', `/chats/${chatId}/messages`, { message: 'Bom turno' })).status).toBe(201);
    const message = await arrived;
    expect(message.newMessage).toMatchObject({ message: 'Bom turno', senderId: t.admin.userId, chatId, sender: { id: t.admin.userId } });
    expect(Number.isNaN(Date.parse(message.newMessage?.createdAt ?? ''))).toBe(false);
    expect(message.chat).toMatchObject({ id: chatId });
    expect((await onCompanyChannel).newMessage?.chat.users.map((participant) => participant.userId)).toEqual([
      t.admin.userId,
      t.attendant.userId,
    ]);

    // A read is the reader's alone, on the chat's channel (not a change of the chat by its owner).
    const read = nextEventWhere<ChatCopy>(attendantSocket, chatChannel, (event) => event.action === 'update');
    const readAsChange = collect<ChatCopy>(attendantSocket, ownChannel(t.attendant));
    const changesBefore = readAsChange.length;
    expect((await t.attendant.http.request('POST', `/chats/${chatId}/read`, { userId: t.attendant.userId })).status).toBe(200);
    expect((await read).chat?.users.find((participant) => participant.userId === t.attendant.userId)?.unreads).toBe(0);

    const deleted = nextEventWhere<{ action: string; id?: number }>(
      attendantSocket,
      `company-${t.companyId}-chat`,
      (event) => event.action === 'delete',
    );
    expect((await t.admin.http.request('DELETE', `/chats/${chatId}`)).status).toBe(204);
    expect((await deleted).id).toBe(chatId);

    expect(readAsChange.length).toBe(changesBefore);
    expect(heardByOutsider).toEqual([]);
    expect(heardOnChat).toEqual([]);
    expect(attendantHeardAsOwner).toEqual([]);
  });
});
