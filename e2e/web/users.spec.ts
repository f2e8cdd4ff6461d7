import { expect, test, type APIRequestContext } from './test.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return async (method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };
}

/**
 * The Users page on the real server: the admin creates an attendant with one queue in the dialog;
 * the attendant signs in in another browser and the waiting list shows that queue's ticket only.
 */
test('an admin creates a user with one queue, who then sees only that queue’s tickets', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100_000;
  const call = await adminApi(request);
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  // Two queues, each served by its own sandbox number, so each contact's ticket lands in one queue.
  const served: { queueName: string; connectionId: number }[] = [];
  for (const [index, name] of [`Vendas ${suffix}`, `Suporte ${suffix}`].entries()) {
    const queue = await call('post', '/queue', { name, color: `#${index}${String(suffix).padStart(5, '0')}`.slice(0, 7) });
    const connection = await call('post', '/whatsapp', { name: `Número ${name}`, provider: 'sandbox', queueIds: [Number(queue?.['id'])] });
    const connectionId = Number(connection?.['id']);
    await call('post', `/sandbox/${connectionId}/scan`);
    served.push({ queueName: name, connectionId });
  }
  const [sales, support] = served;
  if (!sales || !support) {
    throw new Error('queues not created');
  }
  await call('post', `/sandbox/${sales.connectionId}/inbound`, {
    from: `55118${String(suffix).padStart(8, '0')}`,
    name: 'Cliente Vendas',
    body: 'Quero comprar',
  });
  await call('post', `/sandbox/${support.connectionId}/inbound`, {
    from: `55117${String(suffix).padStart(8, '0')}`,
    name: 'Cliente Suporte',
    body: 'Preciso de ajuda',
  });

  // The admin adds the attendant on the Users page.
  const adminContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin);
  await expect(admin).toHaveURL(/#\/tickets$/);
  await admin.goto('/#/users');
  await expect(admin.getByTestId('page-users')).toBeVisible();
  await expect(admin.getByTestId(`user-row-${E2E_ADMIN.email}`)).toBeVisible();
  await admin.getByTestId('users-add').click();
  const dialog = admin.getByTestId('user-modal');
  const email = `lia.${suffix}@balcao.local`;
  await dialog.getByTestId('user-name').fill('Lia Vendas');
  await dialog.getByTestId('user-email').fill(email);
  await dialog.getByTestId('user-password').fill('Lia-secret-1');
  await dialog.getByTestId(`user-queue-${sales.queueName}`).click();
  await dialog.getByTestId('user-save').click();
  await expect(dialog).toBeHidden();
  const row = admin.getByTestId(`user-row-${email}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Lia Vendas');
  await expect(row).toContainText('User');

  // The attendant signs in elsewhere and waits on their queue's ticket only.
  const attendantContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const attendant = await attendantContext.newPage();
  await signIn(attendant, { email, password: 'Lia-secret-1' });
  await expect(attendant).toHaveURL(/#\/tickets$/);
  await attendant.getByRole('tab', { name: /Waiting/ }).click();
  const pending = attendant.getByTestId('ticket-list-pending');
  await expect(pending.getByRole('listitem', { name: 'Cliente Vendas' })).toBeVisible();
  await expect(pending.getByRole('listitem', { name: 'Cliente Suporte' })).toHaveCount(0);

  // Back on the Users page the admin sees the attendant online.
  await expect(admin.getByTestId(`user-status-${email}`)).toContainText('Online');

  await attendantContext.close();
  await adminContext.close();
});
