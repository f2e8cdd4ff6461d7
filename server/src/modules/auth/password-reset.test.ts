import { LOGIN_MAX_FAILURES, RESET_CODE_MAX_ATTEMPTS, type ApiErrorBody } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { MailCatcher, resetCodeIn } from '../../../test/mail-catcher.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { PasswordReset } from './password-reset.entity.ts';

let server: TestServer;
let mail: MailCatcher;
let companyId: number;

beforeAll(async () => {
  mail = new MailCatcher();
  const port = await mail.listen();
  // TRUST_PROXY lets each test pose as another address (X-Forwarded-For), as behind a proxy.
  server = await startTestServer({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), TRUST_PROXY: 'true' });
  companyId = (await createCompany(server.db.em)).id;
});
afterAll(async () => {
  await server.stop();
  await mail.close();
});

const client = () => new HttpClient(server.url);
const NEW_PASSWORD = 'Brand-New-Pass1';
let address = 0;
/** A fresh client address, so the per-address throttle of one test does not reach another. */
const from = () => ({ 'x-forwarded-for': `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });

async function someone() {
  return createUser(server.db.em, companyId);
}

async function askCode(email: string): Promise<string> {
  const asked = await client().request('POST', `/forgetpassword/${encodeURIComponent(email)}`);
  expect([asked.status, asked.body]).toEqual([200, { status: 'sent' }]);
  return resetCodeIn(await mail.next(email));
}

function reset(email: string, code: string, password: unknown = NEW_PASSWORD, headers = from()) {
  return client().request<ApiErrorBody>('POST', `/resetpasswords/${encodeURIComponent(email)}/${code}`, { password }, headers);
}

describe('password reset', () => {
  it('e-mails a code; the code sets the new password, the old one stops working and every session ends', async () => {
    const { user, password } = await someone();
    const signedIn = client();
    await signedIn.login(user.email, password);

    const code = await askCode(user.email.toUpperCase());
    const done = await reset(user.email, code);
    expect([done.status, done.body]).toEqual([200, { status: 'updated' }]);

    const revoked = await signedIn.request<ApiErrorBody>('GET', '/auth/me');
    expect([revoked.status, revoked.body.error]).toEqual([401, 'ERR_SESSION_REVOKED']);
    const refresh = await signedIn.request<ApiErrorBody>('POST', '/auth/refresh_token', {});
    expect(refresh.body.error).toBe('ERR_SESSION_REVOKED');
    expect((await client().request('POST', '/auth/login', { email: user.email, password }, from())).status).toBe(401);
    expect((await client().request('POST', '/auth/login', { email: user.email, password: NEW_PASSWORD }, from())).status).toBe(200);
  });

  it('takes a code once only', async () => {
    const { user } = await someone();
    const code = await askCode(user.email);
    expect((await reset(user.email, code)).status).toBe(200);
    const again = await reset(user.email, code, 'Another-Pass2');
    expect([again.status, again.body.error]).toEqual([400, 'ERR_INVALID_RESET_CODE']);
  });

  it('refuses a code after 30 minutes', async () => {
    const { user } = await someone();
    const code = await askCode(user.email);
    await forkUnscoped(server.db.em).nativeUpdate(PasswordReset, { userId: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    const late = await reset(user.email, code);
    expect([late.status, late.body.error]).toEqual([400, 'ERR_INVALID_RESET_CODE']);
  });

  it('keeps only the latest code asked for', async () => {
    const { user } = await someone();
    const first = await askCode(user.email);
    const second = await askCode(user.email);
    if (first !== second) {
      expect((await reset(user.email, first)).body.error).toBe('ERR_INVALID_RESET_CODE');
    }
    expect((await reset(user.email, second)).status).toBe(200);
  });

  it('voids a code after repeated wrong tries, even from many addresses', async () => {
    const { user } = await someone();
    const code = await askCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < RESET_CODE_MAX_ATTEMPTS; attempt += 1) {
      expect((await reset(user.email, wrong)).body.error).toBe('ERR_INVALID_RESET_CODE');
    }
    const right = await reset(user.email, code);
    expect([right.status, right.body.error]).toEqual([400, 'ERR_INVALID_RESET_CODE']);
  });

  it('throttles wrong codes from one address with 429, even when the right code follows', async () => {
    const { user } = await someone();
    const code = await askCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const one = from();
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES - 1; attempt += 1) {
      expect((await reset(user.email, wrong, NEW_PASSWORD, one)).status).toBe(400);
    }
    // The last wrong try voids the code too; what the user sees is the block.
    await reset(user.email, wrong, NEW_PASSWORD, one);
    const blocked = await reset(user.email, code, NEW_PASSWORD, one);
    expect([blocked.status, blocked.body.error]).toEqual([429, 'ERR_RATE_LIMITED']);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('throttles asking for codes for one e-mail with 429', async () => {
    const { user } = await someone();
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await client().request('POST', `/forgetpassword/${user.email}`, undefined, from())).status).toBe(200);
    }
    const blocked = await client().request<ApiErrorBody>('POST', `/forgetpassword/${user.email}`, undefined, from());
    expect([blocked.status, blocked.body.error]).toEqual([429, 'ERR_RATE_LIMITED']);
  });

  it('answers an unknown e-mail exactly like a known one, and sends it nothing', async () => {
    const { user } = await someone();
    const unknown = await client().request('POST', '/forgetpassword/nobody-here@example.test');
    expect([unknown.status, unknown.body]).toEqual([200, { status: 'sent' }]);
    await askCode(user.email);
    // No code exists for an unknown address, so no e-mail is ever made for it.
    expect(mail.countTo('nobody-here@example.test')).toBe(0);
    const guessed = await reset('nobody-here@example.test', '123456');
    expect([guessed.status, guessed.body.error]).toEqual([400, 'ERR_INVALID_RESET_CODE']);
  });

  it('refuses the new password in the address, without spending the code', async () => {
    const { user } = await someone();
    const code = await askCode(user.email);
    const inPath = await client().request<ApiErrorBody>('POST', `/resetpasswords/${user.email}/${code}/${NEW_PASSWORD}`, {}, from());
    expect([inPath.status, inPath.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(inPath.body.fields?.map((field) => field.path)).toEqual(['params.password']);
    expect((await reset(user.email, code)).status).toBe(200);
  });

  it.each([
    ['a weak password', 'weakpassword', ['body.password']],
    ['no digit', 'NoDigitsHere', ['body.password']],
    ['too short', 'Ab1', ['body.password']],
    ['not text', 12345678, ['body.password']],
  ])('refuses %s with ERR_VALIDATION naming the field', async (_name, password, paths) => {
    const { user } = await someone();
    const refused = await reset(user.email, '123456', password);
    expect([refused.status, refused.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect([...new Set(refused.body.fields?.map((field) => field.path))]).toEqual(paths);
  });

  it('refuses malformed addresses and codes with ERR_VALIDATION, never 500', async () => {
    const probes: [string, unknown, string[]][] = [
      ['/forgetpassword/not-an-email', undefined, ['params.email']],
      ['/resetpasswords/not-an-email/123456', { password: NEW_PASSWORD }, ['params.email']],
      ['/resetpasswords/a@example.test/12ab56', { password: NEW_PASSWORD }, ['params.token']],
      ['/resetpasswords/a@example.test/123456', {}, ['body.password']],
      ['/resetpasswords/a@example.test/123456', 'not json', []],
    ];
    for (const [url, body, paths] of probes) {
      const answer = await client().request<ApiErrorBody>('POST', url, body, from());
      expect([url, answer.status, answer.body.error]).toEqual([url, 400, 'ERR_VALIDATION']);
      if (paths.length > 0) {
        expect(answer.body.fields?.map((field) => field.path)).toEqual(paths);
      }
    }
  });
});
