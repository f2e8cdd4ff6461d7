import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '../test.ts';
import { E2E_ADMIN, signIn } from '../fixtures.ts';

type OutboxEntry = { to: string; body: string };
type Person = { id: number; name: string; email: string; password: string };

/** What a loaded 2-core machine may take for the server to answer and the socket to carry it. */
const SERVER = { timeout: 30_000 };

/** The admin's calls that set up the world the attendants work in (not what the journey is about). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put' | 'delete', url: string, data?: object) => {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
  };
  return { call };
}

async function signedIn(browser: Browser, person: Person): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await signIn(page, person);
  await expect(page).toHaveURL(/#\/tickets$/, SERVER);
  await expect(page.getByTestId('page-tickets')).toBeVisible(SERVER);
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-realtime', 'connected', SERVER);
  return { context, page };
}

/**
 * Two attendants of different queues through a working day, each in their own browser: a contact
 * writes; Ana (Sales) accepts, answers with `/shortcut` + Enter (the quick reply, its variable filled,
 * reaches the phone, never the shortcut), sees the offline state while her network is down and loses
 * no message under it; she writes to Bruno (Support) in the internal chat, finding him though they
 * share no queue, and hands him the ticket by name. A contact renamed by Bruno, on the contacts screen
 * and then in the contact panel, changes the ticket's row and header for whoever shows it, live. Bruno
 * finds the ticket in Support and closes it after confirming, and the farewell message reaches the phone.
 */
