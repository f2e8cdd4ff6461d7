import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ConnectionRecord, ConnectionSession } from '@balcao/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { createLogger } from '../src/logger.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/platform/database/embedded-postgres.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './harness.ts';
import { HttpClient } from './http-client.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';
import { connectSocket, nextEventWhere, type TestSocket } from './socket-client.ts';

const logger = createLogger('silent');
const METRICS_TOKEN = 'metrics-token-of-the-outage-test';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A PostgreSQL cluster of this test's own, which it stops and starts again. */
type Cluster = { dataDir: string; port: number; password: string; running: EmbeddedDatabase | undefined };

async function startCluster(cluster: Cluster): Promise<string> {
  cluster.running = await startEmbeddedPostgres({ ...cluster, databaseName: 'balcao', logger });
  return cluster.running.url;
}

async function stopCluster(cluster: Cluster): Promise<void> {
  await cluster.running?.stop();
  cluster.running = undefined;
}

const cluster: Cluster = { dataDir: '', port: 0, password: randomBytes(12).toString('hex'), running: undefined };
let serverDir: string;
let server: ServerProcess;

beforeAll(async () => {
  cluster.dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-outage-pg-'));
  await chmod(cluster.dataDir, 0o755);
  cluster.port = await freePort();
  serverDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-outage-'));
  const url = await startCluster(cluster);
  server = await spawnServer(
    {
      DATABASE_URL: url,
      BALCAO_DATA_DIR: serverDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      METRICS_TOKEN,
      SESSION_LEASE_SECONDS: '3',
      SESSION_RENEW_SECONDS: '1',
      SESSION_TAKEOVER_SECONDS: '1',
      SCHEDULES_EVERY: '2 seconds',
    },
    120_000,
  );
}, 180_000);

afterAll(async () => {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    await server.stop();
  }
  await stopCluster(cluster);
  await rm(serverDir, { recursive: true, force: true });
  await rm(cluster.dataDir, { recursive: true, force: true });
}, 60_000);

async function jobRuns(job: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((entry) => entry.startsWith(`balcao_job_runs_total{job="${job}"}`));
  return Number(line?.split(' ')[1] ?? 0);
}

async function readiness(): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/ready`);
  return { status: response.status, body: await response.json() };
}

describe('a database restart under load', () => {
  it('is survived: readiness and requests answer 503 meanwhile, and work resumes with the database', async () => {
    // Where it was, should it fail or hang: the steps reached and what the server said last.
    const began = Date.now();
    const steps: string[] = [];
    const at = (name: string) => steps.push(`${Date.now() - began} ms: ${name}`);
    onTestFailed(() => console.log(`steps reached:\n${steps.join('\n')}\nthe server said last:\n${server.output().slice(-20_000)}`));
    const admin = new HttpClient(server.url);
    const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const id = (await admin.request<ConnectionRecord>('POST', '/whatsapp', { name: 'Outage', provider: 'sandbox' })).body.id;
    expect((await admin.request<ConnectionSession>('POST', `/sandbox/${id}/scan`)).body).toMatchObject({ status: 'CONNECTED' });
    const socket: TestSocket = await connectSocket(server.url, admin.token ?? '');
    let disconnected = false;
    socket.on('disconnect', () => (disconnected = true));

    // Light load all along: a contact writes every 200 ms, and the connection is read.
    let running = true;
    let sent = 0;
    const load = (async () => {
      while (running) {
        await admin
          .request('POST', `/sandbox/${id}/inbound`, { from: '5511977770000', body: `load ${sent}`, id: `LOAD-${sent++}` })
          .catch(() => null);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    try {
      at('stopping the database');
      await stopCluster(cluster);
      at('database stopped');
      await expect.poll(readiness, { timeout: 15_000 }).toEqual({ status: 503, body: { status: 'database unavailable' } });
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const refused = await admin.request('GET', `/whatsapp/${id}`);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ error: 'ERR_DATABASE_UNAVAILABLE' });
      // Longer than the session's lease: the process keeps running without its database.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      expect(server.child.exitCode).toBeNull();

      at('starting the database');
      const url = await startCluster(cluster);
      at('database started; waiting for readiness');
      await expect.poll(readiness, { timeout: 30_000 }).toEqual({ status: 200, body: { status: 'ready' } });
      const runsBack = await jobRuns('schedules:send');
      at('ready; announcing an event of another process');

      // An event recorded by another process as the database comes back reaches the socket that stayed connected.
      const sql = new pg.Client({ connectionString: url });
      await sql.connect();
      try {
        const companyId = session.user.companyId;
        const announced = nextEventWhere<{ seq: number }>(socket, `company-${companyId}-auth`, (payload) => payload.seq > 0, 20_000);
        await sql.query(
          `WITH next AS (
             INSERT INTO realtime_sequences (company_id, last_seq) VALUES ($1, 1)
             ON CONFLICT (company_id) DO UPDATE SET last_seq = realtime_sequences.last_seq + 1 RETURNING last_seq),
           stored AS (
             INSERT INTO realtime_events (company_id, seq, event, rooms, payload)
             SELECT $1, last_seq, $2, $3, jsonb_build_object('action', 'update', 'seq', last_seq, 'companyId', $1::int) FROM next
             RETURNING seq)
           SELECT pg_notify('balcao_events', concat_ws(',', $1::int, seq, seq, 'another-process')) FROM stored`,
          [companyId, `company-${companyId}-auth`, [`company-${companyId}-mainchannel`]],
        );
        await announced;
      } finally {
        await sql.end();
      }

      at('waiting for the session');
      // The session is back, and a message written now is stored; the jobs run again.
      await expect
        .poll(async () => (await admin.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body.status, { timeout: 20_000 })
        .toBe('CONNECTED');
      const after = await admin.request('POST', `/sandbox/${id}/inbound`, { from: '5511977770000', body: 'after', id: 'AFTER-1' });
      expect(after.status).toBe(202);
      const found = async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query("SELECT 1 FROM messages WHERE wa_id = 'AFTER-1'")).rowCount;
        } finally {
          await client.end();
        }
      };
      at('sent after; waiting for it stored');
      await expect.poll(found, { timeout: 20_000 }).toBe(1);
      at('stored; waiting for a job run');
      await expect.poll(() => jobRuns('schedules:send'), { timeout: 20_000 }).toBeGreaterThan(runsBack);
      expect(disconnected).toBe(false);
      expect(server.child.exitCode).toBeNull();
    } finally {
      running = false;
      at('waiting for the load to end');
      await load;
      socket.close();
    }
    at('stopping the server');
    // And it still stops cleanly, every connection of the restart given back.
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toMatch(/shutdown step did not finish/);
  }, 300_000);
});

describe('the embedded PostgreSQL', () => {
  let blocker: Server | undefined;

  afterAll(() => {
    blocker?.close();
  });

  it("says PostgreSQL's own words when it cannot start", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-pg-taken-'));
    await chmod(dataDir, 0o755);
    const port = await freePort();
    blocker = createServer().listen(port, '127.0.0.1');
    try {
      await expect(
        startEmbeddedPostgres({ dataDir, port, password: 'secret-of-the-test', databaseName: 'balcao', logger }),
      ).rejects.toThrow(/did not start on port \d+[\s\S]*PostgreSQL said:[\s\S]*could not bind/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
