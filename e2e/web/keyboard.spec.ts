import { expect, test, type Locator, type Page } from './test.ts';
import { E2E_ADMIN } from './fixtures.ts';
import { createAttendants } from './inboxUsers.ts';
import { addButtonOf, openScreen, screensInMenu } from './menuScreens.ts';

/** Most Tab presses any control here should need. */
const MAX_TABS = 80;

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const focused = (page: Page) => page.locator(':focus');

/** A close asks first: the confirmation takes focus, and Tab and Enter confirm it. */
async function confirmCloseWithKeyboard(page: Page): Promise<void> {
  const confirm = page.getByTestId('ticket-close-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm.locator(':focus')).toHaveCount(1);
  await tabTo(page, confirm.getByRole('button', { name: 'Close ticket' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
}

/** The accessible names of a ticket list's rows, in list order. */
async function ticketNames(list: Locator): Promise<string[]> {
  return list.getByRole('listitem').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
}

/** Focus is on the list's row that took the place of the ticket of `leaving` (its name's start). */
async function expectFocusOnNextTicket(page: Page, list: Locator, before: string[], leaving: string): Promise<void> {
  const at = before.findIndex((name) => name.startsWith(leaving));
  expect(at, `${leaving} in ${before.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const rest = before.filter((_name, index) => index !== at);
  const next = rest[Math.min(at, rest.length - 1)] ?? '';
  const contact = next.split(':')[0] ?? '';
  await expect(focused(page)).toHaveAttribute('role', 'listitem');
  await expect(focused(page)).toHaveAttribute('aria-label', new RegExp(`^${contact}:`));
  expect(await list.locator(':focus').count(), 'focus is inside the list').toBe(1);
}

/**
 * Sign-in, accept, reply, close and transfer with the keyboard alone, checking where focus lands
 * after each step: the page heading after sign-in and after a move to another screen, Skip to
 * content as the first Tab stop, the message box after Accept, the next ticket after a close and
 * after a transfer (the list when it is empty), the opener after the transfer and profile dialogs.
 */
test('sign-in, accept, reply, close and transfer by keyboard, with focus where the user is after each step', async ({ page, request }) => {
  test.setTimeout(180_000);
  const suffix = Date.now() % 100_000;
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  const { token, user } = (await login.json()) as { token: string; user: { companyId: number } };
  const headers = { authorization: `Bearer ${token}` };
  const send = async (method: 'post' | 'put', url: string, data: object) => {
    const response = await request[method](url, { headers, data });
    expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };
  expect((await request.put('/settings/scheduleType', { headers, data: { value: 'disabled' } })).status()).toBeLessThan(300);
  const colour = (n: number) => `#${String((suffix * 7 + n) % 1_000_000).padStart(6, '0')}`;
  const queue = await send('post', '/queue', { name: `Teclado ${suffix}`, color: colour(1), orderQueue: 1 });
  // Where the second ticket is transferred: not one of the attendant's queues, so it leaves their list.
  const elsewhere = await send('post', '/queue', { name: `Outra ${suffix}`, color: colour(2), orderQueue: 2 });
  const connection = await send('post', '/whatsapp', { name: `Teclado ${suffix}`, provider: 'sandbox', queueIds: [Number(queue['id'])] });
  const connectionId = Number(connection['id']);
  await send('post', `/sandbox/${connectionId}/scan`, {});
  const [attendant] = await createAttendants(user.companyId, [
    { name: 'Tereza', email: `tereza.${suffix}@balcao.local`, queueIds: [Number(queue['id'])] },
  ]);
  if (!attendant) {
    throw new Error('attendant not created');
  }

  // Sign in: type, Tab, type, Enter. Focus lands on the page's heading; Skip to content is the first Tab stop.
  await page.goto('/#/login');
  await tabTo(page, page.getByTestId('login-email'));
  await page.keyboard.type(attendant.email);
  await tabTo(page, page.getByTestId('login-password'));
  await page.keyboard.type(attendant.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/tickets$/);
  // The page's chunk may take a while on a loaded machine; focus moves once its heading is there.
  await expect(page.getByTestId('page-tickets')).toBeVisible({ timeout: 30_000 });
  await expect(focused(page)).toHaveText('Tickets');
  await expect(focused(page)).toHaveJSProperty('tagName', 'H1');
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-realtime', 'connected');
  // A key brought the user here: the heading shows its focus ring.
  await expect(focused(page)).not.toHaveCSS('outline-style', 'none');
  // The first Tab on the page is Skip to content, even though focus starts on the heading.
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText('Skip to content');
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveText('Tickets');
  // From there on, Tab goes on into the page.
  await page.keyboard.press('Tab');
  await expect(focused(page)).not.toHaveText('Skip to content');

  // Three contacts write; the attendant accepts the first by keyboard, the others are taken over for them.
  const contacts = ['Rui Teclas', 'Bia Setas', 'Caio Enter'];
  for (const [index, name] of contacts.entries()) {
    await send('post', `/sandbox/${connectionId}/inbound`, {
      from: `55118${String(suffix * 10 + index).padStart(8, '0')}`,
      name,
      body: `Bom dia ${index}`,
    });
  }
  const ticketIdOf = async (name: string): Promise<number> => {
    let id = 0;
    await expect
      .poll(async () => {
        const response = await request.get(`/tickets?showAll=true&status=pending&searchParam=${encodeURIComponent(name)}`, { headers });
        const { tickets } = (await response.json()) as { tickets: { id: number }[] };
        id = tickets[0]?.id ?? 0;
        return id;
      })
      .toBeGreaterThan(0);
    return id;
  };
  const others = [await ticketIdOf('Bia Setas'), await ticketIdOf('Caio Enter')];

  // Tabs are one Tab stop; arrows move between them.
  await tabTo(page, page.getByRole('tab', { name: /Attending/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Waiting/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const ticket = page
    .getByTestId('ticket-list-pending')
    .getByRole('listitem', { name: /Rui Teclas: Bom dia 0, .*, 1 unread message, waiting/ });
  await tabTo(page, ticket);
  await tabTo(page, ticket.getByRole('button', { name: 'Accept the ticket of Rui Teclas' }));
  await page.keyboard.press('Enter');

  // Accepted: focus is in the message box; Enter sends the reply.
  const messageBox = page.getByRole('textbox', { name: 'Message' });
  await expect(messageBox).toBeFocused();
  await page.keyboard.type('Olá, Rui! Em que posso ajudar?');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-list')).toContainText('Olá, Rui! Em que posso ajudar?');

  for (const id of others) {
    await send('put', `/tickets/${id}`, { status: 'open', userId: attendant.id });
  }
  const attending = page.getByTestId('ticket-list-open');
  await expect(attending.getByRole('listitem')).toHaveCount(3);

  // Closed: focus is on the ticket that took its place.
  let before = await ticketNames(attending);
  const conversation = page.getByTestId('ticket-conversation');
  await tabTo(page, conversation.getByRole('button', { name: 'Close', exact: true }));
  await page.keyboard.press('Enter');
  await confirmCloseWithKeyboard(page);
  await expect(page).toHaveURL(/#\/tickets$/);
  await expect(attending.getByRole('listitem')).toHaveCount(2);
  await expectFocusOnNextTicket(page, attending, before, 'Rui Teclas');

  // Enter opens the focused ticket; the transfer dialog, closed with Escape, gives focus back to Transfer.
  const next = (await focused(page).getAttribute('aria-label'))?.split(':')[0] ?? '';
  await page.keyboard.press('Enter');
  await expect(conversation).toContainText(next);
  const transfer = conversation.getByRole('button', { name: 'Transfer', exact: true });
  await tabTo(page, transfer);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Transfer ticket' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(transfer).toBeFocused();

  // Transferred to another queue: it leaves the list, and focus is on the ticket that took its place.
  before = await ticketNames(attending);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const queueField = dialog.getByRole('combobox', { name: 'Queue' });
  await tabTo(page, queueField);
  await queueField.selectOption({ label: `Outra ${suffix}` });
  await tabTo(page, dialog.getByRole('button', { name: 'Transfer', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(attending.getByRole('listitem')).toHaveCount(1);
  await expectFocusOnNextTicket(page, attending, before, next);
  expect(Number(elsewhere['id'])).toBeGreaterThan(0);

  // The last one closed from its row: the list is empty now, so focus is on the list itself.
  const last = attending.getByRole('listitem');
  await tabTo(page, last.getByRole('button', { name: /^Close/ }));
  await page.keyboard.press('Enter');
  await confirmCloseWithKeyboard(page);
  await expect(attending.getByRole('listitem')).toHaveCount(0);
  await expect(attending).toBeFocused();

  // The profile dialog, opened from the account menu, gives focus back to the account button.
  const account = page.getByTestId('profile-menu');
  await tabTo(page, account, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.getByTestId('profile-open').press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(account).toBeFocused();

  // Another screen from the menu: focus is on its heading.
  // The menu is one Tab stop (its current item); arrows move within it.
  await tabTo(page, page.getByTestId('menu-item-tickets'));
  const quickReplies = page.getByTestId('menu-item-quick-messages');
  for (let presses = 0; presses < 10 && !(await quickReplies.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(quickReplies).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/quick-messages$/);
  await expect(focused(page)).toHaveJSProperty('tagName', 'H1');
  await expect(focused(page)).toHaveText('Quick replies');
  await expect(focused(page)).not.toHaveCSS('outline-style', 'none');

  // The same move with the pointer: focus is on the heading, without a focus ring.
  await page.getByTestId('menu-item-tickets').click();
  await expect(page).toHaveURL(/#\/tickets$/);
  await expect(focused(page)).toHaveText('Tickets');
  await expect(focused(page)).toHaveCSS('outline-style', 'none');
});

/** Arriving on the tickets page (a reload, with no key or click yet): the first Tab is Skip to content, and the heading wears no ring. */
test('the first Tab stop of a freshly opened page is the skip link', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByTestId('login-email').fill(E2E_ADMIN.email);
  await page.getByTestId('login-password').fill(E2E_ADMIN.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/#\/tickets$/);
  await page.reload();
  await expect(focused(page)).toHaveText('Tickets', { timeout: 30_000 });
  await expect(focused(page)).toHaveCSS('outline-style', 'none');
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText('Skip to content');
});

/**
 * On every list screen of the menu: focus is on the heading on arrival, and the record dialog closed
 * with Escape gives focus back to its add button. Then, on the tags screen, the dialogs of a row:
 * saved, cancelled and confirmed, each returns focus to what opened it (the heading when the row went).
 */
test('closing any record dialog or delete confirmation returns focus to the control that opened it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#/login');
  await page.getByTestId('login-email').fill(E2E_ADMIN.email);
  await page.getByTestId('login-password').fill(E2E_ADMIN.password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/#\/tickets$/);
  const listScreens = [];
  for (const screen of await screensInMenu(page)) {
    await openScreen(page, screen);
    await expect(focused(page), `${screen.id} heading`).toHaveText(await page.locator('main h1').first().innerText());
    const add = addButtonOf(page, screen);
    if ((await add.count()) === 0) {
      continue;
    }
    listScreens.push(screen.id);
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(add, screen.id).toBeFocused();
  }
  expect(listScreens.length).toBeGreaterThan(3);

  const name = `Foco ${Date.now() % 100_000}`;
  await page.goto('/#/tags');
  const add = page.getByTestId('tags-add');
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(add, 'after Save').toBeFocused();

  const edit = page.getByRole('button', { name: `Edit ${name}` });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(edit, 'after Cancel').toBeFocused();

  // A delete confirmation is an alert dialog.
  const remove = page.getByRole('button', { name: `Delete ${name}` });
  const confirmation = page.getByRole('alertdialog');
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeVisible();
  await tabTo(page, confirmation.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(confirmation).toHaveCount(0);
  await expect(remove, 'after a declined delete').toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirmation).toBeVisible();
  await tabTo(page, page.getByTestId('tag-delete-confirm-confirm'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`tag-row-${name}`)).toHaveCount(0);
  // The opener went with its row: focus is on the page's heading, not lost.
  await expect(focused(page), 'after a delete').toHaveText(await page.locator('main h1').first().innerText());
});
