import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, signInAndWaitForTickets } from './fixtures.ts';

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put' | 'delete', url: string, data?: object) => {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };
  return { call, userId: user.id };
}

/**
 * A contact writes to a sandbox number; the admin opens the ticket, types an answer and reloads
 * the page at once: the answer is still in the input. Sent, it goes out once and a reload shows an
 * empty input.
 */
test('a draft typed in a ticket survives a reload and is gone once sent', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100_000;
  const { call, userId } = await adminApi(request);
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  const connection = await call('post', '/whatsapp', { name: `Drafts ${suffix}`, provider: 'sandbox' });
  const connectionId = Number(connection?.['id']);
  await call('post', `/sandbox/${connectionId}/scan`);
  const from = `55118${String(suffix).padStart(8, '0')}`;
  await call('post', `/sandbox/${connectionId}/inbound`, { from, name: `Rita ${suffix}`, body: 'Vocês abrem sábado?' });
  const found = async () =>
    ((await call('get', `/tickets?showAll=true&searchParam=${from}`))?.['tickets'] as { id: number; uuid: string }[])[0];
  await expect.poll(found).toBeTruthy();
  const ticket = (await found()) as { id: number; uuid: string };
  await call('put', `/tickets/${ticket.id}`, { status: 'open', userId });

  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAndWaitForTickets(page);
  await page.goto(`/#/tickets/${ticket.uuid}`);
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();
  await input.fill('Abrimos sim, das 8h às 12h');

  await page.reload();
  await expect(input).toHaveValue('Abrimos sim, das 8h às 12h');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(input).toHaveValue('');
  const outbox = async () =>
    ((await call('get', `/sandbox/${connectionId}/outbox`)) as unknown as { body: string }[]).filter(({ body }) =>
      body.includes('Abrimos sim'),
    );
  await expect.poll(async () => (await outbox()).length).toBe(1);

  await page.reload();
  await expect(page.getByTestId('ticket-conversation').getByText(/Abrimos sim, das 8h às 12h/)).toBeVisible();
  await expect(input).toHaveValue('');

  await call('delete', `/whatsapp/${connectionId}`);
});
