/**
 * Campaign benchmark. Run 1: 5,000 contacts (two lists of 2,500) in two campaigns at interval 0 on 2
 * sandbox connections; the server is killed with SIGKILL twice while it sends and started again on
 * the same database. Prints delivered, duplicated and skipped (targets 5,000 / 0 / 0) and the
 * messages per second between the kills. Run 2: one campaign at messageInterval 1 s; prints the
 * spacing measured in the sandbox outbox (target: within 10 % of 1 s).
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:campaign
 *   BENCH_CAMPAIGN_CONTACTS=1000 … npm run bench:campaign
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase, percentile, summaryLine } from './bench-support.ts';
import { HttpClient } from '../server/test/http-client.ts';
import { spawnServer, type ServerProcess } from '../server/test/server-process.ts';

const CONTACTS = Number(process.env['BENCH_CAMPAIGN_CONTACTS'] ?? 5_000);
const PACED_CONTACTS = Number(process.env['BENCH_CAMPAIGN_PACED'] ?? 30);
const TIMEOUT_MINUTES = Number(process.env['BENCH_TIMEOUT_MINUTES'] ?? 30);
const ADMIN = { email: 'bench@balcao.local', password: 'Bench-Passw0rd' };
const EMBEDDED_PORT = 54394;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-'));
const base = process.env['DATABASE_URL'];
const database = base ? await createBenchDatabase(base, 'balcao_bench_campaign') : { url: '', drop: () => Promise.resolve() };
const environment = {
  BALCAO_DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  EMBEDDED_PG_PORT: String(EMBEDDED_PORT),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  CAMPAIGNS_EVERY: '1 second',
};

let server: ServerProcess = await spawnServer(environment);

async function sqlUrl(): Promise<string> {
  if (database.url) {
    return database.url;
  }
  const secrets = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8')) as { embeddedPgPassword: string };
  return `postgresql://postgres:${encodeURIComponent(secrets.embeddedPgPassword)}@127.0.0.1:${EMBEDDED_PORT}/balcao`;
}

const sql = new pg.Pool({ connectionString: await sqlUrl(), max: 2 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function count(query: string, params: unknown[]): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(query, params);
  return Number(rows[0]?.n ?? 0);
}

async function delivered(campaignIds: number[]): Promise<number> {
  return count(`select count(*)::int as n from campaign_shippings where campaign_id = any($1) and status = 'delivered'`, [campaignIds]);
}

async function waitFor(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MINUTES * 60_000;
  while (!(await done())) {
    if (Date.now() > deadline) {
      throw new Error(`${what}: not reached within ${TIMEOUT_MINUTES} minutes`);
    }
    await sleep(200);
  }
}

async function kill(): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

async function setup(http: HttpClient, companyId: number, connections: number) {
  await sql.query('update plans set use_campaigns = true where id = (select plan_id from companies where id = $1)', [companyId]);
  const ids: number[] = [];
  for (let index = 0; index < connections; index += 1) {
    const created = await http.request<{ id: number }>('POST', '/whatsapp', {
      name: `Bench ${Date.now() % 100_000}-${index}`,
      provider: 'sandbox',
    });
    if (created.status >= 300) {
      throw new Error(`connection not created: ${JSON.stringify(created.body)}`);
    }
    await http.request('POST', `/sandbox/${created.body.id}/scan`);
    ids.push(created.body.id);
  }
  return ids;
}

async function settings(companyId: number, values: Record<string, number>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await sql.query(
      `insert into campaign_settings (company_id, key, value) values ($1, $2, $3::jsonb)
       on conflict (company_id, key) do update set value = excluded.value`,
      [companyId, key, JSON.stringify(value)],
    );
  }
}

/** A list of `size` numbers starting at `first`, straight into the table (the upload's own cost is not measured here). */
async function list(companyId: number, name: string, first: number, size: number): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(`insert into contact_lists (company_id, name) values ($1, $2) returning id`, [
    companyId,
    name,
  ]);
  const id = rows[0]?.id ?? 0;
  await sql.query(
    `insert into contact_list_items (company_id, contact_list_id, name, number, email, is_whatsapp_valid)
     select $1, $2, 'Bench ' || n, '5511' || lpad(n::text, 9, '0'), '', true from generate_series($3::int, $3::int + $4::int - 1) n`,
    [companyId, id, first, size],
  );
  return id;
}

async function campaign(http: HttpClient, name: string, whatsappId: number, contactListId: number): Promise<number> {
  const created = await http.request<{ id: number }>('POST', '/campaigns', {
    name,
    message1: `${name} {numero}`,
    whatsappId,
    contactListId,
    scheduledAt: new Date(Date.now() - 1_000).toISOString(),
  });
  if (created.status !== 201) {
    throw new Error(`campaign not created: ${JSON.stringify(created.body)}`);
  }
  return created.body.id;
}

