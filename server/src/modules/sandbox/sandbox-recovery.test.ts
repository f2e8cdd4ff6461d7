import type { ConnectionRecord, Envelope } from '@balcao/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { collect, connectSocket } from '../../../test/socket-client.ts';
import { SandboxPending } from './sandbox-pending.ts';
import type { OutboxEntry } from './sandbox-provider.ts';

const TIMING = { SESSION_TAKEOVER_SECONDS: '0.5', SESSION_PROBE_SECONDS: '1', SESSION_PROBE_TIMEOUT_SECONDS: '0.5' };

let database: TestDatabase;
let server: TestServer;
let sql: pg.Pool;
let http: HttpClient;
let companyId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(TIMING, database);
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  http = new HttpClient(server.url);
  companyId = (await http.login(ADMIN_EMAIL, ADMIN_PASSWORD)).user.companyId;
});
afterAll(async () => {
  await sql.end();
  await server.stop();
  await database.drop();
});

async function pairedSandbox(name: string): Promise<number> {
  const id = (await http.request<ConnectionRecord>('POST', '/whatsapp', { name, provider: 'sandbox' })).body.id;
  expect((await http.request('POST', `/sandbox/${id}/scan`)).status).toBe(200);
  return id;
}

async function stored(id: number, waId: string): Promise<{ recovered: boolean; body: string }[]> {
  return (
    await sql.query<{ recovered: boolean; body: string }>('SELECT recovered, body FROM messages WHERE whatsapp_id = $1 AND wa_id = $2', [
      id,
      waId,
    ])
  ).rows;
}

describe('a sandbox session across a restart', () => {
  it('comes back CONNECTED by itself and ingests, once and marked recovered, what a contact wrote meanwhile', async () => {
    const id = await pairedSandbox('Restarted');
    expect((await http.request('POST', `/sandbox/${id}/inbound`, { from: '5511977770000', body: 'before', id: 'LIVE-1' })).status).toBe(
      202,
    );
    await expect.poll(() => stored(id, 'LIVE-1')).toEqual([{ recovered: false, body: 'before' }]);

    await server.stop();
    // While no server runs, the contact writes twice; the phone's network delivers the first one twice.
    const pending = new SandboxPending(sql);
    const written = { from: '5511977770000', name: 'Ana', body: 'are you there?', id: 'HELD-1' };
    await pending.hold(companyId, id, written);
    await pending.hold(companyId, id, written);
    await pending.hold(companyId, id, { from: '5511977770000', body: 'hello?', id: 'HELD-2' });
    expect(await pending.list(id)).toHaveLength(2);

    server = await startTestServer(TIMING, database);
    http = new HttpClient(server.url);
    await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await http.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body).toMatchObject({ status: 'CONNECTED', qrcode: '' });
    await expect.poll(() => stored(id, 'HELD-1')).toEqual([{ recovered: true, body: 'are you there?' }]);
    await expect.poll(() => stored(id, 'HELD-2')).toEqual([{ recovered: true, body: 'hello?' }]);
    await expect.poll(() => pending.list(id)).toEqual([]);
    // Delivered again (the phone's network repeats itself), it is still stored once.
    await pending.hold(companyId, id, written);
    await expect.poll(() => pending.list(id), { timeout: 5_000 }).toEqual([]);
    expect(await stored(id, 'HELD-1')).toHaveLength(1);
    // One contact, one ticket for all three messages.
    const tickets = await sql.query('SELECT DISTINCT ticket_id FROM messages WHERE whatsapp_id = $1', [id]);
    expect(tickets.rowCount).toBe(1);
  });

  it('holds a message written while the paired session runs nowhere, answering 202, and delivers it on its return', async () => {
    const id = await pairedSandbox('Held');
    // Its process "dies": the session stops without a logout, and a lease of a process that no longer
    // exists still covers it for a moment.
    await server.sessions.forget(id);
    await sql.query(
      `INSERT INTO session_leases (whatsapp_id, company_id, owner, expires_at) VALUES ($1, $2, 'gone:1:dead', now() + interval '2 seconds')`,
      [id, companyId],
    );
    expect((await http.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body.status).toBe('CONNECTED');
    const held = await http.request<{ id: string }>('POST', `/sandbox/${id}/inbound`, { from: '5511966660000', body: 'anyone?' });
    expect([held.status, held.body.id]).toEqual([202, expect.stringMatching(/^SBX/)]);
    expect(await stored(id, held.body.id)).toEqual([]);
    // Once that lease expires, the takeover scan of this very process runs the session again.
    await expect.poll(() => server.sessions.isLive(id), { timeout: 5_000 }).toBe(true);
    await expect.poll(() => stored(id, held.body.id), { timeout: 5_000 }).toEqual([{ recovered: true, body: 'anyone?' }]);
  });
});

describe('the silent-session watchdog', () => {
  it('restarts a connected session whose phone stopped answering, keeping its pairing', async () => {
    const id = await pairedSandbox('Silent');
    const socket = await connectSocket(server.url, http.token ?? '');
    const events = collect<Envelope<'whatsappSession'>>(socket, `company-${companyId}-whatsappSession`);
    try {
      const phone = server.sandbox.phone(companyId, id);
      expect(phone?.connected).toBe(true);
      await server.sessions.sendText(companyId, id, '5511955550000', 'before');

      phone!.silent = true;
      await expect(server.sessions.sendText(companyId, id, '5511955550000', 'lost')).rejects.toMatchObject({
        code: 'ERR_SENDING_WAPP_MSG',
      });
      // The watchdog replaces the silent phone: the old one is stopped, a new one answers, still paired.
      await expect.poll(() => server.sandbox.phone(companyId, id) !== phone, { timeout: 5_000 }).toBe(true);
      expect(phone?.connected).toBe(false);
      await expect.poll(() => events.map((event) => event.session.status)).toContain('CONNECTED');
      expect((await http.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body).toMatchObject({ status: 'CONNECTED', retries: 0 });
      await server.sessions.sendText(companyId, id, '5511955550000', 'after');
      const outbox = (await http.request<OutboxEntry[]>('GET', `/sandbox/${id}/outbox`)).body;
      expect(outbox.map((entry) => entry.body)).toEqual(['before', 'after']);

      // A probe that never answers counts as silence too.
      const hanging = server.sandbox.phone(companyId, id);
      hanging!.probe = () => new Promise<boolean>(() => undefined);
      await expect.poll(() => server.sandbox.phone(companyId, id) !== hanging, { timeout: 5_000 }).toBe(true);
      expect(server.sandbox.phone(companyId, id)?.connected).toBe(true);
    } finally {
      socket.close();
    }
  });
});
