/**
 * Fan-out benchmark: N attendants across the queues of several companies, each with a socket opened
 * as the renderer opens it (token in the handshake, `joinNotification` and `joinTickets` for the open
 * and pending tabs, acknowledged, then `sync`), while inbound messages arrive through the sandbox at a
 * fixed rate. Prints, per N, the time from when each message was due to its arrival at every attendant
 * who should see it (p50/p95/p99), lost (expected, never arrived), misrouted (arrived where it should
 * not), the server's CPU per 1,000 messages and per 1,000 deliveries, the load generator's own CPU, and
 * the HTTP reads per event the clients made as the renderer would (`GET /tickets/{id}` for a ticket
 * new to its lists whose event lacks what the list row shows).
 *
 * Attendants work one queue each (queues of 40, 5 companies; 2 companies of one queue at N = 10); each
 * queue has its own sandbox connection. Before the sockets connect, 10 conversations per queue are
 * opened and routed to their queue (the clients have not listed them); during the run, one message in
 * 20 opens a new conversation (its first message goes to no attendant: the ticket has no queue yet).
 *
 *   npm run bench:fanout                          # N = 10, 400 and 1,000 on a fresh embedded database
 *   npm run bench:fanout -- --n=1000              # one N (or BENCH_N=10,400)
 *   BENCH_SECONDS=30 BENCH_WARMUP_SECONDS=5 BENCH_RATE=100 DATABASE_URL=… npm run bench:fanout
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles"   # Node.js flags for the server process
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { Pool } from 'undici';
import { createBenchDatabase, percentile, summaryLine } from './bench-support.ts';
import { createCompany, createUser } from '../server/test/fixtures.ts';
import { HttpClient } from '../server/test/http-client.ts';
import { spawnServer } from '../server/test/server-process.ts';
import type { TestSocket } from '../server/test/socket-client.ts';
import { io } from 'socket.io-client';
import { hashPassword } from '../server/src/modules/auth/password.ts';
import { ormConfig } from '../server/src/platform/database/orm-config.ts';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 30);
const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 5);
const RATE = Number(process.env['BENCH_RATE'] ?? 100);
const GRACE_SECONDS = Number(process.env['BENCH_GRACE_SECONDS'] ?? 15);
const QUEUE_SIZE = 40;
const OPEN_CONVERSATIONS_PER_QUEUE = 10;
/** One message in this many opens a new conversation. */
const NEW_CONVERSATION_EVERY = 20;
const EMBEDDED_PORT = 54_396;
const ADMIN = { email: 'bench@balcao.local', password: 'Bench-Passw0rd' };
const ATTENDANT_PASSWORD = 'Fanout-Passw0rd';
const GOAL = { n: 1000, p95Ms: 50 };

function sizes(): number[] {
  const flag = process.argv.find((arg) => arg.startsWith('--n='))?.slice(4) ?? process.env['BENCH_N'] ?? '10,400,1000';
  return flag
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** CPU seconds (user + system) a local process has used so far, from /proc; null where unavailable. */
async function cpuSecondsOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) {
    return null;
  }
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inBatches<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
}

type Queue = { companyId: number; queueId: number; connectionId: number; adminToken: string; attendants: number[] };
type Attendant = { index: number; companyId: number; queue: number; email: string };
/** What an attendant's client does with events, as the renderer's ticket events do. */
type Client = { socket: TestSocket; token: string; known: Set<number>; reads: number; events: number };

