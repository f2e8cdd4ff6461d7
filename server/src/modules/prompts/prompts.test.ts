import type { Envelope, PromptRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { completion, ProviderStandIn } from '../../../test/provider-stand-in.ts';
import { collect, connectSocket, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { Prompt } from './prompt.entity.ts';

const API_KEY = 'sk-test-0123456789abcdefSECRET';
const PROMPT_TEXT = 'Você é a assistente da Padaria Balcão. Responda em português, com frases curtas e gentis.';

let server: TestServer;
let http: HttpClient;
let ai: ProviderStandIn;
let socket: TestSocket;
let companyId: number;
let planId: number;
let counter = 0;

beforeAll(async () => {
  ai = await new ProviderStandIn().start();
  server = await startTestServer({ OPENAI_BASE_URL: `${ai.url}/v1`, OPENAI_TIMEOUT_SECONDS: '2' });
  http = new HttpClient(server.url);
  const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  companyId = session.user.companyId;
  socket = await connectSocket(server.url, session.token);
  const em = forkUnscoped(server.db.em);
  const company = await em.findOneOrFail(Company, { id: companyId });
  planId = company.planId;
  await em.nativeUpdate(Plan, { id: planId }, { queues: 100, connections: 100, useOpenAi: true });
  expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
});
afterAll(async () => {
  socket.disconnect();
  await server.stop();
  await ai.stop();
});

async function queue(name: string): Promise<number> {
  counter += 1;
  const created = await http.request<{ id: number }>('POST', '/queue', { name, color: `#${String(counter).padStart(6, '0')}` });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

async function prompt(queueId: number, fields: Record<string, unknown> = {}): Promise<PromptRecord> {
  const created = await http.request<PromptRecord>('POST', '/prompt', {
    name: `Assistente ${queueId}`,
    prompt: PROMPT_TEXT,
    apiKey: API_KEY,
    queueId,
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** A sandbox connection whose only queue answers with the prompt. */
async function connectionWithPrompt(
  fields: Record<string, unknown> = {},
): Promise<{ connectionId: number; queueId: number; prompt: PromptRecord }> {
  const queueId = await queue(`IA ${counter}`);
  const created = await prompt(queueId, fields);
  const current = await http.request<{ name: string; color: string }>('GET', `/queue/${queueId}`);
  const bound = await http.request('PUT', `/queue/${queueId}`, {
    name: current.body.name,
    color: current.body.color,
    promptId: created.id,
  });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  counter += 1;
  const connection = await http.request<{ id: number }>('POST', '/whatsapp', {
    name: `Sandbox ${counter}`,
    provider: 'sandbox',
    queueIds: [queueId],
  });
  expect(connection.status, JSON.stringify(connection.body)).toBeLessThan(300);
  expect((await http.request('POST', `/sandbox/${connection.body.id}/scan`)).status).toBe(200);
  return { connectionId: connection.body.id, queueId, prompt: created };
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

type ChatRequest = { model: string; max_tokens: number; temperature: number; messages: { role: string; content: string }[] };

describe('prompts', () => {
  it('stores the API key sealed and never sends it back, in answers or socket events', async () => {
    const events = collect<unknown>(socket, `company-${companyId}-prompt`);
    const queueId = await queue('Vendas IA');
    const created = await prompt(queueId);
    expect(created).toMatchObject({
      model: 'gpt-3.5-turbo-1106',
      maxTokens: 100,
      temperature: 1,
      maxMessages: 10,
      queue: { id: queueId, name: 'Vendas IA' },
    });
    expect(created.apiKey).toBe('••••CRET');
    const updated = await http.request<PromptRecord>('PUT', `/prompt/${created.id}`, {
      name: 'Assistente de vendas',
      prompt: PROMPT_TEXT,
      queueId,
      apiKey: created.apiKey,
      temperature: 0.3,
      model: 'llama3.2',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Assistente de vendas', temperature: 0.3, model: 'llama3.2', apiKey: '••••CRET' });
    const list = await http.request<{ prompts: PromptRecord[] }>('GET', '/prompt');
    const one = await http.request<PromptRecord>('GET', `/prompt/${created.id}`);
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);
    for (const seen of [created, updated.body, list.body, one.body, events]) {
      expect(JSON.stringify(seen)).not.toContain(API_KEY);
      expect(JSON.stringify(seen)).not.toContain('0123456789');
    }
    expect(events[0]).toMatchObject({ action: 'create', prompt: { id: created.id } });
    const row = await forkForCompany(server.db.em, companyId).findOneOrFail(Prompt, { id: created.id });
    expect(row.apiKeySealed).toMatch(/^v1:/);
    expect(row.apiKeySealed).not.toContain(API_KEY);

    const removed = await http.request<{ message: string }>('DELETE', `/prompt/${created.id}`);
    expect(removed.status).toBe(200);
    await expect.poll(() => events.at(-1)).toMatchObject({ action: 'delete', promptId: created.id });
    expect((await http.request('GET', `/prompt/${created.id}`)).body).toMatchObject({ error: 'ERR_NO_PROMPT_FOUND' });
  });

  it('answers bad input with 400 ERR_VALIDATION and its fields; a prompt without a queue saves nothing', async () => {
    const before = (await http.request<{ count: number }>('GET', '/prompt')).body.count;
    const bad = await http.request<{ error: string; fields: { path: string }[] }>('POST', '/prompt', {
      name: 'abc',
      prompt: 'curto',
      apiKey: '',
      temperature: 1.5,
      maxTokens: 'muitos',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('ERR_VALIDATION');
    const paths = bad.body.fields.map((field) => field.path);
    for (const path of ['body.name', 'body.prompt', 'body.apiKey', 'body.temperature', 'body.maxTokens', 'body.queueId']) {
      expect(paths).toContain(path);
    }
    expect((await http.request('PUT', '/prompt/abc', {})).status).toBe(400);
    expect((await http.request('GET', '/prompt?pageNumber=-1')).status).toBe(400);
    expect(
      (await http.request('POST', '/prompt', { name: 'Sem fila', prompt: PROMPT_TEXT, apiKey: API_KEY, temperature: 0.25 })).status,
    ).toBe(400);
    expect((await http.request<{ count: number }>('GET', '/prompt')).body.count).toBe(before);
  });

  it('binds the queue it names: the queue runs the prompt, one it leaves stops, and a queue takes one bot at most', async () => {
    const first = await queue('Primeira IA');
    const second = await queue('Segunda IA');
    const created = await prompt(first);
    const queueOf = async (id: number) =>
      (await http.request<{ promptId: number | null; integrationId: number | null }>('GET', `/queue/${id}`)).body;
    expect(await queueOf(first)).toMatchObject({ promptId: created.id, integrationId: null });
    const events = collect<{ action: string; queue?: { id: number; promptId: number | null } }>(socket, `company-${companyId}-queue`);
    const moved = await http.request('PUT', `/prompt/${created.id}`, { ...created, apiKey: undefined, queueId: second });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await queueOf(first)).toMatchObject({ promptId: null });
    expect(await queueOf(second)).toMatchObject({ promptId: created.id });
    await expect
      .poll(() => events.map((event) => [event.queue?.id, event.queue?.promptId]))
      .toEqual(
        expect.arrayContaining([
          [first, null],
          [second, created.id],
        ]),
      );
    const current = await http.request<{ name: string; color: string }>('GET', `/queue/${first}`);
    const both = await http.request<{ error: string; fields: { path: string }[] }>('PUT', `/queue/${first}`, {
      name: current.body.name,
      color: current.body.color,
      promptId: created.id,
      integrationId: created.id,
    });
    expect([both.status, both.body.error, both.body.fields.map((field) => field.path)]).toEqual([
      400,
      'ERR_VALIDATION',
      ['body.integrationId'],
    ]);
  });

  it('needs the plan flag useOpenAi', async () => {
    await forkUnscoped(server.db.em).nativeUpdate(Plan, { id: planId }, { useOpenAi: false });
    try {
      expect((await http.request('GET', '/prompt')).body).toMatchObject({ error: 'ERR_NO_PERMISSION' });
    } finally {
      await forkUnscoped(server.db.em).nativeUpdate(Plan, { id: planId }, { useOpenAi: true });
    }
  });
});

describe('the AI attendant', () => {
  it('answers with the system prompt and the newest maxMessages messages, in order', async () => {
    let turn = 0;
    ai.handler = (request) => {
      if (request.path !== '/v1/chat/completions') {
        return { status: 404 };
      }
      turn += 1;
      return { json: completion(`Resposta ${turn}`) };
    };
    const { connectionId } = await connectionWithPrompt({ maxMessages: 3, maxTokens: 77, temperature: 0.2 });
    const from = '5511911110001';
    await say(connectionId, from, 'oi');
    await say(connectionId, from, 'quero pão');
    await say(connectionId, from, 'de queijo');

    expect(await received(connectionId, from)).toEqual(['Resposta 1', 'Resposta 2', 'Resposta 3']);
    const calls = ai.to('/v1/chat/completions');
    expect(calls).toHaveLength(3);
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const last = calls[2]?.json as ChatRequest;
    expect(last).toMatchObject({ max_tokens: 77, temperature: 0.2, model: 'gpt-3.5-turbo-1106' });
    expect(last.messages).toEqual([
      { role: 'system', content: PROMPT_TEXT },
      { role: 'user', content: 'quero pão' },
      { role: 'assistant', content: 'Resposta 2' },
      { role: 'user', content: 'de queijo' },
    ]);
    const ticket = await ticketOf(connectionId, from);
    const em = forkForCompany(server.db.em, companyId);
    expect(await em.count(Message, { ticketId: ticket.id, fromMe: true, body: 'Resposta 3' })).toBe(1);
  });

  it('hands the ticket to its queue when the contact asks for a person, and stops answering', async () => {
    ai.handler = () => ({ json: completion('Olá!') });
    const { connectionId, queueId } = await connectionWithPrompt({ handoffWords: 'atendente, gerente' });
    const from = '5511911110002';
    await say(connectionId, from, 'oi');
    await say(connectionId, from, 'Quero falar com um ATENDENTE');
    const ticket = await ticketOf(connectionId, from);
    expect(ticket).toMatchObject({ status: 'pending', queueId, promptId: null, useIntegration: false });
    const calls = ai.to('/v1/chat/completions').length;
    await say(connectionId, from, 'alô?');
    expect(ai.to('/v1/chat/completions')).toHaveLength(calls);
    expect(await received(connectionId, from)).toEqual(['Olá!']);
  });

  it('hands off on an empty or non-JSON answer, a 401, a 429, a 5xx and a timeout, saying which bot failed and why', async () => {
    const failures: [string, () => { status?: number; json?: unknown; delayMs?: number }, string, RegExp][] = [
      ['empty', () => ({ json: completion('   ') }), 'badAnswer', /empty/],
      ['not a completion', () => ({ json: 'Service temporarily down' }), 'badAnswer', /chat completion/],
      ['401', () => ({ status: 401, json: { error: { message: 'bad key' } } }), 'httpError', /^HTTP 401/],
      ['429', () => ({ status: 429, json: { error: { message: 'slow down' } } }), 'httpError', /^HTTP 429/],
      ['500', () => ({ status: 500, json: { error: { message: 'boom' } } }), 'httpError', /^HTTP 500/],
      ['timeout', () => ({ delayMs: 2_500, json: completion('tarde demais') }), 'timeout', /time/i],
    ];
    for (const [index, [label, reply, reason, detail]] of failures.entries()) {
      ai.handler = reply;
      const { connectionId, queueId, prompt: bot } = await connectionWithPrompt();
      const from = `55119222200${index}`;
      await say(connectionId, from, `mensagem ${label}`);
      const ticket = await ticketOf(connectionId, from);
      expect(ticket, label).toMatchObject({ status: 'pending', queueId, promptId: null });
      expect(ticket.botFailure, label).toMatchObject({ bot: { kind: 'prompt', id: bot.id, name: bot.name }, reason });
      expect(ticket.botFailure?.detail, label).toMatch(detail);
      const em = forkForCompany(server.db.em, companyId);
      expect(await em.count(Message, { ticketId: ticket.id, fromMe: false, body: `mensagem ${label}` }), label).toBe(1);
      // The queue has no greeting: the contact gets nothing, and nothing of the failure.
      expect(await received(connectionId, from), label).toEqual([]);
    }
  });

  it('tells attendants live and greets the contact as the queue says when the AI server fails', async () => {
    ai.handler = () => ({ status: 503, json: { error: { message: 'overloaded' } } });
    const { connectionId, queueId, prompt: bot } = await connectionWithPrompt();
    const current = await http.request<{ name: string; color: string }>('GET', `/queue/${queueId}`);
    const greeted = await http.request('PUT', `/queue/${queueId}`, {
      name: current.body.name,
      color: current.body.color,
      greetingMessage: 'Um atendente vai falar com você, {{name}}.',
      promptId: bot.id,
    });
    expect(greeted.status, JSON.stringify(greeted.body)).toBe(200);
    const from = '5511933330001';
    socket.emit('joinTickets', 'pending');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const live = nextEventWhere<Envelope<'ticket'>>(
      socket,
      `company-${companyId}-ticket`,
      (event) => event.action === 'update' && event.ticket.botFailure?.bot.id === bot.id && event.ticket.contact.number === from,
      15_000,
    );
    await say(connectionId, from, 'oi, tem pão?');
    const event = await live;
    expect(event.action === 'update' && event.ticket).toMatchObject({
      status: 'pending',
      queueId,
      userId: null,
      botFailure: { bot: { kind: 'prompt', name: bot.name }, reason: 'httpError' },
    });
    expect(await received(connectionId, from)).toEqual(['Um atendente vai falar com você, Ana Souza.']);
    // Taken by people: the AI is not asked again.
    const calls = ai.to('/v1/chat/completions').length;
    await say(connectionId, from, 'alô?');
    expect(ai.to('/v1/chat/completions')).toHaveLength(calls);
  });

  it('stops once an attendant accepts the ticket', async () => {
    ai.handler = () => ({ json: completion('Posso ajudar?') });
    const { connectionId } = await connectionWithPrompt();
    const from = '5511911110003';
    await say(connectionId, from, 'oi');
    const ticket = await ticketOf(connectionId, from);
    const me = await http.request<{ id: number }>('GET', '/auth/me');
    const accepted = await http.request('PUT', `/tickets/${ticket.id}`, { status: 'open', userId: me.body.id });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const calls = ai.to('/v1/chat/completions').length;
    await say(connectionId, from, 'ainda aí?');
    expect(ai.to('/v1/chat/completions')).toHaveLength(calls);
    expect(await received(connectionId, from)).toEqual(['Posso ajudar?']);
  });

  it('transcribes a voice note first when the prompt says so', async () => {
    ai.handler = (request) =>
      request.path === '/v1/audio/transcriptions' ? { json: { text: 'quero duas baguetes' } } : { json: completion('Separadas!') };
    const { connectionId } = await connectionWithPrompt({ transcribeAudio: true, baseUrl: `${ai.url}/v1` });
    const from = '5511911110004';
    const media = { filename: 'voz.ogg', mimetype: 'audio/ogg', base64: Buffer.from('OggS fake voice').toString('base64') };
    expect((await http.request('POST', `/sandbox/${connectionId}/inbound`, { from, name: 'Ana', media })).status).toBe(202);
    await server.sessions.settled(connectionId);
    const transcription = ai.to('/v1/audio/transcriptions').at(-1);
    expect(transcription?.body).toContain('OggS fake voice');
    const chat = ai.to('/v1/chat/completions').at(-1)?.json as ChatRequest;
    expect(chat.messages.at(-1)).toEqual({ role: 'user', content: 'quero duas baguetes' });
    expect(await received(connectionId, from)).toEqual(['Separadas!']);
  });
});
