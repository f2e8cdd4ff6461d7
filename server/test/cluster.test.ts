import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ConnectionRecord, Envelope } from '@balcao/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancerMissing, freePort, startBalancer, type Balancer, type BalancerKind, type Upstream } from './balancer.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './harness.ts';
import { HttpClient } from './http-client.ts';
import { InboundLoad } from './inbound-load.ts';
import { createNetworkHost, namespacesRefused, type NetworkHost } from './network-namespaces.ts';
import { ResyncingSocket } from './resyncing-socket.ts';
import { startS3StandIn, type S3StandIn } from './s3-stand-in.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';
import { connectSocket, nextEventWhere, type TestSocket } from './socket-client.ts';

/**
 * Balcão servers that share the database, the signing secrets and a bucket, and nothing on disk (a data
 * folder each), behind HAProxy (and nginx) run with the configurations of docs/deploy/, which list three
 * servers: two run from the start, the third from when the first is killed. Each server runs in a network
 * namespace of its own where the machine allows it (root with `ip netns`): it reaches the database and the
 * bucket only through its own link, as another machine would, and the servers cannot reach each other's
 * loopback. Elsewhere they are separate processes on one machine, each on a port of its own (said when run).
 */
const SERVERS = 3;
/** Short leases, so that a killed server's sessions return within seconds. */
const LEASE_SECONDS = 6;
const TAKEOVER_SECONDS = 1;
/** Inbound messages offered per second (CLUSTER_RATE to change). */
const RATE_PER_SECOND = Number(process.env['CLUSTER_RATE'] ?? 50);
const CONNECTIONS = 4;
const METRICS_TOKEN = randomBytes(16).toString('hex');

const haproxyMissing = balancerMissing('haproxy');
const nginxMissing = balancerMissing('nginx');
if (haproxyMissing) {
  console.warn(`SKIPPED the cluster test: ${haproxyMissing}`);
}
if (nginxMissing) {
  console.warn(`SKIPPED the cluster test through nginx: ${nginxMissing}`);
}

let database: TestDatabase;
let sql: pg.Pool;
let s3: S3StandIn;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
const balancers = new Map<BalancerKind, Balancer>();
const hosts: NetworkHost[] = [];
let admin: HttpClient;
let companyId: number;
const connectionIds: number[] = [];
let startThird: () => Promise<void>;

/** Prints a measured figure with the test's output (timings are reported, not asserted tightly). */
function report(line: string): void {
  console.log(`[cluster] ${line}`);
}

