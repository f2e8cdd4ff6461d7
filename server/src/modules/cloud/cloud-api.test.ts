import type {
  ApiErrorBody,
  CloudTemplateList,
  ConnectionRecord,
  MessageListResponse,
  MessageRecord,
  ServiceWindow,
  TicketRecord,
} from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import {
  GraphStandIn,
  OUTSIDE_WINDOW,
  RATE_LIMITED,
  inboundOf,
  metaSignature,
  statusOf,
  webhookBody,
} from '../../../test/graph-stand-in.ts';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';

let database: TestDatabase;
let server: TestServer;
let graph: GraphStandIn;
let accountSeq = 0;

beforeAll(async () => {
  graph = new GraphStandIn();
  const graphUrl = await graph.listen();
  database = await createTestDatabase();
  server = await startTestServer({ WHATSAPP_CLOUD_GRAPH_URL: graphUrl, WHATSAPP_CLOUD_RETRY_BASE_MS: '50' }, database);
});
afterAll(async () => {
  await server.stop();
  await database.drop();
  await graph.close();
});

type Cloud = {
  admin: HttpClient;
  user: HttpClient;
  companyId: number;
  connection: ConnectionRecord;
  phoneNumberId: string;
  appSecret: string;
  accessToken: string;
};

async function cloudTenant(options: { connect?: boolean } = {}): Promise<Cloud> {
  accountSeq += 1;
  const company = await createCompany(server.db.em, { flags: { useExternalApi: true } });
  const adminAccount = await createUser(server.db.em, company.id, { profile: 'admin' });
  const userAccount = await createUser(server.db.em, company.id);
  const admin = new HttpClient(server.url);
  const user = new HttpClient(server.url);
  await admin.login(adminAccount.user.email, adminAccount.password);
  await user.login(userAccount.user.email, userAccount.password);
  const phoneNumberId = `10900${accountSeq}${Date.now() % 100_000}`;
  const businessAccountId = `20900${accountSeq}${Date.now() % 100_000}`;
  const accessToken = `EAAG-test-token-${accountSeq}-${'x'.repeat(24)}`;
  const appSecret = `app-secret-${accountSeq}-0123456789abcdef`;
  if (options.connect !== false) {
    graph.addAccount({ phoneNumberId, businessAccountId, accessToken });
  }
  const created = await admin.request<ConnectionRecord>('POST', '/whatsapp', {
    name: `Cloud ${accountSeq}`,
    provider: 'cloud',
    cloudPhoneNumberId: phoneNumberId,
    cloudBusinessAccountId: businessAccountId,
    cloudAccessToken: accessToken,
    cloudAppSecret: appSecret,
  });
  expect(created.status).toBe(200);
  return { admin, user, companyId: company.id, connection: created.body, phoneNumberId, appSecret, accessToken };
}

function postWebhook(cloud: Cloud, body: string, signature: string | undefined = metaSignature(body, cloud.appSecret)) {
  return new HttpClient(server.url).request('POST', `/webhooks/whatsapp-cloud/${cloud.connection.id}`, body, {
    'content-type': 'application/json',
    ...(signature ? { 'x-hub-signature-256': signature } : {}),
  });
}

async function deliver(cloud: Cloud, body: string): Promise<void> {
  expect((await postWebhook(cloud, body)).status).toBe(200);
  await server.cloudWebhooks.idle();
  await server.sessions.settled(cloud.connection.id);
}

async function messagesOf(connectionId: number): Promise<Message[]> {
  return forkUnscoped(server.db.em).find(Message, { whatsappId: connectionId }, { orderBy: { id: 'asc' } });
}

