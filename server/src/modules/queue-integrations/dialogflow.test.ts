import type { DialogflowTestResponse, QueueIntegrationRecord } from '@balcao/shared';
import { jwtVerify, importSPKI } from 'jose';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { ProviderStandIn, type StandInRequest, type StandInReply } from '../../../test/provider-stand-in.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

/** Google's OAuth token endpoint and Dialogflow's detectIntent, played by a local server. */
let google: ProviderStandIn;
let server: TestServer;
let http: HttpClient;
let companyId: number;
let counter = 0;

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const serviceAccount = JSON.stringify({
  type: 'service_account',
  project_id: 'balcao-bot',
  private_key_id: 'key-1',
  private_key: keys.privateKey,
  client_email: 'bot@balcao-bot.iam.gserviceaccount.com',
});
const ACCESS_TOKEN = 'ya29.stand-in-token';

/** What the agent answers to each text: a greeting, and "atendente" ends the conversation. */
async function googleAnswers(request: StandInRequest): Promise<StandInReply> {
  if (request.path === '/token') {
    const form = new URLSearchParams(request.body);
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return { status: 400, json: { error: 'unsupported_grant_type' } };
    }
    try {
      const { payload } = await jwtVerify(form.get('assertion') ?? '', await importSPKI(keys.publicKey, 'RS256'), {
        issuer: 'bot@balcao-bot.iam.gserviceaccount.com',
        audience: `${google.url}/token`,
      });
      expect(payload['scope']).toBe('https://www.googleapis.com/auth/dialogflow');
    } catch {
      return { status: 400, json: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } };
    }
    return { json: { access_token: ACCESS_TOKEN, expires_in: 3599, token_type: 'Bearer' } };
  }
  const match = /^\/v2\/projects\/([^/]+)\/agent\/sessions\/([^/]+):detectIntent$/.exec(request.path);
  if (!match || request.method !== 'POST') {
    return { status: 404, json: { error: { message: 'not found' } } };
  }
  if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
    return { status: 401, json: { error: { code: 401, message: 'Request had invalid authentication credentials.' } } };
  }
  if (match[1] !== 'balcao-bot') {
    return { status: 403, json: { error: { code: 403, message: `IAM permission denied on project ${match[1]}` } } };
  }
  const query = (request.json as { queryInput: { text: { text: string; languageCode: string } } }).queryInput.text;
  if (query.text.toLowerCase().includes('atendente')) {
    return {
      json: {
        queryResult: {
          queryText: query.text,
          fulfillmentText: 'Vou chamar uma pessoa.',
          fulfillmentMessages: [{ text: { text: ['Vou chamar uma pessoa.'] } }],
          intent: { displayName: 'handoff', endInteraction: true },
        },
      },
    };
  }
  return {
    json: {
      queryResult: {
        queryText: query.text,
        fulfillmentText: `Olá! (${query.languageCode})`,
        fulfillmentMessages: [{ text: { text: [`Olá! (${query.languageCode})`] } }, { text: { text: ['Como posso ajudar?'] } }],
        intent: { displayName: 'Default Welcome Intent' },
      },
    },
  };
}

beforeAll(async () => {
  google = await new ProviderStandIn().start();
  google.handler = googleAnswers;
  server = await startTestServer({
    DIALOGFLOW_API_URL: google.url,
    DIALOGFLOW_TOKEN_URL: `${google.url}/token`,
    OPENAI_TIMEOUT_SECONDS: '3',
  });
  http = new HttpClient(server.url);
  companyId = (await http.login(ADMIN_EMAIL, ADMIN_PASSWORD)).user.companyId;
  const em = forkUnscoped(server.db.em);
  const company = await em.findOneOrFail(Company, { id: companyId });
  await em.nativeUpdate(Plan, { id: company.planId }, { queues: 100, connections: 100, useIntegrations: true });
  expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
});
afterAll(async () => {
  await server.stop();
  await google.stop();
});

