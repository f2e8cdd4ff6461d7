import { PLAN_FLAGS, type ApiErrorBody, type PlanRecord, type PublicPlanRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';

let server: TestServer;
let root: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  root = new HttpClient(server.url);
  await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await server.stop();
});

let counter = 0;
function planInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Plano ${counter}-${Date.now() % 100_000}`,
    users: 3,
    connections: 2,
    queues: 4,
    value: 49.9,
    useKanban: true,
    ...overrides,
  };
}

describe('plans', () => {
  it('lets a super user create, read, update, page and delete a plan with its limits and seven flags', async () => {
    const created = await root.request<PlanRecord>('POST', '/plans', planInput({ useCampaigns: true }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ users: 3, connections: 2, queues: 4, value: 49.9, useKanban: true, useCampaigns: true });
    expect(PLAN_FLAGS.every((flag) => typeof created.body[flag] === 'boolean')).toBe(true);
    expect(created.body.useOpenAi).toBe(false);

    const id = created.body.id;
    expect((await root.request<PlanRecord>('GET', `/plans/${id}`)).body.name).toBe(created.body.name);
    const updated = await root.request<PlanRecord>(
      'PUT',
      `/plans/${id}`,
      planInput({ name: 'Plano Ouro Teste', value: '1234.567', useKanban: false }),
    );
    expect(updated.body).toMatchObject({ name: 'Plano Ouro Teste', value: 1234.57, useKanban: false });

    const page = await root.request<{ records: PlanRecord[]; hasMore: boolean }>('GET', '/plans?searchParam=ouro%20teste');
    expect(page.body.records.map((plan) => plan.id)).toEqual([id]);
    const all = await root.request<PlanRecord[]>('GET', '/plans/all');
    expect(all.body.map((plan) => plan.id)).toContain(id);

    expect((await root.request('DELETE', `/plans/${id}`)).status).toBe(204);
    const gone = await root.request<ApiErrorBody>('GET', `/plans/${id}`);
    expect([gone.status, gone.body.error]).toEqual([404, 'ERR_NO_PLAN_FOUND']);
  });

  it('serves GET /plans/list without credentials, with public fields only', async () => {
    const created = await root.request<PlanRecord>('POST', '/plans', planInput({ value: 0.5 }));
    const response = await fetch(`${server.url}/plans/list`);
    expect(response.status).toBe(200);
    const plans = (await response.json()) as PublicPlanRecord[];
    const listed = plans.find((plan) => plan.id === created.body.id);
    expect(Object.keys(listed!).sort()).toEqual(['connections', 'id', 'name', 'queues', 'users', 'value', ...PLAN_FLAGS].sort());
    expect(plans[0]!.value).toBeLessThanOrEqual(plans.at(-1)!.value);
  });

  it('refuses to delete a plan a company is on (409 ERR_PLAN_IN_USE) and keeps it', async () => {
    const company = await createCompany(server.db.em);
    const refused = await root.request<ApiErrorBody>('DELETE', `/plans/${company.planId}`);
    expect([refused.status, refused.body.error]).toEqual([409, 'ERR_PLAN_IN_USE']);
    expect((await root.request('GET', `/plans/${company.planId}`)).status).toBe(200);
  });

  it('refuses a second plan with the same name (409 ERR_PLAN_NAME_ALREADY_EXISTS)', async () => {
    const input = planInput();
    await root.request('POST', '/plans', input);
    const again = await root.request<ApiErrorBody>('POST', '/plans', input);
    expect([again.status, again.body.error]).toEqual([409, 'ERR_PLAN_NAME_ALREADY_EXISTS']);
  });

  it('answers 400 ERR_VALIDATION with the fields for bad input, and 404 for an unknown plan', async () => {
    const bad = await root.request<ApiErrorBody>('POST', '/plans', {
      name: 'x',
      users: -1,
      connections: 'many',
      queues: 1.5,
      value: -3,
      useKanban: 'yes',
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields!.map((field) => field.path).sort()).toEqual(
      ['body.connections', 'body.name', 'body.queues', 'body.useKanban', 'body.users', 'body.value'].sort(),
    );
    const badId = await root.request<ApiErrorBody>('PUT', '/plans/abc', planInput());
    expect([badId.status, badId.body.error]).toEqual([400, 'ERR_VALIDATION']);
    const missing = await root.request<ApiErrorBody>('PUT', '/plans/999999', planInput());
    expect([missing.status, missing.body.error]).toEqual([404, 'ERR_NO_PLAN_FOUND']);
  });

  it('refuses every plan route but the public list to a plain admin (403) and to nobody signed in (401)', async () => {
    const company = await createCompany(server.db.em);
    const { user, password } = await createUser(server.db.em, company.id, { profile: 'admin' });
    const admin = new HttpClient(server.url);
    await admin.login(user.email, password);
    const anonymous = new HttpClient(server.url);
    const routes: [string, string, unknown?][] = [
      ['GET', '/plans'],
      ['GET', '/plans/all'],
      ['GET', `/plans/${company.planId}`],
      ['POST', '/plans', planInput()],
      ['PUT', `/plans/${company.planId}`, planInput()],
      ['DELETE', `/plans/${company.planId}`],
    ];
    for (const [method, path, body] of routes) {
      const refused = await admin.request<ApiErrorBody>(method, path, body);
      expect([refused.status, refused.body.error], `${method} ${path}`).toEqual([403, 'ERR_NO_PERMISSION']);
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await admin.request('GET', '/plans/list')).status).toBe(200);
  });
});
