import type { ApiErrorBody, ConnectionProvider, ConnectionRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';

let database: TestDatabase;
let server: TestServer;
let admin: HttpClient;
let account: { email: string; password: string };
let pairedId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  // First run with the sandbox on: pair a sandbox phone, then restart with it switched off.
  server = await startTestServer({}, database);
  const company = await createCompany(server.db.em);
  const { user, password } = await createUser(server.db.em, company.id, { profile: 'admin' });
  account = { email: user.email, password };
  const first = new HttpClient(server.url);
  await first.login(account.email, account.password);
  pairedId = (await first.request<ConnectionRecord>('POST', '/whatsapp', { name: 'Paired', provider: 'sandbox' })).body.id;
  await first.request('POST', `/sandbox/${pairedId}/scan`);
  await server.stop();

  server = await startTestServer({ SANDBOX_ENABLED: 'false' }, database);
  admin = new HttpClient(server.url);
  await admin.login(account.email, account.password);
});
afterAll(async () => {
  await server.stop();
  await database.drop();
});

describe('SANDBOX_ENABLED=false', () => {
  it('no longer offers the sandbox provider', async () => {
    const answer = await admin.request<{ providers: ConnectionProvider[] }>('GET', '/whatsapp/providers');
    expect(answer.body.providers).toEqual(['beta', 'cloud']);
  });

  it('refuses to create a sandbox connection as invalid input on body.provider', async () => {
    const refused = await admin.request<ApiErrorBody>('POST', '/whatsapp', { name: 'Sandbox', provider: 'sandbox' });
    expect([refused.status, refused.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(refused.body.fields).toEqual([{ path: 'body.provider', message: expect.stringMatching(/disabled/) as string }]);
    expect((await admin.request<ConnectionRecord[]>('GET', '/whatsapp')).body.map((c) => c.name)).toEqual(['Paired']);
  });

  it('answers every sandbox call with 404 ERR_SANDBOX_DISABLED', async () => {
    for (const [method, path] of [
      ['POST', `/sandbox/${pairedId}/scan`],
      ['POST', `/sandbox/${pairedId}/inbound`],
      ['GET', `/sandbox/${pairedId}/outbox`],
    ] as const) {
      const answer = await admin.request<ApiErrorBody>(method, path, method === 'POST' ? { from: '5511999990000', body: 'x' } : undefined);
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_SANDBOX_DISABLED']);
    }
  });

  it('shows a sandbox connection that cannot run as DISCONNECTED, and refuses to start it', async () => {
    const row = (await admin.request<ConnectionRecord>('GET', `/whatsapp/${pairedId}`)).body;
    expect(row).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });
    const refused = await admin.request<ApiErrorBody>('POST', `/whatsappsession/${pairedId}`);
    expect([refused.status, refused.body.error]).toEqual([400, 'ERR_WAPP_NOT_INITIALIZED']);
    expect(refused.body.message).toMatch(/SANDBOX_ENABLED/);
  });
});