async function dialogflow(fields: Record<string, unknown> = {}): Promise<QueueIntegrationRecord> {
  counter += 1;
  const created = await http.request<QueueIntegrationRecord>('POST', '/queueIntegration', {
    type: 'dialogflow',
    name: `Dialogflow ${counter}`,
    projectName: 'balcao-bot',
    language: 'pt-BR',
    jsonContent: serviceAccount,
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

async function sandboxOn(integrationId: number): Promise<{ connectionId: number; queueId: number }> {
  counter += 1;
  const queue = await http.request<{ id: number }>('POST', '/queue', { name: `Fila ${counter}`, color: `#00000${counter}`, integrationId });
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

async function outbox(connectionId: number, to: string): Promise<string[]> {
  const sent = await http.request<{ to: string; body: string }[]>('GET', `/sandbox/${connectionId}/outbox`);
  return sent.body.filter((entry) => entry.to === to).map((entry) => entry.body);
}

async function ticketOf(connectionId: number, number: string): Promise<Ticket> {
  const em = forkForCompany(server.db.em, companyId);
  const contact = await em.findOneOrFail(Contact, { number });
  return em.findOneOrFail(Ticket, { whatsappId: connectionId, contactId: contact.id }, { refresh: true });
}

describe('Dialogflow as a queue integration', () => {
  it('answers through detectIntent with a signed-in service account, and an end-of-conversation intent hands the ticket over', async () => {
    const created = await dialogflow();
    const { connectionId, queueId } = await sandboxOn(created.id);
    const from = '5511955550001';
    await say(connectionId, from, 'oi');
    expect(await outbox(connectionId, from)).toEqual(['Olá! (pt-BR)', 'Como posso ajudar?']);
    const ticket = await ticketOf(connectionId, from);
    expect(ticket).toMatchObject({ useIntegration: true, integrationId: created.id });
    const detect = google.requests.filter((request) => request.path.endsWith(':detectIntent'));
    expect(detect.at(-1)?.path).toBe(`/v2/projects/balcao-bot/agent/sessions/balcao-${companyId}-${ticket.id}:detectIntent`);
    expect(detect.at(-1)?.json).toEqual({ queryInput: { text: { text: 'oi', languageCode: 'pt-BR' } } });

    await say(connectionId, from, 'quero falar com um atendente');
    expect((await outbox(connectionId, from)).at(-1)).toBe('Vou chamar uma pessoa.');
    expect(await ticketOf(connectionId, from)).toMatchObject({ status: 'pending', queueId, useIntegration: false, integrationId: null });
    // The token was asked for once and reused.
    expect(google.to('/token')).toHaveLength(1);
  });

  it('hands the ticket to people when Google refuses the project', async () => {
    const created = await dialogflow({ projectName: 'someone-else' });
    const { connectionId, queueId } = await sandboxOn(created.id);
    await say(connectionId, '5511955550002', 'oi');
    expect(await outbox(connectionId, '5511955550002')).toEqual([]);
    expect(await ticketOf(connectionId, '5511955550002')).toMatchObject({ status: 'pending', queueId, useIntegration: false });
  });
});

describe('POST /queueIntegration/testSession', () => {
  it("answers the agent's reply, also with the stored key of a saved integration", async () => {
    const tried = await http.request<DialogflowTestResponse>('POST', '/queueIntegration/testSession', {
      projectName: 'balcao-bot',
      jsonContent: serviceAccount,
      language: 'en',
    });
    expect(tried.status, JSON.stringify(tried.body)).toBe(200);
    expect(tried.body).toEqual({ texts: ['Olá! (en)', 'Como posso ajudar?'], intent: 'Default Welcome Intent', endConversation: false });

    const saved = await dialogflow();
    const again = await http.request<DialogflowTestResponse>('POST', '/queueIntegration/testSession', {
      id: saved.id,
      projectName: 'balcao-bot',
      jsonContent: saved.jsonContent,
      language: 'es',
      text: 'atendente',
    });
    expect(again.body).toEqual({ texts: ['Vou chamar uma pessoa.'], intent: 'handoff', endConversation: true });
  });

  it('answers a clear error for a key Google does not accept, a bad JSON or another project', async () => {
    const otherKey = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey;
    const cases: [Record<string, unknown>, RegExp, string][] = [
      [
        { jsonContent: JSON.stringify({ ...JSON.parse(serviceAccount), private_key: otherKey }) },
        /Google sign-in answered 400: Invalid JWT Signature/,
        'rejected',
      ],
      [{ jsonContent: '{not json' }, /not valid JSON/, 'invalidJson'],
      [{ jsonContent: '{"type":"service_account"}' }, /client_email or private_key/, 'missingFields'],
      [{ jsonContent: JSON.stringify({ ...JSON.parse(serviceAccount), private_key: 'not a key' }) }, /not a valid PKCS#8/, 'invalidKey'],
      [{ projectName: 'someone-else' }, /Dialogflow answered 403: IAM permission denied/, 'rejected'],
    ];
    for (const [fields, message, reason] of cases) {
      const answer = await http.request<{ error: string; message: string; details: { reason: string; detail: string } }>(
        'POST',
        '/queueIntegration/testSession',
        { projectName: 'balcao-bot', jsonContent: serviceAccount, language: 'pt-BR', ...fields },
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('ERR_INTEGRATION_TEST_FAILED');
      expect(answer.body.message).toMatch(message);
      // The reason lets the screen say it in the admin's language, with the technical detail beside it.
      expect(answer.body.details).toEqual({ reason, detail: answer.body.message });
    }
  });

  it('refuses bad input with its fields, plain users, and plans without integrations', async () => {
    const bad = await http.request<{ error: string; fields: { path: string }[] }>('POST', '/queueIntegration/testSession', {
      projectName: '',
      language: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('ERR_VALIDATION');
    expect(bad.body.fields.map((field) => field.path)).toEqual(
      expect.arrayContaining(['body.projectName', 'body.jsonContent', 'body.language']),
    );
    const missing = await http.request<{ error: string }>('POST', '/queueIntegration/testSession', {
      id: 999_999,
      projectName: 'balcao-bot',
      jsonContent: '••••abcd',
      language: 'pt-BR',
    });
    expect(missing.body.error).toBe('ERR_NO_INTEGRATION_FOUND');

    const { user, password } = await createUser(server.db.em, companyId, { profile: 'user' });
    const plain = new HttpClient(server.url);
    await plain.login(user.email, password);
    const body = { projectName: 'balcao-bot', jsonContent: serviceAccount, language: 'pt-BR' };
    expect((await plain.request('POST', '/queueIntegration/testSession', body)).status).toBe(403);

    const em = forkUnscoped(server.db.em);
    const company = await em.findOneOrFail(Company, { id: companyId });
    await em.nativeUpdate(Plan, { id: company.planId }, { useIntegrations: false });
    try {
      const gated = await http.request<{ error: string }>('POST', '/queueIntegration/testSession', body);
      expect(gated.status).toBe(403);
    } finally {
      await em.nativeUpdate(Plan, { id: company.planId }, { useIntegrations: true });
    }
  });
});
