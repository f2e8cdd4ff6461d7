/**
 * A restart with many connections: N sandbox connections across C companies run CONNECTED in one
 * server process; it is stopped (SIGTERM) and started again. Prints the time from the new process's
 * start to `GET /ready` answering 200, to the first session back, to all N back, the sessions back in
 * each second (the reconnect rate, paced by SESSION_RESUMES_PER_SECOND), and the process's RSS per
 * connected session: the RSS grown from /ready to all N back divided by N, and the whole RSS ÷ N.
 * Sessions back are read from the process's own `balcao_sessions{state="CONNECTED"}` (GET /metrics,
 * polled every 100 ms).
 *
 *   npm run bench:restart                                   # 500 connections, 50 companies, embedded database
 *   BENCH_SESSIONS=100 BENCH_COMPANIES=10 npm run bench:restart
 *   DATABASE_URL=postgresql://… npm run bench:restart       # a new database on that server, dropped after
 *   SESSION_RESUMES_PER_SECOND=50 npm run bench:restart     # the pacing under test (the server's default: 25)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { createBenchDatabase, summaryLine } from './bench-support.ts';
import { createCompany } from '../server/test/fixtures.ts';
import { ormConfig } from '../server/src/platform/database/orm-config.ts';

const SESSIONS = Number(process.env['BENCH_SESSIONS'] ?? 500);
const COMPANIES = Number(process.env['BENCH_COMPANIES'] ?? 50);
const TIMEOUT_SECONDS = Number(process.env['BENCH_TIMEOUT_SECONDS'] ?? 180);
const EMBEDDED_PORT = 54_397;
const GOAL = { sessions: 500, seconds: 30, megabytesPerSession: 1 };
const MAIN = path.resolve(import.meta.dirname, '../server/src/main.ts');
const METRICS_TOKEN = randomBytes(24).toString('hex');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in bytes (VmRSS), 0 once it has gone. */
async function rssOf(pid: number | undefined): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-restart-'));
const base = process.env['DATABASE_URL'];
const database = base ? await createBenchDatabase(base, 'balcao_bench_restart') : { url: '', drop: () => Promise.resolve() };
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;

type Running = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

/** `node server/src/main.ts` on the fixed port; the same environment both times. */
function startProcess(): Running {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BALCAO_DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      EMBEDDED_PG_PORT: String(EMBEDDED_PORT),
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      SESSION_PROBE_SECONDS: '0',
      // The first process picks the seeded connections up on its first takeover scan.
      SESSION_TAKEOVER_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function ready(): Promise<boolean> {
  try {
    return (await fetch(`${origin}/ready`, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
}

/** Sessions CONNECTED in the process, from its metrics; null while it does not answer. */
async function connected(): Promise<number | null> {
  try {
    const response = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      signal: AbortSignal.timeout(2_000),
    });
    if (response.status !== 200) {
      return null;
    }
    const match = /^balcao_sessions\{state="CONNECTED"\} (\d+)/m.exec(await response.text());
    return match ? Number(match[1]) : 0;
  } catch {
    return null;
  }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, everyMs: number, what: string, running: Running): Promise<T> {
  const deadline = performance.now() + TIMEOUT_SECONDS * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) {
      return value;
    }
    if (performance.now() > deadline || running.child.exitCode !== null) {
      throw new Error(`${what} not reached within ${TIMEOUT_SECONDS} s:\n${running.output()}`);
    }
    await sleep(everyMs);
  }
}

