import { expect, test } from './test.ts';
import { E2E_ADMIN, signIn, signInAndWaitForTickets } from './fixtures.ts';

test('the seeded admin signs in and lands on the tickets page inside the app shell', async ({ page }) => {
  await signInAndWaitForTickets(page);
  await expect(page.getByTestId('menu-item-tickets')).toBeVisible();
  await expect(page.getByTestId('menu-item-connections')).toBeVisible();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
});

test('a wrong password shows the translated error and stays on the login page', async ({ page }) => {
  await signIn(page, { email: E2E_ADMIN.email, password: 'not-the-password' });
  await expect(page.getByText(/invalid (email|e-mail) or password|authentication error|check your credentials/i).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});

test('logging out lands on the login page, and the old session is gone after a reload', async ({ page }) => {
  await signInAndWaitForTickets(page);
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto('/#/tickets');
  await expect(page).toHaveURL(/#\/login$/);
});

test('a second sign-in of the same user tells the first page that the account was used elsewhere', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const firstPage = await first.newPage();
    await signInAndWaitForTickets(firstPage);
    // The announcement reaches sessions whose socket is live: wait until the first one is.
    await expect(firstPage.getByTestId('top-bar')).toHaveAttribute('data-realtime', 'connected');

    const secondPage = await second.newPage();
    await signInAndWaitForTickets(secondPage);

    // The notice shows at once; after the reload (1 s) the login page repeats why the session ended.
    await expect(firstPage).toHaveURL(/#\/login$/, { timeout: 15_000 });
    await expect(firstPage.getByTestId('account-elsewhere-notice')).toContainText(
      /accessed on another computer|acessada em outro computador/,
    );
    await expect(secondPage.getByTestId('page-tickets')).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});
