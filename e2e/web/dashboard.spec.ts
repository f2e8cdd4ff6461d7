import { expect, test, type APIRequestContext, type Locator } from './test.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: number; name: string } };
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };
  return { call, user };
}

const numberIn = async (locator: Locator): Promise<number> => Number(await locator.textContent());

/**
 * Two contacts write to a sandbox number; the admin takes and closes both tickets through the API
 * while the dashboard is open on the last 3 days: the finished counter follows live, and both
 * charts and the attendants table count the admin's two attendances.
 */
test('the dashboard counts tickets closed through the sandbox, live, with both charts', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100_000;
  const { call, user } = await adminApi(request);
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  const connection = await call('post', '/whatsapp', { name: `Dashboard ${suffix}`, provider: 'sandbox' });
  const connectionId = Number(connection['id']);
  await call('post', `/sandbox/${connectionId}/scan`);

  await signIn(page);
  await expect(page).toHaveURL(/#\/tickets$/);
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-realtime', 'connected');
  await page.goto('/#/');
  await expect(page.getByTestId('page-dashboard')).toBeVisible();
  await page.getByTestId('dashboard-filter-days').selectOption('3');
  await page.getByTestId('dashboard-filter-apply').click();
  const finished = page.getByTestId('dashboard-counter-supportFinished-value');
  await expect(finished).toHaveText(/^\d+$/);
  const finishedBefore = await numberIn(finished);
  const adminRow = page.getByTestId(`dashboard-attendant-${user.id}`);
  await expect(adminRow).toBeVisible();

  for (const [index, name] of ['Diana Prado', 'Edson Lima'].entries()) {
    const from = `55219${String(suffix * 10 + index).padStart(8, '0')}`;
    await call('post', `/sandbox/${connectionId}/inbound`, { from, name, body: 'Bom dia, quero falar com alguém' });
    await expect
      .poll(async () => ((await call('get', `/tickets?showAll=true&searchParam=${from}`))['tickets'] as { id: number }[]).length)
      .toBe(1);
    const [ticket] = (await call('get', `/tickets?showAll=true&searchParam=${from}`))['tickets'] as { id: number }[];
    await call('put', `/tickets/${ticket?.id}`, { status: 'open', userId: user.id });
    await call('put', `/tickets/${ticket?.id}`, { status: 'closed' });
  }

  // The counters follow the ticket events without a reload.
  await expect(finished).toHaveText(String(finishedBefore + 2), { timeout: 20_000 });
  await expect(page.getByTestId('dashboard-counter-avgSupportTime-value')).toHaveText(/\d+ min/);

  // Both charts come with the filter: reload it to see the attendances per attendant and per day.
  await page.getByTestId('dashboard-filter-apply').click();
  const perUser = page.getByTestId('dashboard-chart-users');
  await expect(perUser.getByTestId('dashboard-chart-users-bars').locator('svg').first()).toBeVisible();
  const adminBar = page.getByTestId('dashboard-chart-users-table').getByRole('row', { name: user.name });
  await expect.poll(async () => Number(await adminBar.locator('td').textContent())).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('dashboard-chart-days-bars').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-chart-days-table').getByRole('row')).toHaveCount(4);
  await expect
    .poll(async () => Number((await page.getByTestId('dashboard-chart-days-total').textContent())?.replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(2);
  await expect.poll(async () => Number(await adminRow.locator('td').nth(3).textContent())).toBeGreaterThanOrEqual(2);
});
