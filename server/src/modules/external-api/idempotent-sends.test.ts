import type { ExternalSendResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import type { OutboxEntry } from '../sandbox/sandbox-provider.ts';
import { IdempotentSend } from './idempotent-send.entity.ts';

let server: TestServer;
let http: HttpClient;
let connectionId: number;
let companyId: number;
let token: string;

type Answer = { status: number; headers: Headers; body: Record<string, unknown> };

async function send(body: string | Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/api/messages/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

async function sentTo(number: string): Promise<string[]> {
  const outbox = (await http.request<OutboxEntry[]>('GET', `/sandbox/${connectionId}/outbox`)).body;
  return outbox.filter((entry) => entry.to.startsWith(number)).map((entry) => entry.body ?? '');
}

beforeAll(async () => {
  server = await startTestServer();
  http = new HttpClient(server.url);
  companyId = (await http.login(ADMIN_EMAIL, ADMIN_PASSWORD)).user.companyId;
  const created = await http.request<{ id: number; token: string }>('POST', '/whatsapp', { name: 'Idempotent API', provider: 'sandbox' });
  ({ id: connectionId, token } = created.body);
  expect((await http.request('POST', `/sandbox/${connectionId}/scan`)).status).toBe(200);
});
afterAll(async () => {
  await server.stop();
});

describe('POST /api/messages/send with an Idempotency-Key', () => {
  it('sends once: a retry with the same key answers the first answer and the customer gets one message', async () => {
    const request = { number: '5511940001001', body: 'Seu pedido saiu para entrega' };
    const first = await send(request, { 'idempotency-key': 'order-1001-shipped' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const retry = await send(request, { 'idempotency-key': 'order-1001-shipped' });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await sentTo('5511940001001')).toEqual(['Seu pedido saiu para entrega']);

    // Without a key, or with another key, a send is a send.
    expect((await send(request, { 'idempotency-key': 'order-1001-shipped-again' })).status).toBe(200);
    expect((await send(request)).status).toBe(200);
    expect(await sentTo('5511940001001')).toHaveLength(3);
  });

  it('refuses the same key with a different request (422) and sends nothing for it', async () => {
    const key = 'order-1002';
    expect((await send({ number: '5511940001002', body: 'Primeira' }, { 'idempotency-key': key })).status).toBe(200);
    const other = await send({ number: '5511940001002', body: 'Outra coisa' }, { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(other.body['error']).toBe('ERR_IDEMPOTENCY_KEY_REUSED');
    expect(await sentTo('5511940001002')).toEqual(['Primeira']);
  });

  it('answers 409 while the first request with the key is still sending, and leaves a failed send retryable', async () => {
    const em = forkForCompany(server.db.em, companyId);
    const [row] = await em.find(IdempotentSend, { key: 'order-1001-shipped' });
    expect(row).toBeDefined();
    // As if that first request were still on its way: its answer not yet written.
    await em.nativeUpdate(IdempotentSend, { id: row!.id }, { answer: null });
    const meanwhile = await send(
      { number: '5511940001001', body: 'Seu pedido saiu para entrega' },
      { 'idempotency-key': 'order-1001-shipped' },
    );
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body['error']).toBe('ERR_IDEMPOTENCY_IN_PROGRESS');

    // A number that is not on WhatsApp fails the send: the key stays free for the corrected retry.
    const refused = await send({ number: '1234', body: 'x' }, { 'idempotency-key': 'order-1003' });
    expect(refused.status).toBe(400);
    const fixed = await send({ number: '5511940001003', body: 'x' }, { 'idempotency-key': 'order-1003' });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
  });

  it('refuses a key that is not 1 to 255 printable ASCII characters', async () => {
    const long = await send({ number: '5511940001004', body: 'x' }, { 'idempotency-key': 'k'.repeat(256) });
    expect(long.status).toBe(400);
    expect(long.body['fields']).toEqual([expect.objectContaining({ path: 'headers.idempotency-key' })]);
    expect(await sentTo('5511940001004')).toEqual([]);
  });
});

describe('POST /api/messages/send bodies', () => {
  it('takes a URL-encoded form as the JSON body', async () => {
    const form = new URLSearchParams({ number: '5511940001005', body: 'Pelo formulário', closeTicket: '1' }).toString();
    const answer = await send(form, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as ExternalSendResponse).messageIds).toHaveLength(1);
    expect(await sentTo('5511940001005')).toEqual(['Pelo formulário']);
  });

  it('answers 415 to a body it cannot read, naming what it takes', async () => {
    const answer = await send('number=5511940001006', { 'content-type': 'text/plain' });
    expect(answer.status).toBe(415);
    expect(answer.body['error']).toBe('ERR_BODY_UNREADABLE');
    expect(answer.body['message']).toContain('x-www-form-urlencoded');
  });
});