type ListedSummary = { id: number; queue?: unknown; whatsapp?: unknown; user?: unknown; tags?: unknown };
const listable = (ticket: ListedSummary) => ['queue', 'whatsapp', 'user', 'tags'].every((part) => part in ticket);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-'));
const base = process.env['DATABASE_URL'];
const database = base ? await createBenchDatabase(base, 'balcao_bench_fanout') : { url: '', drop: () => Promise.resolve() };
const server = await spawnServer(
  {
    BALCAO_DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    EMBEDDED_PG_PORT: String(EMBEDDED_PORT),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // A thousand sign-ins from one address in a minute are the benchmark, not an attack.
    RATE_LIMIT_SCALE: '1000',
  },
  // A fresh embedded cluster starts slowly on a busy machine.
  180_000,
  (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter(Boolean),
);

async function sqlUrl(): Promise<string> {
  if (database.url) {
    return database.url;
  }
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { embeddedPgPassword: string };
  return `postgresql://postgres:${encodeURIComponent(secrets.embeddedPgPassword)}@127.0.0.1:${EMBEDDED_PORT}/balcao`;
}

const url = await sqlUrl();
const sql = new pg.Pool({ connectionString: url, max: 2 });
const orm = await MikroORM.init(ormConfig(url, { poolMax: 2 }));
const pool = new Pool(server.url, { connections: 16 });
let run = 0;

async function request<T>(token: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await pool.request({
    path: route,
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headersTimeout: 60_000,
  });
  const text = await response.body.text();
  return { status: response.statusCode, body: (text ? JSON.parse(text) : null) as T };
}

/** Companies, their queues (each with its sandbox connection) and N attendants, one queue each. */
async function seed(n: number): Promise<{ queues: Queue[]; attendants: Attendant[] }> {
  run += 1;
  const companies = n >= 100 ? 5 : 2;
  const queuesPerCompany = Math.max(1, Math.round(n / QUEUE_SIZE / companies));
  const hash = await hashPassword(ATTENDANT_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
  const queues: Queue[] = [];
  for (let c = 0; c < companies; c += 1) {
    const company = await createCompany(orm.em);
    await sql.query(`update plans set users = 100000, connections = 1000, queues = 1000 where id = $1`, [company.planId]);
    // Open around the clock: a new queue keeps business hours, and out of hours a conversation waits in no queue.
    await sql.query(`delete from settings where company_id = $1 and key = 'scheduleType'`, [company.id]);
    await sql.query(`insert into settings (company_id, key, value) values ($1, 'scheduleType', 'disabled')`, [company.id]);
    const admin = await createUser(orm.em, company.id, { profile: 'admin' });
    const session = await new HttpClient(server.url).login(admin.user.email, admin.password);
    for (let q = 0; q < queuesPerCompany; q += 1) {
      const color = `#${(run * 7 + c * 31 + q * 113).toString(16).padStart(6, '0').slice(-6)}`;
      const queue = await request<{ id: number }>(session.token, 'POST', '/queue', { name: `Fila ${q + 1}`, color });
      if (queue.status >= 300) {
        throw new Error(`queue not created: ${JSON.stringify(queue.body)}`);
      }
      const connection = await request<{ id: number }>(session.token, 'POST', '/whatsapp', {
        name: `Número ${q + 1}`,
        provider: 'sandbox',
        queueIds: [queue.body.id],
      });
      if (connection.status >= 300) {
        throw new Error(`connection not created: ${JSON.stringify(connection.body)}`);
      }
      queues.push({
        companyId: company.id,
        queueId: queue.body.id,
        connectionId: connection.body.id,
        adminToken: session.token,
        attendants: [],
      });
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const queue of queues) {
    const scanned = await request(queue.adminToken, 'POST', `/sandbox/${queue.connectionId}/scan`);
    if (scanned.status >= 300) {
      throw new Error(`scan failed: ${JSON.stringify(scanned.body)}`);
    }
  }
  const attendants: Attendant[] = Array.from({ length: n }, (_unused, index) => {
    const queue = index % queues.length;
    return { index, queue, companyId: queues[queue]?.companyId ?? 0, email: `fanout-${run}-${index}@bench.local` };
  });
  await sql.query(
    `insert into users (company_id, name, email, password_hash, profile)
     select (($1::int[])[i]), 'Atendente ' || i, ($2::text[])[i], $3, 'user' from generate_series(1, $4::int) i`,
    [attendants.map((a) => a.companyId), attendants.map((a) => a.email), hash, n],
  );
  await sql.query(
    `insert into user_queues (company_id, user_id, queue_id)
     select u.company_id, u.id, ($2::int[])[(substring(u.email from 'fanout-\\d+-(\\d+)@'))::int + 1]
       from users u where u.email like $1`,
    [`fanout-${run}-%`, attendants.map((a) => queues[a.queue]?.queueId ?? 0)],
  );
  attendants.forEach((attendant) => queues[attendant.queue]?.attendants.push(attendant.index));
  return { queues, attendants };
}

/** A socket opened as the renderer opens it, with the sequence its `ready` brought (where its session starts). */
function openSocket(token: string): Promise<{ socket: TestSocket; readySeq: number }> {
  const socket: TestSocket = io(server.url, { transports: ['websocket'], query: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('ready', ({ seq }) => resolve({ socket, readySeq: seq }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Signs in and opens a socket as the renderer does: joins acknowledged, then the catch-up from `ready`. */
async function connect(attendant: Attendant): Promise<Client> {
  const session = await new HttpClient(server.url).login(attendant.email, ATTENDANT_PASSWORD);
  const { socket, readySeq } = await openSocket(session.token);
  await Promise.all([
    socket.timeout(60_000).emitWithAck('joinNotification'),
    socket.timeout(60_000).emitWithAck('joinTickets', 'open'),
    socket.timeout(60_000).emitWithAck('joinTickets', 'pending'),
  ]);
  socket.emit('userStatus');
  await new Promise((resolve) => socket.emit('sync', { lastSeq: readySeq }, resolve));
  const client: Client = { socket, token: session.token, known: new Set(), reads: 0, events: 0 };
  (socket as unknown as { on: (event: string, listener: (payload: { ticket?: { id: number } }) => void) => void }).on(
    `company-${attendant.companyId}-ticket`,
    (payload) => {
      client.events += 1;
      if (payload.ticket) {
        client.known.add(payload.ticket.id);
      }
    },
  );
  return client;
}

/** Opens `count` conversations per queue and waits until each ticket is routed to its queue. */
async function openConversations(queues: Queue[], count: number, prefix: string): Promise<void> {
  await inBatches(
    queues.flatMap((queue) => Array.from({ length: count }, (_unused, c) => ({ queue, c }))),
    16,
    async ({ queue, c }) => {
      const from = `55${String(queue.connectionId).padStart(4, '0')}${String(c).padStart(7, '0')}`;
      const status = (
        await request(queue.adminToken, 'POST', `/sandbox/${queue.connectionId}/inbound`, {
          from,
          name: `Cliente ${c}`,
          body: `${prefix}-open-${c}`,
          id: `${prefix}-OPEN-${queue.connectionId}-${c}`,
        })
      ).status;
      if (status !== 202) {
        throw new Error(`opening message refused: ${status}`);
      }
    },
  );
  const connectionIds = queues.map((queue) => queue.connectionId);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await sql.query<{ routed: number }>(
      `select count(*)::int as routed from tickets where whatsapp_id = any($1::int[]) and queue_id is not null`,
      [connectionIds],
    );
    if ((rows[0]?.routed ?? 0) >= queues.length * count) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`conversations not routed to their queues within a minute: ${rows[0]?.routed ?? 0} of ${queues.length * count}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type Figures = {
  n: number;
  companies: number;
  queues: number;
  messages: number;
  expectedDeliveries: number;
  delivered: number;
  lost: number;
  misrouted: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  cpu: {
    serverSeconds: number | null;
    serverMsPer1000Messages: number | null;
    serverMsPer1000Deliveries: number | null;
    loadGeneratorSeconds: number;
  };
  httpReadsPerEvent: number;
  httpReads: number;
  eventsReceived: number;
  met: boolean | null;
};

async function measure(n: number): Promise<Figures> {
  const { queues, attendants } = await seed(n);
  const prefix = `F${run}`;
  await openConversations(queues, OPEN_CONVERSATIONS_PER_QUEUE, prefix);
  const clients = await inBatches(attendants, 16, (attendant) => connect(attendant));

  /** Per message: when it was due and who should see it. */
  const due = new Map<string, { at: number; expected: Set<number>; measured: boolean }>();
  const latencies: number[] = [];
  let delivered = 0;
  let misrouted = 0;
  let lastArrival = 0;
  let expectedDeliveries = 0;
  const reads: Promise<unknown>[] = [];
  clients.forEach((client, index) => {
    const attendant = attendants[index] as Attendant;
    (
      client.socket as unknown as {
        on: (event: string, listener: (payload: { message: { body?: string; fromMe?: boolean }; ticket?: ListedSummary }) => void) => void;
      }
    ).on(`company-${attendant.companyId}-appMessage`, ({ message, ticket }) => {
      client.events += 1;
      if (ticket && !message.fromMe) {
        // The renderer reads a ticket new to its lists when the event lacks what the row shows.
        if (!client.known.has(ticket.id) && !listable(ticket)) {
          client.reads += 1;
          reads.push(request(client.token, 'GET', `/tickets/${ticket.id}`).catch(() => undefined));
        }
        client.known.add(ticket.id);
      }
      const sent = message.body === undefined ? undefined : due.get(message.body);
      if (!sent) {
        return;
      }
      if (!sent.expected.delete(index)) {
        misrouted += 1;
        return;
      }
      lastArrival = performance.now();
      if (sent.measured) {
        delivered += 1;
        latencies.push(lastArrival - sent.at);
      }
    });
  });

  const started = performance.now() + 200;
  const measuredFrom = started + WARMUP_SECONDS * 1000;
  const deadline = measuredFrom + SECONDS * 1000;
  const total = Math.floor(((deadline - started) / 1000) * RATE);
  let newContacts = 0;
  let cpuBefore: { server: number | null; client: NodeJS.CpuUsage } | undefined;
  let measuredMessages = 0;
  await inBatches(
    Array.from({ length: total }, (_unused, k) => k),
    32,
    async (k) => {
      const at = started + (k * 1000) / RATE;
      if (at > performance.now()) {
        await new Promise((resolve) => setTimeout(resolve, at - performance.now()));
      }
      const measured = at >= measuredFrom;
      if (measured && !cpuBefore) {
        cpuBefore = { server: await cpuSecondsOf(server.child.pid), client: process.cpuUsage() };
      }
      const queueIndex = k % queues.length;
      const queue = queues[queueIndex] as Queue;
      const opening = k % NEW_CONVERSATION_EVERY === NEW_CONVERSATION_EVERY - 1;
      const c = opening
        ? OPEN_CONVERSATIONS_PER_QUEUE + 1_000 + newContacts++
        : Math.floor(k / queues.length) % OPEN_CONVERSATIONS_PER_QUEUE;
      const from = `55${String(queue.connectionId).padStart(4, '0')}${String(c).padStart(7, '0')}`;
      const body = `${prefix}-${k}`;
      // A new conversation's first message reaches no attendant: its ticket has no queue yet.
      const expected = new Set(opening ? [] : queue.attendants);
      expectedDeliveries += measured ? expected.size : 0;
      measuredMessages += measured ? 1 : 0;
      due.set(body, { at, expected, measured });
      const status = (
        await request(queue.adminToken, 'POST', `/sandbox/${queue.connectionId}/inbound`, {
          from,
          name: `Cliente ${c}`,
          body,
          id: `${prefix}-${k}`,
        }).catch(() => ({ status: 0 }))
      ).status;
      if (status !== 202) {
        throw new Error(`inbound message refused: ${status}`);
      }
    },
  );
  // Deliveries still under way (a backlog the server works off) are waited for until none has arrived for
  // BENCH_GRACE_SECONDS (15): what has not arrived by then counts as lost.
  const waitingFor = () => [...due.values()].reduce((sum, sent) => sum + sent.expected.size, 0);
  while (waitingFor() > 0 && performance.now() - Math.max(lastArrival, deadline) < GRACE_SECONDS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const serverAfter = await cpuSecondsOf(server.child.pid);
  const clientCpu = process.cpuUsage(cpuBefore?.client);
  await Promise.all(reads);
  const lost = [...due.values()].filter((sent) => sent.measured).reduce((sum, sent) => sum + sent.expected.size, 0);
  clients.forEach((client) => client.socket.close());

  latencies.sort((a, b) => a - b);
  const serverSeconds =
    cpuBefore?.server === null || cpuBefore === undefined || serverAfter === null ? null : serverAfter - cpuBefore.server;
  const events = clients.reduce((sum, client) => sum + client.events, 0);
  const httpReads = clients.reduce((sum, client) => sum + client.reads, 0);
  const round = (value: number, digits = 1) => Number(value.toFixed(digits));
  const p95 = round(percentile(latencies, 95));
  return {
    n,
    companies: new Set(queues.map((queue) => queue.companyId)).size,
    queues: queues.length,
    messages: measuredMessages,
    expectedDeliveries,
    delivered,
    lost,
    misrouted,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95,
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    cpu: {
      serverSeconds: serverSeconds === null ? null : round(serverSeconds, 2),
      serverMsPer1000Messages: serverSeconds === null || measuredMessages === 0 ? null : round((serverSeconds * 1e6) / measuredMessages, 0),
      serverMsPer1000Deliveries: serverSeconds === null || delivered === 0 ? null : round((serverSeconds * 1e6) / delivered, 0),
      loadGeneratorSeconds: round((clientCpu.user + clientCpu.system) / 1e6, 2),
    },
    httpReadsPerEvent: events === 0 ? 0 : round(httpReads / events, 3),
    httpReads,
    eventsReceived: events,
    met: n === GOAL.n ? p95 <= GOAL.p95Ms && lost === 0 && misrouted === 0 : null,
  };
}

const results: Figures[] = [];
try {
  for (const n of sizes()) {
    const figures = await measure(n);
    results.push(figures);
    // The machine's load: on shared cores the figures measure the neighbours as much as the server.
    const loadAverage = os.loadavg().map((value) => Number(value.toFixed(1)));
    console.log(
      JSON.stringify(
        { offeredPerSecond: RATE, seconds: SECONDS, warmUpSeconds: WARMUP_SECONDS, cores: os.cpus().length, loadAverage, ...figures },
        null,
        2,
      ),
    );
  }
} finally {
  await pool.close();
  await orm.close();
  await sql.end();
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
const goal = results.find((figures) => figures.n === GOAL.n);
console.log(
  summaryLine(
    'bench:fanout',
    `at N = 1,000, ${RATE} msg/s: p95 ≤ ${GOAL.p95Ms} ms, 0 lost, 0 misrouted`,
    goal ? `p95 ${goal.latencyMs.p95} ms, ${goal.lost} lost, ${goal.misrouted} misrouted` : 'N = 1,000 not run',
    goal?.met ?? null,
  ),
);
process.exitCode = results.every((figures) => figures.lost === 0 && figures.misrouted === 0) ? 0 : 1;
