import { PLAN_FLAGS, type ApiErrorBody } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { type HttpClient } from './http-client.ts';
import { SandboxConversation } from './conversation.ts';
import { tenant, type Tenant } from './side-panel-fixtures.ts';

/**
 * Issue 17 part 5 as a client sees it: the public routes answer 429 past their limits (here a tenth
 * of the defaults, RATE_LIMIT_SCALE=0.1), every answer carries the security headers, and an upload
 * whose bytes are not what it claims is refused.
 */
let server: TestServer;
let t: Tenant;

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Windows program (MZ … PE). */
const PROGRAM = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_SCALE: '0.1', TRUST_PROXY: 'true' });
  t = await tenant(server, Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, true])));
});
afterAll(async () => {
  await server.stop();
});

async function statuses(count: number, call: () => Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await call();
    await response.arrayBuffer();
    seen.push(response.status);
  }
  return seen;
}

describe('rate limits on the public routes', () => {
  it('the plans list: 6 a minute per address (at this scale), then 429 ERR_RATE_LIMITED with Retry-After', async () => {
    const from = { 'x-forwarded-for': '10.20.0.1' };
    expect(await statuses(6, () => fetch(`${server.url}/plans/list`, { headers: from }))).toEqual([200, 200, 200, 200, 200, 200]);
    const blocked = await fetch(`${server.url}/plans/list`, { headers: from });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as ApiErrorBody).error).toBe('ERR_RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/plans/list`, { headers: { 'x-forwarded-for': '10.20.0.2' } })).status).toBe(200);
  });

  it('password reset: one request per address in 15 minutes at this scale, then 429', async () => {
    const ask = (email: string) =>
      fetch(`${server.url}/forgetpassword/${email}`, { method: 'POST', headers: { 'x-forwarded-for': '10.20.1.1' } });
    expect((await ask('a@example.test')).status).toBe(200);
    const blocked = await ask('b@example.test');
    expect([blocked.status, ((await blocked.json()) as ApiErrorBody).error]).toEqual([429, 'ERR_RATE_LIMITED']);
  });

  it('sign-up: refused past the limit even with invalid bodies counted', async () => {
    const signUp = () =>
      fetch(`${server.url}/companies/cadastro`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.20.2.1' },
        body: '{}',
      });
    expect(await statuses(2, signUp)).toEqual([400, 429]);
  });

  it('the external API: counted per token, another token is not affected', async () => {
    const chat = new SandboxConversation(server, t.admin.http, t.companyId);
    const tokens: string[] = [];
    for (const name of ['one', 'two']) {
      const connectionId = await chat.connection({ name: `Limits ${name}` });
      tokens.push((await t.admin.http.request<{ token: string }>('POST', `/whatsapp/${connectionId}/token`)).body.token);
    }
    const send = (token: string | undefined) => () =>
      fetch(`${server.url}/api/messages/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ number: '5511987651234', body: 'Olá' }),
      });
    const first = await statuses(13, send(tokens[0]));
    expect(first.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(first[12]).toBe(429);
    expect((await statuses(1, send(tokens[1])))[0]).toBe(200);
  });
});

describe('security headers', () => {
  it('every answer has nosniff, no framing and the content policy; no HSTS without SECURE_COOKIES', async () => {
    for (const url of ['/', '/version', '/no-such-route']) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self'");
      // The help videos' player and thumbnails, and no other outside host.
      expect(directive(policy, 'frame-src')).toEqual(['https://www.youtube-nocookie.com']);
      expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://i.ytimg.com']);
      expect(directive(policy, 'default-src')).toEqual(["'self'"]);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS when the deployment is behind HTTPS (SECURE_COOKIES)', async () => {
    const secure = await startTestServer({ SECURE_COOKIES: 'true' });
    try {
      const response = await fetch(`${secure.url}/version`);
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    } finally {
      await secure.stop();
    }
  });
});

describe('uploads are checked by their bytes', () => {
  async function sendFile(http: HttpClient, url: string, field: string, bytes: Buffer, type: string, name: string) {
    const form = new FormData();
    form.append(field, new Blob([bytes], { type }), name);
    const response = await fetch(`${server.url}${url}`, { method: 'POST', headers: { authorization: `Bearer ${http.token}` }, body: form });
    return { status: response.status, body: (await response.json()) as ApiErrorBody };
  }

  it('refuses text sent as a picture, and a program sent as a PDF; takes a real picture', async () => {
    const chat = new SandboxConversation(server, t.admin.http, t.companyId);
    const connectionId = await chat.connection();
    await chat.say(connectionId, '5511987650777', 'Oi');
    const ticket = await chat.ticketOf(connectionId, '5511987650777');
    await chat.accept(ticket.id, t.admin.userId);
    const url = `/messages/${ticket.id}`;
    const fake = await sendFile(
      t.admin.http,
      url,
      'medias',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
      'photo.png',
    );
    expect([fake.status, fake.body.error, fake.body.fields?.[0]?.path]).toEqual([400, 'ERR_VALIDATION', 'body.medias']);
    const program = await sendFile(t.admin.http, url, 'medias', PROGRAM, 'application/pdf', 'invoice.pdf');
    expect([program.status, program.body.fields?.[0]?.path]).toEqual([400, 'body.medias']);
    const real = await sendFile(t.admin.http, url, 'medias', ONE_PIXEL_PNG, 'image/png', 'photo.png');
    expect(real.status, JSON.stringify(real.body)).toBe(200);
  });

  it('refuses a PDF named .png where only pictures go (a scheduled message)', async () => {
    const contact = await t.admin.http.request<{ id: number }>('POST', '/contacts', { name: 'Bia Upload', number: '5511987650888' });
    const schedule = await t.admin.http.request<{ id: number }>('POST', '/schedules', {
      body: 'Lembrete do pedido',
      contactId: contact.body.id,
      sendAt: '2099-01-01T10:00:00Z',
    });
    const pdf = await sendFile(
      t.admin.http,
      `/schedules/${schedule.body.id}/media-upload`,
      'file',
      Buffer.from('%PDF-1.4 x'),
      'image/png',
      'menu.png',
    );
    expect([pdf.status, pdf.body.fields?.[0]?.path]).toEqual([400, 'body.file']);
  });
});

/** The sources one directive of a content policy lists. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}