let running: Running | undefined;
let orm: MikroORM | undefined;
try {
  running = startProcess();
  const first = running;
  await until(ready, Boolean, 200, 'first start', first);
  const url =
    database.url ||
    `postgresql://postgres:${encodeURIComponent(
      (JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { embeddedPgPassword: string }).embeddedPgPassword,
    )}@127.0.0.1:${EMBEDDED_PORT}/balcao`;

  // C companies, N sandbox connections among them, stored CONNECTED (paired): the running process takes them over.
  orm = await MikroORM.init(ormConfig(url, { poolMax: 2 }));
  const companyIds: number[] = [];
  for (let index = 0; index < COMPANIES; index += 1) {
    companyIds.push((await createCompany(orm.em)).id);
  }
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  await sql.query(
    `insert into whatsapps (company_id, name, status, provider, token, token_hash)
     select ($1::int[])[1 + (i - 1) % array_length($1::int[], 1)], 'Restart ' || i, 'CONNECTED', 'sandbox',
            md5('token' || i || random()), md5('hash' || i || random())
       from generate_series(1, $2::int) i`,
    [companyIds, SESSIONS],
  );
  await sql.end();
  const seeded = performance.now();
  await until(connected, (count) => count === SESSIONS, 200, `${SESSIONS} sessions CONNECTED before the restart`, first);
  console.log(
    `${SESSIONS} sandbox connections across ${COMPANIES} companies CONNECTED in the first process ` +
      `(${((performance.now() - seeded) / 1000).toFixed(1)} s after they were stored); RSS ${((await rssOf(first.child.pid)) / 1e6).toFixed(0)} MB`,
  );

  // The restart.
  const stopping = performance.now();
  first.child.kill('SIGTERM');
  const code = await first.exited;
  console.log(`stopped (SIGTERM) in ${((performance.now() - stopping) / 1000).toFixed(1)} s, exit code ${code}`);
  const started = performance.now();
  running = startProcess();
  const second = running;
  const since = () => (performance.now() - started) / 1000;
  await until(ready, Boolean, 50, 'ready after the restart', second);
  const readyAt = since();
  const rssAtReady = await rssOf(second.child.pid);
  const samples: { at: number; count: number }[] = [];
  await until(
    async () => {
      const count = await connected();
      if (count !== null) {
        samples.push({ at: since(), count });
      }
      return count;
    },
    (count) => count === SESSIONS,
    100,
    `${SESSIONS} sessions back`,
    second,
  );
  const firstBack = samples.find(({ count }) => count > 0)?.at ?? Number.NaN;
  const allBack = samples.at(-1)?.at ?? Number.NaN;
  // Let the starts' garbage go before the memory is read.
  await sleep(3_000);
  const rssAfter = await rssOf(second.child.pid);
  const startedAfterReady = samples[0]?.count ?? 0;

  const perSecond: number[] = [];
  for (const { at, count } of samples) {
    const second = Math.floor(at);
    perSecond[second] = Math.max(perSecond[second] ?? 0, count);
  }
  let previous = 0;
  const rate: string[] = [];
  for (let second = Math.floor(readyAt); second < perSecond.length; second += 1) {
    const count = perSecond[second] ?? previous;
    rate.push(`${second}s:+${count - previous}`);
    previous = count;
  }
  const peak = Math.max(...rate.map((entry) => Number(entry.split('+')[1])));
  // The pacing is of the starts; a session counts as back when its CONNECTED status is read (polled every
  // 100 ms, written as each start completes), so a one-second bucket can hold a start of the second
  // before. Over any 5 s the count back is the starts' rate without that jitter.
  let window5 = 0;
  for (const [index, sample] of samples.entries()) {
    const before = samples.slice(0, index).findLast(({ at }) => at <= sample.at - 5);
    if (before) {
      window5 = Math.max(window5, (sample.count - before.count) / (sample.at - before.at));
    }
  }
  const grown = (rssAfter - rssAtReady) / (SESSIONS - startedAfterReady || 1);
  const whole = rssAfter / SESSIONS;
  const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, load ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}; Node ${process.version}; SESSION_RESUMES_PER_SECOND ${process.env['SESSION_RESUMES_PER_SECOND'] ?? '25 (default)'}`,
  );
  console.log(
    `after the restart: /ready ${readyAt.toFixed(1)} s, first session back ${firstBack.toFixed(1)} s, all ${SESSIONS} back ${allBack.toFixed(1)} s`,
  );
  console.log(`sessions back per second since the start: ${rate.join(' ')} (peak ${peak}/s in a second, ${window5.toFixed(1)}/s over 5 s)`);
  console.log(
    `RSS: ${mb(rssAtReady)} MB at /ready (${startedAfterReady} sessions back), ${mb(rssAfter)} MB with ${SESSIONS} back; ` +
      `grown per session ${mb(grown)} MB, whole RSS ÷ sessions ${mb(whole)} MB`,
  );
  console.log(
    JSON.stringify({
      sessions: SESSIONS,
      companies: COMPANIES,
      readyAt,
      firstBack,
      allBack,
      peak,
      window5,
      rssAtReady,
      rssAfter,
      grown,
      whole,
    }),
  );
  const full = SESSIONS >= GOAL.sessions;
  // Paced: no 5 s saw more sessions back than the rate allows (plus one a second for where the seconds fall).
  const allowed = Number(process.env['SESSION_RESUMES_PER_SECOND'] ?? 25);
  const paced = window5 <= allowed + 1;
  console.log(
    summaryLine(
      'bench:restart',
      `${GOAL.sessions} sandbox sessions back within ${GOAL.seconds} s of the start, paced, ≤ ${GOAL.megabytesPerSession} MB RSS per session`,
      `${SESSIONS} back in ${allBack.toFixed(1)} s (${window5.toFixed(1)}/s at most over 5 s at ${allowed}/s, /ready ${readyAt.toFixed(1)} s), ${mb(grown)} MB per session`,
      full ? allBack <= GOAL.seconds && paced && grown <= GOAL.megabytesPerSession * 1e6 : null,
    ),
  );
} finally {
  await orm?.close(true);
  if (running && running.child.exitCode === null) {
    running.child.kill('SIGTERM');
    await running.exited;
  }
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
