import type { ApiErrorBody, ConnectionRecord, ConnectionTokenResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { collect, connectSocket, type TestSocket } from '../../../test/socket-client.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

type Tenant = { companyId: number; admin: HttpClient; user: HttpClient; userToken: string; connection: ConnectionRecord };

let counter = 0;

/** A company whose plan has the external API, with an admin, a plain user and a paired sandbox connection. */
async function tenant(): Promise<Tenant> {
  const company = await createCompany(server.db.em, { flags: { useExternalApi: true } });
  const adminAccount = await createUser(server.db.em, company.id, { profile: 'admin' });
  const userAccount = await createUser(server.db.em, company.id);
  const admin = new HttpClient(server.url);
  const user = new HttpClient(server.url);
  await admin.login(adminAccount.user.email, adminAccount.password);
  const userSession = await user.login(userAccount.user.email, userAccount.password);
  counter += 1;
  const created = await admin.request<ConnectionRecord>('POST', '/whatsapp', { name: `Token ${counter}`, provider: 'sandbox' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect((await admin.request('POST', `/sandbox/${created.body.id}/scan`)).status).toBe(200);
  return { companyId: company.id, admin, user, userToken: userSession.token, connection: created.body };
}

/** The external API as a client program calls it, with a connection's token. */
function sendWith(token: string, number: string, body: string) {
  return fetch(`${server.url}/api/messages/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ number, body }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));
}

const errorOf = (response: { status: number; body: unknown }) => [response.status, (response.body as ApiErrorBody).error];

describe('POST /whatsapp/{id}/token', () => {
  it('answers a new random token; the old one is refused at once and the new one sends', async () => {
    const { admin, connection } = await tenant();
    const old = connection.token;
    expect((await sendWith(old, '5511930000001', 'antes')).status).toBe(200);

    const renewed = await admin.request<ConnectionTokenResponse>('POST', `/whatsapp/${connection.id}/token`);
    expect(renewed.status).toBe(200);
    expect(renewed.body.token).toMatch(/^[\w-]{43}$/);
    expect(renewed.body.token).not.toBe(old);

    const refused = await sendWith(old, '5511930000001', 'depois');
    expect([refused.status, refused.body['error']]).toEqual([401, 'ERR_NOT_AUTHENTICATED']);
    expect((await sendWith(renewed.body.token, '5511930000001', 'com o novo')).status).toBe(200);
    expect((await admin.request<ConnectionRecord>('GET', `/whatsapp/${connection.id}`)).body.token).toBe(renewed.body.token);
  });

  it('refuses plain users, and keeps the token of another company out of reach', async () => {
    const first = await tenant();
    const second = await tenant();
    expect(errorOf(await first.user.request('POST', `/whatsapp/${first.connection.id}/token`))).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(errorOf(await second.admin.request('POST', `/whatsapp/${first.connection.id}/token`))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    // Neither refusal changed the token.
    expect((await sendWith(first.connection.token, '5511930000002', 'ainda vale')).status).toBe(200);
  });

  it('answers bad input with ERR_VALIDATION and the field, and an unknown id with ERR_NO_WAPP_FOUND', async () => {
    const { admin } = await tenant();
    for (const id of ['abc', '-3', '0', '1.5', '99999999999999999999']) {
      const bad = await admin.request<ApiErrorBody>('POST', `/whatsapp/${id}/token`);
      expect([id, bad.status, bad.body.error, bad.body.fields?.map((field) => field.path)]).toEqual([
        id,
        400,
        'ERR_VALIDATION',
        ['params.id'],
      ]);
    }
    expect(errorOf(await admin.request('POST', '/whatsapp/99999999/token'))).toEqual([404, 'ERR_NO_WAPP_FOUND']);
  });

  it('never gives a plain user a token: not in the list, the record, nor any live event', async () => {
    const { admin, user, userToken, companyId, connection } = await tenant();
    const socket = await connectSocket(server.url, userToken);
    sockets.push(socket);
    const events = [...['whatsapp', 'whatsappSession'].map((channel) => collect<unknown>(socket, `company-${companyId}-${channel}`))];

    const list = await user.request<ConnectionRecord[]>('GET', '/whatsapp');
    const one = await user.request<ConnectionRecord>('GET', `/whatsapp/${connection.id}`);
    expect([list.body.map((record) => record.token), one.body.token]).toEqual([[''], '']);

    const renamed = await admin.request('PUT', `/whatsapp/${connection.id}`, { name: 'Renamed' });
    expect(renamed.status).toBe(200);
    const renewed = await admin.request<ConnectionTokenResponse>('POST', `/whatsapp/${connection.id}/token`);
    await admin.request('DELETE', `/whatsappsession/${connection.id}`);
    await expect.poll(() => events[0]?.length).toBeGreaterThan(0);

    const seen = JSON.stringify([events, list.body, one.body]);
    expect(seen).not.toContain(connection.token);
    expect(seen).not.toContain(renewed.body.token);
  });
});
