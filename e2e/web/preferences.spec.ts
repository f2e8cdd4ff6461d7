import { expect, test } from './test.ts';
import { signInAndWaitForTickets } from './fixtures.ts';

test('switching the language to Portuguese changes the menu text, and the account keeps it on another device', async ({
  page,
  browser,
}) => {
  await signInAndWaitForTickets(page);
  const ticketsItem = page.getByTestId('menu-item-tickets');
  const english = (await ticketsItem.innerText()).trim();
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-option-pt').click();
  await expect(ticketsItem).not.toHaveText(english);
  await expect(ticketsItem).toContainText('Atendimentos');
  await page.reload();
  await expect(page.getByTestId('menu-item-tickets')).toContainText('Atendimentos');

  const elsewhere = await (await browser.newContext()).newPage();
  await signInAndWaitForTickets(elsewhere);
  await expect(elsewhere.getByTestId('menu-item-tickets')).toContainText('Atendimentos');
  // The other tests read English: the account goes back to it.
  await elsewhere.getByTestId('language-picker').click();
  await elsewhere.getByTestId('language-option-en').click();
  await expect(elsewhere.getByTestId('menu-item-tickets')).toHaveText(english);
  await elsewhere.context().close();
});

test('the dark theme survives a reload', async ({ page }) => {
  await signInAndWaitForTickets(page);
  const theme = () => page.locator('html').getAttribute('data-theme');
  const before = await theme();
  await page.getByTestId('theme-toggle').click();
  const toggled = before === 'dark' ? 'light' : 'dark';
  await expect(page.locator('html')).toHaveAttribute('data-theme', toggled);
  if (toggled !== 'dark') {
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  }
  await page.reload();
  await expect(page.getByTestId('page-tickets')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
