/**
 * The distance to the limit: each inbox hot read over HTTP at 10 connections against, in the same
 * run, the very statements it sends run directly on PostgreSQL through the pg driver as named
 * prepared statements at 10 connections; 3 rounds, HTTP and direct interleaved. Prints per request:
 * requests per second, p50/p95, the ratio HTTP ÷ direct, and the CPU milliseconds per request of the
 * server process and of PostgreSQL's backends (read from /proc: run it with PostgreSQL on this machine).
 *
 *   npm run bench:limit                                   # seeds bench:inbox's data set (100,000 tickets)
 *   DATABASE_URL=postgresql://… npm run bench:limit       # a new database on that server, dropped after
 *   BENCH_KEEP_DATABASE=1 DATABASE_URL=… npm run bench:limit   # keeps the seeded database, to measure it again
 *   BENCH_REUSE_DATABASE=postgresql://…/kept npm run bench:limit   # a database this or bench:inbox kept (BENCH_KEEP_DATABASE)
 *   BENCH_SECONDS=5 BENCH_ROUNDS=3 BENCH_CONNECTIONS=10 BENCH_WARM_UP_SECONDS=5   # each path is driven this long, unmeasured, first
 *   BENCH_ONLY=search                                     # only the requests whose label contains this
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles"   # Node.js flags for the server process
 *
 * The direct side runs, for each request, the statements the server's code sends for it (captured
 * through the hot-read path's observer), prepared or not as the server sends them; the caller's user and company rows are kept by the server
 * between requests (CallerLookup), so they are not part of a request's statements.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { MESSAGES_PAGE_SIZE, ticketListQuery } from '@balcao/shared';
import pg from 'pg';
import { createBenchDatabase, percentile, summaryLine } from './bench-support.ts';
import { LONG_TICKET_MESSAGES, prepareHotReadData } from './hot-read-data.ts';
import { HttpClient } from '../server/test/http-client.ts';
import { keepAliveGet } from './keep-alive-get.ts';
import { backendTicks, backendTicksBetween, CLOCK_TICKS, ticksOf } from './process-cpu.ts';
import { spawnServer } from '../server/test/server-process.ts';
import { ormConfig } from '../server/src/platform/database/orm-config.ts';
import { observeHotReads } from '../server/src/platform/database/hot-read.ts';
import { forkForCompany } from '../server/src/platform/tenancy/tenant-filter.ts';
import { listTickets } from '../server/src/modules/tickets/ticket-list.ts';
import { readConversation } from '../server/src/modules/messages/conversation-page.ts';
import type { TicketViewer } from '../server/src/modules/tickets/ticket-access.ts';

const TICKETS = Number(process.env['BENCH_TICKETS'] ?? 100_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const WARM_UP_SECONDS = Number(process.env['BENCH_WARM_UP_SECONDS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const ADMIN = { email: 'bench@balcao.local', password: 'Bench-Passw0rd' };
const EMBEDDED_PORT = 54_393;

/** `prepared`: sent by the server as a named statement (planned once, without values); else planned with its values each time. */
type Statement = { text: string; values: readonly unknown[]; prepared: boolean };
/** One request's statements: each inner list runs in parallel, the lists one after the other (as the server sends them). */
type Plan = Statement[][];
type Sample = { requests: number; seconds: number; times: number[]; serverTicks: number; pgTicks: number; benchMicros: number };

/** `CONNECTIONS` workers calling `run` for `SECONDS`, with the CPU the server and PostgreSQL spent meanwhile. */
async function drive(run: () => Promise<void>, serverPid: number, monitor: pg.Client, duration = SECONDS): Promise<Sample> {
  const [serverBefore, pgBefore] = [await ticksOf(serverPid), await backendTicks(monitor)];
  const times: number[] = [];
  const benchBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        await run();
        times.push(performance.now() - begun);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const bench = process.cpuUsage(benchBefore);
  const [serverAfter, pgAfter] = [await ticksOf(serverPid), await backendTicks(monitor)];
  return {
    requests: times.length,
    seconds,
    times,
    serverTicks: serverAfter - serverBefore,
    pgTicks: backendTicksBetween(pgBefore, pgAfter),
    benchMicros: bench.user + bench.system,
  };
}