/** A contact writes; answers the open ticket the admin accepted. */
async function openTicket(cloud: Cloud, from: string, timestamp?: number): Promise<TicketRecord> {
  const value = inboundOf(from, 'Joana', { type: 'text', text: { body: 'Oi' }, ...(timestamp ? { timestamp: String(timestamp) } : {}) });
  await deliver(cloud, webhookBody(cloud.phoneNumberId, value));
  const ticket = await forkUnscoped(server.db.em).findOneOrFail(Ticket, { whatsappId: cloud.connection.id }, { orderBy: { id: 'desc' } });
  const accepted = await cloud.admin.request<TicketRecord>('PUT', `/tickets/${ticket.id}`, { status: 'open' });
  expect(accepted.status).toBe(200);
  return accepted.body;
}

const errorOf = (response: { status: number; body: unknown }) => [response.status, (response.body as ApiErrorBody).error];

describe('WhatsApp Cloud API connection', () => {
  it('is CONNECTED after a successful test call; shows the Graph error otherwise', async () => {
    const cloud = await cloudTenant();
    await server.sessions.settled(cloud.connection.id);
    const shown = await cloud.admin.request<ConnectionRecord>('GET', `/whatsapp/${cloud.connection.id}`);
    expect(shown.body.status).toBe('CONNECTED');
    expect(shown.body.cloud).toMatchObject({
      phoneNumberId: cloud.phoneNumberId,
      accessToken: `••••${cloud.accessToken.slice(-4)}`,
      appSecret: `••••${cloud.appSecret.slice(-4)}`,
      webhookPath: `/webhooks/whatsapp-cloud/${cloud.connection.id}`,
      lastError: null,
      messagesPerSecond: 80,
    });
    expect(shown.body.cloud?.verifyToken).toMatch(/^[\w-]{20,}$/);
    const testCall = graph.calls.find((call) => call.path === `/${cloud.phoneNumberId}` && call.method === 'GET');
    expect(testCall?.authorization).toBe(`Bearer ${cloud.accessToken}`);

    const refused = await cloudTenant({ connect: false });
    await server.sessions.settled(refused.connection.id);
    const failed = await refused.admin.request<ConnectionRecord>('GET', `/whatsapp/${refused.connection.id}`);
    expect(failed.body.status).toBe('DISCONNECTED');
    expect(failed.body.cloud?.lastError).toContain('Invalid OAuth access token');
  });

  it('never gives its secrets to a plain user or another company, and stores them sealed', async () => {
    const cloud = await cloudTenant();
    const asUser = await cloud.user.request<ConnectionRecord>('GET', `/whatsapp/${cloud.connection.id}`);
    expect(asUser.status).toBe(200);
    expect(asUser.body.cloud).toBeNull();
    expect(JSON.stringify(asUser.body)).not.toContain(cloud.accessToken.slice(-4));
    const listed = await cloud.user.request<ConnectionRecord[]>('GET', '/whatsapp');
    expect(listed.body.every((record) => record.cloud === null)).toBe(true);

    const other = await cloudTenant();
    expect(errorOf(await other.admin.request('GET', `/whatsapp/${cloud.connection.id}`))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    expect(errorOf(await other.admin.request('GET', `/whatsapp/${cloud.connection.id}/templates`))).toEqual([404, 'ERR_NO_WAPP_FOUND']);

    const row = await forkUnscoped(server.db.em).findOneOrFail(Whatsapp, { id: cloud.connection.id });
    expect(row.cloudAccessToken).toMatch(/^v1:/);
    expect(row.cloudAccessToken).not.toContain(cloud.accessToken);
    expect(row.cloudAppSecret).not.toContain(cloud.appSecret);

    // Leaving the secrets out of an update keeps them; the admin's view still shows them masked.
    const renamed = await cloud.admin.request<ConnectionRecord>('PUT', `/whatsapp/${cloud.connection.id}`, { name: 'Renamed cloud' });
    expect(renamed.body.cloud?.accessToken).toBe(`••••${cloud.accessToken.slice(-4)}`);
  });

  it('answers Meta verification only with the right verify token', async () => {
    const cloud = await cloudTenant();
    const verifyToken = cloud.connection.cloud?.verifyToken ?? '';
    const anonymous = new HttpClient(server.url);
    const url = (token: string) =>
      `/webhooks/whatsapp-cloud/${cloud.connection.id}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`;
    const right = await fetch(`${server.url}${url(verifyToken)}`);
    expect([right.status, await right.text()]).toEqual([200, '1158201444']);
    expect((await anonymous.request('GET', url(`${verifyToken}x`))).status).toBe(403);
    expect((await anonymous.request('GET', url('wrong'))).status).toBe(403);
    const bad = await anonymous.request<ApiErrorBody>('GET', `/webhooks/whatsapp-cloud/${cloud.connection.id}?hub.mode=unsubscribe`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('ERR_VALIDATION');
    expect(bad.body.fields?.map((field) => field.path)).toEqual(
      expect.arrayContaining(['query.hub.mode', 'query.hub.verify_token', 'query.hub.challenge']),
    );
    expect(errorOf(await anonymous.request('GET', '/webhooks/whatsapp-cloud/abc?hub.mode=subscribe'))).toEqual([400, 'ERR_VALIDATION']);
  });

  it('refuses an unsigned or wrongly signed webhook and stores nothing', async () => {
    const cloud = await cloudTenant();
    const body = webhookBody(cloud.phoneNumberId, inboundOf('5511900000001', 'Ana', { type: 'text', text: { body: 'Olá' } }));
    expect(errorOf(await postWebhook(cloud, body, ''))).toEqual([401, 'ERR_NOT_AUTHENTICATED']);
    expect(errorOf(await postWebhook(cloud, body, metaSignature(body, 'another-secret-0123456789')))).toEqual([
      401,
      'ERR_NOT_AUTHENTICATED',
    ]);
    // Signed over other bytes (the same JSON re-spaced): refused too.
    expect(errorOf(await postWebhook(cloud, body.replace('{', '{ '), metaSignature(body, cloud.appSecret)))).toEqual([
      401,
      'ERR_NOT_AUTHENTICATED',
    ]);
    await server.cloudWebhooks.idle();
    expect(await messagesOf(cloud.connection.id)).toHaveLength(0);
  });

  it('turns a signed text into one pending ticket, and a redelivery stores nothing twice', async () => {
    const cloud = await cloudTenant();
    const body = webhookBody(cloud.phoneNumberId, inboundOf('5511900000002', 'Bia', { type: 'text', text: { body: 'Quero ajuda' } }));
    await deliver(cloud, body);
    await deliver(cloud, body);
    const stored = await messagesOf(cloud.connection.id);
    expect(stored.map((message) => message.body)).toEqual(['Quero ajuda']);
    expect(stored[0]?.waId).toMatch(/^wamid\./);
    const tickets = await forkUnscoped(server.db.em).find(Ticket, { whatsappId: cloud.connection.id });
    expect(tickets.map((ticket) => ticket.status)).toEqual(['pending']);

    // A change for another number of the same app is not this connection's.
    await deliver(cloud, webhookBody('999999', inboundOf('5511900000002', 'Bia', { type: 'text', text: { body: 'elsewhere' } })));
    expect(await messagesOf(cloud.connection.id)).toHaveLength(1);
  });

  it('maps every inbound kind onto the message kinds, downloading media with the token', async () => {
    const cloud = await cloudTenant();
    const from = '5511900000003';
    const jpeg = Buffer.from('fake-jpeg-bytes');
    const imageId = graph.addMedia(jpeg, 'image/jpeg');
    const pdfId = graph.addMedia(Buffer.from('%PDF-1.4 fake'), 'application/pdf');
    const oggId = graph.addMedia(Buffer.from('OggS fake'), 'audio/ogg; codecs=opus');
    const mp4Id = graph.addMedia(Buffer.from('mp4 fake'), 'video/mp4');
    const webpId = graph.addMedia(Buffer.from('RIFF webp'), 'image/webp');
    const first = inboundOf(from, 'Caio', { type: 'text', text: { body: 'primeira' } });
    const firstId = String(first.messages?.[0]?.['id']);
    await deliver(cloud, webhookBody(cloud.phoneNumberId, first));
    const kinds: Record<string, unknown>[] = [
      { type: 'image', image: { id: imageId, mime_type: 'image/jpeg', caption: 'foto' } },
      { type: 'document', document: { id: pdfId, mime_type: 'application/pdf', filename: 'boleto.pdf' } },
      { type: 'audio', audio: { id: oggId, mime_type: 'audio/ogg; codecs=opus', voice: true } },
      { type: 'video', video: { id: mp4Id, mime_type: 'video/mp4' } },
      { type: 'sticker', sticker: { id: webpId, mime_type: 'image/webp', animated: false } },
      { type: 'location', location: { latitude: -23.5, longitude: -46.6, name: 'Loja', address: 'Rua A' } },
      {
        type: 'contacts',
        contacts: [{ name: { formatted_name: 'Dora' }, phones: [{ phone: '+55 11 90000-0009', wa_id: '5511900000009' }] }],
      },
      { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Sim' } } },
      { type: 'interactive', interactive: { type: 'list_reply', list_reply: { id: 'opt2', title: 'Opção 2' } } },
      { type: 'button', button: { payload: 'STOP', text: 'Parar' } },
      { type: 'reaction', reaction: { message_id: firstId, emoji: '👍' } },
      { type: 'text', text: { body: 'respondendo' }, context: { from, id: firstId } },
    ];
    for (const kind of kinds) {
      await deliver(cloud, webhookBody(cloud.phoneNumberId, inboundOf(from, 'Caio', kind)));
    }
    const stored = await messagesOf(cloud.connection.id);
    expect(stored.map((message) => [message.mediaType, message.body.startsWith('|https') ? 'location' : message.body])).toEqual([
      ['chat', 'primeira'],
      ['image', 'foto'],
      ['application', 'boleto.pdf'],
      ['audio', ''],
      ['video', ''],
      ['image', ''],
      ['locationMessage', 'location'],
      ['vcard', 'BEGIN:VCARD\nVERSION:3.0\nFN:Dora\nTEL;type=CELL;waid=5511900000009:+55 11 90000-0009\nEND:VCARD'],
      ['chat', 'Sim'],
      ['chat', 'Opção 2'],
      ['chat', 'Parar'],
      ['reaction', '👍'],
      ['chat', 'respondendo'],
    ]);
    expect(stored[6]?.body).toContain('Loja, Rua A');
    // Media arrived with its bytes, fetched with the connection's token.
    expect(stored.slice(1, 6).every((message) => message.mediaId !== null)).toBe(true);
    const ticketId = stored[0]?.ticketId ?? 0;
    const page = await cloud.admin.request<MessageListResponse>('GET', `/messages/${ticketId}?markRead=false`);
    const image = page.body.messages.find((message) => message.mediaType === 'image' && message.body === 'foto');
    const file = await fetch(`${server.url}${image?.mediaUrl ?? ''}`, { headers: { authorization: `Bearer ${cloud.admin.token ?? ''}` } });
    expect(Buffer.from(await file.arrayBuffer())).toEqual(jpeg);
    const download = graph.calls.find((call) => call.path === `/media-download/${imageId}`);
    expect(download?.authorization).toBe(`Bearer ${cloud.accessToken}`);
    // The reaction and the reply point at the first message.
    const quoting = page.body.messages.filter((message) => message.quotedMsg?.body === 'primeira').map((message) => message.body);
    expect(quoting.sort()).toEqual(['respondendo', '👍'].sort());
  });

  it('sends replies through the Graph API; statuses move the ticks forward only; failed shows Meta’s title', async () => {
    const cloud = await cloudTenant();
    const from = '5511900000004';
    const ticket = await openTicket(cloud, from);
    const sent = await cloud.admin.request<{ messages: MessageRecord[] }>('POST', `/messages/${ticket.id}`, {
      body: 'Olá, {{firstName}}!',
      clientKey: 'cloud-key-0001',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.messages[0]).toMatchObject({ sendStatus: 'sent', ack: 1, body: 'Olá, Joana!' });
    const out = graph.sentMessages().at(-1);
    expect(out).toMatchObject({ messaging_product: 'whatsapp', to: from, type: 'text', text: { body: 'Olá, Joana!' } });
    // The same client key again sends nothing.
    const before = graph.sentMessages().length;
    await cloud.admin.request('POST', `/messages/${ticket.id}`, { body: 'Olá, {{firstName}}!', clientKey: 'cloud-key-0001' });
    expect(graph.sentMessages()).toHaveLength(before);

    const stored = (await messagesOf(cloud.connection.id)).find((message) => message.fromMe);
    const wamid = stored?.waId ?? '';
    const statuses = ['read', 'delivered', 'sent'] as const;
    for (const status of statuses) {
      await deliver(cloud, webhookBody(cloud.phoneNumberId, statusOf(wamid, status, from)));
    }
    const afterStatuses = await forkUnscoped(server.db.em).findOneOrFail(Message, { waId: wamid });
    expect(afterStatuses.ack).toBe(3);

    const second = await cloud.admin.request<{ messages: MessageRecord[] }>('POST', `/messages/${ticket.id}`, { body: 'Segunda' });
    const secondRow = await forkUnscoped(server.db.em).findOneOrFail(Message, { id: second.body.messages[0]?.id ?? 0 });
    await deliver(cloud, webhookBody(cloud.phoneNumberId, statusOf(secondRow.waId, 'failed', from, 'Message undeliverable')));
    const page = await cloud.admin.request<MessageListResponse>('GET', `/messages/${ticket.id}`);
    expect(page.body.messages.find((message) => message.body === 'Segunda')).toMatchObject({
      sendStatus: 'failed',
      sendError: 'Message undeliverable',
    });

    // A reply quotes by wamid; a file is uploaded first and sent by id.
    const inbound = (await messagesOf(cloud.connection.id)).find((message) => !message.fromMe);
    await cloud.admin.request('POST', `/messages/${ticket.id}`, { body: 'Respondendo', quotedMsg: inbound?.id });
    expect(graph.sentMessages().at(-1)).toMatchObject({ context: { message_id: inbound?.waId }, text: { body: 'Respondendo' } });
    const form = new FormData();
    form.set('body', 'Seu boleto');
    form.append('medias', new Blob([Buffer.from('%PDF-1.4 out')], { type: 'application/pdf' }), 'boleto.pdf');
    const upload = await fetch(`${server.url}/messages/${ticket.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cloud.admin.token ?? ''}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const uploaded = graph.calls.filter((call) => call.upload).at(-1);
    expect(uploaded?.upload).toMatchObject({ filename: 'boleto.pdf', mimetype: 'application/pdf' });
    expect(graph.sentMessages().at(-1)).toMatchObject({ type: 'document', document: { filename: 'boleto.pdf', caption: 'Seu boleto' } });
  });

  it('retries a send answered 429 (130429) and sends it once', async () => {
    const cloud = await cloudTenant();
    const ticket = await openTicket(cloud, '5511900000005');
    const before = graph.sentMessages().length;
    graph.failNext(RATE_LIMITED, RATE_LIMITED);
    const sent = await cloud.admin.request<{ messages: MessageRecord[] }>('POST', `/messages/${ticket.id}`, { body: 'Depois do limite' });
    expect(sent.body.messages[0]).toMatchObject({ sendStatus: 'sent' });
    const texts = graph
      .sentMessages()
      .slice(before)
      .map((message) => (message['text'] as { body: string }).body);
    // Two refused attempts and the one that went through: the message exists once at Meta's end.
    expect(texts).toEqual(['Depois do limite', 'Depois do limite', 'Depois do limite']);
    const stored = (await messagesOf(cloud.connection.id)).filter((message) => message.fromMe);
    expect(stored).toHaveLength(1);

    // Any other error fails the message at once, with Meta's text.
    graph.failNext(OUTSIDE_WINDOW);
    const refused = await cloud.admin.request<{ messages: MessageRecord[] }>('POST', `/messages/${ticket.id}`, { body: 'Recusada' });
    expect(refused.body.messages[0]?.sendStatus).toBe('failed');
    expect(refused.body.messages[0]?.sendError).toContain('Re-engagement message');
  });

  it('outside the 24-hour window refuses free text but sends an approved template, variables filled', async () => {
    const cloud = await cloudTenant();
    graph.templates = [
      {
        id: '1',
        name: 'retomada',
        language: 'pt_BR',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: 'Olá {{1}}, seu pedido {{2}} está pronto.' }],
      },
      { id: '2', name: 'rascunho', language: 'pt_BR', status: 'PENDING', category: 'MARKETING', components: [{ type: 'BODY', text: 'x' }] },
    ];
    const yesterday = Math.floor(Date.now() / 1000) - 25 * 3600;
    const ticket = await openTicket(cloud, '5511900000006', yesterday);
    const window = await cloud.admin.request<ServiceWindow>('GET', `/messages/${ticket.id}/window`);
    expect(window.body).toMatchObject({ cloud: true, open: false });

    const refused = await cloud.admin.request<ApiErrorBody>('POST', `/messages/${ticket.id}`, { body: 'Oi?' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.[0]?.path).toBe('body.body');

    const listed = await cloud.user.request<CloudTemplateList>('GET', `/whatsapp/${cloud.connection.id}/templates`);
    expect(listed.body.templates).toEqual([
      { name: 'retomada', language: 'pt_BR', category: 'UTILITY', body: 'Olá {{1}}, seu pedido {{2}} está pronto.', parameterCount: 2 },
    ]);
    // Cached: a second listing does not ask Meta; a refresh does.
    const listings = () => graph.calls.filter((call) => call.path.endsWith('/message_templates')).length;
    const asked = listings();
    await cloud.user.request('GET', `/whatsapp/${cloud.connection.id}/templates`);
    expect(listings()).toBe(asked);
    await cloud.user.request('GET', `/whatsapp/${cloud.connection.id}/templates?refresh=true`);
    expect(listings()).toBe(asked + 1);

    const sent = await cloud.admin.request<{ messages: MessageRecord[] }>('POST', `/messages/${ticket.id}/template`, {
      name: 'retomada',
      language: 'pt_BR',
      parameters: ['{{firstName}}', '42'],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.messages[0]).toMatchObject({ sendStatus: 'sent', body: 'Olá Joana, seu pedido 42 está pronto.' });
    expect(graph.sentMessages().at(-1)).toMatchObject({
      type: 'template',
      template: {
        name: 'retomada',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Joana' },
              { type: 'text', text: '42' },
            ],
          },
        ],
      },
    });

    const wrong = await cloud.admin.request<ApiErrorBody>('POST', `/messages/${ticket.id}/template`, {
      name: 'rascunho',
      language: 'pt_BR',
    });
    expect([wrong.status, wrong.body.fields?.[0]?.path]).toEqual([400, 'body.name']);
    const count = await cloud.admin.request<ApiErrorBody>('POST', `/messages/${ticket.id}/template`, {
      name: 'retomada',
      language: 'pt_BR',
      parameters: ['a'],
    });
    expect([count.status, count.body.fields?.[0]?.path]).toEqual([400, 'body.parameters']);
  });

  it('sends a template that failed again as the same template, with the same parameters', async () => {
    const cloud = await cloudTenant();
    graph.templates = [
      {
        id: '1',
        name: 'retomada',
        language: 'pt_BR',
        status: 'APPROVED',
        category: 'UTILITY',
        components: [{ type: 'BODY', text: 'Olá {{1}}, seu pedido {{2}} está pronto.' }],
      },
    ];
    const ticket = await openTicket(cloud, '5511900000016', Math.floor(Date.now() / 1000) - 25 * 3600);
    graph.failNext({ status: 400, error: { message: '(#131026) Message undeliverable', code: 131_026 } });
    await cloud.admin.request('POST', `/messages/${ticket.id}/template`, {
      name: 'retomada',
      language: 'pt_BR',
      parameters: ['{{firstName}}', '42'],
    });
    const failed = (await messagesOf(cloud.connection.id)).find((message) => message.fromMe);
    expect(failed?.sendStatus).toBe('failed');
    const retried = await cloud.admin.request<MessageRecord>('POST', `/messages/${failed?.id ?? 0}/retry`);
    expect(retried.body).toMatchObject({ sendStatus: 'sent', body: 'Olá Joana, seu pedido 42 está pronto.' });
    expect(graph.sentMessages().at(-1)).toMatchObject({
      type: 'template',
      template: {
        name: 'retomada',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Joana' },
              { type: 'text', text: '42' },
            ],
          },
        ],
      },
    });
  });

  it('sends through the external message API on a Cloud connection', async () => {
    const cloud = await cloudTenant();
    const token = (await cloud.admin.request<ConnectionRecord>('GET', `/whatsapp/${cloud.connection.id}`)).body.token;
    const answer = await new HttpClient(server.url).request(
      'POST',
      '/api/messages/send',
      { number: '5511900000007', body: 'Pela API' },
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(answer.status).toBe(200);
    expect(graph.sentMessages().at(-1)).toMatchObject({ to: '5511900000007', text: { body: 'Pela API' } });
  });

  it('answers 400 ERR_VALIDATION with the fields for bad input to every new route', async () => {
    const cloud = await cloudTenant();
    const missing = await cloud.admin.request<ApiErrorBody>('POST', '/whatsapp', {
      name: 'Incomplete',
      provider: 'cloud',
      cloudPhoneNumberId: 'abc',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields?.map((field) => field.path)).toContain('body.cloudPhoneNumberId');
    const incomplete = await cloud.admin.request<ApiErrorBody>('POST', '/whatsapp', { name: 'Incomplete', provider: 'cloud' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.fields?.map((field) => field.path)).toEqual(
      expect.arrayContaining(['body.cloudPhoneNumberId', 'body.cloudBusinessAccountId', 'body.cloudAccessToken', 'body.cloudAppSecret']),
    );
    const pace = await cloud.admin.request<ApiErrorBody>('PUT', `/whatsapp/${cloud.connection.id}`, { cloudMessagesPerSecond: 0 });
    expect([pace.status, pace.body.fields?.[0]?.path]).toEqual([400, 'body.cloudMessagesPerSecond']);
    const templates = await cloud.admin.request<ApiErrorBody>('GET', '/whatsapp/x/templates?refresh=maybe');
    expect(templates.body.fields?.map((field) => field.path)).toEqual(['params.id', 'query.refresh']);
    const template = await cloud.admin.request<ApiErrorBody>('POST', '/messages/0/template', {
      name: 'Bad Name',
      language: '',
      parameters: 'x',
    });
    expect(template.status).toBe(400);
    expect(new Set(template.body.fields?.map((field) => field.path))).toEqual(
      new Set(['params.ticketId', 'body.name', 'body.language', 'body.parameters']),
    );
    const window = await cloud.admin.request<ApiErrorBody>('GET', '/messages/abc/window');
    expect([window.status, window.body.error]).toEqual([400, 'ERR_VALIDATION']);
    const notJson = await postWebhook(cloud, 'not json');
    expect([notJson.status, (notJson.body as ApiErrorBody).fields?.[0]?.path]).toEqual([400, 'body']);
    const badId = await new HttpClient(server.url).request<ApiErrorBody>('POST', '/webhooks/whatsapp-cloud/0', '{}', {
      'content-type': 'application/json',
    });
    expect([badId.status, badId.body.fields?.[0]?.path]).toEqual([400, 'params.connectionId']);
  });
});
