import type { ApiErrorBody, OtherOpenTicketDetails, TicketRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { newQueue, signedInUser } from '../../../test/inbox.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Ticket } from './ticket.entity.ts';
import { TicketTracking } from './ticket-tracking.entity.ts';

let server: TestServer;
let admin: HttpClient;
let chat: SandboxConversation;
let adminId: number;
let adminName: string;
let connectionId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  adminId = session.user.id;
  adminName = session.user.name;
  chat = new SandboxConversation(server, admin, session.user.companyId);
  expect((await admin.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
  connectionId = await chat.connection({ complationMessage: 'Atendimento encerrado.' });
});
afterAll(async () => {
  await server.stop();
});

let numberCounter = 0;
/** A contact writes in, leaving a pending ticket without a queue. */
async function pendingTicket(connection = connectionId): Promise<{ ticket: Ticket; number: string }> {
  numberCounter += 1;
  const number = `55119300${String(numberCounter).padStart(5, '0')}`;
  await chat.say(connection, number, 'Olá, preciso de ajuda', 'Bruna Lima');
  return { ticket: await chat.ticketOf(connection, number), number };
}

function put(client: HttpClient, id: number, body: Record<string, unknown>) {
  return client.request<TicketRecord & ApiErrorBody>('PUT', `/tickets/${id}`, body);
}

async function trackings(ticketId: number): Promise<TicketTracking[]> {
  return chat.em.find(TicketTracking, { ticketId }, { orderBy: { id: 'asc' } });
}

describe('ticket transitions', () => {
  it('accepts a pending ticket: open, assigned to the caller, tracking started; the greeting only with sendGreetingAccepted', async () => {
    const quiet = await pendingTicket();
    const accepted = await put(admin, quiet.ticket.id, { status: 'open' });
    expect(accepted.status).toBe(200);
    expect([accepted.body.status, accepted.body.userId, accepted.body.user?.name]).toEqual(['open', adminId, adminName]);
    expect((await trackings(quiet.ticket.id)).map((row) => [row.userId, row.startedAt !== null])).toEqual([[adminId, true]]);
    expect(await chat.received(connectionId, quiet.number)).toEqual([]);

    expect((await admin.request('PUT', '/settings/sendGreetingAccepted', { value: 'enabled' })).status).toBe(200);
    const greeted = await pendingTicket();
    expect((await put(admin, greeted.ticket.id, { status: 'open', userId: adminId })).status).toBe(200);
    const [greeting] = await chat.received(connectionId, greeted.number);
    expect(greeting).toContain('*Bruna Lima*');
    expect(greeting).toContain(`*${adminName}*`);
    expect((await admin.request('PUT', '/settings/sendGreetingAccepted', { value: 'disabled' })).status).toBe(200);
  });

  it('returns an open ticket to pending, clearing the user and re-queuing the tracking row', async () => {
    const { ticket } = await pendingTicket();
    await put(admin, ticket.id, { status: 'open' });
    const returned = await put(admin, ticket.id, { status: 'pending', userId: null });
    expect([returned.status, returned.body.status, returned.body.userId, returned.body.user]).toEqual([200, 'pending', null, null]);
    const [row] = await trackings(ticket.id);
    expect([row?.startedAt, row?.userId, row?.queuedAt !== null]).toEqual([null, null, true]);
  });

  it('closes through the closing rules: completion message, tracking finished, integration and prompt cleared', async () => {
    const { ticket, number } = await pendingTicket();
    await put(admin, ticket.id, { status: 'open', useIntegration: true, integrationId: 7, promptId: 3 });
    const closed = await put(admin, ticket.id, { status: 'closed' });
    expect(closed.status).toBe(200);
    expect([closed.body.status, closed.body.useIntegration, closed.body.integrationId, closed.body.promptId]).toEqual([
      'closed',
      false,
      null,
      null,
    ]);
    expect(await chat.received(connectionId, number)).toEqual(['Atendimento encerrado.']);
    expect((await trackings(ticket.id))[0]?.finishedAt).not.toBeNull();
  });

  it('reopens a closed ticket for the caller in the same queue, as a new attendance cycle', async () => {
    const queue = await newQueue(admin);
    const { ticket } = await pendingTicket();
    await put(admin, ticket.id, { status: 'open', queueId: queue.id, userId: adminId });
    await put(admin, ticket.id, { status: 'closed' });
    const reopened = await put(admin, ticket.id, { status: 'open' });
    expect([reopened.status, reopened.body.status, reopened.body.userId, reopened.body.queueId]).toEqual([200, 'open', adminId, queue.id]);
    const rows = await trackings(ticket.id);
    expect(rows).toHaveLength(2);
    expect([rows[1]?.finishedAt, rows[1]?.userId, rows[1]?.startedAt !== null]).toEqual([null, adminId, true]);
  });

  it('refuses a reopen while the contact has another active ticket there: 409 naming its user and queue, never 500', async () => {
    const queue = await newQueue(admin, 'Financeiro Reabrir');
    const { ticket, number } = await pendingTicket();
    await put(admin, ticket.id, { status: 'open' });
    await put(admin, ticket.id, { status: 'closed' });
    // The reopen window is over: the contact's next message starts a new ticket.
    await chat.em.nativeUpdate(Ticket, { id: ticket.id }, { closedAt: new Date(Date.now() - 24 * 3_600_000) });
    await chat.say(connectionId, number, 'Voltei');
    const newer = await chat.ticketOf(connectionId, number);
    expect(newer.id).not.toBe(ticket.id);
    await put(admin, newer.id, { status: 'open', queueId: queue.id, userId: adminId });

    const refused = await put(admin, ticket.id, { status: 'open' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('ERR_OTHER_OPEN_TICKET');
    const details = refused.body.details as OtherOpenTicketDetails;
    expect(details).toEqual({
      ticketId: newer.id,
      uuid: newer.uuid,
      user: { id: adminId, name: adminName },
      queue: { id: queue.id, name: 'Financeiro Reabrir' },
    });
    expect((await chat.em.findOneOrFail(Ticket, { id: ticket.id })).status).toBe('closed');
  });

  it('transfers to a queue without a user: pending in that queue, user cleared, with the transfer message when enabled', async () => {
    expect((await admin.request('PUT', '/settings/sendMsgTransfTicket', { value: 'enabled' })).status).toBe(200);
    const queue = await newQueue(admin, 'Suporte Transfer');
    const { ticket, number } = await pendingTicket();
    await put(admin, ticket.id, { status: 'open' });
    const moved = await put(admin, ticket.id, { queueId: queue.id });
    expect([moved.status, moved.body.status, moved.body.userId, moved.body.queue?.name]).toEqual([
      200,
      'pending',
      null,
      'Suporte Transfer',
    ]);
    expect((await chat.received(connectionId, number)).at(-1)).toContain('*Suporte Transfer*');
    expect((await admin.request('PUT', '/settings/sendMsgTransfTicket', { value: 'disabled' })).status).toBe(200);
  });

  it('transfers to a user (and a queue): the ticket stays open with them; the tracking row follows the attendant', async () => {
    const queue = await newQueue(admin);
    const colleague = await signedInUser(server, chat.companyId, { queueIds: [queue.id] });
    const { ticket, number } = await pendingTicket();
    await put(admin, ticket.id, { status: 'open' });
    const moved = await put(admin, ticket.id, { queueId: queue.id, userId: colleague.user.id });
    expect([moved.status, moved.body.status, moved.body.userId, moved.body.queueId]).toEqual([200, 'open', colleague.user.id, queue.id]);
    expect((await trackings(ticket.id))[0]?.userId).toBe(colleague.user.id);
    expect(await chat.received(connectionId, number)).toEqual([]);
    // The colleague now reaches it; answering is theirs.
    expect((await colleague.http.request('GET', `/tickets/${ticket.id}`)).status).toBe(200);
  });

  it('moves a ticket to another connection only when the contact has no active ticket there', async () => {
    const other = await chat.connection();
    const { ticket, number } = await pendingTicket();
    await chat.say(other, number, 'Também por aqui');
    const there = await chat.ticketOf(other, number);
    const refused = await put(admin, ticket.id, { whatsappId: other });
    expect([refused.status, refused.body.error, (refused.body.details as OtherOpenTicketDetails).ticketId]).toEqual([
      409,
      'ERR_OTHER_OPEN_TICKET',
      there.id,
    ]);
    await put(admin, there.id, { status: 'closed' });
    const moved = await put(admin, ticket.id, { whatsappId: other });
    expect([moved.status, moved.body.whatsappId]).toEqual([200, other]);
  });

  it('answers 404 for unknown references and 400 with fields for bad input', async () => {
    const { ticket } = await pendingTicket();
    expect((await put(admin, ticket.id, { queueId: 999_999 })).body.error).toBe('ERR_NO_QUEUE_FOUND');
    expect((await put(admin, ticket.id, { userId: 999_999 })).body.error).toBe('ERR_NO_USER_FOUND');
    expect((await put(admin, ticket.id, { whatsappId: 999_999 })).body.error).toBe('ERR_NO_WAPP_FOUND');
    expect((await put(admin, 999_999, { status: 'open' })).body.error).toBe('ERR_NO_TICKET_FOUND');
    const bad = await put(admin, ticket.id, { status: 'solved', userId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual(['body.status', 'body.userId']);
    const badId = await admin.request<ApiErrorBody>('PUT', '/tickets/abc', { status: 'open' });
    expect([badId.status, badId.body.fields?.[0]?.path]).toEqual([400, 'params.id']);
  });
});

describe('starting a ticket', () => {
  it('opens a ticket for the caller on the default connection; a second one for the contact names who holds the first', async () => {
    const queue = await newQueue(admin, 'Vendas Novo');
    const contact = chat.em.create(Contact, { companyId: chat.companyId, name: 'Carla Dias', number: '5511977770001' });
    await chat.em.persist(contact).flush();
    const defaultConnection = (await admin.request<{ id: number; isDefault: boolean }[]>('GET', '/whatsapp')).body.find(
      (connection) => connection.isDefault,
    );

    const created = await admin.request<TicketRecord>('POST', '/tickets', { contactId: contact.id, queueId: queue.id, status: 'pending' });
    expect(created.status).toBe(200);
    expect([created.body.status, created.body.userId, created.body.whatsappId, created.body.contact.name]).toEqual([
      'open',
      adminId,
      defaultConnection?.id,
      'Carla Dias',
    ]);
    expect((await trackings(created.body.id))[0]?.startedAt).not.toBeNull();

    const again = await admin.request<ApiErrorBody>('POST', '/tickets', { contactId: contact.id, whatsappId: defaultConnection?.id });
    expect([again.status, again.body.error]).toEqual([409, 'ERR_OTHER_OPEN_TICKET']);
    expect(again.body.details).toMatchObject({ ticketId: created.body.id, user: { name: adminName }, queue: { name: 'Vendas Novo' } });
  });

  it('uses the given connection, else the user default; refuses unknown contacts and, for attendants, a missing queue', async () => {
    const connection = await chat.connection();
    const contact = chat.em.create(Contact, { companyId: chat.companyId, name: 'Davi Rocha', number: '5511977770002' });
    await chat.em.persist(contact).flush();
    const created = await admin.request<TicketRecord>('POST', '/tickets', { contactId: contact.id, whatsappId: connection });
    expect([created.status, created.body.whatsappId]).toEqual([200, connection]);
    expect((await admin.request<ApiErrorBody>('POST', '/tickets', { contactId: 999_999 })).body.error).toBe('ERR_NO_CONTACT_FOUND');
    const attendant = await signedInUser(server, chat.companyId);
    const noQueue = await attendant.http.request<ApiErrorBody>('POST', '/tickets', { contactId: contact.id });
    expect([noQueue.status, noQueue.body.fields?.[0]?.path]).toEqual([400, 'body.queueId']);
  });
});
