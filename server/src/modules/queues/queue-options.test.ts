import type { ApiErrorBody, QueueOptionRecord, QueueRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { QueueOption } from './queue-option.entity.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

let seed = 0;

/** A company with an admin, a plain user and one queue. */
async function tenant() {
  const company = await createCompany(server.db.em);
  const admin = new HttpClient(server.url);
  const attendant = new HttpClient(server.url);
  const adminUser = await createUser(server.db.em, company.id, { profile: 'admin' });
  const plainUser = await createUser(server.db.em, company.id);
  await admin.login(adminUser.user.email, adminUser.password);
  await attendant.login(plainUser.user.email, plainUser.password);
  const queue = await newQueue(admin);
  return { admin, attendant, queue };
}

async function newQueue(admin: HttpClient): Promise<QueueRecord> {
  seed += 1;
  const response = await admin.request<QueueRecord>('POST', '/queue', {
    name: `Queue ${seed}`,
    color: `#a${String(seed).padStart(5, '0')}`,
  });
  expect(response.status).toBe(201);
  return response.body;
}

async function addOption(admin: HttpClient, body: Record<string, unknown>): Promise<QueueOptionRecord> {
  const response = await admin.request<QueueOptionRecord>('POST', '/queue-options', body);
  expect(response.status).toBe(201);
  return response.body;
}

const list = (http: HttpClient, query: string) => http.request<QueueOptionRecord[]>('GET', `/queue-options?${query}`);

describe('queue option menu', () => {
  it('lists the top level (parentId -1 or absent) and the children of an option, ordered by position', async () => {
    const { admin, attendant, queue } = await tenant();
    const ten = await addOption(admin, { queueId: queue.id, title: 'Ten', option: '10' });
    const two = await addOption(admin, { queueId: queue.id, title: 'Two', option: '2', message: 'Choose' });
    const child = await addOption(admin, { queueId: queue.id, parentId: two.id, title: 'Child', option: '1' });
    expect(child).toMatchObject({ queueId: queue.id, parentId: two.id, title: 'Child', message: '' });

    const top = await list(attendant, `queueId=${queue.id}&parentId=-1`);
    expect(top.status).toBe(200);
    expect(top.body.map((option) => option.id)).toEqual([two.id, ten.id]);
    expect((await list(attendant, `queueId=${queue.id}`)).body.map((option) => option.id)).toEqual([two.id, ten.id]);
    expect((await list(attendant, `queueId=${queue.id}&parentId=${two.id}`)).body).toEqual([child]);
  });

  it('updates only the fields sent, and moves an option between levels', async () => {
    const { admin, queue } = await tenant();
    const parent = await addOption(admin, { queueId: queue.id, title: 'Parent', option: '1', message: 'Kept' });
    const other = await addOption(admin, { queueId: queue.id, title: 'Other', option: '2' });
    const renamed = await admin.request<QueueOptionRecord>('PUT', `/queue-options/${parent.id}`, { title: 'Renamed' });
    expect(renamed.body).toMatchObject({ title: 'Renamed', message: 'Kept', option: '1', parentId: null });

    const moved = await admin.request<QueueOptionRecord>('PUT', `/queue-options/${other.id}`, { parentId: parent.id });
    expect(moved.body.parentId).toBe(parent.id);
    expect((await list(admin, `queueId=${queue.id}`)).body.map((option) => option.id)).toEqual([parent.id]);
    const back = await admin.request<QueueOptionRecord>('PUT', `/queue-options/${other.id}`, { parentId: null });
    expect(back.body.parentId).toBeNull();
  });

  it('refuses to move an option under itself or its descendants', async () => {
    const { admin, queue } = await tenant();
    const root = await addOption(admin, { queueId: queue.id, title: 'Root', option: '1' });
    const leaf = await addOption(admin, { queueId: queue.id, parentId: root.id, title: 'Leaf', option: '1' });
    for (const parentId of [root.id, leaf.id]) {
      const refused = await admin.request<ApiErrorBody>('PUT', `/queue-options/${root.id}`, { parentId });
      expect([refused.status, refused.body.error]).toEqual([400, 'ERR_VALIDATION']);
    }
  });

  it('deletes an option with its children', async () => {
    const { admin, queue } = await tenant();
    const parent = await addOption(admin, { queueId: queue.id, title: 'Parent', option: '1' });
    const child = await addOption(admin, { queueId: queue.id, parentId: parent.id, title: 'Child', option: '1' });
    await addOption(admin, { queueId: queue.id, parentId: child.id, title: 'Grandchild', option: '1' });
    expect((await admin.request('DELETE', `/queue-options/${parent.id}`)).status).toBe(204);
    expect(await forkUnscoped(server.db.em).count(QueueOption, { queueId: queue.id })).toBe(0);
    const gone = await admin.request<ApiErrorBody>('PUT', `/queue-options/${child.id}`, { title: 'x' });
    expect([gone.status, gone.body.error]).toEqual([404, 'ERR_NO_QUEUE_OPTION_FOUND']);
  });
});

describe('queue option rules', () => {
  it('refuses an unknown queue (404 ERR_NO_QUEUE_FOUND) and a parent from another queue (404 ERR_NO_QUEUE_OPTION_FOUND)', async () => {
    const { admin, queue } = await tenant();
    const unknown = await admin.request<ApiErrorBody>('POST', '/queue-options', { queueId: 999_999, title: 'x', option: '1' });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
    expect((await list(admin, 'queueId=999999')).body).toMatchObject({ error: 'ERR_NO_QUEUE_FOUND' });

    const otherQueue = await newQueue(admin);
    const foreignParent = await addOption(admin, { queueId: otherQueue.id, title: 'Elsewhere', option: '1' });
    const crossed = await admin.request<ApiErrorBody>('POST', '/queue-options', {
      queueId: queue.id,
      parentId: foreignParent.id,
      title: 'x',
      option: '1',
    });
    expect([crossed.status, crossed.body.error]).toEqual([404, 'ERR_NO_QUEUE_OPTION_FOUND']);
    const option = await addOption(admin, { queueId: queue.id, title: 'Here', option: '1' });
    const movedAcross = await admin.request<ApiErrorBody>('PUT', `/queue-options/${option.id}`, { parentId: foreignParent.id });
    expect([movedAcross.status, movedAcross.body.error]).toEqual([404, 'ERR_NO_QUEUE_OPTION_FOUND']);
  });

  it('validates input with 400 ERR_VALIDATION', async () => {
    const { admin, queue } = await tenant();
    const bad = await admin.request<ApiErrorBody>('POST', '/queue-options', { queueId: queue.id, title: '', option: '' });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path)).toEqual(expect.arrayContaining(['body.title', 'body.option']));
    expect((await list(admin, 'queueId=abc')).status).toBe(400);
    expect((await list(admin, `queueId=${queue.id}&parentId=-2`)).status).toBe(400);
  });

  it('lets plain users read the menu but not change it (403 ERR_NO_PERMISSION)', async () => {
    const { admin, attendant, queue } = await tenant();
    const option = await addOption(admin, { queueId: queue.id, title: 'Menu', option: '1' });
    expect((await list(attendant, `queueId=${queue.id}`)).body).toEqual([option]);
    for (const [method, url, body] of [
      ['POST', '/queue-options', { queueId: queue.id, title: 'x', option: '2' }],
      ['PUT', `/queue-options/${option.id}`, { title: 'x' }],
      ['DELETE', `/queue-options/${option.id}`, undefined],
    ] as const) {
      const refused = await attendant.request<ApiErrorBody>(method, url, body);
      expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    }
  });

  it("hides another company's queue and options (404) and leaves them untouched", async () => {
    const mine = await tenant();
    const theirs = await tenant();
    const option = await addOption(theirs.admin, { queueId: theirs.queue.id, title: 'Theirs', option: '1' });
    expect((await list(mine.admin, `queueId=${theirs.queue.id}`)).body).toMatchObject({ error: 'ERR_NO_QUEUE_FOUND' });
    const planted = await mine.admin.request<ApiErrorBody>('POST', '/queue-options', { queueId: theirs.queue.id, title: 'x', option: '2' });
    expect([planted.status, planted.body.error]).toEqual([404, 'ERR_NO_QUEUE_FOUND']);
    const underTheirs = await mine.admin.request<ApiErrorBody>('POST', '/queue-options', {
      queueId: mine.queue.id,
      parentId: option.id,
      title: 'x',
      option: '2',
    });
    expect(underTheirs.body.error).toBe('ERR_NO_QUEUE_OPTION_FOUND');
    for (const [method, body] of [
      ['PUT', { title: 'Hijacked' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await mine.admin.request<ApiErrorBody>(method, `/queue-options/${option.id}`, body);
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_QUEUE_OPTION_FOUND']);
    }
    expect((await list(theirs.attendant, `queueId=${theirs.queue.id}`)).body).toEqual([option]);
  });
});
