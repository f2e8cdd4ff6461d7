import { DEFAULT_TIMEZONE } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { Message } from '../messages/message.entity.ts';
import { wallClock } from '../settings/time-zone.ts';
import { CALLS_REFUSED_MESSAGE } from './call-handler.ts';

let server: TestServer;
let chat: SandboxConversation;

beforeAll(async () => {
  server = await startTestServer();
  const http = new HttpClient(server.url);
  const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  chat = new SandboxConversation(server, http, session.user.companyId);
  expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
});
afterAll(async () => {
  await server.stop();
});

function phoneOf(connectionId: number) {
  const phone = server.sandbox.phone(chat.companyId, connectionId);
  if (!phone) {
    throw new Error('the sandbox phone is not running');
  }
  return phone;
}

describe('calls', () => {
  it('rejects a call when the company refuses calls (the default), records it as call_log and asks the caller to write', async () => {
    const id = await chat.connection();
    const before = wallClock(new Date(), DEFAULT_TIMEZONE).time;
    phoneOf(id).call('5511930000001', { name: 'Bruno' });
    await server.sessions.settled(id);
    const after = wallClock(new Date(), DEFAULT_TIMEZONE).time;

    const ticket = await chat.ticketOf(id, '5511930000001');
    const messages = await chat.messagesOf(ticket.id);
    expect(messages[0]).toMatchObject({ mediaType: 'call_log', fromMe: false });
    // The hour on the company's clock (São Paulo by default), whatever the server's zone.
    expect([`Chamada de voz recusada às ${before}`, `Chamada de voz recusada às ${after}`]).toContain(messages[0]?.body);
    expect(await chat.received(id, '5511930000001')).toEqual([CALLS_REFUSED_MESSAGE]);
  });

  it('only records the missed call when the company takes calls', async () => {
    expect((await chat.http.request('PUT', '/settings/call', { value: 'enabled' })).status).toBe(200);
    const id = await chat.connection();
    phoneOf(id).call('5511930000002', { isVideo: true });
    await server.sessions.settled(id);

    const ticket = await chat.ticketOf(id, '5511930000002');
    expect((await chat.messagesOf(ticket.id)).map((message) => message.body)).toEqual([
      expect.stringMatching(/^Chamada de vídeo perdida às/),
    ]);
    expect(await chat.received(id, '5511930000002')).toEqual([]);
    expect((await chat.http.request('PUT', '/settings/call', { value: 'disabled' })).status).toBe(200);
  });
});

describe('edits and deletes by the contact', () => {
  it('replaces the text of an edited message and keeps a deleted one marked as deleted, for that connection only', async () => {
    const id = await chat.connection();
    const other = await chat.connection();
    const first = await chat.say(id, '5511930000003', 'Quero 2 pizzas');
    const second = await chat.say(id, '5511930000003', 'Mensagem errada');

    phoneOf(id).edit('5511930000003', first, 'Quero 3 pizzas');
    phoneOf(id).revoke('5511930000003', second);
    phoneOf(other).revoke('5511930000003', first);
    await server.sessions.settled(id);
    await server.sessions.settled(other);

    const em = chat.em;
    const edited = await em.findOneOrFail(Message, { whatsappId: id, waId: first });
    const deleted = await em.findOneOrFail(Message, { whatsappId: id, waId: second });
    expect([edited.body, edited.isEdited, edited.isDeleted]).toEqual(['Quero 3 pizzas', true, false]);
    expect([deleted.body, deleted.isDeleted]).toEqual(['Mensagem errada', true]);
  });
});