try {
  let http = new HttpClient(server.url);
  let session = await http.login(ADMIN.email, ADMIN.password);
  const companyId = session.user.companyId;
  const connectionIds = await setup(http, companyId, 2);
  await settings(companyId, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
  const half = Math.floor(CONTACTS / 2);
  const lists = [await list(companyId, 'Bench A', 1, half), await list(companyId, 'Bench B', half + 1, CONTACTS - half)];
  const started = Date.now();
  const campaignIds = [
    await campaign(http, 'Bench A', connectionIds[0] ?? 0, lists[0] ?? 0),
    await campaign(http, 'Bench B', connectionIds[1] ?? 0, lists[1] ?? 0),
  ];
  console.log(`${CONTACTS} contacts in 2 campaigns on 2 sandbox connections, interval 0`);

  const kills: { at: number; delivered: number }[] = [];
  const restarts: { at: number; delivered: number }[] = [];
  for (const share of [0.3, 0.65]) {
    await waitFor(`delivered ${share * 100} %`, async () => (await delivered(campaignIds)) >= CONTACTS * share);
    await kill();
    kills.push({ at: Date.now(), delivered: await delivered(campaignIds) });
    server = await spawnServer(environment);
    restarts.push({ at: Date.now(), delivered: await delivered(campaignIds) });
    console.log(`SIGKILL at ${kills.at(-1)?.delivered} delivered; restarted`);
  }
  await waitFor(
    'every campaign FINALIZADA',
    async () =>
      (await count(`select count(*)::int as n from campaigns where id = any($1) and status <> 'FINALIZADA'`, [campaignIds])) === 0,
  );
  const finished = Date.now();
  const deliveredRows = await delivered(campaignIds);
  const messages = await count(
    `select count(*)::int as n from messages m where m.company_id = $1 and m.from_me and m.body like 'Bench %' and m.send_status = 'sent'`,
    [companyId],
  );
  const duplicatedRows = await count(
    `select coalesce(sum(n - 1), 0)::int as n from (select count(*) as n from messages where company_id = $1 and from_me and body like 'Bench %' group by body having count(*) > 1) d`,
    [companyId],
  );
  http = new HttpClient(server.url);
  session = await http.login(ADMIN.email, ADMIN.password);
  void session;
  // What the phones received since the last start (the sandbox outbox lives in the process's memory).
  let outboxDuplicates = 0;
  let outboxSinceRestart = 0;
  for (const id of connectionIds) {
    const outbox = (await http.request<{ to: string }[]>('GET', `/sandbox/${id}/outbox`)).body;
    outboxSinceRestart += outbox.length;
    outboxDuplicates += outbox.length - new Set(outbox.map((entry) => entry.to)).size;
  }
  const resent = await count(
    `select count(*)::int as n from campaign_shippings where campaign_id = any($1) and attempts > 1 and status = 'delivered'`,
    [campaignIds],
  );
  const [firstRestart, secondKill] = [restarts[0], kills[1]];
  const between =
    firstRestart && secondKill ? (secondKill.delivered - firstRestart.delivered) / ((secondKill.at - firstRestart.at) / 1000) : 0;

  // Run 2: the spacing at messageInterval 1 s, measured where the phone sees it.
  await settings(companyId, { messageInterval: 1 });
  const pacedList = await list(companyId, 'Bench paced', CONTACTS + 1, PACED_CONTACTS);
  const pacedId = await campaign(http, 'Paced', connectionIds[0] ?? 0, pacedList);
  await waitFor(
    'the paced campaign FINALIZADA',
    async () => (await count(`select count(*)::int as n from campaigns where id = $1 and status = 'FINALIZADA'`, [pacedId])) === 1,
  );
  const pacedOutbox = (await http.request<{ body: string; createdAt: string }[]>('GET', `/sandbox/${connectionIds[0]}/outbox`)).body
    .filter((entry) => entry.body.startsWith('Paced '))
    .map((entry) => Date.parse(entry.createdAt))
    .sort((a, b) => a - b);
  const gaps = pacedOutbox.slice(1).map((time, index) => (time - (pacedOutbox[index] ?? 0)) / 1000);
  const sortedGaps = [...gaps].sort((a, b) => a - b);
  const meanGap = gaps.reduce((sum, gap) => sum + gap, 0) / Math.max(1, gaps.length);
  const within = gaps.filter((gap) => Math.abs(gap - 1) <= 0.1).length;

  console.log(
    JSON.stringify(
      {
        run1: {
          contacts: CONTACTS,
          connections: 2,
          kills: kills.map((entry) => entry.delivered),
          delivered: deliveredRows,
          sentMessages: messages,
          duplicated: duplicatedRows + outboxDuplicates,
          skipped: CONTACTS - deliveredRows,
          resentUnderSameIdAfterKill: resent,
          outboxSinceLastStart: outboxSinceRestart,
          msgsPerSecondBetweenKills: Number(between.toFixed(1)),
          msgsPerSecondOverall: Number((deliveredRows / ((finished - started) / 1000)).toFixed(1)),
          met: deliveredRows === CONTACTS && duplicatedRows + outboxDuplicates === 0,
        },
        run2: {
          messageIntervalSeconds: 1,
          messages: pacedOutbox.length,
          meanGapSeconds: Number(meanGap.toFixed(3)),
          minGapSeconds: Number((sortedGaps[0] ?? 0).toFixed(3)),
          p95GapSeconds: Number(percentile(sortedGaps, 95).toFixed(3)),
          maxGapSeconds: Number((sortedGaps.at(-1) ?? 0).toFixed(3)),
          gapsWithin10Percent: `${within}/${gaps.length}`,
          met: Math.abs(meanGap - 1) <= 0.1,
        },
      },
      null,
      2,
    ),
  );
  const exactlyOnce = deliveredRows === CONTACTS && duplicatedRows + outboxDuplicates === 0;
  const paced = Math.abs(meanGap - 1) <= 0.1;
  console.log(
    summaryLine(
      'bench:campaign',
      `${CONTACTS} contacts delivered exactly once across two kills; messageInterval 1 s kept within 10 %`,
      `${deliveredRows} delivered, ${duplicatedRows + outboxDuplicates} duplicated, ${CONTACTS - deliveredRows} skipped; mean gap ${meanGap.toFixed(3)} s`,
      exactlyOnce && paced,
    ),
  );
} finally {
  await sql.end();
  await server.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
