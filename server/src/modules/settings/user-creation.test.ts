import type { ApiErrorBody } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { isUserCreationEnabled } from './user-creation.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('user creation switch', () => {
  it("follows the platform's userCreation setting, which only super users change", async () => {
    const platform = new HttpClient(server.url);
    await platform.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const company = await createCompany(server.db.em);
    const tenantAdmin = await createUser(server.db.em, company.id, { profile: 'admin' });
    const tenant = new HttpClient(server.url);
    await tenant.login(tenantAdmin.user.email, tenantAdmin.password);

    expect(await isUserCreationEnabled(server.db.em)).toBe(true);
    const refused = await tenant.request<ApiErrorBody>('PUT', '/settings/userCreation', { value: 'disabled' });
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(await isUserCreationEnabled(server.db.em)).toBe(true);

    expect((await platform.request('PUT', '/settings/userCreation', { value: 'disabled' })).status).toBe(200);
    expect(await isUserCreationEnabled(server.db.em)).toBe(false);
    expect((await platform.request('PUT', '/settings/userCreation', { value: 'enabled' })).status).toBe(200);
    expect(await isUserCreationEnabled(server.db.em)).toBe(true);
  });
});