const running = () => servers.filter(({ child }) => child.exitCode === null && child.signalCode === null);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (haproxyMissing) {
    return;
  }
  database = await createTestDatabase();
  sql = new pg.Pool({ connectionString: database.url, max: 3 });
  sql.on('error', () => undefined);
  s3 = await startS3StandIn();
  const secrets = { JWT_SECRET: randomBytes(48).toString('base64url'), JWT_REFRESH_SECRET: randomBytes(48).toString('base64url') };
  const ports = await Promise.all(Array.from({ length: SERVERS }, () => freePort()));
  const refused = await namespacesRefused();
  if (refused) {
    console.warn(`the cluster test runs its servers as processes on one machine: ${refused}`);
  } else {
    for (let index = 1; index <= SERVERS; index += 1) {
      hosts.push(await createNetworkHost(index));
    }
  }
  /** What server `index` is given to reach: the database and the bucket, through its own link when it has one. */
  const bucketEndpoint = s3.settings.endpoint ?? '';
  const reachable = async (index: number) => {
    const host = hosts[index];
    if (!host) {
      return { HOST: '127.0.0.1', DATABASE_URL: database.url, S3_ENDPOINT: bucketEndpoint };
    }
    const databaseUrl = new URL(database.url);
    databaseUrl.hostname = host.hostAddress;
    databaseUrl.port = String(await host.expose(Number(new URL(database.url).port)));
    return {
      HOST: host.address,
      DATABASE_URL: databaseUrl.toString(),
      S3_ENDPOINT: `http://${host.hostAddress}:${await host.expose(Number(new URL(bucketEndpoint).port))}`,
    };
  };
  const upstreams: Upstream[] = ports.map((port, index) => (hosts[index] ? `${hosts[index].address}:${port}` : port));
  const environmentOf = async (index: number) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-cluster-'));
    dataDirs.push(dataDir);
    return {
      ...s3.environment,
      ...secrets,
      ...(await reachable(index)),
      PORT: String(ports[index]),
      BALCAO_DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      TRUST_PROXY: 'true',
      RATE_LIMIT_SCALE: '100',
      METRICS_TOKEN,
      SESSION_LEASE_SECONDS: String(LEASE_SECONDS),
      SESSION_RENEW_SECONDS: '1',
      SESSION_TAKEOVER_SECONDS: String(TAKEOVER_SECONDS),
      SESSION_FORWARD_TIMEOUT_SECONDS: '10',
    };
  };
  // The first start makes the super user; the second finds it. The third starts once the first is killed:
  // two servers at a time hold up to ~50 of a shared PostgreSQL's 100 connections.
  const start = async (index: number) => spawnServer(await environmentOf(index), 120_000, [], hosts[index]?.exec ?? []);
  servers.push(await start(0));
  servers.push(await start(1));
  startThird = async () => {
    servers.push(await start(2));
  };

  report(
    hosts.length > 0
      ? `servers in network namespaces of their own: ${servers.map((server, index) => `${server.url} (${hosts[index]?.name ?? ''})`).join(', ')}`
      : `servers as processes on this machine: ${servers.map((server) => server.url).join(', ')}`,
  );
  balancers.set('haproxy', await startBalancer('haproxy', upstreams));
  if (!nginxMissing) {
    balancers.set('nginx', await startBalancer('nginx', upstreams));
  }
  // HAProxy's checks have found every server ready.
  const through = balancers.get('haproxy') as Balancer;
  for (let inARow = 0; inARow < 4;) {
    inARow = (await fetch(`${through.url}/ready`)).status === 200 ? inARow + 1 : 0;
  }

  admin = new HttpClient(through.url);
  companyId = (await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD)).user.companyId;
  // Created and scanned through the balancer, so the sessions start on whichever server each call reached.
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const created = await admin.request<ConnectionRecord>('POST', '/whatsapp', { name: `Cluster ${index + 1}`, provider: 'sandbox' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await admin.request('POST', `/sandbox/${created.body.id}/scan`)).status).toBe(200);
    connectionIds.push(created.body.id);
  }
}, 240_000);

afterAll(async () => {
  if (haproxyMissing) {
    return;
  }
  // CLUSTER_DEBUG=FILE keeps what the balancers and servers printed.
  const debugFile = process.env['CLUSTER_DEBUG'];
  if (debugFile) {
    const printed = [...[...balancers.values()].map((balancer) => balancer.output()), ...servers.map((server) => server.output())];
    await writeFile(debugFile, printed.join('\n----\n'));
  }
  await Promise.all([...balancers.values()].map((balancer) => balancer.stop()));
  await Promise.all(running().map((server) => server.stop()));
  await Promise.all(hosts.map((host) => host.remove()));
  await s3?.stop();
  await sql?.end();
  await database?.drop();
  await Promise.all(dataDirs.map((folder) => rm(folder, { recursive: true, force: true })));
}, 60_000);

/** Every file under a folder, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** Sockets connected to one server, from its metrics. */
async function socketsOn(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^balcao_socket_connections (\d+)/m.exec(text)?.[1] ?? 'NaN');
}

type Lease = { whatsapp_id: number; owner: string | null; acquired_at: Date | null; expires_at: Date | null };

