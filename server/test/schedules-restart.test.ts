import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ScheduleRecord } from '@balcao/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestDatabase, startTestServer, type TestDatabase } from './harness.ts';
import { HttpClient } from './http-client.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';

let database: TestDatabase;
let sql: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  sql.on('error', () => undefined);
});
afterAll(async () => {
  await sql.end();
  await database.drop();
});

type Sent = { status: string; sends: number; sent: number };

/** The schedule's status, and how many messages its sends stored (any revision) and how many of them went out. */
async function outcomeOf(id: number): Promise<Sent> {
  const { rows } = await sql.query<Sent>(
    `select s.status,
            (select count(*)::int from messages m where m.client_key like 'schedule:' || s.id || ':%') as sends,
            (select count(*)::int from messages m where m.client_key like 'schedule:' || s.id || ':%' and m.send_status = 'sent') as sent
       from schedules s where s.id = $1`,
    [id],
  );
  return rows[0] as Sent;
}

/** The seeded company's admin, with schedules in its plan, a connected default sandbox connection and a contact. */
async function prepare(url: string, label: string): Promise<{ http: HttpClient; connectionId: number; contactId: number }> {
  await sql.query('update plans set use_schedules = true');
  const http = new HttpClient(url);
  await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const connection = await http.request<{ id: number }>('POST', '/whatsapp', {
    name: `Agenda ${label}`,
    provider: 'sandbox',
    isDefault: true,
  });
  expect(connection.status, JSON.stringify(connection.body)).toBeLessThan(300);
  expect((await http.request('POST', `/sandbox/${connection.body.id}/scan`)).status).toBe(200);
  const contact = await http.request<{ id: number }>('POST', '/contacts', {
    name: `Cliente ${label}`,
    number: `55119${String(Date.now()).slice(-8)}`,
  });
  expect(contact.status, JSON.stringify(contact.body)).toBeLessThan(300);
  return { http, connectionId: connection.body.id, contactId: contact.body.id };
}

describe('scheduled messages across restarts and processes', () => {
  it('sends once, after the server starts again, a schedule that fell due while it was stopped', async () => {
    const environment = { SCHEDULES_EVERY: '1 second' };
    const first = await startTestServer(environment, database);
    const { http, contactId } = await prepare(first.url, 'restart');
    const created = await http.request<ScheduleRecord>('POST', '/schedules', {
      body: 'Enviada depois do reinício',
      contactId,
      sendAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status).toBe(201);
    await first.stop();

    // While nothing runs, its time passes.
    await sql.query(`update schedules set send_at = now() - interval '10 minutes' where id = $1`, [created.body.id]);
    const second = await startTestServer(environment, database);
    try {
      await expect
        .poll(() => outcomeOf(created.body.id), { timeout: 60_000, interval: 250 })
        .toEqual({ status: 'ENVIADA', sends: 1, sent: 1 });
    } finally {
      await second.stop();
    }
  });

  it('sends each schedule once while two server processes run', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-schedules-'));
    const environment = {
      DATABASE_URL: database.url,
      BALCAO_DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SCHEDULES_EVERY: '1 second',
    };
    const processes: ServerProcess[] = [];
    try {
      processes.push(await spawnServer(environment));
      processes.push(await spawnServer(environment));
      const [one, two] = processes as [ServerProcess, ServerProcess];
      const { http, connectionId, contactId } = await prepare(one.url, 'two');
      const onTwo = new HttpClient(two.url);
      onTwo.token = http.token;
      const sendAt = new Date(Date.now() + 3_000).toISOString();
      const ids: number[] = [];
      for (let index = 0; index < 20; index += 1) {
        const through = index % 2 === 0 ? http : onTwo;
        const created = await through.request<ScheduleRecord>('POST', '/schedules', {
          body: `Duas instâncias ${index}`,
          contactId,
          sendAt,
        });
        expect(created.status).toBe(201);
        ids.push(created.body.id);
      }
      for (const id of ids) {
        await expect.poll(() => outcomeOf(id), { timeout: 60_000, interval: 250 }).toEqual({ status: 'ENVIADA', sends: 1, sent: 1 });
      }
      const outbox = await onTwo.request<{ body: string }[]>('GET', `/sandbox/${connectionId}/outbox`);
      const bodies = outbox.body.map((entry) => entry.body).filter((body) => body.startsWith('Duas instâncias'));
      expect(bodies).toHaveLength(20);
      expect(new Set(bodies).size).toBe(20);
    } finally {
      const codes = await Promise.all(processes.map((server) => server.stop()));
      expect(codes).toEqual(processes.map(() => 0));
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
