import type { ApiErrorBody, ConnectionRecord, ConnectionSession } from '@balcao/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import type { OutboxEntry } from '../sandbox/sandbox-provider.ts';

/**
 * Two servers in this test process play two server processes on one database (each has its own owner
 * id, pool and listener); they share the signing secrets as processes sharing a data folder would.
 */
const TIMING = {
  JWT_SECRET: 'session-sharing-test-access-secret-0123456789',
  JWT_REFRESH_SECRET: 'session-sharing-test-refresh-secret-0123456789',
  SESSION_LEASE_SECONDS: '2',
  SESSION_RENEW_SECONDS: '0.4',
  SESSION_TAKEOVER_SECONDS: '0.4',
  SESSION_PROBE_SECONDS: '0',
  SESSION_FORWARD_TIMEOUT_SECONDS: '5',
};

let database: TestDatabase;
let a: TestServer;
let b: TestServer;
let sql: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await startTestServer(TIMING, database);
  b = await startTestServer(TIMING, database);
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  await sql.end();
  await b.stop();
  await a.stop();
  await database.drop();
});

type Tenant = { companyId: number; onA: HttpClient; onB: HttpClient };

async function tenant(): Promise<Tenant> {
  const company = await createCompany(a.db.em);
  const { user, password } = await createUser(a.db.em, company.id, { profile: 'admin' });
  const onA = new HttpClient(a.url);
  await onA.login(user.email, password);
  const onB = new HttpClient(b.url);
  onB.token = onA.token;
  return { companyId: company.id, onA, onB };
}

/** A sandbox connection created through A (so A runs it) and paired through B (forwarded to A). */
async function pairedOnA({ onA, onB }: Tenant, name: string): Promise<number> {
  const id = (await onA.request<ConnectionRecord>('POST', '/whatsapp', { name, provider: 'sandbox' })).body.id;
  const scanned = await onB.request<ConnectionSession>('POST', `/sandbox/${id}/scan`);
  expect(scanned.body).toMatchObject({ id, status: 'CONNECTED' });
  return id;
}

async function leases(id: number): Promise<{ owner: string }[]> {
  return (await sql.query<{ owner: string }>('SELECT owner FROM session_leases WHERE whatsapp_id = $1', [id])).rows;
}

const errorOf = (response: { status: number; body: unknown }) => [response.status, (response.body as ApiErrorBody).error];

