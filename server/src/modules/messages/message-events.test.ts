import type { Envelope, MessageRecord, MessageSendResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { connectSocket, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';

type Created = Extract<Envelope<'appMessage'>, { action: 'create' }>;
type Updated = Extract<Envelope<'appMessage'>, { action: 'update' }>;

let server: TestServer;
let admin: HttpClient;
let chat: SandboxConversation;
let connectionId: number;
let connectionName: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  chat = new SandboxConversation(server, admin, session.user.companyId);
  expect((await admin.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
  connectionId = await chat.connection();
  connectionName = (await chat.em.findOneOrFail(Whatsapp, { id: connectionId })).name;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

/** A contact writes in, the admin accepts the ticket and opens its conversation (joins its room). */
async function openConversation(number: string): Promise<{ ticketId: number; socket: TestSocket }> {
  await chat.say(connectionId, number, 'Oi', 'Elisa Prado');
  const ticket = await chat.ticketOf(connectionId, number);
  expect((await admin.request('PUT', `/tickets/${ticket.id}`, { status: 'open' })).status).toBe(200);
  const socket = await connectSocket(server.url, admin.token ?? '');
  sockets.push(socket);
  expect(await socket.emitWithAck('joinChatBox', String(ticket.id))).toEqual({ ok: true });
  return { ticketId: ticket.id, socket };
}

const event = () => `company-${chat.companyId}-appMessage`;

/** What a client that puts an update in place of the message it shows needs of it (the reference product's does). */
function expectWhole(message: MessageRecord, body: string): void {
  expect(message).toMatchObject({ body, quotedMsg: null, mediaUrl: null, isDeleted: false });
  expect(Number.isNaN(Date.parse(message.createdAt))).toBe(false);
  expect(message).toHaveProperty('contact');
}

describe('message events as a client that replaces the message it shows reads them', () => {
  it('a reply: its creation carries the ticket with its connection and the contact; every update the whole message', async () => {
    const { ticketId, socket } = await openConversation('5511940070001');
    const created = nextEventWhere<Created>(
      socket,
      event(),
      (payload) => payload.action === 'create' && payload.message.body === 'Já vejo',
    );
    // The phone acknowledges delivery and reading on its own, after the send.
    const delivered = nextEventWhere<Updated>(socket, event(), (payload) => payload.action === 'update' && payload.message.ack >= 2);
    const sent = await admin.request<MessageSendResponse>('POST', `/messages/${ticketId}`, { body: 'Já vejo' });
    expect(sent.status).toBe(200);

    const creation = await created;
    expect(creation.ticket).toMatchObject({ id: ticketId, whatsappId: connectionId, whatsapp: { id: connectionId, name: connectionName } });
    expect(creation.contact).toMatchObject({ name: 'Elisa Prado', number: '5511940070001' });
    expect(creation.contact).toEqual(creation.ticket.contact);

    const ack = await delivered;
    expect(ack.message.id).toBe(sent.body.messages[0]?.id);
    expectWhole(ack.message, 'Já vejo');
    expect(ack.message).toMatchObject({ fromMe: true, ticketId });
  });

  it('a contact’s edit carries the whole edited message', async () => {
    const number = '5511940070002';
    const { socket } = await openConversation(number);
    const id = await chat.say(connectionId, number, 'Quero 2 caixas', 'Elisa Prado');
    const edited = nextEventWhere<Updated>(socket, event(), (payload) => payload.action === 'update' && payload.message.isEdited);
    server.sandbox.phone(chat.companyId, connectionId)?.edit(number, id, 'Quero 3 caixas');
    const change = await edited;
    expectWhole(change.message, 'Quero 3 caixas');
    expect(change.message).toMatchObject({ fromMe: false, isEdited: true, contact: { name: 'Elisa Prado' } });
  });
});
