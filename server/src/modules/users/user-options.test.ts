import type { ApiErrorBody, UserOptionRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { newQueue, signedInUser, type SignedIn } from '../../../test/inbox.ts';

let server: TestServer;
let admin: HttpClient;
let sales: { id: number; name: string };
let support: { id: number; name: string };
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  const companyId = (await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD)).user.companyId;
  sales = await newQueue(admin, 'Vendas');
  support = await newQueue(admin, 'Suporte');
  ana = await signedInUser(server, companyId, { queueIds: [sales.id] });
  bruno = await signedInUser(server, companyId, { queueIds: [sales.id, support.id] });
  carla = await signedInUser(server, companyId, { queueIds: [support.id] });
  const other = await createCompany(server.db.em);
  await signedInUser(server, other.id, { profile: 'admin' });
});
afterAll(async () => {
  await server.stop();
});

async function listed(client: HttpClient, query = ''): Promise<UserOptionRecord[]> {
  const response = await client.request<UserOptionRecord[]>('GET', `/users/list${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('GET /users/list', () => {
  it('gives an admin every user of their company, with their queues, and nobody of another company', async () => {
    const users = await listed(admin);
    expect(users.map(({ id }) => id).sort((a, b) => a - b)).toEqual(
      [users.find(({ profile }) => profile === 'admin')?.id, ana.user.id, bruno.user.id, carla.user.id].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(users.find(({ id }) => id === bruno.user.id)?.queues.map(({ name }) => name)).toEqual(['Suporte', 'Vendas']);
  });

  it('gives anyone else every user of their company too, with the queues each works, whether or not they share one', async () => {
    const all = (await listed(admin)).map(({ id }) => id).sort((a, b) => a - b);
    for (const attendant of [ana, bruno, carla]) {
      expect((await listed(attendant.http)).map(({ id }) => id).sort((a, b) => a - b)).toEqual(all);
    }
    // Ana (Vendas) finds Carla (Suporte only), her queue beside her name.
    expect((await listed(ana.http)).find(({ id }) => id === carla.user.id)?.queues.map(({ name }) => name)).toEqual(['Suporte']);
  });

  it('ignores a companyId of the query and refuses a malformed one', async () => {
    expect(await listed(ana.http, '?companyId=999')).toHaveLength(4);
    const refused = await ana.http.request<ApiErrorBody>('GET', '/users/list?companyId=abc');
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.map(({ path }) => path)).toEqual(['query.companyId']);
  });
});
