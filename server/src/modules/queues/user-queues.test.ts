import type { QueueRecord, SessionUser } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { queueIdsOf } from './user-queues.ts';
import { UserQueue } from './user-queue.entity.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe("a user's queues", () => {
  it('fill SessionUser.queues on sign-in and /auth/me, and the socket room policy', async () => {
    const company = await createCompany(server.db.em);
    const admin = await createUser(server.db.em, company.id, { profile: 'admin' });
    const attendant = await createUser(server.db.em, company.id);
    const adminHttp = new HttpClient(server.url);
    await adminHttp.login(admin.user.email, admin.password);
    const make = async (name: string, color: string, orderQueue?: number) =>
      (await adminHttp.request<QueueRecord>('POST', '/queue', { name, color, orderQueue })).body;
    const sales = await make('Sales', '#111111', 1);
    const support = await make('Support', '#222222', 0);
    await make('Unassigned', '#333333');

    // Assigning attendants to queues belongs to the users module; here the links are written directly.
    const em = forkForCompany(server.db.em, company.id);
    for (const queueId of [sales.id, support.id]) {
      em.create(UserQueue, { companyId: company.id, userId: attendant.user.id, queueId });
    }
    await em.flush();

    const http = new HttpClient(server.url);
    const session = await http.login(attendant.user.email, attendant.password);
    // Each with its link as the reference product's web client reads it (its kanban sends UserQueue.queueId).
    const expected = [
      { id: support.id, name: 'Support', color: '#222222', UserQueue: { userId: attendant.user.id, queueId: support.id } },
      { id: sales.id, name: 'Sales', color: '#111111', UserQueue: { userId: attendant.user.id, queueId: sales.id } },
    ];
    expect(session.user.queues).toEqual(expected);
    expect((await http.request<SessionUser>('GET', '/auth/me')).body.queues).toEqual(expected);
    expect((await adminHttp.request<SessionUser>('GET', '/auth/me')).body.queues).toEqual([]);

    const auth = { userId: attendant.user.id, companyId: company.id, profile: 'user', super: false } as const;
    expect((await queueIdsOf(server.db.em, auth)).sort()).toEqual([sales.id, support.id].sort());

    // Deleting a queue drops it from its attendants.
    await adminHttp.request('DELETE', `/queue/${sales.id}`);
    expect((await http.request<SessionUser>('GET', '/auth/me')).body.queues).toEqual([expected[0]]);
  });
});
