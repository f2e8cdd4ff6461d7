import type { ApiErrorBody, TicketListResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { newQueue, signedInUser, type SignedIn } from '../../../test/inbox.ts';
import { collect, connectSocket, type TestSocket } from '../../../test/socket-client.ts';
import { Message } from '../messages/message.entity.ts';

let server: TestServer;
let admin: HttpClient;
let chat: SandboxConversation;
let connectionId: number;
let queueA: number;
let queueB: number;
let inA: SignedIn;
let inB: SignedIn;
let allTicket: SignedIn;
let outsider: SignedIn;
let unqueued: number;
let ticketA: number;

let numberCounter = 0;
async function ticketFrom(text = 'Oi'): Promise<{ id: number; number: string }> {
  numberCounter += 1;
  const number = `55119770${String(numberCounter).padStart(5, '0')}`;
  await chat.say(connectionId, number, text);
  return { id: (await chat.ticketOf(connectionId, number)).id, number };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  chat = new SandboxConversation(server, admin, session.user.companyId);
  expect((await admin.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
  connectionId = await chat.connection();
  queueA = (await newQueue(admin)).id;
  queueB = (await newQueue(admin)).id;
  inA = await signedInUser(server, chat.companyId, { queueIds: [queueA] });
  inB = await signedInUser(server, chat.companyId, { queueIds: [queueB] });
  allTicket = await signedInUser(server, chat.companyId, { allTicket: 'enabled' });
  outsider = await signedInUser(server, chat.companyId);
  unqueued = (await ticketFrom()).id;
  ticketA = (await ticketFrom()).id;
  expect((await admin.request('PUT', `/tickets/${ticketA}`, { queueId: queueA })).status).toBe(200);
});
afterAll(async () => {
  await server.stop();
});

async function listed(client: HttpClient, query = 'status=pending'): Promise<number[]> {
  return (await client.request<TicketListResponse>('GET', `/tickets?${query}`)).body.tickets.map((ticket) => ticket.id);
}

describe('who reaches a ticket', () => {
  it('refuses an attendant outside the ticket queue with 403 on reading, changing and its messages', async () => {
    for (const [method, url, body] of [
      ['GET', `/tickets/${ticketA}`],
      ['PUT', `/tickets/${ticketA}`, { status: 'open' }],
      ['GET', `/messages/${ticketA}`],
      ['POST', `/messages/${ticketA}`, { body: 'Olá' }],
    ] as const) {
      const response = await inB.http.request<ApiErrorBody>(method, url, body);
      expect([method, url, response.status, response.body.error]).toEqual([method, url, 403, 'ERR_NO_PERMISSION']);
    }
    const inbound = await chat.em.findOneOrFail(Message, { ticketId: ticketA });
    expect((await inB.http.request<ApiErrorBody>('DELETE', `/messages/${inbound.id}`)).status).toBe(403);
    expect(await listed(inB.http)).toEqual([]);
  });

  it('lets the queue attendant reach it; pending tickets without a queue only with allTicket', async () => {
    expect((await inA.http.request('GET', `/tickets/${ticketA}`)).status).toBe(200);
    expect(await listed(inA.http)).toEqual([ticketA]);
    expect((await inA.http.request('GET', `/tickets/${unqueued}`)).status).toBe(403);
    expect((await allTicket.http.request('GET', `/tickets/${unqueued}`)).status).toBe(200);
    expect(await listed(allTicket.http)).toEqual([unqueued]);
    // A client's queueIds only narrow what the server allows.
    expect(await listed(inB.http, `status=pending&queueIds=[${queueA}]`)).toEqual([]);
  });

  it('lets an attendant reach a ticket assigned to them, whatever its queue', async () => {
    const { id } = await ticketFrom();
    expect((await admin.request('PUT', `/tickets/${id}`, { status: 'open', queueId: queueA, userId: outsider.user.id })).status).toBe(200);
    expect((await outsider.http.request('GET', `/tickets/${id}`)).status).toBe(200);
    expect(await listed(outsider.http, 'status=open')).toEqual([id]);
    expect((await outsider.http.request('POST', `/messages/${id}`, { body: 'Olá!' })).status).toBe(200);
  });

  it('lets only admins delete a ticket', async () => {
    const { id } = await ticketFrom();
    await admin.request('PUT', `/tickets/${id}`, { queueId: queueA });
    const refused = await inA.http.request<ApiErrorBody>('DELETE', `/tickets/${id}`);
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect((await admin.request('DELETE', `/tickets/${id}`)).status).toBe(204);
    expect((await admin.request<ApiErrorBody>('GET', `/tickets/${id}`)).body.error).toBe('ERR_NO_TICKET_FOUND');
    expect(await chat.em.count(Message, { ticketId: id })).toBe(0);
  });

  it('finds a ticket by uuid under the same rules', async () => {
    const ticket = await admin.request<{ uuid: string }>('GET', `/tickets/${ticketA}`);
    expect((await inA.http.request<{ id: number }>('GET', `/tickets/u/${ticket.body.uuid}`)).body.id).toBe(ticketA);
    expect((await inB.http.request('GET', `/tickets/u/${ticket.body.uuid}`)).status).toBe(403);
    expect((await admin.request<ApiErrorBody>('GET', `/tickets/u/${crypto.randomUUID()}`)).body.error).toBe('ERR_NO_TICKET_FOUND');
  });
});

async function socketOf(user: SignedIn | HttpClient, joins: (socket: TestSocket) => void): Promise<TestSocket> {
  const token = user instanceof HttpClient ? (user.token ?? '') : user.token;
  const socket = await connectSocket(server.url, token);
  joins(socket);
  await new Promise((resolve) => setTimeout(resolve, 250));
  return socket;
}

describe('events reach only the rooms allowed to see them', () => {
  it('gives a conversation room only to those who may see the ticket; another queue gets nothing', async () => {
    const { id, number } = await ticketFrom();
    await admin.request('PUT', `/tickets/${id}`, { queueId: queueA });
    const watcherA = await socketOf(inA, (socket) => socket.emit('joinChatBox', String(id)));
    const watcherB = await socketOf(inB, (socket) => {
      socket.emit('joinChatBox', String(id));
      socket.emit('joinNotification');
      socket.emit('joinTickets', 'pending');
    });
    const toA = collect<{ message: { ticketId: number } }>(watcherA, `company-${chat.companyId}-appMessage`);
    const toB = collect(watcherB, `company-${chat.companyId}-appMessage`);
    const ticketsToB = collect(watcherB, `company-${chat.companyId}-ticket`);

    await chat.say(connectionId, number, 'Mais uma coisa');
    await expect.poll(() => toA.filter((event) => event.message.ticketId === id).length).toBeGreaterThan(0);
    await admin.request('PUT', `/tickets/${id}`, { status: 'open' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([toB.length, ticketsToB.length]).toEqual([0, 0]);
    watcherA.close();
    watcherB.close();
  });

  it('on a transfer, the old queue gets delete and the new queue gets update', async () => {
    const { id } = await ticketFrom();
    await admin.request('PUT', `/tickets/${id}`, { queueId: queueA });
    const socketA = await socketOf(inA, (socket) => socket.emit('joinTickets', 'pending'));
    const socketB = await socketOf(inB, (socket) => socket.emit('joinTickets', 'pending'));
    const outsiderSocket = await socketOf(outsider, (socket) => socket.emit('joinTickets', 'pending'));
    type TicketEvent = { action: string; ticketId?: number; ticket?: { id: number; queueId: number } };
    const toA = collect<TicketEvent>(socketA, `company-${chat.companyId}-ticket`);
    const toB = collect<TicketEvent>(socketB, `company-${chat.companyId}-ticket`);
    const toOutsider = collect<TicketEvent>(outsiderSocket, `company-${chat.companyId}-ticket`);

    expect((await admin.request('PUT', `/tickets/${id}`, { queueId: queueB })).status).toBe(200);

    await expect.poll(() => toB.map((event) => [event.action, event.ticket?.id, event.ticket?.queueId])).toEqual([['update', id, queueB]]);
    await expect.poll(() => toA.map((event) => [event.action, event.ticketId])).toEqual([['delete', id]]);
    expect(toOutsider).toEqual([]);
    for (const socket of [socketA, socketB, outsiderSocket]) {
      socket.close();
    }
  });
});

describe('tenant isolation', () => {
  it('never lets a user of another company read or change tickets and messages of this one', async () => {
    const other = await createCompany(server.db.em);
    const { user, password } = await createUser(server.db.em, other.id, { profile: 'admin' });
    const stranger = new HttpClient(server.url);
    await stranger.login(user.email, password);
    const inbound = await chat.em.findOneOrFail(Message, { ticketId: ticketA });
    const ticket = await admin.request<{ uuid: string; contactId: number }>('GET', `/tickets/${ticketA}`);

    for (const [method, url, body] of [
      ['GET', `/tickets/${ticketA}`],
      ['GET', `/tickets/u/${ticket.body.uuid}`],
      ['PUT', `/tickets/${ticketA}`, { status: 'closed' }],
      ['DELETE', `/tickets/${ticketA}`],
      ['GET', `/messages/${ticketA}`],
      ['POST', `/messages/${ticketA}`, { body: 'invasão' }],
    ] as const) {
      const response = await stranger.request<ApiErrorBody>(method, url, body);
      expect([method, url, response.status, response.body.error]).toEqual([method, url, 404, 'ERR_NO_TICKET_FOUND']);
    }
    expect((await stranger.request<ApiErrorBody>('DELETE', `/messages/${inbound.id}`)).body.error).toBe('ERR_NO_MESSAGE_FOUND');
    expect((await stranger.request<ApiErrorBody>('POST', `/messages/${inbound.id}/retry`)).body.error).toBe('ERR_NO_MESSAGE_FOUND');
    expect((await stranger.request<ApiErrorBody>('POST', '/tickets', { contactId: ticket.body.contactId })).body.error).toBe(
      'ERR_NO_CONTACT_FOUND',
    );
    expect((await stranger.request<TicketListResponse>('GET', '/tickets?showAll=true&searchParam=Ana')).body).toEqual({
      tickets: [],
      count: 0,
      hasMore: false,
    });
    const socket = await socketOf(stranger, (joined) => joined.emit('joinChatBox', String(ticketA)));
    const events = collect(socket, `company-${chat.companyId}-appMessage`);
    await admin.request('PUT', `/tickets/${ticketA}`, { status: 'open' });
    await admin.request('POST', `/messages/${ticketA}`, { body: 'Só para a empresa A' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual([]);
    expect((await admin.request('GET', `/tickets/${ticketA}`)).status).toBe(200);
    socket.close();
  });
});