test('two attendants of different queues chat, hand a ticket over by name and close it with confirmation', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const suffix = Date.now() % 100_000;
  const { call } = await adminApi(request);

  // The world: two queues, a sandbox number feeding Sales with a farewell message, a quick reply, two attendants.
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  await call('put', '/settings/userRating', { value: 'disabled' });
  const sales = await call('post', '/queue', { name: `Vendas ${suffix}`, color: '#1E88E5', orderQueue: 1 });
  const support = await call('post', '/queue', { name: `Suporte ${suffix}`, color: '#43A047', orderQueue: 2 });
  const salesId = Number(sales?.['id']);
  const supportId = Number(support?.['id']);
  const connection = await call('post', '/whatsapp', {
    name: `Loja ${suffix}`,
    provider: 'sandbox',
    queueIds: [salesId],
    complationMessage: 'Atendimento encerrado. Até logo, {{firstName}}!',
  });
  const connectionId = Number(connection?.['id']);
  await call('post', `/sandbox/${connectionId}/scan`);
  const shortcode = `saud${suffix}`;
  await call('post', '/quick-messages', { shortcode, message: 'Olá {{firstName}}, em que posso ajudar?', geral: true });
  const person = async (name: string, queueId: number): Promise<Person> => {
    const data = { name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@balcao.local`, password: 'Atende-bem-1' };
    const created = await call('post', '/users', { ...data, profile: 'user', queueIds: [queueId] });
    return { id: Number(created?.['id']), ...data };
  };
  const ana = await person(`Ana ${suffix}`, salesId);
  const bruno = await person(`Bruno ${suffix}`, supportId);
  const outbox = async () => ((await call('get', `/sandbox/${connectionId}/outbox`)) as unknown as OutboxEntry[]).map(({ body }) => body);

  const a = await signedIn(browser, ana);
  const b = await signedIn(browser, bruno);

  // A contact writes: the ticket waits in Sales, and Ana accepts it.
  const from = `55117${String(suffix).padStart(8, '0')}`;
  const contact = `Carla Souza ${suffix}`;
  await call('post', `/sandbox/${connectionId}/inbound`, { from, name: contact, body: 'Oi, vocês entregam no sábado?' });
  await a.page.getByRole('tab', { name: /Waiting/ }).click();
  await expect(a.page.getByTestId('ticket-list-pending').getByRole('listitem', { name: contact })).toBeVisible(SERVER);
  await a.page.getByRole('button', { name: `Accept the ticket of ${contact}` }).click();
  const aConversation = a.page.getByTestId('ticket-conversation');
  await expect(aConversation.getByText('Oi, vocês entregam no sábado?')).toBeVisible(SERVER);

  // `/shortcut` + Enter puts the quick reply in the box; Enter again sends it, its variable filled by the server.
  const box = a.page.getByRole('textbox', { name: 'Message' });
  await box.pressSequentially(`/${shortcode}`);
  await expect(a.page.getByRole('listbox', { name: 'Quick replies' })).toBeVisible();
  await box.press('Enter');
  await expect(box).toHaveValue('Olá {{firstName}}, em que posso ajudar?');
  await expect(a.page.getByRole('listbox', { name: 'Quick replies' })).toBeHidden();
  await box.press('Enter');
  await expect.poll(async () => (await outbox()).some((body) => body.includes('Olá Carla, em que posso ajudar?')), SERVER).toBe(true);
  expect((await outbox()).some((body) => body.includes(shortcode))).toBe(false);
  const lastMessage = aConversation.getByText('em que posso ajudar?').last();
  await expect(lastMessage).toBeVisible(SERVER);

  // The network goes: the offline state shows at once, under the last message rather than over it; it clears on reconnect.
  await a.context.setOffline(true);
  await expect(a.page.getByTestId('top-bar')).toHaveAttribute('data-realtime', 'reconnecting', { timeout: 5_000 });
  await expect(a.page.getByTestId('realtime-status')).toBeVisible();
  await expect(a.page.getByTestId('offline-banner')).toBeVisible();
  await expect(lastMessage).toBeInViewport();
  await a.context.setOffline(false);
  await expect(a.page.getByTestId('top-bar')).toHaveAttribute('data-realtime', 'connected', SERVER);
  await expect(a.page.getByTestId('offline-banner')).toBeHidden();

  // Ana writes to Bruno in the internal chat: he is offered though they share no queue, his queue beside his name.
  await a.page.getByTestId('menu-item-chats').click();
  await expect(a.page.getByTestId('page-chats')).toBeVisible(SERVER);
  await a.page.getByTestId('chat-add').click();
  const chatDialog = a.page.getByTestId('chat-dialog');
  await chatDialog.getByTestId('chat-title').fill(`Entrega ${suffix}`);
  await chatDialog.getByTestId('chat-users').click();
  const brunoOption = a.page.getByTestId(`chat-user-${bruno.id}`);
  await expect(brunoOption).toHaveText(`${bruno.name} (Suporte ${suffix})`, SERVER);
  await brunoOption.click();
  await chatDialog.getByTestId('chat-title').click();
  await chatDialog.getByTestId('chat-save').click();
  await expect(chatDialog).toBeHidden(SERVER);
  await a.page.getByTestId('chat-input').fill('Bruno, vou te passar a Carla: é sobre entrega.');
  await a.page.getByTestId('chat-send').click();
  await expect(a.page.getByTestId('chat-messages')).toContainText('vou te passar a Carla', SERVER);

  // Bruno hears of it and reads it.
  await expect(b.page.getByTestId('chat-unread')).toBeVisible(SERVER);
  await b.page.getByTestId('menu-item-chats').click();
  await b.page.getByRole('button', { name: new RegExp(`Entrega ${suffix}`) }).click();
  await expect(b.page.getByTestId('chat-messages')).toContainText('vou te passar a Carla', SERVER);

  // Ana hands the ticket to Bruno by name: Support, his only queue, is chosen for her.
  await a.page.getByTestId('menu-item-tickets').click();
  await a.page.getByRole('tab', { name: /Attending/ }).click();
  await a.page.getByTestId('ticket-list-open').getByRole('listitem', { name: contact }).click();
  await expect(aConversation.getByTestId('conversation-contact-name')).toHaveText(contact, SERVER);

  // Meanwhile Bruno corrects the contact's name on the contacts screen: Ana's row and header follow, live.
  const corrected = `Carla Souza Lima ${suffix}`;
  await b.page.getByTestId('menu-item-contacts').click();
  await b.page.getByTestId('contacts-search').fill(from);
  await b.page.getByTestId(`contact-edit-${from}`).click();
  const contactModal = b.page.getByTestId('contact-modal');
  await contactModal.getByRole('textbox', { name: 'Name' }).fill(corrected);
  await contactModal.getByTestId('contact-save').click();
  await expect(contactModal).toBeHidden(SERVER);
  await expect(aConversation.getByTestId('conversation-contact-name')).toHaveText(corrected, SERVER);
  await expect(a.page.getByTestId('ticket-list-open').getByRole('listitem', { name: corrected })).toBeVisible(SERVER);
  await aConversation.getByRole('button', { name: 'Transfer', exact: true }).click();
  const transfer = a.page.getByRole('dialog', { name: 'Transfer ticket' });
  await transfer.getByRole('combobox', { name: 'User' }).selectOption({ label: `${bruno.name} (Suporte ${suffix})` });
  await expect(transfer.getByRole('combobox', { name: 'Queue' })).toHaveValue(String(supportId));
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(transfer).toBeHidden(SERVER);
  await expect(a.page.getByTestId('ticket-list-open').getByRole('listitem', { name: corrected })).toHaveCount(0, SERVER);

  // Bruno finds it in Support, under Attending, without reloading.
  await b.page.getByTestId('menu-item-tickets').click();
  await b.page.getByRole('tab', { name: /Attending/ }).click();
  const bRow = b.page.getByTestId('ticket-list-open').getByRole('listitem', { name: corrected });
  await expect(bRow).toBeVisible(SERVER);
  await expect(bRow.getByTestId('ticket-queue')).toContainText(`Suporte ${suffix}`);
  await bRow.click();
  const bConversation = b.page.getByTestId('ticket-conversation');
  await expect(bConversation.getByTestId('conversation-queue')).toHaveText(`Suporte ${suffix}`, SERVER);

  // He renames the contact in the contact panel: his ticket row and the header follow, live.
  const renamed = `Mariana Costa ${suffix}`;
  const panel = b.page.getByRole('complementary', { name: 'Contact details' });
  await panel.getByRole('button', { name: 'Edit contact' }).click();
  await panel.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(bConversation.getByTestId('conversation-contact-name')).toHaveText(renamed, SERVER);
  await expect(b.page.getByTestId('ticket-list-open').getByRole('listitem', { name: renamed })).toBeVisible(SERVER);

  // He closes it: the confirmation names the farewell message; once confirmed, it reaches the phone with the new name.
  await bConversation.getByRole('button', { name: 'Close', exact: true }).click();
  const confirm = b.page.getByTestId('ticket-close-confirm');
  await expect(confirm).toContainText(`The contact will receive the farewell message of Loja ${suffix}`, SERVER);
  expect((await outbox()).some((body) => body.startsWith('Atendimento encerrado'))).toBe(false);
  await confirm.getByRole('button', { name: 'Close ticket' }).click();
  await expect(b.page).toHaveURL(/#\/tickets$/, SERVER);
  await expect.poll(async () => (await outbox()).at(-1), SERVER).toBe('Atendimento encerrado. Até logo, Mariana!');

  await a.context.close();
  await b.context.close();
  // The plan's user and connection limits are shared with the specs that run later.
  await call('delete', `/users/${ana.id}`);
  await call('delete', `/users/${bruno.id}`);
  await call('delete', `/whatsapp/${connectionId}`);
});
