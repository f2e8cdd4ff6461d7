import type { ApiErrorBody, TicketRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/fixtures.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { newQueue, signedInUser, type SignedIn } from '../../../test/inbox.ts';

let server: TestServer;
let admin: HttpClient;
let chat: SandboxConversation;
let connectionId: number;
let sales: { id: number };
let support: { id: number };
let finance: { id: number };
/** Ana works Sales; Bruno Support; Carla Support and Finance. */
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  chat = new SandboxConversation(server, admin, session.user.companyId);
  expect((await admin.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
  connectionId = await chat.connection();
  sales = await newQueue(admin, 'Vendas');
  support = await newQueue(admin, 'Suporte');
  finance = await newQueue(admin, 'Financeiro');
  ana = await signedInUser(server, chat.companyId, { queueIds: [sales.id] });
  bruno = await signedInUser(server, chat.companyId, { queueIds: [support.id] });
  carla = await signedInUser(server, chat.companyId, { queueIds: [support.id, finance.id] });
});
afterAll(async () => {
  await server.stop();
});

let numberCounter = 0;
/** A contact writes in; the admin puts the ticket in Sales and Ana accepts it. */
async function anasTicket(): Promise<number> {
  numberCounter += 1;
  const number = `55119400${String(numberCounter).padStart(5, '0')}`;
  await chat.say(connectionId, number, 'Quero comprar', 'Davi Rocha');
  const ticket = await chat.ticketOf(connectionId, number);
  expect((await put(admin, ticket.id, { queueId: sales.id, status: 'pending', userId: null })).status).toBe(200);
  const accepted = await put(ana.http, ticket.id, { status: 'open', userId: ana.user.id });
  expect([accepted.status, accepted.body.queueId]).toEqual([200, sales.id]);
  return ticket.id;
}

function put(client: HttpClient, id: number, body: Record<string, unknown>) {
  return client.request<TicketRecord & ApiErrorBody>('PUT', `/tickets/${id}`, body);
}

describe('handing a ticket to a colleague of another queue', () => {
  it('lands in the colleague’s only queue when none is named; they reach it, the giver no longer does', async () => {
    const ticketId = await anasTicket();
    const moved = await put(ana.http, ticketId, { userId: bruno.user.id });
    expect([moved.status, moved.body.status, moved.body.userId, moved.body.queueId, moved.body.queue?.name]).toEqual([
      200,
      'open',
      bruno.user.id,
      support.id,
      'Suporte',
    ]);
    expect((await bruno.http.request('GET', `/tickets/${ticketId}`)).status).toBe(200);
    const gone = await ana.http.request<ApiErrorBody>('GET', `/tickets/${ticketId}`);
    expect([gone.status, gone.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
  });

  it('keeps the queue named in the transfer', async () => {
    const ticketId = await anasTicket();
    const moved = await put(ana.http, ticketId, { userId: carla.user.id, queueId: finance.id });
    expect([moved.status, moved.body.userId, moved.body.queueId]).toEqual([200, carla.user.id, finance.id]);
  });

  it('asks which queue for a colleague of several queues, none of them the ticket’s, and changes nothing meanwhile', async () => {
    const ticketId = await anasTicket();
    const refused = await put(ana.http, ticketId, { userId: carla.user.id });
    expect([refused.status, refused.body.error, refused.body.fields?.map(({ path }) => path)]).toEqual([
      400,
      'ERR_VALIDATION',
      ['body.queueId'],
    ]);
    const still = await ana.http.request<TicketRecord>('GET', `/tickets/${ticketId}`);
    expect([still.body.userId, still.body.queueId]).toEqual([ana.user.id, sales.id]);
  });

  it('keeps the ticket’s queue when the colleague works it', async () => {
    const ticketId = await anasTicket();
    expect((await put(ana.http, ticketId, { userId: bruno.user.id })).body.queueId).toBe(support.id);
    const moved = await put(bruno.http, ticketId, { userId: carla.user.id });
    expect([moved.status, moved.body.userId, moved.body.queueId]).toEqual([200, carla.user.id, support.id]);
  });

  it('never hands a ticket to a user of another company', async () => {
    const ticketId = await anasTicket();
    const other = await createCompany(server.db.em);
    const stranger = await signedInUser(server, other.id, { queueIds: [] });
    const refused = await put(ana.http, ticketId, { userId: stranger.user.id });
    expect([refused.status, refused.body.error]).toEqual([404, 'ERR_NO_USER_FOUND']);
  });
});
