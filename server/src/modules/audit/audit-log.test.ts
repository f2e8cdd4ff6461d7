import type { ApiErrorBody, AuditListResponse } from '@balcao/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { User } from '../users/user.entity.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { pruneAuditLog } from './audit-retention.ts';

let server: TestServer;
let root: HttpClient;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  root = new HttpClient(server.url);
  await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  a = await tenant(server);
  b = await tenant(server);
});
afterAll(async () => {
  await server.stop();
});

async function emailOf(t: Tenant, userId: number): Promise<string> {
  return (await forkForCompany(server.db.em, t.companyId).findOneOrFail(User, { id: userId })).email;
}

async function logOf(http: HttpClient, query = ''): Promise<AuditListResponse> {
  const response = await http.request<AuditListResponse>('GET', `/audit-log${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return server.db.em.getConnection().execute<T[]>(text, values);
}

describe('the audit log', () => {
  it('records sign-ins and failed sign-ins with the client address; each admin reads only their company', async () => {
    const email = await emailOf(a, a.attendant.userId);
    const stranger = new HttpClient(server.url);
    const failed = await stranger.request('POST', '/auth/login', { email, password: 'not-the-password' });
    expect(failed.status).toBe(401);

    const page = await logOf(a.admin.http, '?action=auth.sign_in_failed');
    expect(page.records[0]).toMatchObject({
      action: 'auth.sign_in_failed',
      companyId: a.companyId,
      actorId: null,
      targetType: 'user',
      targetId: a.attendant.userId,
      targetLabel: email,
    });
    expect(page.records[0]?.address).toMatch(/127\.0\.0\.1/);
    const signIns = await logOf(a.admin.http, `?action=auth.signed_in&actorId=${a.attendant.userId}`);
    expect(signIns.records).toHaveLength(1);
    expect(signIns.records[0]).toMatchObject({ actorId: a.attendant.userId, targetLabel: email });

    const others = await logOf(b.admin.http);
    expect(others.records.every((row) => row.companyId === b.companyId)).toBe(true);
    expect(others.records.some((row) => row.targetLabel === email)).toBe(false);

    // Super users read every company's, or one company's.
    const everyone = await logOf(root, `?companyId=${a.companyId}&action=auth.sign_in_failed`);
    expect(everyone.records.map((row) => row.targetLabel)).toContain(email);
  });

  it('a failed sign-in of an unknown email is seen by super users only', async () => {
    await new HttpClient(server.url).request('POST', '/auth/login', { email: 'nobody-here@balcao.test', password: 'whatever' });
    const rows = await logOf(root, '?action=auth.sign_in_failed&searchParam=nobody-here');
    expect(rows.records[0]).toMatchObject({ companyId: null, targetLabel: 'nobody-here@balcao.test' });
    expect((await logOf(a.admin.http, '?searchParam=nobody-here')).count).toBe(0);
  });

  it('is for admins only; bad filters are 400 ERR_VALIDATION naming the fields', async () => {
    const refused = await a.attendant.http.request<ApiErrorBody>('GET', '/audit-log');
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    const bad = await a.admin.http.request<ApiErrorBody>('GET', '/audit-log?action=nope&pageNumber=-1&from=yesterday&actorId=abc');
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual(['query.action', 'query.actorId', 'query.from', 'query.pageNumber']);
  });

  it('pages newest first and filters by date', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await new HttpClient(server.url).request('POST', '/auth/login', { email: await emailOf(b, b.attendant.userId), password: 'wrong' });
    }
    const first = await logOf(b.admin.http, '?action=auth.sign_in_failed');
    expect(first.count).toBe(3);
    const ids = first.records.map((row) => row.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logOf(b.admin.http, `?action=auth.sign_in_failed&from=${today}&to=${today}`)).count).toBe(3);
    expect((await logOf(b.admin.http, '?action=auth.sign_in_failed&to=2000-01-01')).count).toBe(0);
  });

  it('rows can only be added: UPDATE, DELETE and TRUNCATE are refused; the retention job removes old rows', async () => {
    await expect(sql(`update audit_entries set action = 'user.deleted'`)).rejects.toThrow(/append-only/);
    await expect(sql(`delete from audit_entries`)).rejects.toThrow(/append-only/);
    await expect(sql(`truncate audit_entries`)).rejects.toThrow(/append-only/);

    const before = Number((await sql<{ n: string }>(`select count(*) as n from audit_entries`))[0]?.n);
    await sql(`insert into audit_entries (company_id, action, created_at) values (?, 'auth.signed_in', now() - interval '400 days')`, [
      a.companyId,
    ]);
    const pool = new pg.Pool({ connectionString: server.database.url, max: 1 });
    try {
      expect(await pruneAuditLog(pool, 365)).toBe(1);
    } finally {
      await pool.end();
    }
    const after = Number((await sql<{ n: string }>(`select count(*) as n from audit_entries`))[0]?.n);
    expect(after).toBe(before);
  });
});
