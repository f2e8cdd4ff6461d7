import type { QueueIntegrationRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { ProviderStandIn } from '../../../test/provider-stand-in.ts';
import { collect, connectSocket, type TestSocket } from '../../../test/socket-client.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { verifySignature } from './webhook-signature.ts';
import { WebhookDelivery } from './webhook-delivery.entity.ts';

let database: TestDatabase;
let server: TestServer;
let http: HttpClient;
let socket: TestSocket;
let bot: ProviderStandIn;
let companyId: number;
let counter = 0;
const environment = { WEBHOOK_RETRY_BASE_SECONDS: '0.2', WEBHOOK_MAX_ATTEMPTS: '5', OPENAI_TIMEOUT_SECONDS: '3' };

async function boot(extra: Record<string, string> = {}): Promise<void> {
  server = await startTestServer({ ...environment, ...extra }, database);
  http = new HttpClient(server.url);
  const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  companyId = session.user.companyId;
  socket = await connectSocket(server.url, session.token);
}

beforeAll(async () => {
  bot = await new ProviderStandIn().start();
  database = await createTestDatabase();
  await boot();
  const em = forkUnscoped(server.db.em);
  const company = await em.findOneOrFail(Company, { id: companyId });
  await em.nativeUpdate(Plan, { id: company.planId }, { queues: 100, connections: 100, useIntegrations: true });
  expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
});
afterAll(async () => {
  socket.disconnect();
  await server.stop();
  await database.drop();
  await bot.stop();
});

async function integration(fields: Record<string, unknown>): Promise<QueueIntegrationRecord> {
  counter += 1;
  const created = await http.request<QueueIntegrationRecord>('POST', '/queueIntegration', {
    name: `Robô ${counter}`,
    urlN8N: bot.url,
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** A sandbox connection whose only queue hands its tickets to the integration. */
async function connectionWith(integrationId: number): Promise<{ connectionId: number; queueId: number }> {
  counter += 1;
  const queue = await http.request<{ id: number }>('POST', '/queue', {
    name: `Fila ${counter}`,
    color: `#${String(counter).padStart(6, '0')}`,
    integrationId,
  });
  expect(queue.status, JSON.stringify(queue.body)).toBe(201);
  const connection = await http.request<{ id: number }>('POST', '/whatsapp', {
    name: `Sandbox ${counter}`,
    provider: 'sandbox',
    queueIds: [queue.body.id],
  });
  expect(connection.status, JSON.stringify(connection.body)).toBeLessThan(300);
  expect((await http.request('POST', `/sandbox/${connection.body.id}/scan`)).status).toBe(200);
  return { connectionId: connection.body.id, queueId: queue.body.id };
}

async function say(connectionId: number, from: string, body: string): Promise<void> {
  expect((await http.request('POST', `/sandbox/${connectionId}/inbound`, { from, name: 'Ana Souza', body })).status).toBe(202);
  await server.sessions.settled(connectionId);
}

async function received(connectionId: number, to: string): Promise<string[]> {
  const outbox = await http.request<{ to: string; body: string }[]>('GET', `/sandbox/${connectionId}/outbox`);
  return outbox.body.filter((entry) => entry.to === to).map((entry) => entry.body);
}

async function ticketOf(connectionId: number, number: string): Promise<Ticket> {
  const em = forkForCompany(server.db.em, companyId);
  const contact = await em.findOneOrFail(Contact, { number });
  return em.findOneOrFail(Ticket, { whatsappId: connectionId, contactId: contact.id });
}

describe('queue integration records', () => {
  it('creates, lists with a search, updates and deletes, live on company-{id}-queueIntegration', async () => {
    const events = collect<{ action: string }>(socket, `company-${companyId}-queueIntegration`);
    const created = await integration({ name: 'Fluxo Vendas', type: 'n8n' });
    expect(created).toMatchObject({ type: 'n8n', projectName: 'Fluxo Vendas', typebotDelayMessage: 1000, typebotExpires: 1 });
    expect(created.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    const typebot = await integration({ name: 'Typebot padrão', typebotSlug: 'fluxo' });
    expect(typebot.type).toBe('typebot');
    const found = await http.request<{ queueIntegrations: QueueIntegrationRecord[]; count: number }>(
      'GET',
      '/queueIntegration?searchParam=vendas',
    );
    expect(found.body.queueIntegrations.map((row) => row.id)).toEqual([created.id]);
    const updated = await http.request<QueueIntegrationRecord>('PUT', `/queueIntegration/${created.id}`, {
      type: 'webhook',
      name: 'Fluxo Suporte',
      urlN8N: bot.url,
    });
    expect(updated.body).toMatchObject({ type: 'webhook', name: 'Fluxo Suporte', projectName: 'Fluxo Suporte' });
    expect((await http.request('DELETE', `/queueIntegration/${created.id}`)).status).toBe(204);
    expect((await http.request('GET', `/queueIntegration/${created.id}`)).body).toMatchObject({ error: 'ERR_NO_INTEGRATION_FOUND' });
    await expect.poll(() => events.map((event) => event.action)).toEqual(['create', 'create', 'update', 'delete']);
  });

  it('keeps the Dialogflow credentials sealed and never sends them back', async () => {
    const json = JSON.stringify({ type: 'service_account', private_key: '-----BEGIN PRIVATE KEY-----TOPSECRET' });
    const created = await integration({
      type: 'dialogflow',
      name: 'Dialogflow',
      projectName: 'balcao-bot',
      language: 'pt-BR',
      jsonContent: json,
    });
    expect(JSON.stringify(created)).not.toContain('TOPSECRET');
    expect(JSON.stringify((await http.request('GET', `/queueIntegration/${created.id}`)).body)).not.toContain('TOPSECRET');
  });

  it('reads and replaces the webhook signing secret; the next delivery is signed with the new one', async () => {
    bot.handler = () => ({ json: {} });
    const created = await integration({ type: 'webhook', name: 'Assinado', urlN8N: `${bot.url}/signed` });
    const read = await http.request<{ webhookSecret: string }>('GET', `/queueIntegration/${created.id}/secret`);
    expect(read.body).toEqual({ webhookSecret: created.webhookSecret });
    const renewed = await http.request<{ webhookSecret: string }>('POST', `/queueIntegration/${created.id}/secret`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(renewed.body.webhookSecret).not.toBe(created.webhookSecret);
    expect((await http.request<QueueIntegrationRecord>('GET', `/queueIntegration/${created.id}`)).body.webhookSecret).toBe(
      renewed.body.webhookSecret,
    );
    const { connectionId } = await connectionWith(created.id);
    await say(connectionId, '5511955550010', 'assinado?');
    await expect.poll(() => bot.to('/signed').length, { timeout: 20_000 }).toBe(1);
    const delivery = bot.to('/signed')[0];
    const headers = delivery?.headers ?? {};
    expect(verifySignature(delivery?.body ?? '', renewed.body.webhookSecret, headers)).toBe(true);
    expect(verifySignature(delivery?.body ?? '', created.webhookSecret, headers)).toBe(false);
    for (const method of ['GET', 'POST'] as const) {
      const unknown = await http.request<{ error: string }>(method, '/queueIntegration/99999999/secret');
      expect([unknown.status, unknown.body.error]).toEqual([404, 'ERR_NO_INTEGRATION_FOUND']);
      expect((await http.request(method, '/queueIntegration/abc/secret')).status).toBe(400);
    }
  });

  it('signs the time of each delivery with its body: a delivery replayed later, re-dated or altered does not verify', async () => {
    bot.handler = () => ({ json: {} });
    const created = await integration({ type: 'webhook', name: 'Datado', urlN8N: `${bot.url}/dated` });
    const { connectionId } = await connectionWith(created.id);
    const before = Math.floor(Date.now() / 1000);
    await say(connectionId, '5511955550011', 'que horas são?');
    await expect.poll(() => bot.to('/dated').length, { timeout: 20_000 }).toBe(1);
    const delivery = bot.to('/dated')[0];
    const body = delivery?.body ?? '';
    const headers = delivery?.headers ?? {};
    const timestamp = Number(headers['x-balcao-timestamp']);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(headers['x-balcao-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifySignature(body, created.webhookSecret, headers)).toBe(true);
    // Captured and sent again ten minutes later: too old for the receiver's five minutes.
    expect(verifySignature(body, created.webhookSecret, headers, { now: (timestamp + 600) * 1000 })).toBe(false);
    // Re-dated to pass the age check: the signature covers the time.
    expect(
      verifySignature(
        body,
        created.webhookSecret,
        { ...headers, 'x-balcao-timestamp': String(timestamp + 600) },
        { now: (timestamp + 600) * 1000 },
      ),
    ).toBe(false);
    expect(verifySignature(body.replace('que horas', 'quantas horas'), created.webhookSecret, headers)).toBe(false);
  });

  it('answers bad input with 400 ERR_VALIDATION and its fields', async () => {
    const bad = await http.request<{ error: string; fields: { path: string }[] }>('POST', '/queueIntegration', {
      type: 'telegram',
      name: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('ERR_VALIDATION');
    expect(bad.body.fields.map((field) => field.path)).toEqual(expect.arrayContaining(['body.type', 'body.name']));
    const typebot = await http.request<{ fields: { path: string }[] }>('POST', '/queueIntegration', {
      name: 'Sem slug',
      urlN8N: 'ftp://x',
    });
    expect(typebot.status).toBe(400);
    expect(typebot.body.fields.map((field) => field.path)).toEqual(expect.arrayContaining(['body.urlN8N', 'body.typebotSlug']));
    expect((await http.request('GET', '/queueIntegration?pageNumber=zero')).status).toBe(400);
    expect((await http.request('PUT', '/queueIntegration/-1', {})).status).toBe(400);
  });
});

describe('Typebot', () => {
  it('runs a two-step flow through the chat API: numbered choices, the delay between bubbles, then the queue', async () => {
    const started: unknown[] = [];
    bot.handler = (request) => {
      if (request.path === '/api/v1/typebots/padaria/startChat') {
        started.push(request.json);
        return {
          json: {
            sessionId: 'sess-1',
            messages: [
              { id: 'a', type: 'text', content: { type: 'markdown', markdown: 'Olá! Eu sou o **robô** da padaria.' } },
              { id: 'b', type: 'text', content: { type: 'markdown', markdown: 'O que deseja?' } },
            ],
            input: {
              type: 'choice input',
              items: [
                { id: '1', content: 'Pão' },
                { id: '2', content: 'Bolo' },
              ],
            },
          },
        };
      }
      if (request.path === '/api/v1/sessions/sess-1/continueChat') {
        const text = (request.json as { message: { text: string } }).message.text;
        return { json: { messages: [{ id: 'c', type: 'text', content: { type: 'markdown', markdown: `Anotado: ${text}.` } }] } };
      }
      return { status: 404 };
    };
    const created = await integration({
      name: 'Padaria',
      typebotSlug: 'padaria',
      typebotDelayMessage: 400,
      typebotUnknownMessage: 'Não entendi',
    });
    const { connectionId, queueId } = await connectionWith(created.id);
    const from = '5511933330001';
    const before = Date.now();
    await say(connectionId, from, 'oi');
    expect(Date.now() - before).toBeGreaterThanOrEqual(800);
    expect(await received(connectionId, from)).toEqual([
      'Olá! Eu sou o *robô* da padaria.',
      'O que deseja?',
      '*[ 1 ]* - Pão\n*[ 2 ]* - Bolo',
    ]);
    expect(started[0]).toMatchObject({
      message: { type: 'text', text: 'oi' },
      prefilledVariables: { number: from, pushName: 'Ana Souza' },
    });
    expect(await ticketOf(connectionId, from)).toMatchObject({ useIntegration: true, integrationId: created.id });

    await say(connectionId, from, '7');
    expect((await received(connectionId, from)).at(-1)).toBe('Não entendi');
    await say(connectionId, from, '2');
    expect((await received(connectionId, from)).at(-1)).toBe('Anotado: Bolo.');
    expect(await ticketOf(connectionId, from)).toMatchObject({ status: 'pending', queueId, useIntegration: false, integrationId: null });
  });

  it('starts a new session after typebotExpires minutes, and the finish keyword hands the ticket over', async () => {
    let sessions = 0;
    bot.handler = (request) => {
      if (request.path.endsWith('/startChat')) {
        sessions += 1;
        return {
          json: {
            sessionId: `s-${sessions}`,
            messages: [{ type: 'text', content: { type: 'markdown', markdown: `Sessão ${sessions}` } }],
            input: { type: 'text input' },
          },
        };
      }
      return { json: { messages: [{ type: 'text', content: { type: 'markdown', markdown: 'ok' } }], input: { type: 'text input' } } };
    };
    const created = await integration({ name: 'Expira', typebotSlug: 'expira', typebotKeywordFinish: '#sair', typebotDelayMessage: 0 });
    const { connectionId, queueId } = await connectionWith(created.id);
    const from = '5511933330002';
    await say(connectionId, from, 'oi');
    await say(connectionId, from, 'tudo bem');
    expect(sessions).toBe(1);
    const ticket = await ticketOf(connectionId, from);
    await forkUnscoped(server.db.em)
      .getConnection()
      .execute(`update typebot_sessions set expires_at = now() - interval '1 second' where ticket_id = ${ticket.id}`);
    await say(connectionId, from, 'voltei');
    expect(sessions).toBe(2);
    expect(await received(connectionId, from)).toEqual(['Sessão 1', 'ok', 'Sessão 2']);
    await say(connectionId, from, '#SAIR');
    expect(await ticketOf(connectionId, from)).toMatchObject({ status: 'pending', queueId, useIntegration: false });
  });

  it('hands the ticket over when Typebot fails', async () => {
    bot.handler = () => ({ status: 502 });
    const created = await integration({ name: 'Quebrado', typebotSlug: 'quebrado' });
    const { connectionId, queueId } = await connectionWith(created.id);
    await say(connectionId, '5511933330003', 'oi');
    expect(await ticketOf(connectionId, '5511933330003')).toMatchObject({
      status: 'pending',
      queueId,
      useIntegration: false,
      botFailure: { bot: { kind: 'typebot', id: created.id, name: 'Quebrado' } },
    });
  });
});

describe('n8n and webhooks', () => {
  it('POSTs each message signed; a 500 hands the ticket to its queue at once, and the retries still reach the receiver across a restart', async () => {
    // Retries 2, 4, 8 and 16 s apart: the last cannot fall before the restart below, however loaded the machine.
    const spacedRetries = { WEBHOOK_RETRY_BASE_SECONDS: '2' };
    socket.disconnect();
    await server.stop();
    await boot(spacedRetries);
    let failing = true;
    bot.handler = (request) => {
      if (request.path !== '/hook') {
        return { status: 404 };
      }
      return failing ? { status: 500 } : { json: { messages: ['Recebido pelo n8n', { text: 'Já te respondo' }] } };
    };
    const created = await integration({ type: 'n8n', name: 'Fluxo n8n', urlN8N: `${bot.url}/hook` });
    const { connectionId, queueId } = await connectionWith(created.id);
    const from = '5511944440001';
    await say(connectionId, from, 'Quero um orçamento');
    await expect.poll(() => bot.to('/hook').length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    // The contact does not wait for the retries: the first failure gives the ticket to people.
    await expect
      .poll(async () => (await ticketOf(connectionId, from)).botFailure, { timeout: 10_000 })
      .toMatchObject({ bot: { kind: 'n8n', id: created.id, name: 'Fluxo n8n' }, reason: 'httpError', detail: 'HTTP 500' });
    expect(await ticketOf(connectionId, from)).toMatchObject({ status: 'pending', queueId, userId: null, useIntegration: false });

    const first = bot.to('/hook')[0];
    expect(first?.json).toMatchObject({ event: 'message', message: { body: 'Quero um orçamento' }, contact: { number: from } });
    expect(verifySignature(first?.body ?? '', created.webhookSecret, first?.headers ?? {})).toBe(true);
    expect(verifySignature(first?.body ?? '', 'another secret', first?.headers ?? {})).toBe(false);

    socket.disconnect();
    await server.stop();
    const attemptsBefore = bot.to('/hook').length;
    failing = false;
    await boot(spacedRetries);
    await expect
      .poll(
        async () => (await forkForCompany(server.db.em, companyId).findOneOrFail(WebhookDelivery, { integrationId: created.id })).status,
        {
          timeout: 45_000,
        },
      )
      .toBe('delivered');
    expect(bot.to('/hook').length).toBeGreaterThan(attemptsBefore);
    // The receiver's late answer is not sent: the ticket is the attendants' now.
    expect(await received(connectionId, from)).toEqual([]);
    socket.disconnect();
    await server.stop();
    await boot();
  }, 150_000);

  it('hands the ticket to its queue, greeting the contact as the queue says, when the receiver times out or answers an HTTP error', async () => {
    const cases: [string, () => { status?: number; json?: unknown; delayMs?: number }, string][] = [
      ['timeout', () => ({ delayMs: 4_000, json: { messages: ['tarde demais'] } }), 'timeout'],
      ['http 404', () => ({ status: 404 }), 'httpError'],
    ];
    for (const [index, [label, reply, reason]] of cases.entries()) {
      bot.handler = reply;
      const created = await integration({ type: 'webhook', name: `Receptor ${label}`, urlN8N: `${bot.url}/${label.replace(' ', '-')}` });
      const { connectionId, queueId } = await connectionWith(created.id);
      const current = await http.request<{ name: string; color: string }>('GET', `/queue/${queueId}`);
      const greeted = await http.request('PUT', `/queue/${queueId}`, {
        name: current.body.name,
        color: current.body.color,
        greetingMessage: 'Já vamos te atender.',
        integrationId: created.id,
      });
      expect(greeted.status, JSON.stringify(greeted.body)).toBe(200);
      const from = `55119555500${index}`;
      await say(connectionId, from, 'olá');
      await expect
        .poll(async () => (await ticketOf(connectionId, from)).botFailure, { timeout: 20_000 })
        .toMatchObject({ bot: { kind: 'webhook', id: created.id }, reason });
      await expect.poll(() => received(connectionId, from), { timeout: 10_000 }).toEqual(['Já vamos te atender.']);
    }
  }, 90_000);

  it('calls an answer that is not JSON a bad answer', async () => {
    bot.handler = () => ({ text: 'OK, recebido' });
    const created = await integration({ type: 'webhook', name: 'Texto puro', urlN8N: `${bot.url}/text` });
    const { connectionId } = await connectionWith(created.id);
    const from = '5511955550009';
    await say(connectionId, from, 'olá');
    await expect
      .poll(async () => (await ticketOf(connectionId, from)).botFailure, { timeout: 20_000 })
      .toMatchObject({ bot: { kind: 'webhook', id: created.id, name: 'Texto puro' }, reason: 'badAnswer' });
  });

  it('at start, retries a delivery left between attempts by a server that died before scheduling the next', async () => {
    bot.handler = (request) => (request.path === '/stuck' ? { json: { messages: ['Voltei a responder'] } } : { status: 404 });
    const created = await integration({ type: 'webhook', name: 'Interrompido', urlN8N: `${bot.url}/stuck` });
    const { connectionId } = await connectionWith(created.id);
    const from = '5511944440003';
    await say(connectionId, from, 'primeira');
    await expect.poll(() => bot.to('/stuck').length, { timeout: 30_000 }).toBe(1);
    const ticket = await ticketOf(connectionId, from);
    socket.disconnect();
    await server.stop();
    // What a crash leaves: an attempt recorded as failed, the row pending, and no job for the next one.
    const em = forkForCompany(server.db.em, companyId);
    const stuck = em.create(WebhookDelivery, {
      companyId,
      integrationId: created.id,
      ticketId: ticket.id,
      payload: { event: 'message', message: { body: 'perdida' } },
      attempts: 2,
      lastError: 'The receiver answered 500',
    });
    await em.flush();
    await boot();
    await expect
      .poll(async () => forkForCompany(server.db.em, companyId).findOneOrFail(WebhookDelivery, { id: stuck.id }, { refresh: true }), {
        timeout: 30_000,
      })
      .toMatchObject({ status: 'delivered', attempts: 3 });
    expect(bot.to('/stuck').map((request) => (request.json as { message: { body: string } }).message.body)).toEqual([
      'primeira',
      'perdida',
    ]);
    // The sandbox phone's outbox starts empty with the new process: the answer to the recovered delivery reaches it.
    await expect.poll(() => received(connectionId, from), { timeout: 30_000 }).toEqual(['Voltei a responder']);
  }, 120_000);

  it('marks a delivery failed after the last attempt', async () => {
    bot.handler = () => ({ status: 503 });
    const created = await integration({ type: 'webhook', name: 'Sempre falha', urlN8N: `${bot.url}/down` });
    const { connectionId } = await connectionWith(created.id);
    await say(connectionId, '5511944440002', 'alô');
    await expect
      .poll(
        async () => forkForCompany(server.db.em, companyId).findOne(WebhookDelivery, { integrationId: created.id }, { refresh: true }),
        {
          timeout: 60_000,
          interval: 500,
        },
      )
      .toMatchObject({ status: 'failed', attempts: 5 });
  });
});
