import { expect, test } from './test.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

type OutboxEntry = { to: string; body: string };

/**
 * The admin switches "greeting on accept" on in Settings; the next ticket accepted from the inbox
 * greets the contact with the attendant's name, as the sandbox phone's outbox shows.
 */
test('switching sendGreetingAccepted on makes the next Accept greet the contact', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100_000;
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? {} : ((await response.json()) as Record<string, unknown>);
  };
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  await call('put', '/settings/sendGreetingAccepted', { value: 'disabled' });
  const queue = await call('post', '/queue', { name: `Greeting ${suffix}`, color: `#a${String(suffix).padStart(5, '0')}`.slice(0, 7) });
  const connection = await call('post', '/whatsapp', { name: `Greeting ${suffix}`, provider: 'sandbox', queueIds: [Number(queue['id'])] });
  const connectionId = Number(connection['id']);
  await call('post', `/sandbox/${connectionId}/scan`);
  const outbox = async () =>
    ((await (await request.get(`/sandbox/${connectionId}/outbox`, { headers })).json()) as OutboxEntry[]).map((sent) => sent.body);

  await signIn(page);
  await expect(page).toHaveURL(/#\/tickets$/);
  await page.goto('/#/settings');
  const option = page.getByTestId('setting-sendGreetingAccepted');
  await expect(option).toHaveValue('disabled');
  await option.selectOption('enabled');
  await expect(page.getByTestId('toast-success').getByText('Setting saved.')).toBeVisible();

  const from = `55118${String(suffix).padStart(8, '0')}`;
  await call('post', `/sandbox/${connectionId}/inbound`, { from, name: 'Dora Lima', body: 'Bom dia' });
  await page.goto('/#/tickets');
  await page.getByRole('tab', { name: /Waiting/ }).click();
  await page.getByRole('button', { name: 'Accept the ticket of Dora Lima' }).click();
  await expect.poll(async () => (await outbox()).join('\n'), { timeout: 15_000 }).toContain('agora vou prosseguir com o seu atendimento');
  expect((await outbox()).join('\n')).toContain('Dora Lima');
  // The tests after this one accept tickets without a greeting.
  await call('put', '/settings/sendGreetingAccepted', { value: 'disabled' });
});
