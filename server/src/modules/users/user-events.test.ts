import type { SessionUser, UserEventRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { anotherUser, seedQueue, tenant } from '../../../test/side-panel-fixtures.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { connectSocket, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

async function socketOf(token: string | undefined): Promise<TestSocket> {
  const socket = await connectSocket(server.url, token ?? '');
  sockets.push(socket);
  return socket;
}

type UserEvent = { action: string; user: UserEventRecord };

describe('company-{id}-user carries the user with its company', () => {
  it('on a presence change, so a client that puts it in place of the signed-in user keeps the company', async () => {
    const t = await tenant(server);
    const watcher = await socketOf(t.admin.http.token);
    const colleague = await anotherUser(t, 'admin');
    const heard = nextEventWhere<UserEvent>(
      watcher,
      `company-${t.companyId}-user`,
      (event) => event.action === 'update' && event.user.id === colleague.userId && event.user.online,
    );
    await socketOf(colleague.http.token);
    const { user } = await heard;
    expect(user.companyId).toBe(t.companyId);
    expect(user.company).toMatchObject({ id: t.companyId, billingExempt: false });
    expect(user.company.name).toBeTruthy();
    expect(Date.parse(user.company.dueDate ?? '')).toBeGreaterThan(Date.now());
    expect(user.company.plan.id).toBeGreaterThan(0);
  });

  it('on an edit of oneself, heard by one’s own socket', async () => {
    const t = await tenant(server);
    const own = await socketOf(t.attendant.http.token);
    const heard = nextEventWhere<UserEvent>(own, `company-${t.companyId}-user`, (event) => event.user.name === 'Renamed Attendant');
    const me = await t.attendant.http.request<{ email: string }>('GET', `/users/${t.attendant.userId}`);
    expect(
      (await t.attendant.http.request('PUT', `/users/${t.attendant.userId}`, { name: 'Renamed Attendant', email: me.body.email })).status,
    ).toBe(200);
    const { user } = await heard;
    expect(user).toMatchObject({ id: t.attendant.userId, companyId: t.companyId, company: { id: t.companyId } });
    // Secret settings never travel with it.
    expect(user.company.settings.map(({ key }) => key)).not.toContain('paymentProviderToken');
  });

  it('with the queues as the reference’s client reads them (each with its UserQueue link) and the company’s e-mail and address, as the session has them', async () => {
    const t = await tenant(server);
    const queue = await seedQueue(t, [t.attendant.userId]);
    const em = forkForCompany(server.db.em, t.companyId);
    const company = await em.findOneOrFail(Company, { id: t.companyId });
    em.assign(company, {
      email: 'financeiro@empresa.example',
      billingName: 'Empresa Ltda',
      billingCity: 'Recife',
      billingZipcode: '50000-000',
    });
    await em.flush();
    const expectedQueue = {
      id: queue.id,
      name: queue.name,
      color: queue.color,
      UserQueue: { userId: t.attendant.userId, queueId: queue.id },
    };
    const expectedCompany = {
      email: 'financeiro@empresa.example',
      billingName: 'Empresa Ltda',
      addressCity: 'Recife',
      addressZipCode: '50000-000',
      addressStreet: null,
      addressState: null,
    };

    const session = await t.attendant.http.request<SessionUser>('GET', '/auth/me');
    expect(session.body.queues).toEqual([expectedQueue]);
    expect(session.body.company).toMatchObject(expectedCompany);

    const own = await socketOf(t.attendant.http.token);
    const heard = nextEventWhere<UserEvent>(own, `company-${t.companyId}-user`, (event) => event.user.name === 'Queued Attendant');
    expect(
      (await t.attendant.http.request('PUT', `/users/${t.attendant.userId}`, { name: 'Queued Attendant', email: session.body.email }))
        .status,
    ).toBe(200);
    const { user } = await heard;
    expect(user.queues).toEqual([expectedQueue]);
    expect(user.company).toMatchObject(expectedCompany);
  });
});
