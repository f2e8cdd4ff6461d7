import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './fixtures.ts';
import { createAttendants } from './inboxUsers.ts';
import { addButtonOf, openScreen, screensInMenu } from './menuScreens.ts';

/** Most Tab presses any control here should need. */
const MAX_TABS = 80;

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const focused = (page: Page) => page.locator(':focus');

/**
 * Sign-in, accept, reply and close with the keyboard alone, checking where focus lands after each
 * step; then on every list screen of the menu, open the record dialog and close it with Escape.
 */
test('sign-in, accept, reply and close by keyboard, with focus where the user is after each step', async ({ page, request }) => {
  test.setTimeout(180_000);
  const suffix = Date.now() % 100_000;
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  const { token, user } = (await login.json()) as { token: string; user: { companyId: number } };
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };
  expect((await request.put('/settings/scheduleType', { headers, data: { value: 'disabled' } })).status()).toBeLessThan(300);
  const queue = await post('/queue', {
    name: `Teclado ${suffix}`,
    color: `#a${String(suffix).padStart(5, '0')}`.slice(0, 7),
    orderQueue: 1,
  });
  const connection = await post('/whatsapp', { name: `Teclado ${suffix}`, provider: 'sandbox', queueIds: [Number(queue['id'])] });
  const connectionId = Number(connection['id']);
  await post(`/sandbox/${connectionId}/scan`, {});
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
  await expect(focused(page)).toHaveText('Tickets');
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-realtime', 'connected');
  // Back to the top of the document, where a Tab starts for someone arriving on the page.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
  });
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText('Skip to content');
  await page.keyboard.press('Enter');
  await expect(focused(page)).toHaveText('Tickets');

  // A contact writes; the attendant reaches the waiting ticket and its Accept button by Tab.
  await post(`/sandbox/${connectionId}/inbound`, { from: `55118${String(suffix).padStart(8, '0')}`, name: 'Rui Teclas', body: 'Bom dia' });
  // Tabs are one Tab stop; arrows move between them.
  await tabTo(page, page.getByRole('tab', { name: /Attending/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Waiting/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const ticket = page
    .getByTestId('ticket-list-pending')
    .getByRole('listitem', { name: /Rui Teclas: Bom dia, .*, 1 unread message, waiting/ });
  await tabTo(page, ticket);
  await tabTo(page, ticket.getByRole('button', { name: 'Accept the ticket of Rui Teclas' }));
  await page.keyboard.press('Enter');

  // Accepted: focus is in the message box; Enter sends the reply.
  const messageBox = page.getByRole('textbox', { name: 'Message' });
  await expect(messageBox).toBeFocused();
  await page.keyboard.type('Olá, Rui! Em que posso ajudar?');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message-list')).toContainText('Olá, Rui! Em que posso ajudar?');

  // Closed: the list is empty now, so focus is on the list itself.
  await tabTo(page, page.getByTestId('ticket-conversation').getByRole('button', { name: 'Close', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/tickets$/);
  await expect(page.getByTestId('ticket-list-open')).toBeFocused();
});

test('closing each list screen record dialog with the keyboard returns focus to its add button', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/#/login');
  await page.getByTestId('login-email').fill(E2E_ADMIN.email);
  await page.getByTestId('login-password').fill(E2E_ADMIN.password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/#\/tickets$/);
  const listScreens = [];
  for (const screen of await screensInMenu(page)) {
    await openScreen(page, screen);
    const add = addButtonOf(page, screen);
    if ((await add.count()) === 0) {
      continue;
    }
    listScreens.push(screen.id);
    await expect(focused(page)).toHaveText(await page.locator('main h1').first().innerText());
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(add, screen.id).toBeFocused();
  }
  expect(listScreens.length).toBeGreaterThan(3);
});
