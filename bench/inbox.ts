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
import { createBenchDatabase, percentile } from './bench-support.ts';
import { HttpClient } from '../server/test/http-client.ts';
import { spawnServer } from '../server/test/server-process.ts';

const TICKETS = Number(process.env['BENCH_TICKETS'] ?? 100_000);
const MESSAGES_PER_TICKET = 20;
const SAMPLES = Number(process.env['BENCH_SAMPLES'] ?? 200);
const ADMIN = { email: 'bench@balcao.local', password: 'Bench-Passw0rd' };
const EMBEDDED_PORT = 54_392;

type Target = { p95Ms: number } | null;

/** The rows the inbound engine and the inbox write, in bulk: contacts, tickets, tracking rows, messages. */
async function seed(client: pg.Client, ids: { companyId: number; userId: number; connectionId: number; queueIds: number[] }) {
  const { companyId, userId, connectionId, queueIds } = ids;
  const queues = `array[${queueIds.join(',')}]::int[]`;
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query(
    `insert into contacts (company_id, name, number, created_at, updated_at)
     select $1,
            (array['Ana','Bruno','Carla','Davi','Elisa','Fábio','Gabriela','Heitor','Isabela','João','Karina','Lucas','Marina','Nicolas','Olívia','Paulo','Renata','Samuel','Tatiana','Vitor'])[1 + i % 20]
              || ' ' || (array['Silva','Souza','Oliveira','Santos','Lima','Pereira','Costa','Almeida','Ferreira','Rodrigues','Gomes','Martins','Araújo','Barbosa','Ribeiro','Carvalho','Rocha','Dias','Moreira','Nunes'])[1 + (i / 20) % 20]
              || ' ' || i,
            '55' || (11 + i % 80) || lpad(i::text, 9, '0'),
            now() - interval '120 days', now() - interval '120 days'
       from generate_series(1, $2::int) i`,
    [companyId, TICKETS],
  );
  // 70% closed, 20% open (half of them the admin's), 10% pending; updated over the last 90 days.
  await client.query(
    `insert into tickets (uuid, company_id, status, contact_id, whatsapp_id, queue_id, user_id, last_message, from_me,
                          unread_messages, closed_at, created_at, updated_at)
     select gen_random_uuid(), $1, s.status, c.id, $2,
            case when s.n % 7 = 0 then null else (${queues})[1 + s.n % ${queueIds.length}] end,
            case when s.status = 'open' then case when s.n % 2 = 0 then $3::int else null end
                 when s.status = 'closed' then $3::int else null end,
            'mensagem ' || (s.n * ${MESSAGES_PER_TICKET}), s.n % 3 = 0,
            case when s.status = 'closed' then 0 else s.n % 4 end,
            case when s.status = 'closed' then s.updated else null end,
            s.updated - interval '2 hours', s.updated
       from (select row_number() over (order by id) as n, id from contacts where company_id = $1) c
       cross join lateral (select c.n,
                                  case when c.n % 10 < 7 then 'closed' when c.n % 10 < 9 then 'open' else 'pending' end as status,
                                  now() - (c.n * interval '77 seconds') as updated) s`,
    [companyId, connectionId, userId],
  );
  // Open tickets without the admin belong to nobody: make them pending (an open ticket always has an attendant).
  await client.query(`update tickets set status = 'pending' where company_id = $1 and status = 'open' and user_id is null`, [companyId]);
  await client.query(
    `insert into ticket_trackings (company_id, ticket_id, whatsapp_id, user_id, queued_at, started_at, finished_at, created_at)
     select company_id, id, whatsapp_id, user_id, created_at, case when user_id is null then null else created_at end,
            closed_at, created_at
       from tickets where company_id = $1`,
    [companyId],
  );
  // The trigram index is built once after the bulk insert (faster than maintaining it row by row); same definition as the migration.
  await client.query(`drop index if exists messages_body_trgm_index`);
  await client.query(
    `insert into messages (company_id, ticket_id, contact_id, whatsapp_id, wa_id, body, from_me, read, ack, media_type,
                           sent_at, send_status, created_at, updated_at)
     select t.company_id, t.id, t.contact_id, t.whatsapp_id, 'BENCH' || t.id || '-' || k,
            (array['Bom dia, tudo bem?','Preciso da segunda via do boleto','Meu pedido ainda não chegou','Pode me passar o código de rastreio?',
                   'Obrigado pelo atendimento','Qual o horário de funcionamento?','Quero trocar o produto','O pagamento foi aprovado?'])[1 + (t.id + k) % 8]
              || case when (t.id * 31 + k) % 997 = 0 then ' reembolso' else '' end
              || ' #' || substr(md5((t.id * 100 + k)::text), 1, 6),
            k % 2 = 0, true, case when k % 2 = 0 then 3 else 0 end, 'chat',
            t.created_at + k * interval '5 minutes', 'sent',
            t.created_at + k * interval '5 minutes', t.created_at + k * interval '5 minutes'
       from tickets t cross join generate_series(1, ${MESSAGES_PER_TICKET}) k
      where t.company_id = $1`,
    [companyId],
  );
  await client.query(`create index "messages_body_trgm_index" on "messages" using gin ("body" gin_trgm_ops)`);
  // As a settled database: statistics, and a visibility map so counts can read the indexes only.
  await client.query('vacuum analyze');
  // Write the seed out now rather than during the measurements (needs a superuser or pg_checkpoint).
  await client.query('checkpoint').catch(() => undefined);
}

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
    await seed(client, { companyId: session.user.companyId, userId: session.user.id, connectionId: connection.body.id, queueIds });
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
