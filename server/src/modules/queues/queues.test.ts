import { DEFAULT_WEEK_SCHEDULE, type ApiErrorBody, type Envelope, type QueueRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { collect, connectSocket, nextEvent, type TestSocket } from '../../../test/socket-client.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Plan } from '../plans/plan.entity.ts';
import { Queue } from './queue.entity.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

type Tenant = { companyId: number; admin: HttpClient; attendant: HttpClient };

/** A fresh company (plan of 5 queues) with a signed-in admin and a signed-in plain user. */
async function tenant(): Promise<Tenant> {
  const company = await createCompany(server.db.em);
  const admin = await createUser(server.db.em, company.id, { profile: 'admin' });
  const attendant = await createUser(server.db.em, company.id);
  const adminHttp = new HttpClient(server.url);
  const attendantHttp = new HttpClient(server.url);
  await adminHttp.login(admin.user.email, admin.password);
  await attendantHttp.login(attendant.user.email, attendant.password);
  return { companyId: company.id, admin: adminHttp, attendant: attendantHttp };
}

let colorSeed = 0;
function queueInput(name: string, extra: Record<string, unknown> = {}) {
  colorSeed += 1;
  return { name, color: `#${colorSeed.toString(16).padStart(6, '0')}`, ...extra };
}

async function createQueue(http: HttpClient, name: string, extra: Record<string, unknown> = {}): Promise<QueueRecord> {
  const response = await http.request<QueueRecord>('POST', '/queue', queueInput(name, extra));
  expect(response.status).toBe(201);
  return response.body;
}

describe('queue CRUD', () => {
  it('creates, reads, updates and deletes a queue', async () => {
    const { admin, attendant, companyId } = await tenant();
    const created = await createQueue(admin, 'Sales', { greetingMessage: 'Hello', orderQueue: 2 });
    expect(created).toMatchObject({ name: 'Sales', greetingMessage: 'Hello', orderQueue: 2, companyId, promptId: null });

    const read = await attendant.request<QueueRecord>('GET', `/queue/${created.id}`);
    expect([read.status, read.body.name]).toEqual([200, 'Sales']);

    const updated = await admin.request<QueueRecord>('PUT', `/queue/${created.id}`, { name: 'Sales 2', color: created.color });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Sales 2', orderQueue: 2, schedules: DEFAULT_WEEK_SCHEDULE });
    expect((await attendant.request<QueueRecord>('GET', `/queue/${created.id}`)).body.name).toBe('Sales 2');

    expect((await admin.request('DELETE', `/queue/${created.id}`)).status).toBe(204);
    const gone = await admin.request<ApiErrorBody>('GET', `/queue/${created.id}`);
    expect([gone.status, gone.body.error]).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
  });

  it('lists queues by order (queues without an order last), then by name', async () => {
    const { admin, attendant } = await tenant();
    await createQueue(admin, 'Zeta', { orderQueue: 1 });
    await createQueue(admin, 'Beta');
    await createQueue(admin, 'Alpha');
    await createQueue(admin, 'Omega', { orderQueue: 0 });
    const list = await attendant.request<QueueRecord[]>('GET', '/queue');
    expect(list.status).toBe(200);
    expect(list.body.map((queue) => queue.name)).toEqual(['Omega', 'Zeta', 'Alpha', 'Beta']);
  });

  it('gives a new queue the default week schedule, and keeps given hours', async () => {
    const { admin } = await tenant();
    const plain = await createQueue(admin, 'Support');
    expect(plain.schedules).toEqual(DEFAULT_WEEK_SCHEDULE);
    expect(plain.schedules.find((day) => day.weekdayEn === 'saturday')).toMatchObject({ startTime: '08:00', endTime: '12:00' });
    const hours = [{ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '09:00', endTime: '17:30' }];
    expect((await createQueue(admin, 'Night', { schedules: hours })).schedules).toEqual(hours);
  });
});

describe('queue rules', () => {
  it('refuses a colour or a name already used in the company with 409, but not in another company', async () => {
    const { admin } = await tenant();
    const first = await createQueue(admin, 'Billing');
    const sameColor = await admin.request<ApiErrorBody>('POST', '/queue', { name: 'Other', color: first.color });
    expect([sameColor.status, sameColor.body.error]).toEqual([409, 'ERR_QUEUE_COLOR_ALREADY_EXISTS']);
    const sameName = await admin.request<ApiErrorBody>('POST', '/queue', queueInput('Billing'));
    expect([sameName.status, sameName.body.error]).toEqual([409, 'ERR_QUEUE_NAME_ALREADY_EXISTS']);

    const second = await createQueue(admin, 'Refunds');
    const renamed = await admin.request<ApiErrorBody>('PUT', `/queue/${second.id}`, { name: 'Billing', color: second.color });
    expect([renamed.status, renamed.body.error]).toEqual([409, 'ERR_QUEUE_NAME_ALREADY_EXISTS']);
    // Saving a queue with its own name and colour is not a clash.
    expect((await admin.request('PUT', `/queue/${first.id}`, { name: 'Billing', color: first.color })).status).toBe(200);

    const other = await tenant();
    expect((await other.admin.request('POST', '/queue', { name: 'Billing', color: first.color })).status).toBe(201);
  });

  it('answers 409, not 500, when two identical creations race', async () => {
    const { admin } = await tenant();
    const input = queueInput('Race');
    const answers = await Promise.all([admin.request('POST', '/queue', input), admin.request('POST', '/queue', input)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    // Renames race without a lock: whichever loses meets the database's unique constraint.
    const [one, two] = [await createQueue(admin, 'One'), await createQueue(admin, 'Two')];
    const renames = await Promise.all([
      admin.request('PUT', `/queue/${one.id}`, { name: 'Same', color: one.color }),
      admin.request('PUT', `/queue/${two.id}`, { name: 'Same', color: two.color }),
    ]);
    expect(renames.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('stops at the plan limit with 403 ERR_PLAN_LIMIT_REACHED', async () => {
    const { admin } = await tenant();
    for (let index = 0; index < 5; index += 1) {
      await createQueue(admin, `Queue ${index}`);
    }
    const refused = await admin.request<ApiErrorBody>('POST', '/queue', queueInput('One too many'));
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_PLAN_LIMIT_REACHED']);
    expect((await admin.request<QueueRecord[]>('GET', '/queue')).body).toHaveLength(5);
  });

  it('validates the body with 400 ERR_VALIDATION and the fields at fault', async () => {
    const { admin } = await tenant();
    const bad = await admin.request<ApiErrorBody>('POST', '/queue', {
      name: 'x',
      color: '#1',
      schedules: [{ weekday: 'Monday', weekdayEn: 'monday', startTime: '25:00', endTime: '18:00' }],
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path)).toEqual(
      expect.arrayContaining(['body.name', 'body.color', 'body.schedules.0.startTime']),
    );
    expect((await admin.request<ApiErrorBody>('GET', '/queue/abc')).status).toBe(400);
  });

  it('lets plain users read but not write queues (403 ERR_NO_PERMISSION)', async () => {
    const { admin, attendant } = await tenant();
    const queue = await createQueue(admin, 'Read only');
    for (const [method, url, body] of [
      ['POST', '/queue', queueInput('Mine')],
      ['PUT', `/queue/${queue.id}`, { name: 'Mine', color: queue.color }],
      ['DELETE', `/queue/${queue.id}`, undefined],
    ] as const) {
      const refused = await attendant.request<ApiErrorBody>(method, url, body);
      expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    }
    expect((await attendant.request<QueueRecord>('GET', `/queue/${queue.id}`)).body.name).toBe('Read only');
  });

  it("hides another company's queue (404) and leaves it untouched", async () => {
    const mine = await tenant();
    const theirs = await tenant();
    const queue = await createQueue(theirs.admin, 'Private');
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Hijacked', color: '#abcdef' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await mine.admin.request<ApiErrorBody>(method, `/queue/${queue.id}`, body);
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
    }
    expect((await mine.admin.request<QueueRecord[]>('GET', '/queue')).body).toEqual([]);
    const stored = await forkUnscoped(server.db.em).findOneOrFail(Queue, { id: queue.id });
    expect([stored.name, stored.companyId]).toEqual(['Private', theirs.companyId]);
  });
});

describe('queue bots', () => {
  it('refuses a prompt or an integration that does not exist or belongs to another company (404), and saves nothing', async () => {
    const mine = await tenant();
    const theirs = await tenant();
    await forkUnscoped(server.db.em).nativeUpdate(Plan, {}, { useIntegrations: true });
    const theirIntegration = await theirs.admin.request<{ id: number }>('POST', '/queueIntegration', {
      type: 'webhook',
      name: 'Their hook',
      urlN8N: 'http://127.0.0.1:9/hook',
    });
    expect(theirIntegration.status).toBe(201);
    const withPrompt = await mine.admin.request<ApiErrorBody>('POST', '/queue', queueInput('Bot', { promptId: 999_999 }));
    expect([withPrompt.status, withPrompt.body.error]).toEqual([404, 'ERR_NO_PROMPT_FOUND']);
    const withTheirs = await mine.admin.request<ApiErrorBody>(
      'POST',
      '/queue',
      queueInput('Bot', { integrationId: theirIntegration.body.id }),
    );
    expect([withTheirs.status, withTheirs.body.error]).toEqual([404, 'ERR_NO_INTEGRATION_FOUND']);
    expect((await mine.admin.request<QueueRecord[]>('GET', '/queue')).body).toEqual([]);
    const queue = await createQueue(mine.admin, 'Plain');
    const update = await mine.admin.request<ApiErrorBody>('PUT', `/queue/${queue.id}`, {
      name: 'Plain',
      color: queue.color,
      integrationId: theirIntegration.body.id,
    });
    expect([update.status, update.body.error]).toEqual([404, 'ERR_NO_INTEGRATION_FOUND']);
    expect((await mine.admin.request<QueueRecord>('GET', `/queue/${queue.id}`)).body.integrationId).toBeNull();
  });
});

describe('queue events', () => {
  it('tells the sockets of the company about create, update and delete, and no other company', async () => {
    const mine = await tenant();
    const theirs = await tenant();
    const socket = await connectSocket(server.url, mine.attendant.token ?? '');
    const outsider = await connectSocket(server.url, theirs.admin.token ?? '');
    sockets.push(socket, outsider);
    const leaked = collect(outsider, `company-${mine.companyId}-queue`);
    const event = `company-${mine.companyId}-queue`;

    const created = nextEvent<Envelope<'queue'>>(socket, event);
    const queue = await createQueue(mine.admin, 'Live');
    expect(await created).toMatchObject({ action: 'create', queue: { id: queue.id, name: 'Live' }, companyId: mine.companyId });

    const updated = nextEvent<Envelope<'queue'>>(socket, event);
    await mine.admin.request('PUT', `/queue/${queue.id}`, { name: 'Live 2', color: queue.color });
    expect(await updated).toMatchObject({ action: 'update', queue: { id: queue.id, name: 'Live 2' } });

    const deleted = nextEvent<Envelope<'queue'>>(socket, event);
    await mine.admin.request('DELETE', `/queue/${queue.id}`);
    expect(await deleted).toMatchObject({ action: 'delete', queueId: queue.id });
    expect(leaked).toEqual([]);
  });
});
