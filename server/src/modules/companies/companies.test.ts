import type { ApiErrorBody } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from './company.entity.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const hours = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
];

async function signedIn(companyId: number, profile: 'admin' | 'user') {
  const { user, password } = await createUser(server.db.em, companyId, { profile });
  const http = new HttpClient(server.url);
  await http.login(user.email, password);
  return http;
}

const storedSchedules = async (id: number) => (await forkUnscoped(server.db.em).findOneOrFail(Company, { id })).schedules;

describe('company working hours', () => {
  it("lets an admin set their company's schedules", async () => {
    const company = await createCompany(server.db.em);
    const admin = await signedIn(company.id, 'admin');
    const saved = await admin.request('PUT', `/companies/${company.id}/schedules`, { schedules: hours });
    expect([saved.status, saved.body]).toEqual([200, { id: company.id, schedules: hours }]);
    expect(await storedSchedules(company.id)).toEqual(hours);
  });

  it("refuses plain users (403) and another company's id (404), leaving it untouched", async () => {
    const company = await createCompany(server.db.em);
    const other = await createCompany(server.db.em);
    const user = await signedIn(company.id, 'user');
    const refused = await user.request<ApiErrorBody>('PUT', `/companies/${company.id}/schedules`, { schedules: hours });
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);

    const admin = await signedIn(company.id, 'admin');
    const foreign = await admin.request<ApiErrorBody>('PUT', `/companies/${other.id}/schedules`, { schedules: hours });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'ERR_NO_COMPANY_FOUND']);
    expect(await storedSchedules(other.id)).toEqual([]);
  });

  it("lets a super user set any company's schedules", async () => {
    const other = await createCompany(server.db.em);
    const root = new HttpClient(server.url);
    await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await root.request('PUT', `/companies/${other.id}/schedules`, { schedules: hours })).status).toBe(200);
    expect(await storedSchedules(other.id)).toEqual(hours);
    const missing = await root.request<ApiErrorBody>('PUT', '/companies/999999/schedules', { schedules: hours });
    expect([missing.status, missing.body.error]).toEqual([404, 'ERR_NO_COMPANY_FOUND']);
  });

  it('validates the hours with 400 ERR_VALIDATION', async () => {
    const company = await createCompany(server.db.em);
    const admin = await signedIn(company.id, 'admin');
    const bad = await admin.request<ApiErrorBody>('PUT', `/companies/${company.id}/schedules`, {
      schedules: [{ weekday: 'Segunda-feira', weekdayEn: 'someday', startTime: '8', endTime: '18:00' }],
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path)).toEqual(
      expect.arrayContaining(['body.schedules.0.weekdayEn', 'body.schedules.0.startTime']),
    );
  });
});