async function leases(): Promise<Lease[]> {
  const { rows } = await sql.query<Lease>(
    `SELECT w.id AS whatsapp_id, l.owner, l.acquired_at, l.expires_at FROM whatsapps w
     LEFT JOIN session_leases l ON l.whatsapp_id = w.id WHERE w.id = ANY($1) ORDER BY w.id`,
    [connectionIds],
  );
  return rows;
}

const pidOf = (owner: string | null) => Number(owner?.split(':')[1]);
const serverOf = (lease: Lease) => servers.find(({ child }) => child.pid === pidOf(lease.owner));

describe.skipIf(haproxyMissing)(
  `Balcão on several servers behind a balancer${haproxyMissing ? ` (skipped: ${haproxyMissing})` : ''}`,
  () => {
    it('reads a file stored through one server through another, and keeps it in the bucket only', async () => {
      const [first, second] = servers as [ServerProcess, ServerProcess];
      const onFirst = new HttpClient(first.url);
      onFirst.token = admin.token;
      const quick = await onFirst.request<{ id: number }>('POST', '/quick-messages', { shortcode: 'tabela', message: 'Segue a tabela' });
      const form = new FormData();
      form.append('file', new Blob([Buffer.from('%PDF-1.4 tabela de preços')], { type: 'application/pdf' }), 'tabela.pdf');
      const uploaded = await fetch(`${first.url}/quick-messages/${quick.body.id}/media-upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token ?? ''}` },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const { mediaPath } = (await uploaded.json()) as { mediaPath: string };

      const read = (url: string) => fetch(`${url}${mediaPath}`, { headers: { authorization: `Bearer ${admin.token ?? ''}` } });
      for (const url of [second.url, ...[...balancers.values()].map((balancer) => balancer.url)]) {
        const answer = await read(url);
        expect([answer.status, await answer.text()]).toEqual([200, '%PDF-1.4 tabela de preços']);
      }
      for (const folder of dataDirs) {
        expect((await filesUnder(folder)).filter((file) => !file.startsWith('secrets'))).toEqual([]);
      }
      expect(await s3.keys()).toHaveLength(1);
    });

    it.each(['haproxy', 'nginx'] as const)('gives live events to 10 of 10 fresh clients signed in through %s', async (kind) => {
      if (!balancers.has(kind)) {
        console.warn(`SKIPPED: ${nginxMissing}`);
        return;
      }
      const balancer = balancers.get(kind) as Balancer;
      const sockets: TestSocket[] = [];
      try {
        // Signed in first, then connected: signing in and connecting in turns would meet the servers in step.
        const tokens: string[] = [];
        for (let index = 0; index < 10; index += 1) {
          tokens.push((await new HttpClient(balancer.url).login(ADMIN_EMAIL, ADMIN_PASSWORD)).token);
        }
        for (const token of tokens) {
          const socket = await connectSocket(balancer.url, token);
          sockets.push(socket);
          expect(await socket.timeout(10_000).emitWithAck('joinNotification')).toEqual({ ok: true });
        }
        // Round robin: the sockets are spread over the servers.
        const perServer = await Promise.all(servers.map(socketsOn));
        report(`${kind}: 10 sockets per server ${JSON.stringify(perServer)}`);
        expect(perServer.reduce((sum, count) => sum + count, 0)).toBe(10);
        expect(perServer.filter((count) => count > 0).length).toBeGreaterThan(1);

        const body = `live through ${kind}`;
        const received = sockets.map((socket) =>
          nextEventWhere<Envelope<'appMessage'>>(socket, `company-${companyId}-appMessage`, (event) => event.message.body === body, 15_000),
        );
        const sent = await new HttpClient(balancer.url).request(
          'POST',
          `/sandbox/${connectionIds[0]}/inbound`,
          { from: '5511955550001', body },
          {
            authorization: `Bearer ${admin.token ?? ''}`,
          },
        );
        expect(sent.status).toBe(202);
        expect((await Promise.allSettled(received)).filter(({ status }) => status === 'fulfilled')).toHaveLength(10);
      } finally {
        for (const socket of sockets) {
          socket.close();
        }
      }
    });

    it('loses nothing when one server is killed and another stopped under a steady inbound load', async () => {
      const haproxy = balancers.get('haproxy') as Balancer;
      // Attendants' apps, signed in through the balancer and kept live by socket.io's own reconnection.
      const tokens = await Promise.all(
        Array.from({ length: 10 }, async () => (await new HttpClient(haproxy.url).login(ADMIN_EMAIL, ADMIN_PASSWORD)).token),
      );
      const clients = tokens.map((token) => new ResyncingSocket(haproxy.url, token));
      try {
        await Promise.all(clients.map((client) => client.live()));
        const load = new InboundLoad({
          url: haproxy.url,
          token: admin.token ?? '',
          connectionIds,
          ratePerSecond: RATE_PER_SECOND,
          concurrency: 100,
        });
        load.start();
        await sleep(4_000);

        // SIGKILL the server running the most sessions: they return once their leases run out.
        const killed = mostSessions(await leases());
        const killedSessions = (await leases()).filter((lease) => pidOf(lease.owner) === killed.child.pid);
        const exited = new Promise((resolve) => killed.child.once('exit', resolve));
        const killedAt = Date.now();
        killed.child.kill('SIGKILL');
        await exited;
        const afterKill = await followTakeover(killedSessions, killed, LEASE_SECONDS + TAKEOVER_SECONDS + 30);
        report(
          `SIGKILL: ${killedSessions.length} session(s) taken over after ${afterKill.map(({ at }) => at - killedAt).join(', ')} ms (lease ${LEASE_SECONDS} s, scan every ${TAKEOVER_SECONDS} s)`,
        );
        for (const { before, after } of afterKill) {
          // Never two owners: the lease was taken only once the dead server's had run out.
          expect(after.acquired_at!.getTime()).toBeGreaterThanOrEqual(before.expires_at!.getTime());
        }
        // A third server joins (the balancer's checks find it ready); the second is stopped next.
        await startThird();
        await sleep(2_000);

        // SIGTERM a server running sessions: it hands them over at once and exits 0.
        const stopped = mostSessions(await leases());
        const stoppedSessions = (await leases()).filter((lease) => pidOf(lease.owner) === stopped.child.pid);
        const stoppedAt = Date.now();
        const exitCode = stopped.stop();
        // Within the drain (requests first, up to SHUTDOWN_TIMEOUT_SECONDS) and the lease, with slack for a busy machine.
        const afterStop = await followTakeover(stoppedSessions, stopped, 10 + LEASE_SECONDS + 30);
        const handedOver = afterStop.filter(({ before, after }) => after.acquired_at!.getTime() < before.expires_at!.getTime()).length;
        report(
          `SIGTERM: ${stoppedSessions.length} session(s) taken over after ${afterStop.map(({ at }) => at - stoppedAt).join(', ')} ms ` +
            `(${handedOver} handed over before their lease ran out); exited after ${await exitCode.then(() => Date.now() - stoppedAt)} ms`,
        );
        expect(await exitCode).toBe(0);
        await sleep(3_000);
        await load.stop();
        report(`load: ${load.summary()}`);
        expect(load.abandoned).toEqual([]);

        // Every message stored exactly once (the unique key would refuse a second row; none is missing).
        const unstored = async () => {
          const stored = await storedBodies();
          return [...load.accepted].filter((body) => !stored.has(body));
        };
        await expect.poll(async () => (await unstored()).length, { timeout: 30_000 }).toBe(0);
        expect([...(await storedBodies()).values()].filter((count) => count !== 1)).toEqual([]);

        // Every attendant's app reconnected through the balancer and was told of every message.
        const missing = () => clients.map((client) => [...load.accepted].filter((body) => !client.bodies.has(body)).length);
        await expect
          .poll(missing, { timeout: 30_000, interval: 250 })
          .toEqual(clients.map(() => 0))
          .catch(async (error: unknown) => {
            const lost = [...new Set(clients.flatMap((client) => [...load.accepted].filter((body) => !client.bodies.has(body))))];
            const { rows } = await sql.query(
              `SELECT m.body, m.recovered, m.created_at, m.whatsapp_id, e.seq, e.event FROM messages m
             LEFT JOIN realtime_events e ON e.payload->'message'->>'id' = m.id::text WHERE m.body = ANY($1)`,
              [lost],
            );
            report(
              `never shown: ${JSON.stringify(rows)}; killed at ${new Date(killedAt).toISOString()}, stopped at ${new Date(stoppedAt).toISOString()}`,
            );
            throw error;
          });
        report(
          `sockets: ${clients.map((client) => `${client.connections} connection(s), ${client.replayed} replayed, ${client.refetches} refetch(es)`).join('; ')}`,
        );
        expect(clients.every((client) => client.socket.connected)).toBe(true);
        expect(clients.filter((client) => client.connections > 1).length).toBeGreaterThan(0);

        // The sessions run on the server left, connected.
        const [survivor] = running();
        expect((await leases()).map((lease) => pidOf(lease.owner))).toEqual(connectionIds.map(() => survivor?.child.pid));
        for (const id of connectionIds) {
          expect((await admin.request<ConnectionRecord>('GET', `/whatsapp/${id}`)).body.status).toBe('CONNECTED');
        }
      } finally {
        for (const client of clients) {
          client.close();
        }
      }
    }, 240_000);
  },
);

