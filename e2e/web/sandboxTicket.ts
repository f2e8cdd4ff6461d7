import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './fixtures.ts';

export type AdminCall = (method: 'get' | 'post' | 'put' | 'delete', url: string, data?: object) => Promise<Record<string, unknown> | null>;

/**
 * An open ticket assigned to the e2e admin: a sandbox connection is paired and a contact writes to
 * it. `remove` deletes the connection afterwards, leaving the plan's connection limit to later specs.
 */
export async function sandboxTicket(request: APIRequestContext, contactName: string) {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const headers = { authorization: `Bearer ${token}` };
  const call: AdminCall = async (method, url, data) => {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };

  const suffix = Date.now() % 100_000;
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  const connection = await call('post', '/whatsapp', { name: `${contactName} ${suffix}`, provider: 'sandbox' });
  const connectionId = Number(connection?.['id']);
  await call('post', `/sandbox/${connectionId}/scan`);
  const from = `55118${String(suffix).padStart(8, '0')}`;
  await call('post', `/sandbox/${connectionId}/inbound`, { from, name: `${contactName} ${suffix}`, body: 'Vocês abrem sábado?' });
  const found = async () =>
    ((await call('get', `/tickets?showAll=true&searchParam=${from}`))?.['tickets'] as { id: number; uuid: string }[])[0];
  await expect.poll(found).toBeTruthy();
  const ticket = (await found()) as { id: number; uuid: string };
  await call('put', `/tickets/${ticket.id}`, { status: 'open', userId: user.id });

  /** The bodies the sandbox phone sent to the contact, oldest first. */
  const sentBodies = async () =>
    ((await call('get', `/sandbox/${connectionId}/outbox`)) as unknown as { body: string }[]).map(({ body }) => body);
  const remove = async () => {
    await call('delete', `/whatsapp/${connectionId}`);
  };
  return { ticket, sentBodies, remove };
}
