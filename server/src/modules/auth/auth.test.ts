import { EXEMPT_DUE_DATE, LOGIN_MAX_FAILURES, type ApiErrorBody, type SessionResponse, type SessionUser } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { User } from '../users/user.entity.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const client = () => new HttpClient(server.url);

describe('sign-in', () => {
  it('returns a token and the user with company, settings and plan, and sets an httpOnly refresh cookie', async () => {
    const http = client();
    const response = await http.request<SessionResponse>('POST', '/auth/login', {
      email: ADMIN_EMAIL.toUpperCase(),
      password: ADMIN_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.token).toMatch(/^ey/);
    expect(response.body.user).toMatchObject({ email: ADMIN_EMAIL, profile: 'admin', super: true });
    expect(response.body.user.company.plan.useKanban).toBe(true);
    expect(response.body.user.company.settings).toContainEqual({ key: 'scheduleType', value: 'queue' });
    expect(response.body.user.company.settings.map((s) => s.key)).not.toContain('paymentProviderToken');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^jrt=/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=strict');
    expect(cookie.toLowerCase()).toContain('path=/auth');
  });

  it('refuses a wrong password with ERR_INVALID_CREDENTIALS and an unknown email the same way', async () => {
    const wrong = await client().request<ApiErrorBody>(
      'POST',
      '/auth/login',
      { email: ADMIN_EMAIL, password: 'nope' },
      { 'x-forwarded-for': '1.1.1.1' },
    );
    const unknown = await client().request<ApiErrorBody>('POST', '/auth/login', { email: 'ghost@example.test', password: 'nope' });
    expect([wrong.status, wrong.body.error]).toEqual([401, 'ERR_INVALID_CREDENTIALS']);
    expect([unknown.status, unknown.body.error]).toEqual([401, 'ERR_INVALID_CREDENTIALS']);
  });

  it('throttles repeated failures for one email with 429 ERR_RATE_LIMITED, even with the right password', async () => {
    const { user, password } = await createUser(server.db.em, 1);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await client().request('POST', '/auth/login', { email: user.email, password: 'wrong' })).status).toBe(401);
    }
    const blocked = await client().request<ApiErrorBody>('POST', '/auth/login', { email: user.email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('ERR_RATE_LIMITED');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from the same address is not blocked.
    expect((await client().request('POST', '/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it('lets users of a company past its due date and grace sign in, then answers 402 outside billing; super users pass', async () => {
    const expired = await createCompany(server.db.em, { dueDate: '2020-01-01' });
    const { user, password } = await createUser(server.db.em, expired.id, { profile: 'admin' });
    const admin = client();
    await admin.login(user.email, password);
    const refused = await admin.request<ApiErrorBody>('GET', '/contacts');
    expect([refused.status, refused.body.error]).toEqual([402, 'ERR_SUBSCRIPTION_EXPIRED']);
    expect((await admin.request('GET', '/auth/me')).status).toBe(200);
    const superUser = await createUser(server.db.em, expired.id, { super: true });
    const root = client();
    await root.login(superUser.user.email, superUser.password);
    expect((await root.request('GET', '/contacts')).status).toBe(200);
  });

  it('answers a company that pays by no invoice with a future due date a client can admit, marked exempt', async () => {
    // The platform company (the seeded super admin's) has no due date.
    const platform = await client().request<SessionResponse>('POST', '/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(platform.body.user.company).toMatchObject({ dueDate: EXEMPT_DUE_DATE, billingExempt: true });
    expect(Date.parse(platform.body.user.company.dueDate ?? '')).toBeGreaterThan(Date.now());

    const exempt = await createCompany(server.db.em, { dueDate: null });
    const { user, password } = await createUser(server.db.em, exempt.id, { profile: 'admin' });
    const admin = client();
    await admin.login(user.email, password);
    expect((await admin.request<SessionUser>('GET', '/auth/me')).body.company).toMatchObject({
      dueDate: EXEMPT_DUE_DATE,
      billingExempt: true,
    });
    // The company record itself keeps no due date.
    const record = await client().request<{ dueDate: string | null }>('GET', `/companies/${exempt.id}`, undefined, {
      authorization: `Bearer ${platform.body.token}`,
    });
    expect(record.body.dueDate).toBeNull();

    const paying = await createCompany(server.db.em, { dueDate: '2099-06-30' });
    const payer = await createUser(server.db.em, paying.id, { profile: 'admin' });
    const session = await client().request<SessionResponse>('POST', '/auth/login', { email: payer.user.email, password: payer.password });
    expect(session.body.user.company).toMatchObject({ dueDate: '2099-06-30', billingExempt: false });
  });

  it('never stores the password in clear', async () => {
    const admin = await forkUnscoped(server.db.em).findOneOrFail(User, { email: ADMIN_EMAIL }, { populate: ['passwordHash'] });
    expect(admin.passwordHash).not.toContain(ADMIN_PASSWORD);
    expect(admin.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('session', () => {
  it('answers /auth/me for the bearer and refuses a missing or forged token', async () => {
    const http = client();
    await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const me = await http.request<SessionUser>('GET', '/auth/me');
    expect(me.body.email).toBe(ADMIN_EMAIL);
    const anonymous = await client().request<ApiErrorBody>('GET', '/auth/me');
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'ERR_NOT_AUTHENTICATED']);
    const forged = await client().request<ApiErrorBody>('GET', '/auth/me', undefined, { authorization: `Bearer ${http.token ?? ''}x` });
    expect([forged.status, forged.body.error]).toEqual([403, 'ERR_SESSION_EXPIRED']);
  });

  it('rotates the refresh cookie and issues a working access token', async () => {
    const http = client();
    await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const firstCookie = http.cookie;
    http.token = undefined;
    const refreshed = await http.request<SessionResponse>('POST', '/auth/refresh_token');
    expect(refreshed.status).toBe(200);
    expect(http.cookie).toBeDefined();
    expect(http.cookie).not.toBe(firstCookie);
    http.token = refreshed.body.token;
    expect((await http.request('GET', '/auth/me')).status).toBe(200);
  });

  it('revokes the access and refresh tokens on logout', async () => {
    const http = client();
    await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const cookie = http.cookie;
    const token = http.token;
    expect((await http.request('DELETE', '/auth/logout')).status).toBe(204);
    const stale = client();
    stale.token = token;
    expect((await stale.request<ApiErrorBody>('GET', '/auth/me')).body.error).toBe('ERR_SESSION_REVOKED');
    stale.token = undefined;
    stale.cookie = cookie;
    const refresh = await stale.request<ApiErrorBody>('POST', '/auth/refresh_token');
    expect([refresh.status, refresh.body.error]).toEqual([401, 'ERR_SESSION_REVOKED']);
  });

  it('refuses refresh without a cookie', async () => {
    const response = await client().request<ApiErrorBody>('POST', '/auth/refresh_token');
    expect([response.status, response.body.error]).toEqual([401, 'ERR_NOT_AUTHENTICATED']);
  });
});

describe('bad input never answers 500', () => {
  const cases: [string, string, unknown, string[]][] = [
    ['POST', '/auth/login', {}, ['body.email', 'body.password']],
    ['POST', '/auth/login', { email: 'not-an-email', password: 'x' }, ['body.email']],
    ['POST', '/auth/login', { email: ADMIN_EMAIL, password: 123 }, ['body.password']],
    ['POST', '/auth/login', '{not json', ['body']],
    ['POST', '/auth/login', '[1,2]', ['body']],
    ['POST', '/auth/refresh_token', '"text"', ['body']],
  ];
  it.each(cases)('%s %s %j answers 400 with the fields at fault', async (method, url, body, fields) => {
    const response = await client().request<ApiErrorBody>(method, url, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('ERR_VALIDATION');
    expect(response.body.fields?.map((field) => field.path).sort()).toEqual(fields.sort());
  });

  it('validates path parameters', async () => {
    const http = client();
    await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const response = await http.request<ApiErrorBody>('GET', '/companies/listPlan/not-a-number');
    expect(response.status).toBe(400);
    expect(response.body.fields?.[0]?.path).toBe('params.companyId');
  });

  it('answers unknown routes with ERR_NOT_FOUND and /version with the app version', async () => {
    expect((await client().request<ApiErrorBody>('GET', '/no-such-route')).body.error).toBe('ERR_NOT_FOUND');
    expect((await client().request('GET', '/version')).body).toEqual({ version: '6.0.0' });
  });
});

describe('plans of companies', () => {
  it('shows a user the plan of their own company only', async () => {
    const other = await createCompany(server.db.em);
    const { user, password } = await createUser(server.db.em, other.id);
    const http = client();
    await http.login(user.email, password);
    const own = await http.request<{ plan: { id: number } }>('GET', `/companies/listPlan/${other.id}`);
    expect(own.status).toBe(200);
    expect(own.body.plan.id).toBe(other.planId);
    const foreign = await http.request<ApiErrorBody>('GET', '/companies/listPlan/1');
    expect([foreign.status, foreign.body.error]).toEqual([404, 'ERR_NO_COMPANY_FOUND']);
  });
});
