import { expect, test, type APIRequestContext } from './test.ts';
import { signInAndWaitForTickets } from './fixtures.ts';

type Outbox = { to: string; body: string; ack: number }[];

/**
 * A contact writes to a sandbox number that routes to two queues: the sandbox's outbox receives the
 * greeting and the numbered queue menu, and answering "2" sends the chosen queue's greeting.
 */
test('a simulated inbound message gets the greeting and the queue menu back', async ({ page, request }) => {
  await signInAndWaitForTickets(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token ?? ''}` };
  const suffix = Date.now() % 100_000;

  const api = async (method: 'post' | 'put', url: string, data?: object, client: APIRequestContext = request) => {
    const response = await client[method](url, { headers, data });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };

  await api('put', '/settings/scheduleType', { value: 'disabled' });
  const sales = await api('post', '/queue', {
    name: `Vendas ${suffix}`,
    color: `#a${String(suffix).padStart(5, '0')}`.slice(0, 7),
    orderQueue: 1,
  });
  const support = await api('post', '/queue', {
    name: `Suporte ${suffix}`,
    color: `#b${String(suffix).padStart(5, '0')}`.slice(0, 7),
    orderQueue: 2,
    greetingMessage: 'Você está na fila de suporte.',
  });
  const connection = await api('post', '/whatsapp', {
    name: `Menu ${suffix}`,
    provider: 'sandbox',
    greetingMessage: 'Olá {{firstName}}! Escolha uma opção:',
    queueIds: [sales?.['id'], support?.['id']],
  });
  const id = Number(connection?.['id']);
  await api('post', `/sandbox/${id}/scan`);

  await api('post', `/sandbox/${id}/inbound`, { from: '5511977776666', name: 'Carla Souza', body: 'oi' });
  const outbox = async () => (await (await request.get(`/sandbox/${id}/outbox`, { headers })).json()) as Outbox;
  await expect.poll(async () => (await outbox()).map((sent) => sent.body).join('\n')).toContain('Olá Carla! Escolha uma opção:');
  const menu = (await outbox()).map((sent) => sent.body).join('\n');
  expect(menu).toContain(`*[ 1 ]* - Vendas ${suffix}`);
  expect(menu).toContain(`*[ 2 ]* - Suporte ${suffix}`);

  await api('post', `/sandbox/${id}/inbound`, { from: '5511977776666', name: 'Carla Souza', body: '2' });
  await expect.poll(async () => (await outbox()).map((sent) => sent.body).join('\n')).toContain('Você está na fila de suporte.');
  await expect.poll(async () => (await outbox()).every((sent) => sent.to === '5511977776666')).toBe(true);
});