/** The running server that holds the most leases. */
function mostSessions(all: Lease[]): ServerProcess {
  const counts = running().map((server) => ({ server, count: all.filter((lease) => pidOf(lease.owner) === server.child.pid).length }));
  const [most] = counts.sort((a, b) => b.count - a.count);
  if (!most || most.count === 0) {
    throw new Error(`no running server holds a session: ${JSON.stringify(all)}`);
  }
  return most.server;
}

type Takeover = { before: Lease; after: Lease; at: number };

/**
 * Samples the leases every 100 ms until each of `sessions` is held by a running server other than
 * `gone`; answers, per session, its last lease held by `gone` and the first held by another.
 */
async function followTakeover(sessions: Lease[], gone: ServerProcess, seconds: number): Promise<Takeover[]> {
  const last = new Map(sessions.map((lease) => [lease.whatsapp_id, lease]));
  const taken = new Map<number, Takeover>();
  const deadline = Date.now() + seconds * 1000;
  while (taken.size < sessions.length) {
    if (Date.now() > deadline) {
      throw new Error(`sessions not taken over within ${seconds} s: ${JSON.stringify(await leases())}`);
    }
    for (const lease of await leases()) {
      if (!last.has(lease.whatsapp_id) || taken.has(lease.whatsapp_id)) {
        continue;
      }
      if (pidOf(lease.owner) === gone.child.pid) {
        last.set(lease.whatsapp_id, lease);
      } else if (lease.owner && serverOf(lease) && running().includes(serverOf(lease) as ServerProcess)) {
        taken.set(lease.whatsapp_id, { before: last.get(lease.whatsapp_id) as Lease, after: lease, at: Date.now() });
      }
    }
    await sleep(100);
  }
  return [...taken.values()];
}

/** How many times each inbound body of the load is stored. */
async function storedBodies(): Promise<Map<string, number>> {
  const { rows } = await sql.query<{ body: string; n: number }>(
    `SELECT body, count(*)::int AS n FROM messages WHERE whatsapp_id = ANY($1) AND NOT from_me AND body LIKE 'load %' GROUP BY body`,
    [connectionIds],
  );
  return new Map(rows.map(({ body, n }) => [body, n]));
}
