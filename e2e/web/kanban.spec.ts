import { expect, test, type APIRequestContext, type Locator, type Page } from './test.ts';
import { E2E_ADMIN, signInAndWaitForTickets } from './fixtures.ts';

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { id: number } };
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };
  return { call, userId: user.id };
}

/** A pointer drag as a person makes it: press, move a little (the board starts dragging after 6 px), travel, release. */
async function drag(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) {
    throw new Error('card or lane not on screen');
  }
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + 24, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 12 });
  await page.mouse.up();
}

/**
 * The kanban on the real server: a contact writes to a sandbox number, the admin drags the ticket's
 * card from the untagged lane to a tag's lane, is told so, and the conversation shows the new tag;
 * dragging it back takes the tag away.
 */
test('dragging a ticket card to another lane changes the ticket’s tag', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100_000;
  const { call, userId } = await adminApi(request);
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  const laneName = `Em andamento ${suffix}`;
  const lane = await call('post', '/tags', { name: laneName, color: '#1565C0', kanban: true });
  const laneId = Number(lane?.['id']);
  const connection = await call('post', '/whatsapp', { name: `Kanban ${suffix}`, provider: 'sandbox' });
  const connectionId = Number(connection?.['id']);
  await call('post', `/sandbox/${connectionId}/scan`);
  const from = `55119${String(suffix).padStart(8, '0')}`;
  const contactName = `Kátia ${suffix}`;
  await call('post', `/sandbox/${connectionId}/inbound`, { from, name: contactName, body: 'Meu pedido chegou?' });
  const found = async () =>
    ((await call('get', `/tickets?showAll=true&searchParam=${from}`))?.['tickets'] as { id: number; uuid: string }[])[0];
  await expect.poll(found).toBeTruthy();
  const ticket = (await found()) as { id: number; uuid: string };
  await call('put', `/tickets/${ticket.id}`, { status: 'open', userId });

  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAndWaitForTickets(page);
  await page.goto('/#/kanban');
  const untagged = page.getByTestId('kanban-lane-none');
  const tagLane = page.getByTestId(`kanban-lane-${laneId}`);
  const card = untagged.getByTestId(`kanban-card-${ticket.id}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(contactName);
  await expect(card).toContainText('Meu pedido chegou?');
  await tagLane.scrollIntoViewIfNeeded();

  await drag(page, card, tagLane);
  await expect(page.getByTestId('toast-success')).toContainText(`Ticket moved to ${laneName}.`);
  const moved = tagLane.getByTestId(`kanban-card-${ticket.id}`);
  await expect(moved).toBeVisible();
  await expect(untagged.getByTestId(`kanban-card-${ticket.id}`)).toHaveCount(0);

  // The conversation shows the lane's tag.
  await moved.getByRole('button', { name: 'Open the ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`#/tickets/${ticket.uuid}$`));
  const conversation = page.getByTestId('ticket-conversation');
  await expect(conversation).toBeVisible();
  await expect(conversation.getByText(laneName, { exact: true })).toBeVisible();

  // Back on the board, dragging it to the untagged lane takes the tag away.
  await page.goto('/#/kanban');
  await expect(tagLane.getByTestId(`kanban-card-${ticket.id}`)).toBeVisible();
  await drag(page, tagLane.getByTestId(`kanban-card-${ticket.id}`), untagged);
  await expect(page.getByTestId('toast-success').last()).toContainText('Tag removed from the ticket.');
  await expect(untagged.getByTestId(`kanban-card-${ticket.id}`)).toBeVisible();
  await expect
    .poll(async () => ((await call('get', `/tickets/u/${ticket.uuid}`))?.['tags'] as { name: string }[]).map(({ name }) => name))
    .toEqual([]);
});
