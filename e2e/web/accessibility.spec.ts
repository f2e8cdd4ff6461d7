import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { signInAndWaitForTickets } from './fixtures.ts';
import { addButtonOf, openScreen, screensInMenu } from './menuScreens.ts';

/**
 * axe (WCAG 2.1 A and AA) on every screen the admin's menu shows, taken from the menu's own
 * definition, in the light and the dark theme, with each list screen's record dialog open too.
 * One sign-in and one page for the whole walk, so CI stays quick.
 */
test('every screen of the menu, and each list screen dialog, has no serious or critical axe violation in either theme', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto('/#/login');
  await expect(page.getByTestId('login-language')).toBeVisible();
  expect(await seriousViolations(page), 'sign-in page').toEqual([]);

  await page.addInitScript(() => localStorage.setItem('cshow', 'true'));
  await signInAndWaitForTickets(page);
  const screens = await screensInMenu(page);
  expect(screens.length).toBeGreaterThan(5);

  const found: Record<string, unknown> = {};
  for (const theme of ['light', 'dark'] as const) {
    if ((await page.getByTestId('app-root').getAttribute('data-theme')) !== theme) {
      await page.getByTestId('theme-toggle').click();
      await expect(page.getByTestId('app-root')).toHaveAttribute('data-theme', theme);
    }
    for (const screen of screens) {
      await openScreen(page, screen);
      const onScreen = await seriousViolations(page);
      if (onScreen.length > 0) {
        found[`${theme} ${screen.id}`] = onScreen;
      }
      const add = addButtonOf(page, screen);
      if ((await add.count()) > 0) {
        await add.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        const inDialog = await seriousViolations(page, '[role="dialog"]');
        if (inDialog.length > 0) {
          found[`${theme} ${screen.id} dialog`] = inDialog;
        }
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
  }
  expect(found).toEqual({});
});
