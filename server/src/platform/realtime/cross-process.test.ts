import type { Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../../../test/harness.ts';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { collect, connectSocket } from '../../../test/socket-client.ts';
import { rooms } from './rooms.ts';

/** Two servers in this test process play two server processes on one database, sharing their secrets. */
const SHARED = {
  JWT_SECRET: 'cross-process-test-access-secret-0123456789',
  JWT_REFRESH_SECRET: 'cross-process-test-refresh-secret-0123456789',
};

let database: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await startTestServer(SHARED, database);
  b = await startTestServer(SHARED, database);
});
afterAll(async () => {
  await b.stop();
  await a.stop();
  await database.drop();
});

describe('events across server processes', () => {
  it('reach the sockets of both processes, in the order they were emitted', async () => {
    const http = new HttpClient(a.url);
    const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const { companyId } = session.user;
    const here = await connectSocket(a.url, session.token);
    const there = await connectSocket(b.url, session.token);
    try {
      const event = `company-${companyId}-settings`;
      const seenHere = collect<Envelope<'settings'>>(here, event);
      const seenThere = collect<Envelope<'settings'>>(there, event);
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const key of ['a', 'b', 'c', 'd', 'e']) {
        void a.realtime.emit(companyId, 'settings', { action: 'update', setting: { key, value: key } }, [rooms.company(companyId)]);
      }
      const deadline = Date.now() + 5_000;
      while ((seenHere.length < 5 || seenThere.length < 5) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const seen of [seenHere, seenThere]) {
        expect(seen.map((payload) => payload.setting)).toHaveLength(5);
        const seqs = seen.map((payload) => payload.seq);
        expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      }
    } finally {
      here.close();
      there.close();
    }
  });
});

describe('callers across server processes', () => {
  async function errorAt(server: TestServer, token: string): Promise<string | undefined> {
    const http = new HttpClient(server.url);
    http.token = token;
    return (await http.request<{ error?: string }>('GET', '/auth/me')).body.error;
  }

  it('a sign-out in one process ends the session in the other, which had already served it', async () => {
    const http = new HttpClient(a.url);
    const { token } = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(await errorAt(b, token)).toBeUndefined();
    expect((await http.request('DELETE', '/auth/logout')).status).toBe(204);
    expect(await errorAt(a, token)).toBe('ERR_SESSION_REVOKED');
    await expect.poll(() => errorAt(b, token), { timeout: 2_000, interval: 20 }).toBe('ERR_SESSION_REVOKED');
  });

  it('a change made in the database by anyone reaches both processes', async () => {
    const { token, user } = await new HttpClient(a.url).login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect([await errorAt(a, token), await errorAt(b, token)]).toEqual([undefined, undefined]);
    await a.db.em.getConnection().execute('update users set token_version = token_version + 1 where id = ?', [user.id]);
    for (const server of [a, b]) {
      await expect.poll(() => errorAt(server, token), { timeout: 2_000, interval: 20 }).toBe('ERR_SESSION_REVOKED');
    }
  });

  it("a company's due date moved into the past reaches both processes; a payment lifts the 402 at once", async () => {
    const company = await createCompany(a.db.em, { dueDate: '2099-01-01' });
    const { user, password } = await createUser(a.db.em, company.id, { profile: 'admin' });
    const { token } = await new HttpClient(a.url).login(user.email, password);
    const statusAt = async (server: TestServer) => {
      const http = new HttpClient(server.url);
      http.token = token;
      return (await http.request('GET', '/contacts')).status;
    };
    expect([await statusAt(a), await statusAt(b)]).toEqual([200, 200]);
    const sql = a.db.em.getConnection();
    await sql.execute(`update companies set due_date = '2020-01-01' where id = ?`, [company.id]);
    for (const server of [a, b]) {
      await expect.poll(() => statusAt(server), { timeout: 2_000, interval: 20 }).toBe(402);
    }
    await sql.execute(`update companies set due_date = '2099-01-01' where id = ?`, [company.id]);
    expect([await statusAt(a), await statusAt(b)]).toEqual([200, 200]);
  });
});