function summary(samples: Sample[]) {
  const times = samples.flatMap((sample) => sample.times).sort((a, b) => a - b);
  const requests = samples.reduce((sum, sample) => sum + sample.requests, 0);
  const seconds = samples.reduce((sum, sample) => sum + sample.seconds, 0);
  const perRequest = (ticks: number) => Number(((ticks * 1000) / CLOCK_TICKS / requests).toFixed(2));
  return {
    rps: Number((requests / seconds).toFixed(0)),
    p50: Number(percentile(times, 50).toFixed(2)),
    p95: Number(percentile(times, 95).toFixed(2)),
    serverCpuMs: perRequest(samples.reduce((sum, sample) => sum + sample.serverTicks, 0)),
    pgCpuMs: perRequest(samples.reduce((sum, sample) => sum + sample.pgTicks, 0)),
    /** The load generator's own (this process): HTTP client or pg driver. */
    clientCpuMs: Number((samples.reduce((sum, sample) => sum + sample.benchMicros, 0) / 1000 / requests).toFixed(2)),
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-limit-'));
const base = process.env['DATABASE_URL'];
const reused = process.env['BENCH_REUSE_DATABASE'];
const database = reused
  ? { url: reused, drop: () => Promise.resolve() }
  : base
    ? await createBenchDatabase(base, 'balcao_bench_limit')
    : { url: '', drop: () => Promise.resolve() };
const server = await spawnServer(
  {
    BALCAO_DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    EMBEDDED_PG_PORT: String(EMBEDDED_PORT),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    SESSION_PROBE_SECONDS: '0',
  },
  // Applying the search migration to a kept 2,000,000-message database builds its index first.
  900_000,
  (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter(Boolean),
);
let orm: MikroORM | undefined;
let direct: pg.Pool | undefined;
let directCustom: pg.Pool | undefined;
try {
  const http = new HttpClient(server.url);
  const session = await http.login(ADMIN.email, ADMIN.password);
  const companyId = session.user.companyId;
  const url = database.url || (await embeddedUrl());
  // As the server's pools: prepared statements planned once without values, the others with them.
  direct = new pg.Pool({ connectionString: url, max: CONNECTIONS, options: '-c plan_cache_mode=force_generic_plan' });
  const pool = direct;
  directCustom = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const customPool = directCustom;
  const monitor = new pg.Client({ connectionString: url });
  monitor.on('error', () => undefined);
  await monitor.connect();
  // The message page of a 500-message conversation: one open ticket of the admin grows to 500 messages.
  const { longTicketId } = await prepareHotReadData(http, monitor, {
    companyId,
    userId: session.user.id,
    tickets: TICKETS,
    reused: Boolean(reused),
  });

  // The statements each request sends, captured from the server's own code on this database.
  orm = await MikroORM.init(ormConfig(url, { poolMax: 2 }));
  const em = forkForCompany(orm.em, companyId);
  const viewer: TicketViewer = { companyId, userId: session.user.id, isAdmin: true, queueIds: [], allTicket: true };
  const capture = async (read: () => Promise<unknown>): Promise<Plan> => {
    const statements: Statement[] = [];
    const stop = observeHotReads(({ text, values, name }) => statements.push({ text, values, prepared: name !== undefined }));
    await read();
    stop();
    // One after the other, as every hot read here sends them.
    return statements.map((statement) => [statement]);
  };
  const listQuery = '/tickets?status=open&pageNumber=1';
  const searchText = 'Marina Rocha';
  const plans: Record<string, { path: string; plan: Plan }> = {
    'open tickets, page 1': {
      path: listQuery,
      plan: await capture(() => listTickets(em, viewer, ticketListQuery.parse({ status: 'open', pageNumber: '1' }))),
    },
    [`message page of a ${LONG_TICKET_MESSAGES}-message ticket`]: {
      path: `/messages/${longTicketId}`,
      plan: await capture(() => readConversation(em, viewer, { ticketId: longTicketId, pageNumber: 1, pageSize: MESSAGES_PAGE_SIZE })),
    },
    [`search "${searchText}"`]: {
      path: `/tickets?showAll=true&pageNumber=1&searchParam=${encodeURIComponent(searchText)}`,
      plan: await capture(() =>
        listTickets(em, viewer, ticketListQuery.parse({ showAll: 'true', pageNumber: '1', searchParam: searchText })),
      ),
    },
  };
  const only = process.env['BENCH_ONLY'];
  for (const label of Object.keys(plans)) {
    if (only && !label.includes(only)) {
      delete plans[label];
    }
  }
  const names = new Map<string, string>();
  const nameOf = (text: string) => names.get(text) ?? names.set(text, `bench_${names.size}`).get(text) ?? '';
  const runDirect = (plan: Plan) => async () => {
    for (const group of plan) {
      await Promise.all(
        group.map(({ text, values, prepared }) =>
          prepared ? pool.query({ name: nameOf(text), text, values: [...values] }) : customPool.query({ text, values: [...values] }),
        ),
      );
    }
  };
  const loader = keepAliveGet(server.url, session.token, CONNECTIONS);
  const runHttp = (requestPath: string) => () => loader.get(requestPath);
  const results: Record<string, { http: Sample[]; direct: Sample[] }> = {};
  for (const [label, { path: requestPath, plan }] of Object.entries(plans)) {
    results[label] = { http: [], direct: [] };
    // Warm both paths under load: every pooled connection prepares its statements, and the server's
    // hot code is compiled by the JIT, as in a server that has been running (its first seconds are slower).
    await drive(runHttp(requestPath), server.child.pid ?? 0, monitor, WARM_UP_SECONDS);
    await drive(runDirect(plan), server.child.pid ?? 0, monitor, WARM_UP_SECONDS);
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [label, { path: requestPath, plan }] of Object.entries(plans)) {
      results[label]?.http.push(await drive(runHttp(requestPath), server.child.pid ?? 0, monitor));
      results[label]?.direct.push(await drive(runDirect(plan), server.child.pid ?? 0, monitor));
    }
  }
  loader.close();
  const [{ version }] = (await monitor.query<{ version: string }>('select version()')).rows as [{ version: string }];
  await monitor.end();
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}; ${version.split(',')[0]}; Node ${process.version}`,
  );
  console.log(`${ROUNDS} rounds × ${SECONDS} s per path, ${CONNECTIONS} connections, ${TICKETS} tickets`);
  const printed: Record<string, unknown> = {};
  for (const [label, samples] of Object.entries(results)) {
    const viaHttp = summary(samples.http);
    const viaPg = summary(samples.direct);
    const ratio = Number((viaHttp.rps / viaPg.rps).toFixed(2));
    printed[label] = { http: viaHttp, direct: viaPg, ratio };
    console.log(
      `${label}: HTTP ${viaHttp.rps} rps, p50 ${viaHttp.p50} ms, p95 ${viaHttp.p95} ms, server CPU ${viaHttp.serverCpuMs} ms/req, ` +
        `PostgreSQL CPU ${viaHttp.pgCpuMs} ms/req, client CPU ${viaHttp.clientCpuMs} ms/req | direct prepared ${viaPg.rps} rps, ` +
        `p50 ${viaPg.p50} ms, p95 ${viaPg.p95} ms, PostgreSQL CPU ${viaPg.pgCpuMs} ms/req, client CPU ${viaPg.clientCpuMs} ms/req | ` +
        `HTTP ÷ direct ${ratio}`,
    );
  }
  console.log(JSON.stringify(printed));
  const ratioOf = (prefix: string) => {
    const found = Object.entries(printed).find(([label]) => label.startsWith(prefix))?.[1] as
      { ratio: number; http: { p95: number } } | undefined;
    return found;
  };
  const [list, page, search] = [ratioOf('open tickets'), ratioOf('message page'), ratioOf('search')];
  const searchWithin = list && search ? search.http.p95 <= 2 * list.http.p95 : null;
  console.log(
    summaryLine(
      'bench:limit',
      'message page ≥ 0.5 of raw SQL, ticket list ≥ 0.5, search p95 ≤ 2× list p95',
      `message page ${page?.ratio ?? '?'}, ticket list ${list?.ratio ?? '?'}, search p95 ${search && list ? (search.http.p95 / list.http.p95).toFixed(2) : '?'}× list`,
      page && list && searchWithin !== null ? page.ratio >= 0.5 && list.ratio >= 0.5 && searchWithin : null,
    ),
  );
} finally {
  await direct?.end().catch(() => undefined);
  await directCustom?.end().catch(() => undefined);
  await orm?.close(true);
  await server.stop();
  if ((process.env['BENCH_KEEP_DATABASE'] || reused) && database.url) {
    console.log(`database kept: ${database.url}`);
  } else {
    await database.drop();
  }
  await rm(dataDir, { recursive: true, force: true });
}

async function embeddedUrl(): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { embeddedPgPassword: string };
  return `postgresql://postgres:${encodeURIComponent(secrets.embeddedPgPassword)}@127.0.0.1:${EMBEDDED_PORT}/balcao`;
}
