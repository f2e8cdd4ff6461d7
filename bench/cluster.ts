/**
 * Read throughput of one server against two behind the balancer, in the same run on the same data:
 * the inbox's two hot reads (page 1 of the open tickets, the message page of a 500-message
 * conversation), driven by bench:limit's load generator at `BENCH_CONNECTIONS` kept-alive connections
 * with the token of a signed-in attendant (the company's admin, whose are half the open tickets, as in
 * bench:limit), against
 *   - one server, directly;
 *   - the same server alone behind HAProxy (what the balancer's hop costs);
 *   - two servers behind HAProxy, round robin, with the configuration of docs/deploy/haproxy.cfg.
 * Rounds interleave the three (the second server stays up, idle, while the others are measured), so a
 * neighbour's load falls on all of them alike. Prints requests per second and p50/p95 of each, the
 * ratio two ÷ one, and where the machine's CPU went meanwhile (each server process, HAProxy,
 * PostgreSQL's backends, the load generator, everything else), in cores and in ms per request.
 *
 *   npm run bench:cluster                          # 20,000 tickets (400,000 messages), embedded PostgreSQL
 *   BENCH_TICKETS=100000 npm run bench:cluster     # bench:inbox's and bench:limit's full size
 *   BENCH_REUSE_DATABASE=postgresql://…/kept npm run bench:cluster   # a database bench:limit or this kept (BENCH_KEEP_DATABASE=1)
 *   BENCH_SECONDS=6 BENCH_ROUNDS=2 BENCH_WARM_UP_SECONDS=3 BENCH_CONNECTIONS=10
 *
 * On a machine of few cores the servers share them with PostgreSQL and the load generator: two servers
 * cannot serve more than the cores left to them, so a ratio near 1 there is the machine's limit, not the
 * design's. The CPU split says which part took the cores.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase, summaryLine } from './bench-support.ts';
import { prepareHotReadData, LONG_TICKET_MESSAGES } from './hot-read-data.ts';
import { keepAliveGet } from './keep-alive-get.ts';
import { measureCpu, summarise, type Sample } from './cluster-figures.ts';
import { balancerMissing, startBalancer, type Balancer } from '../server/test/balancer.ts';
import { HttpClient } from '../server/test/http-client.ts';
import { spawnServer, type ServerProcess } from '../server/test/server-process.ts';

const TICKETS = Number(process.env['BENCH_TICKETS'] ?? 20_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 6);
const WARM_UP_SECONDS = Number(process.env['BENCH_WARM_UP_SECONDS'] ?? 3);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 2);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const ADMIN = { email: 'bench@balcao.local', password: 'Bench-Passw0rd' };
const EMBEDDED_PORT = 54_398;

const missing = balancerMissing('haproxy');
if (missing) {
  console.log(summaryLine('bench:cluster', 'two servers ÷ one', `not run: ${missing}`, null));
  process.exit(0);
}

const dataDirs = [
  await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-cluster-')),
  await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-cluster-')),
];
const base = process.env['DATABASE_URL'];
const reused = process.env['BENCH_REUSE_DATABASE'];
const database = reused
  ? { url: reused, drop: () => Promise.resolve() }
  : base
    ? await createBenchDatabase(base, 'balcao_bench_cluster')
    : { url: '', drop: () => Promise.resolve() };
// Shared by both servers, so that a token signed by one is accepted by the other.
const secrets = { JWT_SECRET: randomBytes(48).toString('base64url'), JWT_REFRESH_SECRET: randomBytes(48).toString('base64url') };
const environmentOf = (dataDir: string, url: string) => ({
  ...secrets,
  BALCAO_DATA_DIR: dataDir,
  DATABASE_URL: url,
  EMBEDDED_PG_PORT: String(EMBEDDED_PORT),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'error',
  SESSION_PROBE_SECONDS: '0',
});
const [firstDir, secondDir] = dataDirs as [string, string];
// Applying the search migration to a kept 2,000,000-message database builds its index first.
const first = await spawnServer(environmentOf(firstDir, database.url), 900_000);
const servers: ServerProcess[] = [first];
const balancers: Balancer[] = [];
let monitor: pg.Client | undefined;
try {
  const url = database.url || (await embeddedUrl(firstDir));
  const watcher = new pg.Client({ connectionString: url });
  monitor = watcher;
  watcher.on('error', () => undefined);
  await watcher.connect();
  const http = new HttpClient(first.url);
  const session = await http.login(ADMIN.email, ADMIN.password);
  const { longTicketId } = await prepareHotReadData(http, watcher, {
    companyId: session.user.companyId,
    userId: session.user.id,
    tickets: TICKETS,
    reused: Boolean(reused),
  });
  const second = await spawnServer(environmentOf(secondDir, url), 120_000);
  servers.push(second);
  const portOf = (server: ServerProcess) => Number(new URL(server.url).port);
  const alone = await startBalancer('haproxy', [portOf(first)]);
  balancers.push(alone);
  const both = await startBalancer('haproxy', [portOf(first), portOf(second)]);
  balancers.push(both);
  await Promise.all(balancers.map((balancer) => everyServerReady(balancer.url)));

  const modes = [
    { label: 'one server', url: first.url, balancer: undefined },
    { label: 'one server behind HAProxy', url: alone.url, balancer: alone },
    { label: 'two servers behind HAProxy', url: both.url, balancer: both },
  ].map((mode) => ({ ...mode, loader: keepAliveGet(mode.url, session.token, CONNECTIONS) }));
  type Mode = (typeof modes)[number];
  const reads = [
    { label: 'open tickets, page 1', path: '/tickets?status=open&pageNumber=1' },
    { label: `message page of a ${LONG_TICKET_MESSAGES}-message ticket`, path: `/messages/${longTicketId}` },
  ];
  const processes = (balancer: Balancer | undefined) => ({
    'server 1': first.child.pid,
    'server 2': second.child.pid,
    HAProxy: balancer?.pid,
  });
  const drive = async ({ loader, balancer }: Mode, requestPath: string, seconds: number): Promise<Sample> => {
    const stop = await measureCpu(processes(balancer), watcher);
    const times: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < deadline) {
          const begun = performance.now();
          await loader.get(requestPath);
          times.push(performance.now() - begun);
        }
      }),
    );
    return { times, seconds: (performance.now() - started) / 1000, cpuTicks: await stop() };
  };

  const samples = new Map<string, Sample[]>();
  const key = (read: string, mode: string) => `${read} | ${mode}`;
  for (const read of reads) {
    for (const mode of modes) {
      await drive(mode, read.path, WARM_UP_SECONDS);
    }
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const read of reads) {
      for (const mode of modes) {
        const list = samples.get(key(read.label, mode.label)) ?? [];
        list.push(await drive(mode, read.path, SECONDS));
        samples.set(key(read.label, mode.label), list);
      }
    }
  }
  for (const { loader } of modes) {
    loader.close();
  }

  const [{ version }] = (await watcher.query<{ version: string }>('select version()')).rows as [{ version: string }];
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}; ${version.split(',')[0]}; Node ${process.version}; HAProxy with docs/deploy/haproxy.cfg`,
  );
  console.log(
    `${ROUNDS} rounds × ${SECONDS} s per read and setup after ${WARM_UP_SECONDS} s of warm-up each, ${CONNECTIONS} connections, ` +
      `${TICKETS} tickets`,
  );
  const printed: Record<string, Record<string, unknown>> = {};
  const ratios: string[] = [];
  for (const read of reads) {
    printed[read.label] = {};
    const rpsOf: Record<string, number> = {};
    for (const mode of modes) {
      const figures = summarise(samples.get(key(read.label, mode.label)) ?? []);
      rpsOf[mode.label] = figures.rps;
      (printed[read.label] as Record<string, unknown>)[mode.label] = figures;
      const where = Object.entries(figures.cores)
        .map(([part, cores]) => `${part} ${cores} (${figures.cpuMsPerRequest[part] ?? 0} ms/req)`)
        .join(', ');
      console.log(
        `${read.label} — ${mode.label}: ${figures.rps} rps, p50 ${figures.p50} ms, p95 ${figures.p95} ms; CPU in cores: ${where}`,
      );
    }
    const ratio = Number(((rpsOf['two servers behind HAProxy'] ?? 0) / (rpsOf['one server'] ?? 1)).toFixed(2));
    const hop = Number(((rpsOf['one server behind HAProxy'] ?? 0) / (rpsOf['one server'] ?? 1)).toFixed(2));
    (printed[read.label] as Record<string, unknown>)['two ÷ one'] = ratio;
    (printed[read.label] as Record<string, unknown>)['one behind HAProxy ÷ one'] = hop;
    console.log(`${read.label}: two servers ÷ one server ${ratio} (one server behind HAProxy ÷ one server ${hop})`);
    ratios.push(`${read.label.startsWith('open') ? 'ticket list' : 'message page'} ${ratio}`);
  }
  const { rows: held } = await watcher.query<{ listening: number; count: number }>(
    `select count(*)::int as count, count(*) filter (where query ilike 'listen%')::int as listening from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  console.log(
    `PostgreSQL connections held by the two servers after the run: ${held[0]?.count ?? '?'} (${held[0]?.listening ?? '?'} of them last ran LISTEN)`,
  );
  const rss = await Promise.all(servers.map((server) => rssMegabytes(server.child.pid)));
  console.log(`server RSS after the run: ${rss.map((megabytes, index) => `server ${index + 1} ${megabytes} MB`).join(', ')}`);
  console.log(
    `On ${cpus.length} cores the servers share the machine with PostgreSQL, HAProxy and the load generator: when the cores are ` +
      'all busy (machine ≈ cores above), a second server has no core to run on, and a ratio near 1 is the machine’s limit, ' +
      'not the design’s. Servers share nothing but PostgreSQL, so on separate machines the ratio is bounded by the database.',
  );
  console.log(JSON.stringify(printed));
  console.log(summaryLine('bench:cluster', `two servers ÷ one (read throughput, ${cpus.length} cores)`, ratios.join(', '), null));
} finally {
  await monitor?.end().catch(() => undefined);
  await Promise.all(balancers.map((balancer) => balancer.stop()));
  // The second server first: the first runs the embedded PostgreSQL the second uses.
  for (const server of [...servers].reverse()) {
    await server.stop();
  }
  if ((process.env['BENCH_KEEP_DATABASE'] || reused) && database.url) {
    console.log(`database kept: ${database.url}`);
  } else {
    await database.drop();
  }
  await Promise.all(dataDirs.map((folder) => rm(folder, { recursive: true, force: true })));
}

async function embeddedUrl(dataDir: string): Promise<string> {
  const stored = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { embeddedPgPassword: string };
  return `postgresql://postgres:${encodeURIComponent(stored.embeddedPgPassword)}@127.0.0.1:${EMBEDDED_PORT}/balcao`;
}

/** Until the balancer's health checks have found every server ready: four answers of 200 in a row. */
async function everyServerReady(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let inARow = 0; inARow < 4;) {
    if (Date.now() > deadline) {
      throw new Error(`${url}: the servers behind it did not all become ready`);
    }
    inARow = (await fetch(`${url}/ready`)).status === 200 ? inARow + 1 : 0;
  }
}

async function rssMegabytes(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}
