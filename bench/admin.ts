/**
 * Administration benchmark: runs each registered section (its own file, `bench/admin-<name>.ts`)
 * against a spawned server on a fresh database and prints p50/p95 per request kind with its target.
 * Sections: dashboard (GET /dashboard and its two charts on the inbox's 100,000-ticket data set);
 * contacts (list and search of 200,000 contacts, a 50,000-row .xlsx import, the CSV export and its memory).
 *
 *   npm run bench:admin                                   # every section, fresh embedded database
 *   DATABASE_URL=postgresql://… npm run bench:admin       # a new database on that server, dropped after
 *   BENCH_SECTIONS=dashboard BENCH_SAMPLES=100 npm run bench:admin
 *   BENCH_KEEP_DATABASE=1 DATABASE_URL=… npm run bench:admin   # keeps the seeded database, to EXPLAIN queries
 *   BENCH_REUSE_DATABASE=postgresql://…/kept npm run bench:admin  # measures a kept database again, no seeding
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HttpClient } from '../server/test/http-client.ts';
import { spawnServer } from '../server/test/server-process.ts';
import { contactsSection } from './admin-contacts.ts';
import { dashboardSection } from './admin-dashboard.ts';
import type { AdminSection } from './admin-section.ts';
import { createBenchDatabase, summaryLine, type Figures } from './bench-support.ts';

/** Every section, in the order they run. Add new ones here. */
const ADMIN_SECTIONS: readonly AdminSection[] = [dashboardSection, contactsSection];

const SAMPLES = Number(process.env['BENCH_SAMPLES'] ?? 200);
const ADMIN = { email: 'bench@balcao.local', password: 'Bench-Passw0rd' };
const EMBEDDED_PORT = 54_393;

const wanted = process.env['BENCH_SECTIONS']?.split(',').map((name) => name.trim());
const sections = ADMIN_SECTIONS.filter((section) => !wanted || wanted.includes(section.name));
if (sections.length === 0) {
  throw new Error(`No section named ${wanted?.join(', ')}; there are: ${ADMIN_SECTIONS.map(({ name }) => name).join(', ')}`);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-admin-'));
const base = process.env['DATABASE_URL'];
/** A database an earlier run kept (BENCH_KEEP_DATABASE): measured again without seeding. */
const reused = process.env['BENCH_REUSE_DATABASE'];
const database = reused
  ? { url: reused, drop: () => Promise.resolve() }
  : base
    ? await createBenchDatabase(base, 'balcao_bench_admin')
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
  const sql = new pg.Client({ connectionString: database.url || (await embeddedUrl()) });
  // Dropping the database at the end (or after a failure) ends this connection.
  sql.on('error', () => undefined);
  await sql.connect();
  const results: Record<string, Record<string, Figures>> = {};
  try {
    for (const section of sections) {
      const started = performance.now();
      const figures = await section.run({
        http,
        sql,
        companyId: session.user.companyId,
        userId: session.user.id,
        samples: SAMPLES,
        seeded: Boolean(reused),
        serverPid: server.child.pid ?? 0,
      });
      results[section.name] = Object.fromEntries(figures);
      console.log(`${section.name}: done in ${((performance.now() - started) / 1000).toFixed(1)} s (seeding included)`);
    }
  } finally {
    await sql.end();
  }
  console.log(JSON.stringify(results, null, 2));
  const all = Object.entries(results).flatMap(([name, figures]) =>
    Object.entries(figures).map(([label, f]) => [`${name} — ${label}`, f] as const),
  );
  for (const [label, figures] of all) {
    const verdict = figures.met === null ? 'no target' : figures.met ? 'target met' : 'TARGET MISSED';
    console.log(`${label}: p50 ${figures.p50} ms, p95 ${figures.p95} ms (${figures.target}) — ${verdict}`);
  }
  const targeted = all.filter(([, figures]) => figures.met !== null);
  const missed = targeted.filter(([, figures]) => figures.met === false);
  console.log(
    summaryLine(
      'bench:admin',
      'every administration request within its p95 target',
      `${targeted.length - missed.length} of ${targeted.length} within${missed.length > 0 ? `; missed: ${missed.map(([label, figures]) => `${label} p95 ${figures.p95} ms (${figures.target})`).join('; ')}` : ''}`,
      missed.length === 0,
    ),
  );
  process.exitCode = all.every(([, figures]) => figures.met !== false) ? 0 : 1;
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
