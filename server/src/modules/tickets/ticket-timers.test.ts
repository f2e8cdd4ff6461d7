import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestDatabase, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { connectSocket, collect } from '../../../test/socket-client.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from './ticket.entity.ts';
import { TicketTracking } from './ticket-tracking.entity.ts';

const minutes = (count: number) => new Date(Date.now() + count * 60_000);

describe('ticket timers', () => {
  let server: TestServer;
  let chat: SandboxConversation;
  let userId: number;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    const http = new HttpClient(server.url);
    const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    userId = session.user.id;
    token = session.token;
    chat = new SandboxConversation(server, http, session.user.companyId);
    expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('closes an open chat whose contact went silent after expiresTicket minutes, once, with the inactivity message', async () => {
    const id = await chat.connection({ expiresTicket: 5, expiresInactiveMessage: 'Encerramos por inatividade, {{firstName}}.' });
    await chat.say(id, '5511910000001', 'Oi');
    const ticket = await chat.ticketOf(id, '5511910000001');
    await chat.accept(ticket.id, userId);
    await chat.reply(ticket.id, userId, 'Olá! Como posso ajudar?');

    expect((await server.timers.sweep(minutes(4))).expired).toBe(0);
    expect((await chat.em.findOneOrFail(Ticket, { id: ticket.id })).status).toBe('open');

    expect((await server.timers.sweep(minutes(6))).expired).toBe(1);
    expect((await server.timers.sweep(minutes(7))).expired).toBe(0);

    const closed = await chat.em.findOneOrFail(Ticket, { id: ticket.id });
    expect([closed.status, closed.closedAt]).toEqual(['closed', expect.any(Date)]);
    const tracking = await chat.em.findOneOrFail(TicketTracking, { ticketId: ticket.id });
    expect(tracking.finishedAt).toEqual(expect.any(Date));
    expect(tracking.ratingAt).toBeNull();
    expect(await chat.received(id, '5511910000001')).toEqual(['Olá! Como posso ajudar?', 'Encerramos por inatividade, Ana.']);
    const stored = await chat.messagesOf(ticket.id);
    expect(stored.at(-1)).toMatchObject({ body: 'Encerramos por inatividade, Ana.', fromMe: true, sendStatus: 'sent' });
  });

  it('leaves a chat open while the contact waits for an answer, and never closes when expiresTicket is 0', async () => {
    const waiting = await chat.connection({ expiresTicket: 5, expiresInactiveMessage: 'Tchau' });
    await chat.say(waiting, '5511910000002', 'Oi');
    const ticket = await chat.ticketOf(waiting, '5511910000002');
    await chat.accept(ticket.id, userId);
    await chat.reply(ticket.id, userId, 'Olá');
    await chat.say(waiting, '5511910000002', 'Preciso de ajuda com meu pedido');

    const never = await chat.connection({ expiresTicket: 0, expiresInactiveMessage: 'Tchau' });
    await chat.say(never, '5511910000003', 'Oi');
    const other = await chat.ticketOf(never, '5511910000003');
    await chat.accept(other.id, userId);
    await chat.reply(other.id, userId, 'Olá');

    await server.timers.sweep(minutes(600));
    expect((await chat.em.findOneOrFail(Ticket, { id: ticket.id })).status).toBe('open');
    expect((await chat.em.findOneOrFail(Ticket, { id: other.id })).status).toBe('open');
  });

  it('moves a pending ticket still without a queue to transferQueueId after timeToTransfer minutes, announcing it to the queue', async () => {
    const sales = await chat.http.request<{ id: number }>('POST', '/queue', { name: 'Vendas T', color: '#123456' });
    const support = await chat.http.request<{ id: number }>('POST', '/queue', { name: 'Suporte T', color: '#654321' });
    const id = await chat.connection({
      greetingMessage: 'Escolha:',
      queueIds: [sales.body.id, support.body.id],
      timeToTransfer: 3,
      transferQueueId: support.body.id,
    });
    const socket = await connectSocket(server.url, token);
    socket.emit('joinNotification');
    const ticketEvents = collect<{ action: string; ticket?: { id: number; queueId: number | null } }>(
      socket,
      `company-${chat.companyId}-ticket`,
    );
    await chat.say(id, '5511910000004', 'Oi');
    const ticket = await chat.ticketOf(id, '5511910000004');
    expect(ticket.queueId ?? null).toBeNull();

    expect((await server.timers.sweep(minutes(2))).transferred).toBe(0);
    expect((await server.timers.sweep(minutes(4))).transferred).toBe(1);
    expect((await server.timers.sweep(minutes(5))).transferred).toBe(0);

    const moved = await chat.em.findOneOrFail(Ticket, { id: ticket.id });
    expect([moved.status, moved.queueId, moved.chatbot]).toEqual(['pending', support.body.id, false]);
    await expect
      .poll(() => ticketEvents.filter((event) => event.ticket?.id === ticket.id && event.ticket.queueId === support.body.id).length)
      .toBe(1);
    socket.close();
  });

  it('marks a send that was cut off mid-way as failed, never resending it', async () => {
    const id = await chat.connection();
    await chat.say(id, '5511910000005', 'Oi');
    const ticket = await chat.ticketOf(id, '5511910000005');
    const em = chat.em;
    const stuck = em.create(Message, {
      companyId: chat.companyId,
      ticketId: ticket.id,
      whatsappId: id,
      waId: 'pending:cut-off',
      body: 'Mensagem interrompida',
      fromMe: true,
      sendStatus: 'pending',
      sentAt: new Date(),
    });
    await em.flush();

    expect((await server.timers.sweep(minutes(1))).interruptedSends).toBe(0);
    expect((await server.timers.sweep(minutes(3))).interruptedSends).toBe(1);
    await em.refresh(stuck);
    expect(stuck.sendStatus).toBe('failed');
    expect(stuck.sendError).toMatch(/Interrupted/);
    expect(await chat.received(id, '5511910000005')).not.toContain('Mensagem interrompida');
  });
});