describe('a session shared by two server processes', () => {
  it('runs in the process holding its lease and answers every call made on the other one', async () => {
    const t = await tenant();
    const id = await pairedOnA(t, 'Forwarded');
    expect([a.sessions.isLive(id), b.sessions.isLive(id)]).toEqual([true, false]);
    expect(await leases(id)).toEqual([{ owner: a.sessions.owner }]);

    // Sends asked of B are delivered by A's phone: text, and media too large for a NOTIFY payload.
    const text = await b.sessions.sendText(t.companyId, id, '5511999990000', 'sent from B');
    const picture = Buffer.alloc(20_000, 7);
    const media = await b.sessions.send(t.companyId, id, '5511999990000', {
      kind: 'media',
      data: picture,
      filename: 'p.png',
      mimetype: 'image/png',
      caption: 'big',
    });
    const outbox = (await t.onB.request<OutboxEntry[]>('GET', `/sandbox/${id}/outbox`)).body;
    expect(outbox.map((entry) => [entry.id, entry.body, entry.bytes])).toEqual([
      [text.id, 'sent from B', undefined],
      [media.id, 'big', 20_000],
    ]);
    expect(a.sandbox.outbox(id)).toHaveLength(2);
    expect(b.sandbox.outbox(id)).toHaveLength(0);

    expect(await b.sessions.checkNumber(t.companyId, id, '+55 11 99999-0000')).toEqual({ exists: true, number: '5511999990000' });
    await b.sessions.markRead(t.companyId, id, '5511999990000', ['IN-1']);
    expect(a.sandbox.phone(t.companyId, id)?.wasRead('IN-1')).toBe(true);
    expect(await b.sessions.profilePicture(t.companyId, id, '5511999990000')).toBeNull();
    await b.sessions.rejectCall(t.companyId, id, 'CALL-1', '5511999990000');
    await b.sessions.deleteMessage(t.companyId, id, '5511999990000', text.id);
    expect(a.sandbox.outbox(id)[0]?.deleted).toBe(true);
    // The owner's refusals come back with their code; another company never reaches the session.
    await expect(b.sessions.deleteMessage(t.companyId, id, '5511999990000', 'NEVER-SENT')).rejects.toMatchObject({
      code: 'ERR_DELETE_WAPP_MSG',
    });
    const other = await tenant();
    await expect(b.sessions.sendText(other.companyId, id, '5511999990000', 'x')).rejects.toMatchObject({
      code: 'ERR_WAPP_NOT_INITIALIZED',
    });

    // A contact writing through B's API reaches A's phone, and the message is stored.
    expect((await t.onB.request('POST', `/sandbox/${id}/inbound`, { from: '5511999990000', body: 'hi', id: 'FWD-1' })).status).toBe(202);
    await expect
      .poll(
        async () =>
          (await sql.query<{ recovered: boolean }>('SELECT recovered FROM messages WHERE whatsapp_id = $1 AND wa_id = $2', [id, 'FWD-1']))
            .rows,
      )
      .toEqual([{ recovered: false }]);
  });

  it('forwards start, new QR code and disconnect to the owner', async () => {
    const t = await tenant();
    const id = await pairedOnA(t, 'Lifecycle');
    const retried = await t.onB.request<ConnectionSession>('POST', `/whatsappsession/${id}`);
    expect(retried.body).toMatchObject({ id, status: 'CONNECTED' });
    const fresh = await t.onB.request<ConnectionSession>('PUT', `/whatsappsession/${id}`);
    expect(fresh.body).toMatchObject({ id, status: 'qrcode' });
    expect([a.sessions.isLive(id), b.sessions.isLive(id)]).toEqual([true, false]);
    expect((await t.onB.request<ConnectionSession>('POST', `/sandbox/${id}/scan`)).body.status).toBe('CONNECTED');

    const off = await t.onB.request<ConnectionSession>('DELETE', `/whatsappsession/${id}`);
    expect(off.body).toMatchObject({ id, status: 'DISCONNECTED' });
    expect([a.sessions.isLive(id), b.sessions.isLive(id)]).toEqual([false, false]);
    expect(await leases(id)).toEqual([]);
    expect(errorOf(await t.onB.request('POST', `/sandbox/${id}/inbound`, { from: '5511999990000', body: 'x' }))).toEqual([
      400,
      'ERR_WAPP_NOT_INITIALIZED',
    ]);

    // Started through B while nobody runs it: B takes the lease and runs it.
    expect((await t.onB.request<ConnectionSession>('POST', `/whatsappsession/${id}`)).body.status).toBe('qrcode');
    expect([a.sessions.isLive(id), b.sessions.isLive(id)]).toEqual([false, true]);
    expect(await leases(id)).toEqual([{ owner: b.sessions.owner }]);
    // Switching the provider through A stops the session in B.
    expect((await t.onA.request<ConnectionRecord>('PUT', `/whatsapp/${id}`, { provider: 'beta' })).status).toBe(200);
    expect(b.sessions.isLive(id)).toBe(false);
    expect(await leases(id)).toEqual([]);
  });

  it('stops a session at once when its lease is lost, and lets exactly one process take it over', async () => {
    const t = await tenant();
    const id = await pairedOnA(t, 'Stolen');
    await sql.query(`UPDATE session_leases SET owner = 'elsewhere', expires_at = now() + interval '1 hour' WHERE whatsapp_id = $1`, [id]);
    await expect.poll(() => a.sessions.isLive(id), { timeout: 3_000 }).toBe(false);
    expect(b.sessions.isLive(id)).toBe(false);

    // The foreign lease expires: one of the two processes takes the session over, still CONNECTED.
    await sql.query(`UPDATE session_leases SET expires_at = now() WHERE whatsapp_id = $1`, [id]);
    await expect.poll(() => [a.sessions.isLive(id), b.sessions.isLive(id)].filter(Boolean).length, { timeout: 5_000 }).toBe(1);
    const [lease] = await leases(id);
    expect([a.sessions.owner, b.sessions.owner]).toContain(lease?.owner);
    const status = await sql.query<{ status: string }>('SELECT status FROM whatsapps WHERE id = $1', [id]);
    expect(status.rows[0]?.status).toBe('CONNECTED');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect([a.sessions.isLive(id), b.sessions.isLive(id)].filter(Boolean)).toHaveLength(1);
  });

  it('hands the sessions of a process that stops over to the other one', async () => {
    const t = await tenant();
    const id = await pairedOnA(t, 'Handover');
    await a.stop();
    await expect.poll(() => b.sessions.isLive(id), { timeout: 5_000 }).toBe(true);
    expect(await leases(id)).toEqual([{ owner: b.sessions.owner }]);
    expect((await t.onB.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body.status).toBe('CONNECTED');
    await expect(b.sessions.sendText(t.companyId, id, '5511999990000', 'after handover')).resolves.toMatchObject({
      id: expect.any(String) as string,
    });
    a = await startTestServer(TIMING, database);
  });
});
