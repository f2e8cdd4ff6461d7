/**
 * Inbound throughput benchmark: pushes simulated inbound messages through the sandbox path
 * (POST /sandbox/{id}/inbound → provider → inbound engine → socket) from 50 contacts on 5
 * connections and prints messages per second and receipt→socket-event latency percentiles.
 * It also resends 1% of the messages with the same id and checks that nothing is lost or duplicated.
 *
 * Messages are offered at a steady BENCH_RATE per second (default 1,600, a little above the 1,500
 * target so that the measured rate can reach it), as contacts write, and each latency runs from the
 * moment its message was due, so a stalled server cannot hide its delay by slowing the sender.
 * BENCH_RATE=0 offers messages as fast as the server accepts them: the most it takes, but then
 * latency only measures the queue that forms. The stream runs BENCH_WARMUP_SECONDS (default 5) at
 * the same rate before the measured window opens (code paths compiled, statements planned, the first
 * conversations' routing done): those messages are checked for loss and duplicates like the others,
 * and their latency is printed apart (`warmUp`).
 *
 *   npm run bench:ingest                       # 60 s against a fresh embedded database
 *   BENCH_SECONDS=10 DATABASE_URL=… npm run bench:ingest
 *   BENCH_TRACE=/tmp/trace.json …              # also writes [dueAt, latency] of every message, to see when delays happen
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles" …   # Node.js flags for the server process
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { createBenchDatabase, percentile, summaryLine } from './bench-support.ts';
import { HttpClient } from '../server/test/http-client.ts';
import { spawnServer } from '../server/test/server-process.ts';
import { connectSocket } from '../server/test/socket-client.ts';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 60);
const CONNECTIONS = 5;
const CONTACTS = 50;
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 32);
const RATE = Number(process.env['BENCH_RATE'] ?? 1600);
const WARMUP_SECONDS = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 5);
const ADMIN = { email: 'bench@balcao.local', password: 'Bench-Passw0rd' };

/** The target of the inbound path on a 2-core machine. */
const TARGET = { messagesPerSecond: 1500, p95Ms: 50 };

/** CPU seconds (user + system) a local process has used so far, from /proc; null where unavailable. */
async function cpuSecondsOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) {
    return null;
  }
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function prepareDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env['DATABASE_URL'];
  return base ? createBenchDatabase(base, 'balcao_bench') : { url: '', drop: () => Promise.resolve() };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-'));
