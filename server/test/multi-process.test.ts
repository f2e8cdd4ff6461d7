import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ConnectionRecord, ConnectionSession, Envelope } from '@balcao/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVENESS_KEY } from '../src/modules/connections/session-relay.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './harness.ts';
import { HttpClient } from './http-client.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';
import { connectSocket, nextEvent } from './socket-client.ts';

let database: TestDatabase;
let dataDir: string;
let sql: pg.Pool;
const processes: ServerProcess[] = [];

/** Short session leases, so a takeover happens within seconds. */
const LEASE_SECONDS = 3;
const TAKEOVER_SECONDS = 0.5;

beforeAll(async () => {
  database = await createTestDatabase();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  // Dropping the database at the end ends whatever backend of this pool is still winding down.
  sql.on('error', () => undefined);
  // Both processes share the database and the data folder (so the signing secrets too).
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-two-'));
  const environment = {
    DATABASE_URL: database.url,
    BALCAO_DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SESSION_LEASE_SECONDS: String(LEASE_SECONDS),
    SESSION_RENEW_SECONDS: '1',
    SESSION_TAKEOVER_SECONDS: String(TAKEOVER_SECONDS),
    SESSION_FORWARD_TIMEOUT_SECONDS: '5',
  };
  processes.push(await spawnServer(environment));
  processes.push(await spawnServer(environment));
});

afterAll(async () => {
  // A process killed by a test has no exit code; the others stop cleanly.
  const running = processes.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  const codes = await Promise.all(running.map((server) => server.stop()));
  expect(codes).toEqual(running.map(() => 0));
  await sql.end();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type LeaseSample = { owner: string | null; acquired_at: Date | null; expires_at: Date | null; status: string };

async function leaseOf(connectionId: number): Promise<LeaseSample> {
  const { rows } = await sql.query<LeaseSample>(
    `SELECT l.owner, l.acquired_at, l.expires_at, w.status FROM whatsapps w
     LEFT JOIN session_leases l ON l.whatsapp_id = w.id WHERE w.id = $1`,
    [connectionId],
  );
  return rows[0] as LeaseSample;
}

/** How many server processes hold their "alive" lock on this database. */
async function liveProcesses(): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1::bigint::oid
     AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [LIVENESS_KEY],
  );
  return rows[0]?.n ?? 0;
}

async function stored(connectionId: number, waId: string): Promise<{ recovered: boolean }[]> {
  return (
    await sql.query<{ recovered: boolean }>('SELECT recovered FROM messages WHERE whatsapp_id = $1 AND wa_id = $2', [connectionId, waId])
  ).rows;
}

const ownedBy = (sample: LeaseSample, server: ServerProcess) => sample.owner?.includes(`:${server.child.pid}:`) === true;

describe('two server processes on one database', () => {
  it('delivers an event raised on one process to a socket connected to the other', async () => {
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const onSecond = new HttpClient(second.url);
    const session = await onSecond.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const socket = await connectSocket(second.url, session.token);
    try {
      const announced = nextEvent<Envelope<'auth'>>(socket, `company-${session.user.companyId}-auth`, 10_000);
      await new HttpClient(first.url).login(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(await announced).toMatchObject({ action: 'update', user: { id: session.user.id } });
    } finally {
      socket.close();
    }
  });

  it('accepts on one process the tokens signed by the other', async () => {
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const http = new HttpClient(first.url);
    await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const elsewhere = new HttpClient(second.url);
    elsewhere.token = http.token;
    expect((await elsewhere.request('GET', '/auth/me')).status).toBe(200);
  });

  it('refuses on one process a connection token renewed through the other, from that moment', async () => {
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const admin = new HttpClient(first.url);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await admin.request<ConnectionRecord>('POST', '/whatsapp', { name: 'Token two processes', provider: 'beta' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // An empty body passes the token check and stops at validation: 400 means the token was accepted.
    const callSecond = async (token: string) =>
      (
        await fetch(`${second.url}/api/messages/send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        })
      ).status;
    expect(await callSecond(created.body.token)).toBe(400);
    const renewed = await admin.request<{ token: string }>('POST', `/whatsapp/${created.body.id}/token`);
    expect(renewed.status).toBe(200);
    expect(await callSecond(created.body.token)).toBe(401);
    expect(await callSecond(renewed.body.token)).toBe(400);
  });

  // Last in this file: it kills the first process.
  it('runs a session in one process, reachable through the other, and takes it over when that process is killed', async () => {
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const onFirst = new HttpClient(first.url);
    await onFirst.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const onSecond = new HttpClient(second.url);
    onSecond.token = onFirst.token;

    // Created through the first process, the session runs there; the second reaches it.
    const id = (await onFirst.request<ConnectionRecord>('POST', '/whatsapp', { name: 'Takeover', provider: 'sandbox' })).body.id;
    expect((await onSecond.request<ConnectionSession>('POST', `/sandbox/${id}/scan`)).body).toMatchObject({ status: 'CONNECTED' });
    expect(ownedBy(await leaseOf(id), first)).toBe(true);
    const inbound = (waId: string, body: string) =>
      onSecond.request('POST', `/sandbox/${id}/inbound`, { from: '5511944440000', body, id: waId });
    expect((await inbound('MP-LIVE', 'through the second process')).status).toBe(202);
    await expect.poll(() => stored(id, 'MP-LIVE')).toEqual([{ recovered: false }]);

    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    const samples: LeaseSample[] = [await leaseOf(id)];
    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    await exited;
    await expect.poll(liveProcesses, { timeout: 5_000 }).toBe(1);

    // The lease still names the dead process: a contact writing now is held (202) for the session's return.
    expect((await inbound('MP-HELD', 'while nobody runs the session')).status).toBe(202);

    await expect
      .poll(
        async () => {
          const sample = await leaseOf(id);
          samples.push(sample);
          return ownedBy(sample, second);
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    // Within the lease time, plus one takeover scan and some slack for a busy machine.
    expect(Date.now() - killedAt).toBeLessThan((LEASE_SECONDS + TAKEOVER_SECONDS + 3) * 1000);

    // Never two owners: the lease went from the first process to the second once, and only after it expired.
    const owners = samples.map((sample) => sample.owner).filter((owner, index, all) => owner !== all[index - 1]);
    expect(owners).toHaveLength(2);
    expect(ownedBy(samples[0] as LeaseSample, first)).toBe(true);
    const lastOfFirst = samples.filter((sample) => ownedBy(sample, first)).at(-1) as LeaseSample;
    const taken = samples.at(-1) as LeaseSample;
    expect(taken.acquired_at!.getTime()).toBeGreaterThanOrEqual(lastOfFirst.expires_at!.getTime());
    expect(samples.every((sample) => sample.status === 'CONNECTED')).toBe(true);

    // The held message arrives once, marked recovered; new ones are stored as they come.
    await expect.poll(() => stored(id, 'MP-HELD')).toEqual([{ recovered: true }]);
    expect((await inbound('MP-AFTER', 'after the takeover')).status).toBe(202);
    await expect.poll(() => stored(id, 'MP-AFTER')).toEqual([{ recovered: false }]);
    expect((await onSecond.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body.status).toBe('CONNECTED');
  });
});
