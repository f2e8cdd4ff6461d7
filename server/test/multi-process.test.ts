import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './harness.ts';
import { HttpClient } from './http-client.ts';
import { spawnServer, type ServerProcess } from './server-process.ts';
import { connectSocket, nextEvent } from './socket-client.ts';

let database: TestDatabase;
let dataDir: string;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // Both processes share the database and the data folder (so the signing secrets too).
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'balcao-two-'));
  const environment = { DATABASE_URL: database.url, BALCAO_DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD };
  processes.push(await spawnServer(environment));
  processes.push(await spawnServer(environment));
});

afterAll(async () => {
  const codes = await Promise.all(processes.map((server) => server.stop()));
  expect(codes).toEqual([0, 0]);
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('two server processes on one database', () => {
  it('delivers an event raised on one process to a socket connected to the other', async () => {
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const onSecond = new HttpClient(second.url);
    const session = await onSecond.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const socket = await connectSocket(second.url, session.token);
    try {
      const announced = nextEvent<Envelope<'auth'>>(socket, `company-${session.user.companyId}-auth`, 10_000);
      await new HttpClient(first.url).login(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(await announced).toMatchObject({ action: 'update', user: { id: session.user.id } });
    } finally {
      socket.close();
    }
  });

  it('accepts on one process the tokens signed by the other', async () => {
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const http = new HttpClient(first.url);
    await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const elsewhere = new HttpClient(second.url);
    elsewhere.token = http.token;
    expect((await elsewhere.request('GET', '/auth/me')).status).toBe(200);
  });
});