describe('ticket timers across a restart', () => {
  it('fires a timer that fell due while the server was down exactly once, on the Agenda schedule', async () => {
    const database = await createTestDatabase();
    const environment = { TICKET_TIMERS_EVERY: '1 second' };
    let server = await startTestServer(environment, database);
    try {
      const http = new HttpClient(server.url);
      const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      const chat = new SandboxConversation(server, http, session.user.companyId);
      const id = await chat.connection({ expiresTicket: 10, expiresInactiveMessage: 'Encerrado por inatividade' });
      await chat.say(id, '5511910000010', 'Oi');
      const ticket = await chat.ticketOf(id, '5511910000010');
      await chat.accept(ticket.id, session.user.id);
      await chat.reply(ticket.id, session.user.id, 'Posso ajudar?');
      await server.close();

      // Fifteen minutes pass while the server is down.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(`update tickets set updated_at = now() - interval '15 minutes' where id = $1`, [ticket.id]);
      await client.end();

      const inactivityMessages = async (running: TestServer) =>
        forkForCompany(running.db.em, session.user.companyId).count(Message, { ticketId: ticket.id, body: 'Encerrado por inatividade' });

      server = await startTestServer(environment, database);
      await expect
        .poll(async () => (await forkForCompany(server.db.em, session.user.companyId).findOneOrFail(Ticket, { id: ticket.id })).status, {
          timeout: 15_000,
        })
        .toBe('closed');
      await expect.poll(() => inactivityMessages(server), { timeout: 5_000 }).toBe(1);
      await server.close();

      server = await startTestServer(environment, database);
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await inactivityMessages(server)).toBe(1);
    } finally {
      await server.close();
      await database.drop();
    }
  }, 60_000);
});
