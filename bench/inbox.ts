/**
 * Ticket inbox benchmark: seeds one company with 100,000 tickets and 2,000,000 messages (bulk SQL
 * writing the rows the services write), then times the inbox's requests against a spawned server and
 * prints p50/p95 per request kind with its target (on a 2-core machine: list pages p95 < 25 ms,
 * search p95 < 100 ms, message page p95 < 15 ms).
 *
 *   npm run bench:inbox                        # against a fresh embedded database
 *   DATABASE_URL=postgresql://… npm run bench:inbox   # a new database on that server, dropped after
 *   BENCH_TICKETS=20000 BENCH_SAMPLES=100 npm run bench:inbox
 *   BENCH_KEEP_DATABASE=1 DATABASE_URL=… npm run bench:inbox   # keeps the seeded database, to EXPLAIN queries
 *   BENCH_REUSE_DATABASE=postgresql://…/kept npm run bench:inbox  # measures a kept database again, no seeding
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase, percentile, summaryLine } from './bench-support.ts';
import { MESSAGES_PER_TICKET, seedInbox } from './inbox-seed.ts';
import { HttpClient } from '../server/test/http-client.ts';
import { spawnServer } from '../server/test/server-process.ts';

const TICKETS = Number(process.env['BENCH_TICKETS'] ?? 100_000);
const SAMPLES = Number(process.env['BENCH_SAMPLES'] ?? 200);
const ADMIN = { email: 'bench@balcao.local', password: 'Bench-Passw0rd' };
const EMBEDDED_PORT = 54_392;

type Target = { p95Ms: number } | null;

type Figures = { p50: number; p95: number; samples: number; target: string; met: boolean | null };

async function measure(label: string, target: Target, run: (index: number) => Promise<number>): Promise<[string, Figures]> {
  for (let index = 0; index < 10; index += 1) {
    const status = await run(index);
    if (status >= 400) {
      throw new Error(`${label}: HTTP ${status}`);
    }
  }
  const times: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const started = performance.now();
    const status = await run(index + 10);
    times.push(performance.now() - started);
    if (status >= 400) {
      throw new Error(`${label}: HTTP ${status}`);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return [
    label,
    {
      p50: Number(percentile(times, 50).toFixed(1)),
      p95: Number(p95.toFixed(1)),
      samples: SAMPLES,
      target: target ? `p95 < ${target.p95Ms} ms` : 'none',
      met: target ? p95 < target.p95Ms : null,
    },
  ];
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-inbox-'));
const base = process.env['DATABASE_URL'];
/** A database an earlier run kept (BENCH_KEEP_DATABASE): measured again without seeding. */
const reused = process.env['BENCH_REUSE_DATABASE'];
const database = reused
  ? { url: reused, drop: () => Promise.resolve() }
  : base
    ? await createBenchDatabase(base, 'balcao_bench_inbox')
    : { url: '', drop: () => Promise.resolve() };
const server = await spawnServer({
  BALCAO_DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  EMBEDDED_PG_PORT: String(EMBEDDED_PORT),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'error',
  SESSION_PROBE_SECONDS: '0',
});

try {
  const http = new HttpClient(server.url);
  const session = await http.login(ADMIN.email, ADMIN.password);
  const queueIds: number[] = [];
  const url = database.url || (await embeddedUrl());
  const client = new pg.Client({ connectionString: url });
  // Dropping the database at the end (or after a failure) ends this connection.
  client.on('error', () => undefined);
  await client.connect();
  const seedStarted = performance.now();
  if (!reused) {
    const connection = await http.request<{ id: number }>('POST', '/whatsapp', { name: 'Bench inbox', provider: 'sandbox' });
    for (const [index, color] of ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728'].entries()) {
      queueIds.push((await http.request<{ id: number }>('POST', '/queue', { name: `Fila ${index + 1}`, color })).body.id);
    }
    await seedInbox(
      client,
      { companyId: session.user.companyId, userId: session.user.id, connectionId: connection.body.id, queueIds },
      { tickets: TICKETS },
    );
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const tickets = (
    await client.query<{ id: number; status: string }>(
      `select id, status from tickets where company_id = $1 and status in ('open', 'pending') order by random() limit 400`,
      [session.user.companyId],
    )
  ).rows;
  const sampleSearch = (
    await client.query<{ name: string; number: string }>(
      `select name, number from contacts where company_id = $1 order by random() limit 20`,
      [session.user.companyId],
    )
  ).rows;
  await client.end();

  const get = async (path: string) => (await http.request('GET', path)).status;
  const open = tickets.filter((ticket) => ticket.status === 'open');
  const searches = sampleSearch.flatMap(({ name, number }) => [name.split(' ').slice(1).join(' '), number.slice(-7)]).concat('reembolso');
  const results = Object.fromEntries([
    await measure('open tab, first page (mine)', { p95Ms: 25 }, () => get('/tickets?status=open&pageNumber=1')),
    await measure('open tab, first page (show all)', { p95Ms: 25 }, () => get('/tickets?status=open&showAll=true&pageNumber=1')),
    await measure('pending tab, first page', { p95Ms: 25 }, () => get('/tickets?status=pending&pageNumber=1')),
    await measure('search (name, number, message text)', { p95Ms: 100 }, (index) =>
      get(`/tickets?showAll=true&searchParam=${encodeURIComponent(searches[index % searches.length] ?? 'Silva')}`),
    ),
    await measure('first message page of a ticket', { p95Ms: 15 }, (index) => get(`/messages/${tickets[index % tickets.length]?.id}`)),
    await measure('status change (return, accept)', null, async (index) => {
      const ticket = open[Math.floor(index / 2) % open.length];
      const body = index % 2 === 0 ? { status: 'pending', userId: null } : { status: 'open' };
      return (await http.request('PUT', `/tickets/${ticket?.id}`, body)).status;
    }),
  ]);
  console.log(
    JSON.stringify(
      { tickets: TICKETS, messages: TICKETS * MESSAGES_PER_TICKET, seedSeconds: Number(seedSeconds.toFixed(1)), results },
      null,
      2,
    ),
  );
  for (const [label, figures] of Object.entries(results)) {
    const verdict = figures.met === null ? 'no target' : figures.met ? 'target met' : 'TARGET MISSED';
    console.log(`${label}: p50 ${figures.p50} ms, p95 ${figures.p95} ms (${figures.target}) — ${verdict}`);
  }
  const targeted = Object.entries(results).filter(([, figures]) => figures.met !== null);
  console.log(
    summaryLine(
      'bench:inbox',
      'list pages p95 < 25 ms, search p95 < 100 ms, message page p95 < 15 ms',
      targeted.map(([label, figures]) => `${label.split(',')[0]} ${figures.p95}`).join(', '),
      targeted.every(([, figures]) => figures.met === true),
    ),
  );
  process.exitCode = Object.values(results).every((figures) => figures.met !== false) ? 0 : 1;
} finally {
  await server.stop();
  if ((process.env['BENCH_KEEP_DATABASE'] || reused) && database.url) {
    console.log(`database kept: ${database.url}`);
  } else {
    await database.drop();
  }
  await rm(dataDir, { recursive: true, force: true });
}

/** The embedded cluster's address: its password is in the data folder's secrets. */
async function embeddedUrl(): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { embeddedPgPassword: string };
  return `postgresql://postgres:${encodeURIComponent(secrets.embeddedPgPassword)}@127.0.0.1:${EMBEDDED_PORT}/balcao`;
}
