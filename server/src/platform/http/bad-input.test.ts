import { gzipSync } from 'node:zlib';
import type { ApiErrorBody } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';

let server: TestServer;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await server.stop();
});

type Raw = { status: number; headers: Headers; body: ApiErrorBody };

/** A request whose body bytes and headers are sent exactly as given. */
async function raw(method: string, url: string, body: Buffer | FormData | string, headers: Record<string, string>): Promise<Raw> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${admin.token}`, ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as ApiErrorBody };
}

const json = { 'content-type': 'application/json' };
const bodyRoutes: [string, string][] = [
  ['POST', '/auth/login'],
  ['POST', '/whatsapp'],
  ['POST', '/contacts'],
  ['PUT', '/tickets/1'],
  ['POST', '/no-such-route'],
];

describe('a body that cannot be decoded answers 400 ERR_BODY_UNREADABLE', () => {
  it.each(bodyRoutes)('%s %s with Content-Encoding gzip that is not gzip', async (method, url) => {
    const response = await raw(method, url, '{"name":"x"}', { ...json, 'content-encoding': 'gzip' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('ERR_BODY_UNREADABLE');
  });

  it.each([
    ['deflate that is not deflate', 'deflate', Buffer.from('not deflate at all'), 400],
    ['a gzip stream cut short', 'gzip', gzipSync(JSON.stringify({ name: 'x'.repeat(200) })).subarray(0, 30), 400],
    ['an unknown encoding', 'x-squeeze', Buffer.from('{}'), 415],
  ])('%s', async (_name, encoding, bytes, status) => {
    const response = await raw('POST', '/whatsapp', bytes, { ...json, 'content-encoding': encoding });
    expect(response.status).toBe(status);
    expect(response.body.error).toBe('ERR_BODY_UNREADABLE');
  });

  it('still reads a body that really is gzip', async () => {
    const bytes = gzipSync(JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
    const response = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { ...json, 'content-encoding': 'gzip' },
      body: bytes,
    });
    expect(response.status).toBe(200);
  });
});

describe('a path asked with a method it does not take', () => {
  it('answers 405 with the methods it takes in Allow and the catalogue JSON', async () => {
    const response = await raw('PATCH', '/quick-messages', Buffer.from('{}'), json);
    expect(response.status).toBe(405);
    expect(response.body.error).toBe('ERR_METHOD_NOT_ALLOWED');
    expect(response.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
  });
});

describe('other malformed bodies answer 4xx with a catalogue code, never 500', () => {
  it.each([
    ['invalid JSON', Buffer.from('{"name": '), json, 400, 'ERR_VALIDATION'],
    [
      'a body in another charset',
      Buffer.from('{"name":"Jos\u00e9"}', 'latin1'),
      { 'content-type': 'application/json; charset=latin1' },
      415,
      'ERR_BODY_UNREADABLE',
    ],
    [
      'a body announced as UTF-16',
      Buffer.from('{"name":"ab"}', 'utf16le'),
      { 'content-type': 'application/json; charset=utf-16' },
      415,
      'ERR_BODY_UNREADABLE',
    ],
    ['a body over the size limit', Buffer.from(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })), json, 413, 'ERR_VALIDATION'],
  ])('%s', async (_name, bytes, headers, status, code) => {
    const response = await raw('POST', '/whatsapp', bytes, headers);
    expect(response.status).toBe(status);
    expect(response.body.error).toBe(code);
  });

  it('a body declared UTF-8 is read as UTF-8', async () => {
    const response = await raw('POST', '/auth/login', Buffer.from(JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })), {
      'content-type': 'application/json; charset=UTF-8',
    });
    expect(response.status).toBe(200);
  });
});

describe('a NUL character in any text answers 400 ERR_VALIDATION naming the field', () => {
  it.each([
    ['POST', '/whatsapp', { name: 'Sales\u0000', isDefault: false }, ['body.name']],
    ['POST', '/contacts', { name: 'Ana\u0000', number: '5511999990000' }, ['body.name']],
    [
      'POST',
      '/contacts',
      { name: 'Ana', number: '5511999990001', extraInfo: [{ name: 'k', value: 'v\u0000' }] },
      ['body.extraInfo.0.value'],
    ],
    ['POST', '/tags', { name: 'ok', color: '#112233', 'key\u0000': 1 }, ['body.key\u0000']],
    ['POST', '/auth/login', { email: ADMIN_EMAIL, password: 'x\u0000' }, ['body.password']],
  ])('%s %s %j', async (method, url, body, fields) => {
    const response = await admin.request<ApiErrorBody>(method, url, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('ERR_VALIDATION');
    expect(response.body.fields?.map((field) => field.path)).toEqual(fields);
  });

  it.each([
    ['/contacts?date=2026-11-26%00', 'query.date'],
    ['/tickets?status=open&pageNumber=0%00', 'query.pageNumber'],
    ['/quick-messages/list?userId=1%00', 'query.userId'],
  ])('in the query string: GET %s', async (url, field) => {
    const response = await admin.request<ApiErrorBody>('GET', url);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('ERR_VALIDATION');
    expect(response.body.fields?.map((item) => item.path)).toEqual([field]);
  });

  it('but in a search text, where it is taken as typed: no stored text holds one, so nothing is found', async () => {
    await admin.request('POST', '/contacts', { name: 'Ana Nul', number: '5511999990042' });
    await admin.request('POST', '/quick-messages', { shortcode: 'ana-nul', message: 'Olá', geral: true });
    const found = async (url: string) => {
      const response = await admin.request<unknown[] | Record<string, unknown>>('GET', url);
      expect([url, response.status]).toEqual([url, 200]);
      return Array.isArray(response.body) ? response.body : Object.values(response.body).find(Array.isArray);
    };
    for (const url of ['/contacts?searchParam=Ana', '/quick-messages/list?searchParam=ana', '/contacts/list?searchParam=Ana']) {
      expect(await found(url)).not.toEqual([]);
      expect(await found(`${url}%00`)).toEqual([]);
    }
  });

  it('in a multipart text field', async () => {
    const form = new FormData();
    form.set('body', 'hello\u0000');
    const response = await raw('POST', '/messages/1', form, {});
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('ERR_VALIDATION');
    expect(response.body.fields?.map((item) => item.path)).toEqual(['body.body']);
  });

  it('in the name of an uploaded file', async () => {
    const form = new FormData();
    form.set('body', 'hello');
    form.set('medias', new Blob(['hi'], { type: 'text/plain' }), 'note\u0000.txt');
    const response = await raw('POST', '/messages/1', form, {});
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('ERR_VALIDATION');
    expect(response.body.fields?.map((item) => item.path)).toEqual(['body.medias']);
  });
});
