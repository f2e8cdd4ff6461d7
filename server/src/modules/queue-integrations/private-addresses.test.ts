import type { QueueIntegrationRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { completion, ProviderStandIn } from '../../../test/provider-stand-in.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Prompt } from '../prompts/prompt.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { QueueIntegration } from './queue-integration.entity.ts';
import { WebhookDelivery } from './webhook-delivery.entity.ts';

/**
 * Addresses a company gives the server to call. The operator allows 127.0.0.2 (where `allowed`
 * listens); `inside` listens on 127.0.0.1, a loopback address nobody allowed, standing for the
 * operator's internal services: it must never receive a request.
 */
let server: TestServer;
let http: HttpClient;
let allowed: ProviderStandIn;
let inside: ProviderStandIn;
let companyId: number;
let counter = 0;

const PROMPT_TEXT = 'Você é a assistente da Padaria Balcão. Responda em português, com frases curtas e gentis.';

type Refusal = { error: string; fields: { path: string; message: string }[]; details: { address: string; range: string } };

beforeAll(async () => {
  allowed = await new ProviderStandIn().start('127.0.0.2');
  inside = await new ProviderStandIn().start('127.0.0.1');
  inside.handler = () => ({ json: { messages: ['from the inside'] } });
  server = await startTestServer({
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.2',
    WEBHOOK_MAX_ATTEMPTS: '1',
    OPENAI_TIMEOUT_SECONDS: '3',
  });
  http = new HttpClient(server.url);
  const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  companyId = session.user.companyId;
  const em = forkUnscoped(server.db.em);
  const company = await em.findOneOrFail(Company, { id: companyId });
  await em.nativeUpdate(Plan, { id: company.planId }, { queues: 100, connections: 100, useIntegrations: true, useOpenAi: true });
  expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
});
afterAll(async () => {
  await server.stop();
  await allowed.stop();
  await inside.stop();
});

async function newQueue(fields: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const queue = await http.request<{ id: number }>('POST', '/queue', {
    name: `Fila ${counter}`,
    color: `#${String(counter).padStart(6, '0')}`,
    ...fields,
  });
  expect(queue.status, JSON.stringify(queue.body)).toBe(201);
  return queue.body.id;
}

/** A sandbox connection whose only queue hands its tickets to the bot. */
async function connectionFor(queueId: number): Promise<number> {
  counter += 1;
  const connection = await http.request<{ id: number }>('POST', '/whatsapp', {
    name: `Sandbox ${counter}`,
    provider: 'sandbox',
    queueIds: [queueId],
  });
  expect(connection.status, JSON.stringify(connection.body)).toBeLessThan(300);
  expect((await http.request('POST', `/sandbox/${connection.body.id}/scan`)).status).toBe(200);
  return connection.body.id;
}

async function webhook(urlN8N: string): Promise<QueueIntegrationRecord> {
  counter += 1;
  const created = await http.request<QueueIntegrationRecord>('POST', '/queueIntegration', {
    type: 'webhook',
    name: `Gancho ${counter}`,
    urlN8N,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
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

async function deliveryOf(integrationId: number): Promise<WebhookDelivery | null> {
  return forkForCompany(server.db.em, companyId).findOne(WebhookDelivery, { integrationId });
}

const insidePort = () => new URL(inside.url).port;

describe('addresses refused when saved', () => {
  const privateUrls = () => [
    [`http://127.0.0.1:${insidePort()}/hook`, 'loopback'],
    [`http://localhost:${insidePort()}/hook`, 'loopback'],
    ['http://10.0.0.1/hook', 'private'],
    ['http://172.16.5.4/hook', 'private'],
    ['http://192.168.1.1/hook', 'private'],
    ['http://100.64.0.1/hook', 'carrierGradeNat'],
    ['http://169.254.169.254/latest/meta-data/', 'linkLocal'],
    ['http://224.0.0.1/hook', 'multicast'],
    ['http://0.0.0.0/hook', 'unspecified'],
    ['http://[::1]/hook', 'loopback'],
    ['http://[fd00::1]/hook', 'uniqueLocal'],
    ['http://[fe80::1]/hook', 'linkLocal'],
    [`http://[::ffff:127.0.0.1]:${insidePort()}/hook`, 'loopback'],
  ];

  it('refuses a webhook, n8n or Typebot address on a private network, under the URL field, storing nothing', async () => {
    const types = ['webhook', 'n8n', 'typebot'] as const;
    for (const [index, [url, range]] of privateUrls().entries()) {
      const type = types[index % types.length];
      const refused = await http.request<Refusal>('POST', '/queueIntegration', {
        type,
        name: `Interno ${index}`,
        urlN8N: url,
        typebotSlug: 'fluxo',
      });
      expect([refused.status, refused.body.error], url).toEqual([400, 'ERR_OUTBOUND_ADDRESS_REFUSED']);
      expect(refused.body.fields.map((field) => field.path)).toEqual(['body.urlN8N']);
      expect(refused.body.details.range, url).toBe(range);
    }
    const list = await http.request<{ queueIntegrations: QueueIntegrationRecord[] }>('GET', '/queueIntegration?searchParam=interno');
    expect(list.body.queueIntegrations).toEqual([]);
    expect(inside.requests).toEqual([]);
  });

  it('refuses moving a saved integration to a private address, and keeps its address', async () => {
    const created = await webhook(`${allowed.url}/hook`);
    const moved = await http.request<Refusal>('PUT', `/queueIntegration/${created.id}`, {
      type: 'webhook',
      name: created.name,
      urlN8N: 'http://169.254.169.254/latest/meta-data/iam/',
    });
    expect([moved.status, moved.body.error]).toEqual([400, 'ERR_OUTBOUND_ADDRESS_REFUSED']);
    expect(moved.body.details).toMatchObject({ address: '169.254.169.254', range: 'linkLocal' });
    expect((await http.request<QueueIntegrationRecord>('GET', `/queueIntegration/${created.id}`)).body.urlN8N).toBe(`${allowed.url}/hook`);
  });

  it("refuses an AI prompt's base URL on a private network", async () => {
    const queueId = await newQueue();
    for (const [url, range] of privateUrls()) {
      const refused = await http.request<Refusal>('POST', '/prompt', {
        name: 'Assistente interna',
        prompt: PROMPT_TEXT,
        apiKey: 'sk-test-0123456789',
        queueId,
        baseUrl: url,
      });
      expect([refused.status, refused.body.error], url).toEqual([400, 'ERR_OUTBOUND_ADDRESS_REFUSED']);
      expect(refused.body.fields.map((field) => field.path)).toEqual(['body.baseUrl']);
      expect(refused.body.details.range, url).toBe(range);
    }
    expect(inside.requests).toEqual([]);
  });
});

describe('addresses checked when called', () => {
  it('delivers to the address the operator allows', async () => {
    allowed.handler = (request) => (request.path === '/hook' ? { json: { messages: ['Recebido'] } } : { status: 404 });
    const created = await webhook(`${allowed.url}/hook`);
    const connectionId = await connectionFor(await newQueue({ integrationId: created.id }));
    await say(connectionId, '5511933330001', 'olá');
    await expect.poll(() => received(connectionId, '5511933330001'), { timeout: 20_000 }).toEqual(['Recebido']);
    expect((await deliveryOf(created.id))?.status).toBe('delivered');
  });

  it('refuses a name that resolves to a loopback address when the delivery connects, and hands the ticket to people', async () => {
    const created = await webhook(`${allowed.url}/hook`);
    // Stored before the rule, or a name whose address changed since it was saved: it now resolves to 127.0.0.1.
    await forkForCompany(server.db.em, companyId).nativeUpdate(
      QueueIntegration,
      { id: created.id },
      { urlN8N: `http://localhost:${insidePort()}/hook` },
    );
    const queueId = await newQueue({ integrationId: created.id });
    const connectionId = await connectionFor(queueId);
    await say(connectionId, '5511933330002', 'tem alguém aí?');
    await expect.poll(async () => (await deliveryOf(created.id))?.status, { timeout: 20_000 }).toBe('failed');
    expect((await deliveryOf(created.id))?.lastError).toContain('localhost (127.0.0.1) is a loopback address');
    // The hand-off follows the failed attempt in its own transaction.
    await expect.poll(async () => (await ticketOf(connectionId, '5511933330002')).botFailure, { timeout: 20_000 }).not.toBeNull();
    const ticket = await ticketOf(connectionId, '5511933330002');
    expect(ticket).toMatchObject({
      status: 'pending',
      queueId,
      botFailure: { bot: { kind: 'webhook', id: created.id }, reason: 'unreachable' },
    });
    expect(ticket.botFailure?.detail).toContain('is a loopback address');
    expect(inside.requests).toEqual([]);
  });

  it('follows a redirect to an allowed address, and refuses one to a private address', async () => {
    allowed.handler = (request) => {
      if (request.path === '/to-inside') {
        return { status: 307, headers: { location: `${inside.url}/hook` } };
      }
      if (request.path === '/to-metadata') {
        return { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } };
      }
      if (request.path === '/to-final') {
        return { status: 307, headers: { location: `${allowed.url}/final` } };
      }
      return request.path === '/final' ? { json: { messages: ['Depois do desvio'] } } : { status: 404 };
    };
    const moved = await webhook(`${allowed.url}/to-final`);
    const movedConnection = await connectionFor(await newQueue({ integrationId: moved.id }));
    await say(movedConnection, '5511933330003', 'pedido');
    await expect.poll(() => received(movedConnection, '5511933330003'), { timeout: 20_000 }).toEqual(['Depois do desvio']);
    expect(allowed.to('/final')[0]?.json).toMatchObject({ message: { body: 'pedido' } });

    for (const [path, detail] of [
      ['/to-inside', '127.0.0.1 is a loopback address'],
      ['/to-metadata', '169.254.169.254 is a link-local address'],
    ] as const) {
      const created = await webhook(`${allowed.url}${path}`);
      const connectionId = await connectionFor(await newQueue({ integrationId: created.id }));
      const from = `55119333300${path.length}`;
      await say(connectionId, from, 'desvio');
      await expect.poll(async () => (await deliveryOf(created.id))?.status, { timeout: 20_000 }).toBe('failed');
      expect(allowed.to(path)).toHaveLength(1);
      expect((await deliveryOf(created.id))?.lastError).toContain(detail);
      await expect
        .poll(async () => (await ticketOf(connectionId, from)).botFailure, { timeout: 20_000 })
        .toMatchObject({ reason: 'unreachable' });
    }
    expect(inside.requests).toEqual([]);
  });

  it("refuses an AI prompt's base URL that resolves to a loopback address: the API key never leaves", async () => {
    allowed.handler = (request) => (request.path === '/v1/chat/completions' ? { json: completion('Bom dia!') } : { status: 404 });
    const queueId = await newQueue();
    const created = await http.request<{ id: number }>('POST', '/prompt', {
      name: 'Assistente',
      prompt: PROMPT_TEXT,
      apiKey: 'sk-test-0123456789SECRET',
      queueId,
      baseUrl: `${allowed.url}/v1`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const connectionId = await connectionFor(queueId);
    await say(connectionId, '5511933330010', 'bom dia');
    await expect.poll(() => received(connectionId, '5511933330010'), { timeout: 20_000 }).toEqual(['Bom dia!']);

    await forkForCompany(server.db.em, companyId).nativeUpdate(
      Prompt,
      { id: created.body.id },
      { baseUrl: `http://localhost:${insidePort()}/v1` },
    );
    await say(connectionId, '5511933330011', 'bom dia');
    await expect
      .poll(async () => (await ticketOf(connectionId, '5511933330011')).botFailure, { timeout: 20_000 })
      .toMatchObject({ bot: { kind: 'prompt', id: created.body.id }, reason: 'unreachable' });
    expect((await ticketOf(connectionId, '5511933330011')).botFailure?.detail).toContain('localhost (127.0.0.1) is a loopback address');
    expect(inside.requests).toEqual([]);
  });
});
