import type { ApiErrorBody, InvoiceListResponse, SignupResponse, SignupStatus, SubscriptionRecord } from '@balcao/shared';
import { DEFAULT_COMPANY_SETTINGS, DEFAULT_WEEK_SCHEDULE, PASSWORD_RULE_TEXT } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Setting } from '../settings/setting.entity.ts';
import { User } from '../users/user.entity.ts';
import { Company } from './company.entity.ts';

let server: TestServer;
let planId: number;
let plan: Plan;
let address = 0;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1' });
  planId = (await createCompany(server.db.em)).planId;
  plan = await forkUnscoped(server.db.em).findOneOrFail(Plan, { id: planId });
});
afterAll(async () => {
  await server.stop();
});

/** Each call comes from an address of its own unless told otherwise, so the per-address throttle stays out of the way. */
function signUp(body: Record<string, unknown>, { from, query = '' }: { from?: string; query?: string } = {}) {
  address += 1;
  const http = new HttpClient(server.url);
  return http.request<SignupResponse & ApiErrorBody>('POST', `/companies/cadastro${query}`, body, {
    'x-forwarded-for': from ?? `10.1.${Math.floor(address / 250)}.${address % 250}`,
  });
}

let counter = 0;
function visitor(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Loja ${counter}`,
    email: `loja${counter}-${Date.now()}@example.test`,
    phone: '(11) 98765-4321',
    password: 'Senha-boa1',
    planId,
    ...overrides,
  };
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const em = () => forkUnscoped(server.db.em);

describe('POST /companies/cadastro', () => {
  it("creates the company on the server's terms: trial due date, active, MENSAL — whatever the client sends", async () => {
    const input = visitor({ dueDate: '2099-01-01', status: false, recurrence: 'ANUAL', campaignsEnabled: false, value: 0, price: 0 });
    const created = await signUp(input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.dueDate).toBe(inDays(3));

    const company = await em().findOneOrFail(Company, { id: created.body.companyId });
    expect(company).toMatchObject({
      name: input.name,
      email: input.email,
      phone: '11987654321',
      planId,
      status: true,
      dueDate: inDays(3),
      recurrence: 'MENSAL',
    });
    expect(company.schedules).toEqual(DEFAULT_WEEK_SCHEDULE);
    const settings = await em().find(Setting, { companyId: company.id });
    expect(Object.fromEntries(settings.map((row) => [row.key, row.value]))).toEqual(DEFAULT_COMPANY_SETTINGS);
    const admin = await em().findOneOrFail(User, { email: input.email });
    expect(admin).toMatchObject({ companyId: company.id, profile: 'admin', super: false });

    const http = new HttpClient(server.url);
    const session = await http.login(input.email, input.password);
    expect(session.user.company).toMatchObject({ id: company.id, dueDate: inDays(3) });

    // The trial can pay at once: its first invoice, due at the trial's end, at the plan's price.
    const page = await http.request<SubscriptionRecord>('GET', '/subscription');
    const invoices = await http.request<InvoiceListResponse>('GET', '/invoices/all?shape=balcao');
    expect(invoices.body.invoices.map((row) => [row.id, row.dueDate, row.status, row.detail])).toEqual([
      [page.body.openInvoiceId, inDays(3), 'open', plan.name],
    ]);
  });

  it('holds a new password to the one rule of reset and user creation: 5 characters are refused', async () => {
    for (const password of ['senha', 'senha123', 'SENHA123', 'Senhaboa']) {
      const refused = await signUp(visitor({ password }));
      expect([password, refused.status, refused.body.fields?.map((field) => field.path)]).toEqual([password, 400, ['body.password']]);
      expect(refused.body.fields?.[0]?.message).toBe(PASSWORD_RULE_TEXT);
    }
    expect((await signUp(visitor({ password: 'Senha123' }))).status).toBe(201);
  });

  it('tells a duplicate e-mail apart (409 ERR_USER_EMAIL_ALREADY_EXISTS) and writes nothing', async () => {
    const first = visitor();
    expect((await signUp(first)).status).toBe(201);
    const before = await em().count(Company, {});
    const again = await signUp(visitor({ email: first.email.toUpperCase() }));
    expect([again.status, again.body.error]).toEqual([409, 'ERR_USER_EMAIL_ALREADY_EXISTS']);
    expect(await em().count(Company, {})).toBe(before);
  });

  it('refuses a plan that does not exist (404 ERR_NO_PLAN_FOUND) and writes nothing', async () => {
    const before = await em().count(Company, {});
    const refused = await signUp(visitor({ planId: 999_999 }));
    expect([refused.status, refused.body.error]).toEqual([404, 'ERR_NO_PLAN_FOUND']);
    expect(await em().count(Company, {})).toBe(before);
  });

  it('answers 400 ERR_VALIDATION with every field at fault', async () => {
    const bad = await signUp({ name: 'L', email: 'not-an-email', phone: '123', password: '1234', planId: 'x' });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields!.map((field) => field.path).sort()).toEqual([
      'body.email',
      'body.name',
      'body.password',
      'body.phone',
      'body.planId',
    ]);
    const tooLong = await signUp(visitor({ name: 'x'.repeat(51), phone: '(11) 98765-43210', password: 'Aa1'.repeat(43) }));
    expect(tooLong.body.fields!.map((field) => field.path).sort()).toEqual(['body.name', 'body.password', 'body.phone']);
    const badQuery = await signUp(visitor(), { query: '?companyId=abc' });
    expect(badQuery.body.fields!.map((field) => field.path)).toEqual(['query.companyId']);
  });

  it('records the company whose link (?companyId=) brought the visitor, and nothing for an unknown one', async () => {
    const referrer = await createCompany(server.db.em);
    const referred = await signUp(visitor(), { query: `?companyId=${referrer.id}` });
    expect((await em().findOneOrFail(Company, { id: referred.body.companyId })).referrerCompanyId).toBe(referrer.id);
    const unknown = await signUp(visitor(), { query: '?companyId=999999' });
    expect(unknown.status).toBe(201);
    expect((await em().findOneOrFail(Company, { id: unknown.body.companyId })).referrerCompanyId).toBeNull();
  });

  it('throttles sign-ups per address: the sixth within 15 minutes is 429', async () => {
    const from = '10.9.9.9';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signUp(visitor(), { from })).status).toBe(201);
    }
    const blocked = await signUp(visitor(), { from });
    expect([blocked.status, blocked.body.error]).toEqual([429, 'ERR_RATE_LIMITED']);
    expect((await signUp(visitor(), { from: '10.9.9.10' })).status).toBe(201);
  });

  it('is closed when a super user turns user creation off (403 ERR_USER_CREATION_DISABLED), and says so publicly', async () => {
    const root = new HttpClient(server.url);
    await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const status = async () => (await fetch(`${server.url}/companies/cadastro`)).json() as Promise<SignupStatus>;
    expect(await status()).toEqual({ open: true, trialDays: 3 });
    expect((await root.request('PUT', '/settings/userCreation', { value: 'disabled' })).status).toBe(200);
    try {
      expect(await status()).toEqual({ open: false, trialDays: 3 });
      const refused = await signUp(visitor());
      expect([refused.status, refused.body.error]).toEqual([403, 'ERR_USER_CREATION_DISABLED']);
    } finally {
      await root.request('PUT', '/settings/userCreation', { value: 'enabled' });
    }
  });
});
