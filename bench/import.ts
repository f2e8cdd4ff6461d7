/**
 * Import benchmark: how fast `npm run import:whaticket` brings messages over. It builds the reference
 * product's schema (server/test/whaticket/reference-schema.sql) in a fresh database, fills it with one
 * company, one connection, 1,000 contacts and tickets and BENCH_MESSAGES messages (text only), imports
 * it into a fresh Balcão database, and prints the messages' rate (rows a second) and what a million
 * would take. Needs a PostgreSQL server for both databases: DATABASE_URL (its admin database).
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/postgres npm run bench:import
 *   BENCH_MESSAGES=1000000 BENCH_IMPORT_BATCH=1000 DATABASE_URL=… npm run bench:import
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createBenchDatabase, summaryLine } from './bench-support.ts';
import { loadConfig } from '../server/src/config.ts';
import { createLogger } from '../server/src/logger.ts';
import { AuthCipher } from '../server/src/modules/baileys/auth-cipher.ts';
import { FieldCipher } from '../server/src/platform/crypto/field-cipher.ts';
import { PgAuthStore } from '../server/src/modules/baileys/auth-store.ts';
import { MediaService } from '../server/src/modules/media/media.service.ts';
import { mediaStoreFor } from '../server/src/modules/media/media-stores.ts';
import { formatReport } from '../server/src/modules/whaticket-import/report.ts';
import { runImport } from '../server/src/modules/whaticket-import/run-import.ts';
import { openSource } from '../server/src/modules/whaticket-import/open-source.ts';
import { openDatabase } from '../server/src/platform/database/database.ts';

const MESSAGES = Number(process.env['BENCH_MESSAGES'] ?? 100_000);
const BATCH = Number(process.env['BENCH_IMPORT_BATCH'] ?? 500);
const TICKETS = 1_000;
const GOAL_PER_SECOND = 1_000;

const base = process.env['DATABASE_URL'];
if (!base) {
  process.stdout.write(`${summaryLine('bench:import', `messages imported ≥ ${GOAL_PER_SECOND}/s`, 'not run: set DATABASE_URL', null)}\n`);
  process.exit(0);
}

/** The reference database: its schema from the project's copy, then rows made by generate_series. */
async function seedReference(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(await readFile(path.resolve(import.meta.dirname, '../server/test/whaticket/reference-schema.sql'), 'utf8'));
    await client.query(`INSERT INTO "Plans" (id, name, "createdAt", "updatedAt") VALUES (1, 'Bench plan', now(), now())`);
    await client.query(
      `INSERT INTO "Companies" (id, name, "planId", "dueDate", "createdAt", "updatedAt") VALUES (1, 'Bench company', 1, '2099-01-01', now(), now())`,
    );
    await client.query(`INSERT INTO "Whatsapps" (id, name, "companyId", "createdAt", "updatedAt") VALUES (1, 'Bench', 1, now(), now())`);
    await client.query(
      `INSERT INTO "Contacts" (id, name, number, "companyId", "createdAt", "updatedAt")
       SELECT n, 'Contact ' || n, (5511900000000 + n)::text, 1, now(), now() FROM generate_series(1, ${TICKETS}) n`,
    );
    await client.query(
      `INSERT INTO "Tickets" (id, status, "contactId", "whatsappId", "companyId", "createdAt", "updatedAt")
       SELECT n, 'closed', n, 1, 1, now(), now() FROM generate_series(1, ${TICKETS}) n`,
    );
    await client.query(
      `INSERT INTO "Messages" (id, body, ack, read, "mediaType", "ticketId", "fromMe", "contactId", "companyId", "createdAt", "updatedAt")
       SELECT 'BENCH' || lpad(n::text, 10, '0'), 'Message number ' || n, 3, true, 'conversation', 1 + n % ${TICKETS}, n % 2 = 0,
              CASE WHEN n % 2 = 0 THEN NULL ELSE 1 + n % ${TICKETS} END, 1,
              timestamp '2024-01-01' + n * interval '1 second', timestamp '2024-01-01' + n * interval '1 second'
         FROM generate_series(1, ${MESSAGES}) n`,
    );
  } finally {
    await client.end();
  }
}

const reference = await createBenchDatabase(base, 'whaticket_bench_reference');
const target = await createBenchDatabase(base, 'balcao_bench_import');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-bench-import-'));
try {
  process.stderr.write(`Seeding ${MESSAGES} messages in the reference database…\n`);
  await seedReference(reference.url);
  const config = loadConfig({ BALCAO_DATA_DIR: dataDir, DATABASE_URL: target.url, LOG_LEVEL: 'warn' });
  const db = await openDatabase(config, { embeddedPgPassword: 'unused-with-a-database-url' }, createLogger('warn'));
  const pool = new pg.Pool({ connectionString: target.url, max: 2 });
  const source = openSource(reference.url);
  let messagesStarted = 0;
  let messagesEnded = 0;
  let current = '';
  let shown = 0;
  try {
    const report = await runImport({
      source,
      em: db.em,
      media: new MediaService(mediaStoreFor(config)),
      auth: new PgAuthStore(pool, new AuthCipher('bench-secret-bench-secret-bench-secret')),
      cipher: new FieldCipher('bench-secret-bench-secret-bench-secret'),
      batchSize: BATCH,
      onProgress: (table, done, total) => {
        const now = performance.now();
        if (table !== current) {
          // The previous table's last progress call ends it; the messages' first page starts from there.
          if (table === 'Messages') {
            messagesStarted = shown || now;
          }
          current = table;
        }
        if (table === 'Messages') {
          messagesEnded = now;
          if (done === total || done % (BATCH * 20) === 0) {
            process.stderr.write(`Messages ${done}/${total}\n`);
          }
        }
        shown = now;
      },
    });
    process.stderr.write(`${formatReport(report)}\n`);
    const seconds = (messagesEnded - messagesStarted) / 1000;
    const rate = MESSAGES / seconds;
    const perMillion = 1_000_000 / rate / 60;
    process.stdout.write(
      `${summaryLine(
        'bench:import',
        `messages imported ≥ ${GOAL_PER_SECOND}/s`,
        `${Math.round(rate)} messages/s (${MESSAGES} in ${seconds.toFixed(1)} s, batch ${BATCH}; about ${perMillion.toFixed(0)} min per million)`,
        rate >= GOAL_PER_SECOND,
      )}\n`,
    );
  } finally {
    await source.close();
    await pool.end();
    await db.close();
  }
} finally {
  await reference.drop();
  await target.drop();
  await rm(dataDir, { recursive: true, force: true });
}
