import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.ts';
import { HttpClient } from '../http-client.ts';
import { expectAroundTheInbox, expectAroundTheInboxCounts } from './around-the-inbox-checks.ts';
import { countsOf, makePublicFolder, runImportCommand } from './import-command.ts';
import { ADMIN_EMAIL, AGENT_EMAIL, OLD_PASSWORD, SEEDED, seedRows } from './reference-seed.ts';

/** The MySQL or MariaDB server to build the reference on (CI and the development machine have MariaDB here). */
const MYSQL_URL = process.env['MYSQL_URL'] ?? 'mysql://root@127.0.0.1:3306';
const DATABASE = `whaticket_reference_${process.pid}_${Date.now()}`;

async function connect(options: { database?: string; multipleStatements?: boolean } = {}): Promise<mysql.Connection> {
  const url = new URL(MYSQL_URL);
  return mysql.createConnection({
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    connectTimeout: 3_000,
    ...options,
  });
}

/** Why this file cannot run here, or undefined when a MySQL server answers. */
async function unavailable(): Promise<string | undefined> {
  try {
    const connection = await connect();
    await connection.end();
    return undefined;
  } catch (error) {
    return `no MySQL answers at ${MYSQL_URL} (${error instanceof Error ? error.message : String(error)}); set MYSQL_URL`;
  }
}

const skipReason = await unavailable();
if (skipReason) {
  process.stderr.write(`import-mysql.test.ts skipped: ${skipReason}\n`);
}

let server: TestServer;
let publicFolder: string;
/** The reference database's URL; its times were written in UTC by the seed. */
const from = `${MYSQL_URL.replace(/\/$/, '')}/${DATABASE}?timezone=Z`;

function runImport(...extra: string[]) {
  return runImportCommand(server, from, publicFolder, ...extra);
}

describe.skipIf(skipReason !== undefined)(
  `importing a reference (Whaticket) database from MySQL${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    beforeAll(async () => {
      const admin = await connect({ multipleStatements: true });
      try {
        await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_bin`);
        await admin.query(`USE \`${DATABASE}\``);
        await admin.query(await readFile(path.join(import.meta.dirname, 'reference-schema.mysql.sql'), 'utf8'));
        // The seed is written for both databases: double-quoted names, as MySQL reads them in ANSI_QUOTES mode.
        await admin.query(`SET SESSION sql_mode = CONCAT(@@SESSION.sql_mode, ',ANSI_QUOTES'), time_zone = '+00:00'`);
        await seedRows(async (sql, values = []) => admin.execute(sql, values as string[]), '');
      } finally {
        await admin.end();
      }
      publicFolder = await makePublicFolder();
      server = await startTestServer();
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      const admin = await connect();
      await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
      await admin.end();
      await rm(publicFolder, { recursive: true, force: true });
    });

    it('moves every seeded row, and the report counts match the seed', async () => {
      const { stdout } = await runImport();
      const counts = countsOf(stdout);
      for (const [table, rows] of Object.entries(SEEDED)) {
        expect(counts[table]?.read, table).toBe(rows);
      }
      expect(counts['Whatsapps.session']).toMatchObject({ skipped: 1 });
      expect(counts['Messages']).toMatchObject({ written: 5, skipped: 0 });
      expectAroundTheInboxCounts(counts, stdout);
    }, 120_000);

    it('what the users see is what they saw on the PostgreSQL reference', async () => {
      const agent = new HttpClient(server.url);
      await agent.login(AGENT_EMAIL, OLD_PASSWORD);
      const open = await agent.request<{ tickets: { id: number; contact: { name: string }; tags: { name: string }[] }[] }>(
        'GET',
        '/tickets?status=open',
      );
      expect(open.body.tickets.map((ticket) => [ticket.contact.name, ticket.tags.map((tag) => tag.name)])).toEqual([['Maria', ['VIP']]]);
      const page = await agent.request<{ messages: { body: string; fromMe: boolean; quotedMsg: { body: string } | null }[] }>(
        'GET',
        `/messages/${open.body.tickets[0]?.id ?? 0}`,
      );
      expect(page.body.messages.map((message) => [message.body, message.fromMe])).toEqual([
        ['Bom dia', false],
        ['Bom dia! Como posso ajudar?', true],
        ['Segue a foto', false],
      ]);
      expect(page.body.messages[1]?.quotedMsg?.body).toBe('Bom dia');
      const admin = new HttpClient(server.url);
      await admin.login(ADMIN_EMAIL, OLD_PASSWORD);
      await expectAroundTheInbox(admin);
    });

    it('a second run writes nothing', async () => {
      const counts = countsOf((await runImport()).stdout);
      for (const [table, rows] of Object.entries(SEEDED)) {
        expect(counts[table]?.written, table).toBe(0);
        expect(counts[table]?.read, table).toBe(rows);
      }
    }, 120_000);
  },
);
