import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ConnectionRecord, ConnectionSession } from '@balcao/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './harness.ts';
import { HttpClient } from './http-client.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';
import { connectSocket } from './socket-client.ts';

let database: TestDatabase;
let dataDir: string;
let sql: pg.Pool;
let environment: Record<string, string>;
const processes: ServerProcess[] = [];

/**
 * Leases, takeover scans and the forward timeout far longer than the test waits: a session that
 * moves, or a call that returns, within the test did so because of the handover or the failover.
 */
const LONG_SECONDS = '120';

beforeAll(async () => {
  database = await createTestDatabase();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  sql.on('error', () => undefined);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-drain-'));
  environment = {
    DATABASE_URL: database.url,
    BALCAO_DATA_DIR: dataDir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SESSION_LEASE_SECONDS: LONG_SECONDS,
    SESSION_RENEW_SECONDS: '1',
    SESSION_TAKEOVER_SECONDS: LONG_SECONDS,
    SESSION_FORWARD_TIMEOUT_SECONDS: LONG_SECONDS,
  };
  processes.push(await spawnServer(environment));
  processes.push(await spawnServer(environment));
}, 180_000);

afterAll(async () => {
  const running = processes.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  await Promise.all(running.map((server) => server.stop()));
  await sql.end();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

async function ownerOf(connectionId: number): Promise<string | null> {
  const { rows } = await sql.query<{ owner: string }>('SELECT owner FROM session_leases WHERE whatsapp_id = $1', [connectionId]);
  return rows[0]?.owner ?? null;
}

const pidOf = (owner: string | null) => Number(owner?.split(':')[1]);

async function stored(connectionId: number, waId: string): Promise<number> {
  const { rows } = await sql.query('SELECT 1 FROM messages WHERE whatsapp_id = $1 AND wa_id = $2', [connectionId, waId]);
  return rows.length;
}

describe('a server stopped with SIGTERM', () => {
  let connectionId: number;

  it('hands its sessions over at once, closes its sockets so clients reconnect, and exits 0', async () => {
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const onFirst = new HttpClient(first.url);
    await onFirst.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    connectionId = (await onFirst.request<ConnectionRecord>('POST', '/whatsapp', { name: 'Drained', provider: 'sandbox' })).body.id;
    expect((await onFirst.request<ConnectionSession>('POST', `/sandbox/${connectionId}/scan`)).body).toMatchObject({ status: 'CONNECTED' });
    expect(pidOf(await ownerOf(connectionId))).toBe(first.child.pid);

    const socket = await connectSocket(first.url, onFirst.token ?? '');
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(await first.stop()).toBe(0);
    // Not "io server disconnect" (after which a socket.io client gives up): a closed transport, which it reconnects after.
    expect(await closed).toBe('transport close');
    socket.close();

    // Long before the lease (and the next takeover scan) would have let it: the handover did.
    await expect.poll(async () => pidOf(await ownerOf(connectionId)), { timeout: 15_000, interval: 100 }).toBe(second.child.pid);
    const onSecond = new HttpClient(second.url);
    onSecond.token = onFirst.token;
    expect((await onSecond.request<ConnectionRecord>('GET', `/whatsapp/${connectionId}`)).body.status).toBe('CONNECTED');
    const inbound = await onSecond.request('POST', `/sandbox/${connectionId}/inbound`, {
      from: '5511966660000',
      body: 'after',
      id: 'DR-1',
    });
    expect(inbound.status).toBe(202);
    await expect.poll(() => stored(connectionId, 'DR-1')).toBe(1);
  }, 90_000);

  it('lets a call forwarded to an owner that dies with it go elsewhere, without waiting out the forward timeout', async () => {
    const second = processes[1] as ServerProcess;
    const third = await spawnServer(environment);
    processes.push(third);
    const onThird = new HttpClient(third.url);
    await onThird.login(ADMIN_EMAIL, ADMIN_PASSWORD);

    // The owner stops answering but keeps its database connection (and so looks alive): the call waits for it.
    second.child.kill('SIGSTOP');
    const exited = new Promise((resolve) => second.child.once('exit', resolve));
    const pending = onThird.request('POST', `/sandbox/${connectionId}/inbound`, {
      from: '5511966660000',
      body: 'while it dies',
      id: 'DR-2',
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    second.child.kill('SIGKILL');
    await exited;
    // Held for the session's return (202), as a message for a session that runs nowhere is.
    expect((await pending).status).toBe(202);
  }, 90_000);
});
