import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { ApiErrorBody, MessageListResponse, MessageRecord, MessageSendResponse, TicketRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { collect, connectSocket } from '../../../test/socket-client.ts';
import type { OutboxEntry } from '../sandbox/sandbox-provider.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { Message } from './message.entity.ts';

const run = promisify(execFile);

let server: TestServer;
let admin: HttpClient;
let chat: SandboxConversation;
let connectionId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  chat = new SandboxConversation(server, admin, session.user.companyId);
  expect((await admin.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
  connectionId = await chat.connection();
});
afterAll(async () => {
  await server.stop();
});

let numberCounter = 0;
/** A contact writes in; the admin accepts the ticket. */
async function openTicket(connection = connectionId): Promise<{ ticketId: number; number: string }> {
  numberCounter += 1;
  const number = `55119400${String(numberCounter).padStart(5, '0')}`;
  await chat.say(connection, number, 'Oi', 'Elisa Prado');
  const ticket = await chat.ticketOf(connection, number);
  expect((await admin.request('PUT', `/tickets/${ticket.id}`, { status: 'open' })).status).toBe(200);
  return { ticketId: ticket.id, number };
}

/** An accepted ticket on a connection of its own, with that connection's simulated phone (to make it silent or slow). */
async function ticketOnItsOwnPhone() {
  const connection = await chat.connection();
  const { ticketId, number } = await openTicket(connection);
  const phone = server.sandbox.phone(chat.companyId, connection);
  if (!phone) {
    throw new Error('the sandbox phone is not running here');
  }
  return { connection, ticketId, number, phone };
}

async function outbox(connection = connectionId): Promise<OutboxEntry[]> {
  return (await admin.request<OutboxEntry[]>('GET', `/sandbox/${connection}/outbox`)).body;
}

function send(ticketId: number, body: Record<string, unknown>) {
  return admin.request<MessageSendResponse & ApiErrorBody>('POST', `/messages/${ticketId}`, body);
}

describe('reading a conversation', () => {
  it('pages from the newest (20 per page, chronological within a page) with the quoted message and the contact name', async () => {
    const { ticketId } = await openTicket();
    const em = chat.em;
    const ticket = await em.findOneOrFail(Ticket, { id: ticketId });
    const base = Date.now() - 3_600_000;
    for (let index = 1; index <= 24; index += 1) {
      em.create(Message, {
        companyId: chat.companyId,
        ticketId,
        contactId: ticket.contactId,
        whatsappId: connectionId,
        waId: `PAGE-${ticketId}-${index}`,
        body: `mensagem ${index}`,
        read: true,
        sentAt: new Date(base + index * 1000),
        createdAt: new Date(base + index * 1000),
      });
    }
    await em.flush();
    const quoted = await em.findOneOrFail(Message, { waId: `PAGE-${ticketId}-24` });
    expect((await send(ticketId, { body: 'Respondendo', quotedMsg: quoted.id })).status).toBe(200);

    const first = await admin.request<MessageListResponse>('GET', `/messages/${ticketId}`);
    expect([first.status, first.body.count, first.body.hasMore, first.body.messages.length]).toEqual([200, 26, true, 20]);
    expect(first.body.messages.at(-1)?.body).toBe('Respondendo');
    expect(first.body.messages.at(-1)?.quotedMsg).toMatchObject({ id: quoted.id, body: 'mensagem 24', contact: { name: 'Elisa Prado' } });
    expect(first.body.messages.at(-2)?.contact).toEqual({ id: ticket.contactId, name: 'Elisa Prado' });
    expect(first.body.messages.map((message) => message.body).slice(0, 2)).toEqual(['mensagem 7', 'mensagem 8']);
    expect(first.body.messages.at(-2)?.body).toBe('Oi');

    const second = await admin.request<MessageListResponse>('GET', `/messages/${ticketId}?pageNumber=2`);
    expect(second.body.messages.map((message) => message.body)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `mensagem ${n}`));
    expect(second.body.hasMore).toBe(false);
    const beyond = await admin.request<MessageListResponse>('GET', `/messages/${ticketId}?pageNumber=3`);
    expect([beyond.body.messages, beyond.body.count, beyond.body.hasMore]).toEqual([[], 26, false]);
  });

  it('marks the ticket read on opening: messages read, unread 0, updateUnread on the ticket channel, read on the phone', async () => {
    numberCounter += 1;
    const number = `55119400${String(numberCounter).padStart(5, '0')}`;
    const firstId = await chat.say(connectionId, number, 'Primeira');
    const secondId = await chat.say(connectionId, number, 'Segunda');
    const ticket = await chat.ticketOf(connectionId, number);
    expect(ticket.unreadMessages).toBe(2);
    const socket = await connectSocket(server.url, admin.token ?? '');
    socket.emit('joinNotification');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const events = collect<{ action: string; ticketId?: number }>(socket, `company-${chat.companyId}-ticket`);

    // An admin's peek reads the page and leaves the conversation unread.
    const peeked = await admin.request<{ messages: unknown[] }>('GET', `/messages/${ticket.id}?markRead=false`);
    expect(peeked.body.messages).toHaveLength(2);
    expect((await chat.em.findOneOrFail(Ticket, { id: ticket.id })).unreadMessages).toBe(2);

    expect((await admin.request('GET', `/messages/${ticket.id}`)).status).toBe(200);

    expect((await chat.em.findOneOrFail(Ticket, { id: ticket.id })).unreadMessages).toBe(0);
    expect(await chat.em.count(Message, { ticketId: ticket.id, read: false })).toBe(0);
    await expect.poll(() => events.filter((event) => event.action === 'updateUnread' && event.ticketId === ticket.id).length).toBe(1);
    const phone = server.sandbox.phone(chat.companyId, connectionId);
    await expect.poll(() => [phone?.wasRead(firstId), phone?.wasRead(secondId)]).toEqual([true, true]);
    // Reading again changes nothing and announces nothing.
    await admin.request('GET', `/messages/${ticket.id}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events.filter((event) => event.action === 'updateUnread')).toHaveLength(1);
    socket.close();
  });

  it('reads the messages that arrive while the conversation is open, without reloading it', async () => {
    const { ticketId, number } = await openTicket();
    expect((await admin.request('GET', `/messages/${ticketId}`)).status).toBe(200);
    const arrivedId = await chat.say(connectionId, number, 'Chegou com a conversa aberta');
    expect((await chat.em.findOneOrFail(Ticket, { id: ticketId }, { refresh: true })).unreadMessages).toBe(1);
    const socket = await connectSocket(server.url, admin.token ?? '');
    socket.emit('joinNotification');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const events = collect<{ action: string; ticketId?: number }>(socket, `company-${chat.companyId}-ticket`);

    expect((await admin.request('POST', `/messages/${ticketId}/read`)).status).toBe(204);

    expect((await chat.em.findOneOrFail(Ticket, { id: ticketId }, { refresh: true })).unreadMessages).toBe(0);
    await expect.poll(() => events.some((event) => event.action === 'updateUnread' && event.ticketId === ticketId)).toBe(true);
    const phone = server.sandbox.phone(chat.companyId, connectionId);
    await expect.poll(() => phone?.wasRead(arrivedId)).toBe(true);
    socket.close();

    const unknown = await admin.request<ApiErrorBody>('POST', '/messages/99999999/read');
    expect([unknown.status, unknown.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
    const invalid = await admin.request<ApiErrorBody>('POST', '/messages/abc/read');
    expect([invalid.status, invalid.body.error]).toEqual([400, 'ERR_VALIDATION']);
  });
});

describe('sending', () => {
  it('sends text through the connection, once per client key, and the ack advances live', async () => {
    const { ticketId, number } = await openTicket();
    const socket = await connectSocket(server.url, admin.token ?? '');
    socket.emit('joinChatBox', String(ticketId));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const updates = collect<{ action: string; message: Partial<MessageRecord> }>(socket, `company-${chat.companyId}-appMessage`);

    const [first, again] = await Promise.all([
      send(ticketId, { body: '*Ana:*\nBom dia!', clientKey: 'key-abcdef-1' }),
      send(ticketId, { body: '*Ana:*\nBom dia!', clientKey: 'key-abcdef-1' }),
    ]);
    expect([first.status, again.status]).toEqual([200, 200]);
    // The request that lost the race answers the same row, perhaps while it is still being sent.
    const [sent, repeated] = [first.body.messages[0], again.body.messages[0]];
    expect([sent?.fromMe, sent?.clientKey, repeated?.id]).toEqual([true, 'key-abcdef-1', sent?.id]);
    expect([sent?.sendStatus, repeated?.sendStatus]).toContain('sent');
    expect((await send(ticketId, { body: '*Ana:*\nBom dia!', clientKey: 'key-abcdef-1' })).body.messages[0]?.id).toBe(sent?.id);
    expect(await chat.received(connectionId, number)).toEqual(['*Ana:*\nBom dia!']);
    await expect
      .poll(() => updates.some((event) => event.message.id === sent?.id && event.message.ack === 3), { timeout: 5_000 })
      .toBe(true);
    expect((await chat.em.findOneOrFail(Message, { id: sent?.id ?? 0 })).ack).toBe(3);
    socket.close();
  });

  it('sends each file as its own message, the text as the first caption, audio as a voice note', async () => {
    const { ticketId, number } = await openTicket();
    const { stdout: mp3 } = (await run(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=1',
        '-c:a',
        'libmp3lame',
        '-f',
        'mp3',
        'pipe:1',
      ],
      { encoding: 'buffer', maxBuffer: 10_000_000 },
    )) as unknown as { stdout: Buffer };
    const form = new FormData();
    form.append('body', 'Segue o comprovante');
    form.append('clientKey', 'media-key-0001');
    form.append('medias', new Blob([Buffer.from('%PDF-1.4 fake')], { type: 'application/pdf' }), 'comprovante.pdf');
    form.append('medias', new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), 'foto.jpg');
    form.append('medias', new Blob([mp3], { type: 'audio/mpeg' }), 'audio-record-site.mp3');
    const response = await fetch(`${server.url}/messages/${ticketId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    const body = (await response.json()) as MessageSendResponse;
    expect(response.status).toBe(200);
    expect(body.messages.map((message) => [message.mediaType, message.sendStatus, message.clientKey])).toEqual([
      ['application', 'sent', 'media-key-0001'],
      ['image', 'sent', 'media-key-0001:1'],
      ['audio', 'sent', 'media-key-0001:2'],
    ]);
    expect(body.messages[0]?.mediaName).toBe('comprovante.pdf');
    const entries = (await outbox()).filter((entry) => entry.to === number);
    expect(entries.map((entry) => [entry.kind, entry.body, entry.filename ?? null, entry.mimetype])).toEqual([
      ['media', 'Segue o comprovante', 'comprovante.pdf', 'application/pdf'],
      ['media', '', 'foto.jpg', 'image/jpeg'],
      ['voice', '', null, 'audio/ogg; codecs=opus'],
    ]);
  });

  it('refuses to send on a ticket that is not open, an empty message, and a quote from another ticket', async () => {
    numberCounter += 1;
    const number = `55119400${String(numberCounter).padStart(5, '0')}`;
    await chat.say(connectionId, number, 'Oi');
    const pending = await chat.ticketOf(connectionId, number);
    const refused = await send(pending.id, { body: 'Olá' });
    expect([refused.status, refused.body.error, refused.body.fields?.[0]?.path]).toEqual([400, 'ERR_VALIDATION', 'params.ticketId']);
    expect(await chat.received(connectionId, number)).toEqual([]);

    const { ticketId } = await openTicket();
    const empty = await send(ticketId, { body: '   ' });
    expect([empty.status, empty.body.fields?.[0]?.path]).toEqual([400, 'body.body']);
    const foreignQuote = (await chat.em.findOneOrFail(Message, { ticketId: pending.id })).id;
    const quote = await send(ticketId, { body: 'x', quotedMsg: foreignQuote });
    expect([quote.status, quote.body.fields?.[0]?.path]).toEqual([400, 'body.quotedMsg']);
    const badKey = await send(ticketId, { body: 'x', clientKey: 'no spaces allowed' });
    expect([badKey.status, badKey.body.fields?.[0]?.path]).toEqual([400, 'body.clientKey']);
  });

  it('keeps a send the connection refused as failed with the reason, and a retry sends it under the same row', async () => {
    const { connection, ticketId, number, phone } = await ticketOnItsOwnPhone();
    phone.silent = true;
    const failed = await send(ticketId, { body: 'Está aí?', clientKey: 'retry-key-0001' });
    const message = failed.body.messages[0];
    expect([failed.status, message?.sendStatus]).toEqual([200, 'failed']);
    expect(message?.sendError).toMatch(/silent/);
    expect(await chat.em.count(Message, { ticketId, body: 'Está aí?' })).toBe(1);

    phone.silent = false;
    const retried = await admin.request<MessageRecord>('POST', `/messages/${message?.id}/retry`);
    expect([retried.status, retried.body.id, retried.body.sendStatus, retried.body.sendError]).toEqual([200, message?.id, 'sent', null]);
    expect(await chat.received(connection, number)).toEqual(['Está aí?']);
    // A message already sent is answered as it stands, not sent again.
    expect((await admin.request<MessageRecord>('POST', `/messages/${message?.id}/retry`)).body.sendStatus).toBe('sent');
    expect(await chat.received(connection, number)).toEqual(['Está aí?']);
    expect(await chat.em.count(Message, { ticketId, body: 'Está aí?' })).toBe(1);
  });
});

describe('deleting', () => {
  it('revokes a message sent from Balcão on the phone, keeps it marked deleted and announces it', async () => {
    const { ticketId } = await openTicket();
    const socket = await connectSocket(server.url, admin.token ?? '');
    socket.emit('joinChatBox', String(ticketId));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const updates = collect<{ action: string; message: Partial<MessageRecord> }>(socket, `company-${chat.companyId}-appMessage`);
    const sent = (await send(ticketId, { body: 'Mensagem errada' })).body.messages[0];
    const deleted = await admin.request<MessageRecord>('DELETE', `/messages/${sent?.id}`);
    expect([deleted.status, deleted.body.isDeleted]).toEqual([200, true]);
    expect((await outbox()).find((entry) => entry.body === 'Mensagem errada')?.deleted).toBe(true);
    await expect.poll(() => updates.some((event) => event.message.id === sent?.id && event.message.isDeleted === true)).toBe(true);
    socket.close();

    const inbound = await chat.em.findOneOrFail(Message, { ticketId, fromMe: false });
    const refused = await admin.request<ApiErrorBody>('DELETE', `/messages/${inbound.id}`);
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect((await admin.request<ApiErrorBody>('DELETE', '/messages/999999999')).body.error).toBe('ERR_NO_MESSAGE_FOUND');
  });

  it('answers ERR_DELETE_WAPP_MSG when the phone cannot revoke, leaving the message as it was', async () => {
    const { ticketId } = await openTicket();
    const sent = (await send(ticketId, { body: 'Não some' })).body.messages[0];
    // A message the phone never sent (its id is unknown there) cannot be revoked.
    await chat.em.nativeUpdate(Message, { id: sent?.id ?? 0 }, { waId: 'SBX-UNKNOWN' });
    const refused = await admin.request<ApiErrorBody>('DELETE', `/messages/${sent?.id}`);
    expect([refused.status, refused.body.error]).toEqual([400, 'ERR_DELETE_WAPP_MSG']);
    expect((await chat.em.findOneOrFail(Message, { id: sent?.id ?? 0 })).isDeleted).toBe(false);
  });

  it('deletes a message still being sent at once, and revokes it on the phone when the send goes through', async () => {
    const { connection, ticketId, number, phone } = await ticketOnItsOwnPhone();
    const release = phone.holdSends();
    const sending = send(ticketId, { body: 'Enviada por engano' });
    // The attendant sees the pending bubble (the socket's create) and deletes it before the phone has it.
    await expect
      .poll(() => chat.em.fork().findOne(Message, { ticketId, body: 'Enviada por engano' }))
      .toMatchObject({ sendStatus: 'pending' });
    const row = await chat.em.fork().findOneOrFail(Message, { ticketId, body: 'Enviada por engano' });
    const deleted = await admin.request<MessageRecord>('DELETE', `/messages/${row.id}`);
    expect([deleted.status, deleted.body.isDeleted]).toEqual([200, true]);

    release();
    const answered = await sending;
    expect(answered.body.messages[0]).toMatchObject({ id: row.id, sendStatus: 'sent', isDeleted: true });
    const entry = (await outbox(connection)).find((candidate) => candidate.body === 'Enviada por engano');
    expect([entry?.to, entry?.deleted]).toEqual([number, true]);
  });

  it('never sends again a failed message that was deleted', async () => {
    const { connection, ticketId, number, phone } = await ticketOnItsOwnPhone();
    phone.silent = true;
    const failed = (await send(ticketId, { body: 'Falhou e foi apagada' })).body.messages[0];
    phone.silent = false;
    expect(failed?.sendStatus).toBe('failed');
    expect((await admin.request<MessageRecord>('DELETE', `/messages/${failed?.id}`)).body.isDeleted).toBe(true);

    const retried = await admin.request<MessageRecord>('POST', `/messages/${failed?.id}/retry`);
    expect([retried.body.sendStatus, retried.body.isDeleted]).toEqual(['failed', true]);
    expect(await chat.received(connection, number)).toEqual([]);
  });
});

describe('the ticket record after a send', () => {
  it('shows the last message and that it was ours', async () => {
    const { ticketId } = await openTicket();
    await send(ticketId, { body: 'Última palavra' });
    const ticket = await admin.request<TicketRecord>('GET', `/tickets/${ticketId}`);
    expect([ticket.body.lastMessage, ticket.body.fromMe, ticket.body.unreadMessages]).toEqual(['Última palavra', true, 0]);
  });
});