const database = await prepareDatabase();
const server = await spawnServer(
  {
    BALCAO_DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    EMBEDDED_PG_PORT: '54391',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
  },
  60_000,
  (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter(Boolean),
);

try {
  const http = new HttpClient(server.url);
  const session = await http.login(ADMIN.email, ADMIN.password);
  const connectionIds: number[] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const created = await http.request<{ id: number }>('POST', '/whatsapp', { name: `Bench ${index}`, provider: 'sandbox' });
    if (created.status !== 200 && created.status !== 201) {
      throw new Error(`could not create a sandbox connection: ${created.status} ${JSON.stringify(created.body)}`);
    }
    connectionIds.push(created.body.id);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const id of connectionIds) {
    const scanned = await http.request('POST', `/sandbox/${id}/scan`);
    if (scanned.status >= 300) {
      throw new Error(`scan failed: ${scanned.status} ${JSON.stringify(scanned.body)}`);
    }
  }

  const socket = await connectSocket(server.url, session.token);
  socket.emit('joinNotification');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const sentAt = new Map<string, number>();
  const openingSentAt = new Map<string, number>();
  const openingLatencies: number[] = [];
  const latencies: number[] = [];
  const warmUpLatencies: number[] = [];
  /** Messages due before this moment belong to the warm-up: checked for loss, timed apart. */
  let measuredFrom = Number.POSITIVE_INFINITY;
  let measuredReceived = 0;
  const trace: [number, number][] = [];
  const received = new Set<string>();
  let duplicatesSeen = 0;
  let lastEventAt = 0;
  (socket as unknown as { on: (event: string, listener: (payload: { message: { body: string } }) => void) => void }).on(
    `company-${session.user.companyId}-appMessage`,
    ({ message }) => {
      const opened = openingSentAt.get(message.body);
      if (opened !== undefined) {
        openingLatencies.push(performance.now() - opened);
        openingSentAt.delete(message.body);
        return;
      }
      const started = sentAt.get(message.body);
      if (received.has(message.body)) {
        duplicatesSeen += 1;
      } else if (started !== undefined) {
        received.add(message.body);
        lastEventAt = performance.now();
        if (started < measuredFrom) {
          warmUpLatencies.push(lastEventAt - started);
        } else {
          measuredReceived += 1;
          latencies.push(lastEventAt - started);
        }
        if (process.env['BENCH_TRACE']) {
          trace.push([started, lastEventAt - started]);
        }
      }
    },
  );

  const authorization = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
  // undici's pool keeps the load generator's own cost per request well below node:http's and fetch's:
  // it shares the two cores with the server and the database.
  const pool = new Pool(server.url, { connections: CONCURRENCY });
  const post = async (path: string, payload: string): Promise<number> => {
    const response = await pool.request({ path, method: 'POST', headers: authorization, body: payload, headersTimeout: 30_000 });
    await response.body.dump();
    return response.statusCode;
  };
  const contactOf = (n: number) => ({
    connectionId: connectionIds[n % CONNECTIONS] ?? 0,
    from: `55119${String(10_000_000 + (n % CONTACTS)).padStart(8, '0')}`,
    name: `Contact ${n % CONTACTS}`,
  });

  // Each conversation's first message creates its contact, ticket and tracking row: a different path,
  // timed here on its own, before the measured stream of messages in conversations under way.
  const openingStarted = performance.now();
  await Promise.all(
    Array.from({ length: CONTACTS }, async (_unused, n) => {
      const { connectionId, from, name } = contactOf(n);
      const body = `bench-open-${n}`;
      openingSentAt.set(body, performance.now());
      const status = await post(`/sandbox/${connectionId}/inbound`, JSON.stringify({ from, name, body, id: `BENCH-OPEN-${n}` }));
      if (status !== 202) {
        throw new Error(`opening message refused: ${status}`);
      }
    }),
  );
  while (openingLatencies.length < CONTACTS && performance.now() - openingStarted < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const openingSorted = [...openingLatencies].sort((a, b) => a - b);
  const opening = {
    conversations: openingLatencies.length,
    allAnnouncedWithinMs: Number((performance.now() - openingStarted).toFixed(0)),
    latencyMs: { p50: Number(percentile(openingSorted, 50).toFixed(1)), max: Number((openingSorted.at(-1) ?? 0).toFixed(1)) },
  };

  let accepted = 0;
  let resent = 0;
  let failures = 0;
  let sequence = 0;
  const started = performance.now();
  measuredFrom = started + WARMUP_SECONDS * 1000;
  const deadline = measuredFrom + SECONDS * 1000;
  // The CPU used in the measured window only, read when it opens.
  const cpuBefore = new Promise<{ server: number | null; client: NodeJS.CpuUsage }>((resolve) =>
    setTimeout(() => {
      const client = process.cpuUsage();
      void cpuSecondsOf(server.child.pid).then((serverSeconds) => resolve({ server: serverSeconds, client }));
    }, measuredFrom - performance.now()),
  );
  const worker = async () => {
    while (performance.now() < deadline) {
      sequence += 1;
      const n = sequence;
      const { connectionId, from, name } = contactOf(n);
      const body = `bench-${n}`;
      const payload = JSON.stringify({ from, name, body, id: `BENCH-${n}` });
      const dueAt = RATE > 0 ? started + ((n - 1) * 1000) / RATE : performance.now();
      if (dueAt >= deadline) {
        break;
      }
      if (dueAt > performance.now()) {
        await new Promise((resolve) => setTimeout(resolve, dueAt - performance.now()));
      }
      sentAt.set(body, dueAt);
      const status = await post(`/sandbox/${connectionId}/inbound`, payload).catch(() => 0);
      if (status === 202) {
        accepted += 1;
        if (n % 100 === 0) {
          await post(`/sandbox/${connectionId}/inbound`, payload).catch(() => 0);
          resent += 1;
        }
      } else {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - measuredFrom) / 1000;
  // A backlog (messages offered faster than the server takes them) is worked off after the window: a
  // message counts as lost only once no event has arrived for 10 s, however long the backlog takes.
  while (received.size < accepted && performance.now() - Math.max(lastEventAt, measuredFrom + elapsed * 1000) < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  socket.close();
  await pool.close();
  if (process.env['BENCH_TRACE']) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(process.env['BENCH_TRACE'], JSON.stringify(trace));
  }
  const serverCpuAfter = await cpuSecondsOf(server.child.pid);
  const { server: serverCpuBefore, client: clientCpuBefore } = await cpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  // Until the last event arrived: a backlog worked off after the sending window does not count as throughput.
  const measured = Math.max(elapsed, (lastEventAt - measuredFrom) / 1000);
  const warmUpSorted = [...warmUpLatencies].sort((a, b) => a - b);
  const warmUp = {
    seconds: WARMUP_SECONDS,
    messages: warmUpLatencies.length,
    latencyMs: { p50: Number(percentile(warmUpSorted, 50).toFixed(1)), p95: Number(percentile(warmUpSorted, 95).toFixed(1)) },
  };

  const sorted = [...latencies].sort((a, b) => a - b);
  const figures = {
    seconds: Number(elapsed.toFixed(1)),
    offeredPerSecond: RATE > 0 ? RATE : 'as fast as accepted',
    accepted,
    resentDuplicates: resent,
    rejected: failures,
    eventsReceived: received.size,
    duplicateEvents: duplicatesSeen,
    lost: accepted - received.size,
    messagesPerSecond: Number((measuredReceived / measured).toFixed(0)),
    latencyMs: {
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p95: Number(percentile(sorted, 95).toFixed(1)),
      p99: Number(percentile(sorted, 99).toFixed(1)),
    },
  };
  const serverCpu = serverCpuBefore === null || serverCpuAfter === null ? null : serverCpuAfter - serverCpuBefore;
  const cpu = {
    serverSeconds: serverCpu === null ? null : Number(serverCpu.toFixed(2)),
    clientSeconds: Number(((clientCpu.user + clientCpu.system) / 1e6).toFixed(2)),
    serverMsPerMessage: serverCpu === null || measuredReceived === 0 ? null : Number(((serverCpu * 1000) / measuredReceived).toFixed(3)),
  };
  console.log(JSON.stringify({ openingMessages: opening, warmUp, ...figures, measuredSeconds: Number(measured.toFixed(1)), cpu }, null, 2));
  const met =
    figures.messagesPerSecond >= TARGET.messagesPerSecond &&
    figures.latencyMs.p95 < TARGET.p95Ms &&
    figures.lost === 0 &&
    figures.duplicateEvents === 0;
  console.log(
    `target (≥ ${TARGET.messagesPerSecond} msg/s, p95 < ${TARGET.p95Ms} ms, nothing lost or duplicated): ${met ? 'met' : 'NOT met'}`,
  );
  console.log(figures.lost === 0 && figures.duplicateEvents === 0 ? 'counts: no message lost or duplicated' : 'counts: MISMATCH');
  console.log(
    summaryLine(
      'bench:ingest',
      `≥ ${TARGET.messagesPerSecond} msg/s, p95 < ${TARGET.p95Ms} ms, nothing lost or duplicated`,
      `${figures.messagesPerSecond} msg/s, p95 ${figures.latencyMs.p95} ms, ${figures.lost} lost, ${figures.duplicateEvents} duplicated`,
      met,
    ),
  );
  if (figures.lost !== 0 || figures.duplicateEvents !== 0) {
    console.log(`server warnings:\n${server.output()}`);
  }
  process.exitCode = figures.lost === 0 && figures.duplicateEvents === 0 ? 0 : 1;
} finally {
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
