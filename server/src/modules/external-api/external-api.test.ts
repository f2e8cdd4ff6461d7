import type { ExternalSendResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import type { OutboxEntry } from '../sandbox/sandbox-provider.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

let server: TestServer;
let chat: SandboxConversation;
let connectionId: number;
let token: string;

async function sandboxWithToken(http: HttpClient): Promise<{ id: number; token: string }> {
  const created = await http.request<{ id: number; token: string }>('POST', '/whatsapp', {
    name: `API ${Date.now() % 100_000}-${Math.random().toString(36).slice(2, 6)}`,
    provider: 'sandbox',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body.token).toMatch(/^[\w-]{40,}$/);
  expect((await http.request('POST', `/sandbox/${created.body.id}/scan`)).status).toBe(200);
  return created.body;
}

function callApi(body: unknown, bearer: string | null = token, contentType = 'application/json') {
  return fetch(`${server.url}/api/messages/send`, {
    method: 'POST',
    headers: { ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }), 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));
}

async function outbox(): Promise<OutboxEntry[]> {
  return (await chat.http.request<OutboxEntry[]>('GET', `/sandbox/${connectionId}/outbox`)).body;
}

beforeAll(async () => {
  server = await startTestServer();
  const http = new HttpClient(server.url);
  const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  chat = new SandboxConversation(server, http, session.user.companyId);
  ({ id: connectionId, token } = await sandboxWithToken(http));
});
afterAll(async () => {
  await server.stop();
});

describe('POST /api/messages/send', () => {
  it('sends a text to a new contact, creating the contact and a ticket, and answers the message id', async () => {
    const answer = await callApi({ number: '+55 (11) 94000-0001', body: 'Seu pedido saiu para entrega' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sent = answer.body as ExternalSendResponse;
    expect(sent).toMatchObject({ mensagem: 'Mensagem enviada', messageIds: [sent.messageId] });

    const em = chat.em;
    const contact = await em.findOneOrFail(Contact, { number: '5511940000001' });
    const ticket = await em.findOneOrFail(Ticket, { id: sent.ticketId });
    const message = await em.findOneOrFail(Message, { id: sent.messageId });
    expect([ticket.contactId, ticket.whatsappId, ticket.status]).toEqual([contact.id, connectionId, 'pending']);
    expect([message.body, message.fromMe, message.sendStatus]).toEqual(['Seu pedido saiu para entrega', true, 'sent']);
    expect((await outbox()).at(-1)).toMatchObject({
      to: '5511940000001',
      kind: 'text',
      body: 'Seu pedido saiu para entrega',
      id: message.waId,
    });

    const again = await callApi({ number: '5511940000001', body: 'Chegou?' });
    expect((again.body as ExternalSendResponse).ticketId).toBe(sent.ticketId);
  });

  it('sends files of a multipart request, the body as the first caption, and closes the ticket when asked', async () => {
    const form = new FormData();
    form.set('number', '5511940000002');
    form.set('body', 'Segue o boleto');
    form.set('closeTicket', 'true');
    form.append('medias', new Blob([Buffer.from('%PDF-1.4 boleto')], { type: 'application/pdf' }), 'boleto.pdf');
    form.append('medias', new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), '../../etc/foto.jpg');
    const response = await fetch(`${server.url}/api/messages/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const sent = (await response.json()) as ExternalSendResponse;
    expect(response.status, JSON.stringify(sent)).toBe(200);
    expect(sent.messageIds).toHaveLength(2);

    const entries = (await outbox()).filter((entry) => entry.to === '5511940000002');
    expect(entries.map((entry) => [entry.kind, entry.body, entry.filename, entry.mimetype])).toEqual([
      ['media', 'Segue o boleto', 'boleto.pdf', 'application/pdf'],
      ['media', '', 'foto.jpg', 'image/jpeg'],
    ]);
    const messages = await chat.em.find(Message, { id: { $in: sent.messageIds } }, { orderBy: { id: 'asc' } });
    expect(messages.map((message) => [message.mediaType, message.mediaId !== null])).toEqual([
      ['application', true],
      ['image', true],
    ]);
    expect((await chat.em.findOneOrFail(Ticket, { id: sent.ticketId })).status).toBe('closed');
  });

  it('refuses a number that is not on WhatsApp with ERR_WAPP_INVALID_CONTACT, creating nothing', async () => {
    const answer = await callApi({ number: '0123456789', body: 'Oi' });
    expect([answer.status, answer.body['error']]).toEqual([400, 'ERR_WAPP_INVALID_CONTACT']);
    expect(await chat.em.count(Contact, { number: '0123456789' })).toBe(0);
  });

  it('answers 401 with the same body for a missing, malformed or unknown token', async () => {
    const answers = await Promise.all([
      callApi({ number: '5511940000003', body: 'x' }, null),
      callApi({ number: '5511940000003', body: 'x' }, 'short'),
      callApi({ number: '5511940000003', body: 'x' }, `${token.slice(0, -4)}AAAA`),
      callApi({ number: '5511940000003', body: 'x' }, ''),
    ]);
    for (const answer of answers) {
      expect(answer).toEqual({ status: 401, body: { error: 'ERR_NOT_AUTHENTICATED', message: 'Invalid API token' } });
    }
    expect(await chat.em.count(Contact, { number: '5511940000003' })).toBe(0);
  });

  it('validates the body: a number is required and there must be a text or a file', async () => {
    const noNumber = await callApi({ body: 'x' });
    expect([noNumber.status, noNumber.body['error']]).toEqual([400, 'ERR_VALIDATION']);
    expect(noNumber.body['fields']).toEqual([expect.objectContaining({ path: 'body.number' })]);
    const empty = await callApi({ number: '5511940000004', body: '  ' });
    expect(empty.body['fields']).toEqual([expect.objectContaining({ path: 'body.body' })]);
    const broken = await callApi('{"number":', token);
    expect(broken.status).toBe(400);
  });

  it('is refused with ERR_NO_PERMISSION when the plan has no external API', async () => {
    const company = await createCompany(server.db.em, { flags: { useExternalApi: false } });
    const { user, password } = await createUser(server.db.em, company.id, { profile: 'admin' });
    const http = new HttpClient(server.url);
    await http.login(user.email, password);
    const other = await sandboxWithToken(http);
    const answer = await callApi({ number: '5511940000005', body: 'x' }, other.token);
    expect([answer.status, answer.body['error']]).toEqual([403, 'ERR_NO_PERMISSION']);
  });

  it('sends only through the token’s own connection and company', async () => {
    const company = await createCompany(server.db.em, { flags: { useExternalApi: true } });
    const { user, password } = await createUser(server.db.em, company.id, { profile: 'admin' });
    const http = new HttpClient(server.url);
    await http.login(user.email, password);
    const other = await sandboxWithToken(http);
    const answer = await callApi({ number: '5511940000006', body: 'Olá' }, other.token);
    expect(answer.status).toBe(200);
    const ticket = await chat.em.findOne(Ticket, { id: (answer.body as ExternalSendResponse).ticketId });
    expect(ticket).toBeNull();
    expect((await outbox()).some((entry) => entry.to === '5511940000006')).toBe(false);
  });
});
