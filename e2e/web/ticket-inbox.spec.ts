import { expect, test, type APIRequestContext, type Browser, type Page } from './test.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';
import { createAttendants, type Attendant } from './inboxUsers.ts';

type OutboxEntry = { to: string; kind: string; body: string; filename?: string; mimetype?: string; ack: number };

/** A 1×1 PNG. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { companyId: number } };
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };
  return { call, headers, companyId: user.companyId };
}

async function attendantPage(browser: Browser, attendant: Attendant): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await signIn(page, attendant);
  await expect(page).toHaveURL(/#\/tickets$/);
  await expect(page.getByTestId('page-tickets')).toBeVisible();
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-realtime', 'connected');
  return page;
}

/**
 * The whole inbox on the real server: a contact writes to a sandbox number, the attendant of its
 * queue sees the ticket arrive live under Waiting, accepts it, answers with text and an image (the
 * sandbox phone sends both and the ticks advance), adds a note and a tag, closes it and finds it under
 * Closed, then through the Search tab's tag filter. An attendant outside the queue who opens the
 * ticket is refused.
 */
test('a ticket from a simulated inbound message through accept, replies, note, tag and close', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now() % 100_000;
  const { call, headers, companyId } = await adminApi(request);
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  const queue = await call('post', '/queue', {
    name: `Atendimento ${suffix}`,
    color: `#c${String(suffix).padStart(5, '0')}`.slice(0, 7),
    orderQueue: 1,
  });
  const queueId = Number(queue?.['id']);
  const connection = await call('post', '/whatsapp', { name: `Inbox ${suffix}`, provider: 'sandbox', queueIds: [queueId] });
  const connectionId = Number(connection?.['id']);
  await call('post', `/sandbox/${connectionId}/scan`);
  const tagName = `VIP ${suffix}`;
  await call('post', '/tags', { name: tagName, color: '#7B1FA2' });
  const [attendant, outsider] = await createAttendants(companyId, [
    { name: 'Beatriz', email: `beatriz.${suffix}@balcao.local`, queueIds: [queueId] },
    { name: 'Otávio', email: `otavio.${suffix}@balcao.local`, queueIds: [] },
  ]);
  if (!attendant || !outsider) {
    throw new Error('attendants not created');
  }

  const page = await attendantPage(browser, attendant);
  await page.getByRole('tab', { name: /Waiting/ }).click();
  const pending = page.getByTestId('ticket-list-pending');

  // The contact writes: the ticket shows up live in Waiting.
  const from = `55119${String(suffix).padStart(8, '0')}`;
  await call('post', `/sandbox/${connectionId}/inbound`, { from, name: 'Carla Souza', body: 'Olá, preciso de ajuda com meu pedido' });
  const item = pending.getByRole('listitem', { name: 'Carla Souza' });
  await expect(item).toBeVisible();
  await expect(item.getByTestId('ticket-last-message')).toHaveText('Olá, preciso de ajuda com meu pedido');
  await expect(item.getByTestId('ticket-queue')).toContainText(`Atendimento ${suffix}`);
  await expect(item.getByTestId('ticket-unread')).toHaveText('1');
  // The bell counts the unread ticket.
  await expect(page.getByTestId('notifications-count')).toHaveText('1');

  // Clicking a waiting ticket opens nothing; Accept opens it.
  await item.click();
  await expect(page).toHaveURL(/#\/tickets$/);
  await page.getByRole('button', { name: 'Accept the ticket of Carla Souza' }).click();
  await expect(page).toHaveURL(/#\/tickets\/[0-9a-f-]{36}$/);
  const uuid = /#\/tickets\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  const conversation = page.getByTestId('ticket-conversation');
  await expect(conversation).toBeVisible();
  await expect(conversation.getByText('Olá, preciso de ajuda com meu pedido')).toBeVisible();
  // Read once open: the bell empties.
  await expect(page.getByTestId('notifications-count')).toHaveCount(0);
  await page.getByRole('tab', { name: /Attending/ }).click();
  await expect(page.getByTestId('ticket-list-open').getByRole('listitem', { name: 'Carla Souza' })).toBeVisible();

  // A text reply reaches the phone, and its ticks advance to read.
  const outbox = async () => (await (await request.get(`/sandbox/${connectionId}/outbox`, { headers })).json()) as OutboxEntry[];
  await page.getByRole('textbox', { name: 'Message' }).fill('Claro! Qual é o número do pedido?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(async () => (await outbox()).find((sent) => sent.body.includes('Qual é o número do pedido?'))?.to).toBe(from);
  await expect(conversation.getByTestId('ack-read').first()).toBeVisible();

  // An image reply too.
  await page.getByLabel('Attach file').setInputFiles({ name: 'pedido.png', mimeType: 'image/png', buffer: PIXEL });
  const attachDialog = page.getByRole('dialog', { name: 'Send files' });
  await expect(attachDialog).toBeVisible();
  await attachDialog.getByRole('button', { name: 'Send' }).click();
  await expect(attachDialog).toBeHidden();
  await expect(conversation.getByRole('img', { name: 'Image sent in the conversation' })).toBeVisible();
  await expect.poll(async () => (await outbox()).find((sent) => sent.kind === 'media')?.mimetype).toBe('image/png');
  await expect.poll(async () => (await outbox()).every((sent) => sent.ack === 3)).toBe(true);

  // A note.
  await page.getByRole('textbox', { name: 'New note' }).fill('Cliente prefere contato à tarde');
  await page.getByRole('button', { name: 'Add note' }).click();
  // The list item, not the text box: the note's live event can show it before the answer clears the box.
  await expect(
    page.getByRole('region', { name: 'Notes' }).getByRole('listitem').filter({ hasText: 'Cliente prefere contato à tarde' }),
  ).toBeVisible();

  // A tag.
  await page.getByRole('combobox', { name: 'Tags' }).pressSequentially(tagName.slice(0, 3));
  await page.getByRole('option', { name: tagName }).click();
  await expect
    .poll(async () => ((await call('get', `/tickets/u/${uuid}`))?.['tags'] as { name: string }[]).map(({ name }) => name))
    .toEqual([tagName]);

  // Closing goes back to the list; the ticket is under Closed.
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByTestId('ticket-close-confirm').getByRole('button', { name: 'Close ticket' }).click();
  await expect(page).toHaveURL(/#\/tickets$/);
  await expect(page.getByTestId('ticket-list-open').getByRole('listitem', { name: 'Carla Souza' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page.getByTestId('ticket-list-closed').getByRole('listitem', { name: 'Carla Souza' })).toBeVisible();

  // The Search tab finds it by its tag.
  await page.getByRole('tab', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Filter by tags' }).click();
  const filtered = page.waitForResponse((response) => response.url().includes('/tickets?') && response.url().includes('tags='));
  await page.getByRole('menuitemcheckbox', { name: tagName }).click();
  expect(((await (await filtered).json()) as { tickets: { uuid: string }[] }).tickets.map((ticket) => ticket.uuid)).toEqual([uuid]);
  await expect(page.getByTestId('ticket-list-search').getByRole('listitem', { name: 'Carla Souza' })).toBeVisible();

  // An attendant outside the queue is refused.
  const other = await attendantPage(browser, outsider);
  await other.goto(`/#/tickets/${uuid}`);
  await expect(other.getByTestId('toast-unauthorized')).toHaveText('Access not allowed');
  await expect(other).toHaveURL(/#\/tickets$/);
});
