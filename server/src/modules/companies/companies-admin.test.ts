import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiErrorBody, CompanyDeletionRecord, CompanyRecord, Recurrence } from '@balcao/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Company } from './company.entity.ts';

let server: TestServer;
let root: HttpClient;

beforeAll(async () => {
  server = await startTestServer({ SESSION_TAKEOVER_SECONDS: '1', SESSION_RENEW_SECONDS: '0.5', SESSION_LEASE_SECONDS: '3' });
  root = new HttpClient(server.url);
  await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await server.stop();
});

async function signedIn(companyId: number, profile: 'admin' | 'user' = 'admin') {
  const { user, password } = await createUser(server.db.em, companyId, { profile });
  const http = new HttpClient(server.url);
  await http.login(user.email, password);
  return { http, user, password };
}

let counter = 0;
function companyInput(planId: number, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Empresa ${counter}`,
    email: `empresa${counter}-${Date.now()}@example.test`,
    phone: '(21) 3333-4444',
    planId,
    ...overrides,
  };
}

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('companies (super users)', () => {
  it('creates a company with billing fields and its first admin, reads, searches, lists and updates it', async () => {
    const { planId } = await createCompany(server.db.em);
    const input = companyInput(planId, {
      dueDate: '2030-05-10',
      recurrence: 'TRIMESTRAL',
      billingName: 'Empresa Faturada Ltda',
      billingDocument: '12.345.678/0001-90',
      billingCity: 'Recife',
      password: 'Admin-pass-1',
    });
    const created = await root.request<CompanyRecord>('POST', '/companies', input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: input.name,
      phone: '2133334444',
      status: true,
      dueDate: '2030-05-10',
      recurrence: 'TRIMESTRAL',
      billingName: 'Empresa Faturada Ltda',
      billingCity: 'Recife',
      billingAddress: null,
      plan: { id: planId },
    });
    await new HttpClient(server.url).login(input.email, 'Admin-pass-1');

    const id = created.body.id;
    expect((await root.request<CompanyRecord>('GET', `/companies/${id}`)).body.email).toBe(input.email);
    const page = await root.request<{ records: CompanyRecord[] }>('GET', `/companies?searchParam=${encodeURIComponent(input.email)}`);
    expect(page.body.records.map((company) => company.id)).toEqual([id]);
    expect((await root.request<CompanyRecord[]>('GET', '/companies/list')).body.map((company) => company.id)).toContain(id);

    const updated = await root.request<CompanyRecord>('PUT', `/companies/${id}`, {
      ...input,
      name: 'Empresa Renomeada',
      dueDate: '',
      billingCity: '',
    });
    expect(updated.body).toMatchObject({ name: 'Empresa Renomeada', dueDate: null, billingCity: null });

    // A phone written with Brazil's country code (13 digits) keeps the spec's area code and number.
    const withCountryCode = await root.request<CompanyRecord>('PUT', `/companies/${id}`, { ...input, phone: '+55 (11) 98765-4321' });
    expect(withCountryCode.status, JSON.stringify(withCountryCode.body)).toBe(200);
    expect(withCountryCode.body.phone).toBe('11987654321');
  });

  it('renews by 1, 2, 3, 6 or 12 months for MENSAL…ANUAL, keeping the day where the month has it', async () => {
    const { planId } = await createCompany(server.db.em);
    const expected: [Recurrence, string][] = [
      ['MENSAL', '2027-02-28'],
      ['BIMESTRAL', '2027-03-31'],
      ['TRIMESTRAL', '2027-04-30'],
      ['SEMESTRAL', '2027-07-31'],
      ['ANUAL', '2028-01-31'],
    ];
    for (const [recurrence, dueDate] of expected) {
      const company = await root.request<CompanyRecord>('POST', '/companies', companyInput(planId, { recurrence, dueDate: '2027-01-31' }));
      const renewed = await root.request<CompanyRecord>('POST', `/companies/${company.body.id}/renew`);
      expect([recurrence, renewed.body.dueDate]).toEqual([recurrence, dueDate]);
    }
    const missing = await root.request<ApiErrorBody>('POST', '/companies/999999/renew');
    expect([missing.status, missing.body.error]).toEqual([404, 'ERR_NO_COMPANY_FOUND']);
  });

  it('switching a company off ends its sessions and connections; it cannot sign in until switched on again', async () => {
    const company = await createCompany(server.db.em);
    const { http: admin, user, password } = await signedIn(company.id);
    const connection = await admin.request<{ id: number }>('POST', '/whatsapp', { name: 'Loja', provider: 'sandbox' });
    expect((await admin.request('POST', `/sandbox/${connection.body.id}/scan`)).status).toBe(200);
    expect(server.sessions.isLive(connection.body.id)).toBe(true);

    const record = await root.request<CompanyRecord>('GET', `/companies/${company.id}`);
    const off = await root.request<CompanyRecord>('PUT', `/companies/${company.id}`, { ...record.body, status: false });
    expect(off.body.status).toBe(false);

    const ended = await admin.request<ApiErrorBody>('GET', '/auth/me');
    expect([ended.status, ended.body.error]).toEqual([401, 'ERR_SESSION_REVOKED']);
    const refused = await new HttpClient(server.url).request<ApiErrorBody>('POST', '/auth/login', { email: user.email, password });
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_COMPANY_INACTIVE']);
    expect(server.sessions.isLive(connection.body.id)).toBe(false);
    // The takeover scan (every second here) leaves an inactive company's connection stopped…
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(server.sessions.isLive(connection.body.id)).toBe(false);
    const row = await forkForCompany(server.db.em, company.id).findOneOrFail(Whatsapp, { id: connection.body.id });
    expect(row.status).toBe('CONNECTED');

    // …and resumes it once the company is active again.
    await root.request('PUT', `/companies/${company.id}`, { ...record.body, status: true });
    expect(await until(() => Promise.resolve(server.sessions.isLive(connection.body.id)), Boolean)).toBe(true);
    await new HttpClient(server.url).login(user.email, password);
  });

  it("deletes a company as a background job with progress: every row and media file of it, nothing of another's", async () => {
    const doomed = await createCompany(server.db.em);
    const kept = await createCompany(server.db.em);
    const files: Record<number, string> = {};
    for (const company of [doomed, kept]) {
      const em = forkForCompany(server.db.em, company.id);
      em.create(Contact, { companyId: company.id, name: 'Cliente', number: `55119${company.id}0000` });
      await em.flush();
      const media = await server.media.save(em, Buffer.from(`bytes of ${company.id}`), 'nota.txt', 'text/plain');
      const [row] = await em.execute<{ storage_key: string }[]>('SELECT storage_key FROM media_files WHERE id = ?', [media.id]);
      files[company.id] = path.join(server.dataDir, 'media', row!.storage_key);
      expect(existsSync(files[company.id]!)).toBe(true);
    }
    await signedIn(doomed.id);

    const accepted = await root.request<CompanyDeletionRecord>('DELETE', `/companies/${doomed.id}`);
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({ companyId: doomed.id, status: 'queued' });
    const finished = await until(
      async () =>
        (await root.request<CompanyDeletionRecord[]>('GET', '/companies/deletions')).body.find((row) => row.id === accepted.body.id),
      (row) => row?.status === 'done' || row?.status === 'failed',
    );
    expect(finished).toMatchObject({ status: 'done', step: 'done', done: 3, total: 3 });

    const client = new pg.Client({ connectionString: server.database.url });
    await client.connect();
    try {
      const tables = await client.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.columns WHERE column_name = 'company_id' AND table_schema = current_schema()`,
      );
      const left: string[] = [];
      let keptRows = 0;
      for (const { table_name: table } of tables.rows) {
        const doomedRows = await client.query(`SELECT 1 FROM "${table}" WHERE company_id = $1 LIMIT 1`, [doomed.id]);
        if (doomedRows.rowCount) {
          left.push(table);
        }
        keptRows += (await client.query(`SELECT 1 FROM "${table}" WHERE company_id = $1`, [kept.id])).rowCount ?? 0;
      }
      expect(left).toEqual([]);
      expect(keptRows).toBeGreaterThan(5);
    } finally {
      await client.end();
    }
    expect(await forkUnscoped(server.db.em).findOne(Company, { id: doomed.id })).toBeNull();
    expect(await forkForCompany(server.db.em, kept.id).count(Contact, {})).toBe(1);
    expect(existsSync(files[doomed.id]!)).toBe(false);
    expect(existsSync(files[kept.id]!)).toBe(true);
  });

  it("refuses to switch off or delete the platform administrators' company (409 ERR_PLATFORM_COMPANY)", async () => {
    const me = await root.request<{ companyId: number }>('GET', '/auth/me');
    const refused = await root.request<ApiErrorBody>('DELETE', `/companies/${me.body.companyId}`);
    expect([refused.status, refused.body.error]).toEqual([409, 'ERR_PLATFORM_COMPANY']);
    const record = await root.request<CompanyRecord>('GET', `/companies/${me.body.companyId}`);
    const off = await root.request<ApiErrorBody>('PUT', `/companies/${me.body.companyId}`, {
      ...record.body,
      dueDate: record.body.dueDate ?? '',
      status: false,
    });
    expect([off.status, off.body.error]).toEqual([409, 'ERR_PLATFORM_COMPANY']);
  });

  it('answers 400 ERR_VALIDATION with the fields for bad input, and 404 for unknown companies and plans', async () => {
    const { planId } = await createCompany(server.db.em);
    const bad = await root.request<ApiErrorBody>('POST', '/companies', {
      name: 'E',
      email: 'nope',
      phone: '12',
      planId: 0,
      dueDate: '2026-02-30',
      recurrence: 'SEMANAL',
      status: 'yes',
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields!.map((field) => field.path).sort()).toEqual(
      ['body.dueDate', 'body.email', 'body.name', 'body.phone', 'body.planId', 'body.recurrence', 'body.status'].sort(),
    );
    const unknownPlan = await root.request<ApiErrorBody>('POST', '/companies', companyInput(999_999));
    expect([unknownPlan.status, unknownPlan.body.error]).toEqual([404, 'ERR_NO_PLAN_FOUND']);
    const missing = await root.request<ApiErrorBody>('PUT', '/companies/999999', companyInput(planId));
    expect([missing.status, missing.body.error]).toEqual([404, 'ERR_NO_COMPANY_FOUND']);
    expect((await root.request<ApiErrorBody>('GET', '/companies/x')).status).toBe(400);
  });

  it('refuses every company administration route to a plain admin (403 ERR_NO_PERMISSION)', async () => {
    const company = await createCompany(server.db.em);
    const other = await createCompany(server.db.em);
    const { http: admin } = await signedIn(company.id);
    const routes: [string, string, unknown?][] = [
      ['GET', '/companies'],
      ['GET', '/companies/list'],
      ['GET', '/companies/deletions'],
      ['GET', `/companies/${company.id}`],
      ['POST', '/companies', companyInput(company.planId)],
      ['PUT', `/companies/${company.id}`, companyInput(company.planId)],
      ['POST', `/companies/${company.id}/renew`],
      ['DELETE', `/companies/${other.id}`],
    ];
    for (const [method, url, body] of routes) {
      const refused = await admin.request<ApiErrorBody>(method, url, body);
      expect([refused.status, refused.body.error], `${method} ${url}`).toEqual([403, 'ERR_NO_PERMISSION']);
    }
    expect(await forkUnscoped(server.db.em).findOne(Company, { id: other.id })).not.toBeNull();
  });
});
