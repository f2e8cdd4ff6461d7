/**
 * Scheduled messages benchmark: 10,000 schedules fall due in the same minute across 5 sandbox
 * connections (1,000 contacts, 10 schedules each, spread over the minute). It waits until the
 * server sent them all, then checks that every schedule is ENVIADA with exactly one sent message
 * (0 lost, 0 duplicated) and prints how late the sends were: the lateness of each schedule is its
 * sentAt minus its sendAt, and the last one's is how long the last schedule waited past its time.
 *
 *   npm run bench:schedules                     # against a fresh embedded database
 *   BENCH_SCHEDULES=2000 DATABASE_URL=… npm run bench:schedules
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase, percentile, summaryLine } from './bench-support.ts';
import { HttpClient } from '../server/test/http-client.ts';
import { spawnServer } from '../server/test/server-process.ts';

const SCHEDULES = Number(process.env['BENCH_SCHEDULES'] ?? 10_000);
const CONNECTIONS = 5;
const CONTACTS = Math.max(CONNECTIONS, Math.round(SCHEDULES / 10));
/** The minute they fall due in starts this long after they are stored. */
const LEAD_SECONDS = 15;
const TIMEOUT_MINUTES = Number(process.env['BENCH_TIMEOUT_MINUTES'] ?? 20);
const ADMIN = { email: 'bench@balcao.local', password: 'Bench-Passw0rd' };
const EMBEDDED_PORT = 54393;

async function prepareDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env['DATABASE_URL'];
  return base ? createBenchDatabase(base, 'balcao_bench_schedules') : { url: '', drop: () => Promise.resolve() };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-'));
const database = await prepareDatabase();
const server = await spawnServer({
  BALCAO_DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  EMBEDDED_PG_PORT: String(EMBEDDED_PORT),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  SCHEDULES_EVERY: '1 second',
});

async function sqlUrl(): Promise<string> {
  if (database.url) {
    return database.url;
  }
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { embeddedPgPassword: string };
  return `postgresql://postgres:${encodeURIComponent(secrets.embeddedPgPassword)}@127.0.0.1:${EMBEDDED_PORT}/balcao`;
}

const sql = new pg.Pool({ connectionString: await sqlUrl(), max: 2 });

try {
  const http = new HttpClient(server.url);
  const session = await http.login(ADMIN.email, ADMIN.password);
  const companyId = session.user.companyId;
  await sql.query('update plans set use_schedules = true where id = (select plan_id from companies where id = $1)', [companyId]);
  const connectionIds: number[] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const created = await http.request<{ id: number }>('POST', '/whatsapp', {
      name: `Agenda ${index}`,
      provider: 'sandbox',
      isDefault: index === 0,
    });
    if (created.status >= 300) {
      throw new Error(`connection not created: ${JSON.stringify(created.body)}`);
    }
    await http.request('POST', `/sandbox/${created.body.id}/scan`);
    connectionIds.push(created.body.id);
  }

  // Contacts and schedules go in through SQL: the API's own cost is not what this measures.
  const contacts = await sql.query<{ id: number }>(
    `insert into contacts (company_id, name, number)
     select $1, 'Bench contact ' || n, '5511' || lpad(n::text, 9, '0') from generate_series(1, $2) n returning id`,
    [companyId, CONTACTS],
  );
  const contactIds = contacts.rows.map((row) => row.id);
  const dueFrom = new Date(Math.ceil((Date.now() + LEAD_SECONDS * 1000) / 1000) * 1000);
  await sql.query(
    `insert into schedules (company_id, body, contact_id, whatsapp_id, send_at)
     select $1, 'Bench schedule #' || n, ($2::int[])[1 + (n - 1) % array_length($2::int[], 1)], ($3::int[])[1 + (n - 1) % array_length($3::int[], 1)],
            $4::timestamptz + make_interval(secs => ((n - 1) % 60))
       from generate_series(1, $5) n`,
    [companyId, contactIds, connectionIds, dueFrom, SCHEDULES],
  );
  console.log(`${SCHEDULES} schedules due from ${dueFrom.toISOString()} over one minute, ${CONTACTS} contacts, ${CONNECTIONS} connections`);

  const deadline = Date.now() + TIMEOUT_MINUTES * 60_000;
  for (;;) {
    const { rows } = await sql.query<{ waiting: number }>(
      `select count(*)::int as waiting from schedules where company_id = $1 and status in ('PENDENTE', 'AGENDADA')`,
      [companyId],
    );
    const waiting = rows[0]?.waiting ?? 0;
    if (waiting === 0) {
      break;
    }
    if (Date.now() > deadline) {
      throw new Error(`${waiting} schedules still waiting after ${TIMEOUT_MINUTES} minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }

  const outcome = await sql.query<{ sent: number; failed: number; messages: number; sentMessages: number; duplicated: number }>(
    `select (select count(*)::int from schedules where company_id = $1 and status = 'ENVIADA') as sent,
            (select count(*)::int from schedules where company_id = $1 and status = 'ERRO') as failed,
            (select count(*)::int from messages where company_id = $1 and body like 'Bench schedule #%') as messages,
            (select count(*)::int from messages where company_id = $1 and body like 'Bench schedule #%' and send_status = 'sent') as "sentMessages",
            (select coalesce(sum(n - 1), 0)::int from (select count(*) as n from messages where company_id = $1 and body like 'Bench schedule #%'
               group by body having count(*) > 1) d) as duplicated`,
    [companyId],
  );
  const lateness = await sql.query<{ ms: number }>(
    `select extract(epoch from (sent_at - send_at)) * 1000 as ms from schedules where company_id = $1 and status = 'ENVIADA' order by ms`,
    [companyId],
  );
  const late = lateness.rows.map((row) => Number(row.ms));
  const figures = outcome.rows[0];
  const lost = SCHEDULES - (figures?.sentMessages ?? 0);
  console.log(
    JSON.stringify(
      {
        schedules: SCHEDULES,
        connections: CONNECTIONS,
        enviada: figures?.sent,
        erro: figures?.failed,
        lost,
        duplicated: figures?.duplicated,
        latenessMs: {
          p50: Math.round(percentile(late, 50)),
          p95: Math.round(percentile(late, 95)),
          lastWaitedPastSendAt: Math.round(late[late.length - 1] ?? 0),
        },
        exactlyOnce: lost === 0 && figures?.duplicated === 0 && figures.messages === SCHEDULES,
      },
      null,
      2,
    ),
  );
  console.log(
    summaryLine(
      'bench:schedules',
      `${SCHEDULES} schedules due in one minute sent exactly once`,
      `${lost} lost, ${figures?.duplicated ?? '?'} duplicated, the last ${Math.round((late[late.length - 1] ?? 0) / 1000)} s past its time`,
      lost === 0 && figures?.duplicated === 0 && figures.messages === SCHEDULES,
    ),
  );
} finally {
  await sql.end();
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
