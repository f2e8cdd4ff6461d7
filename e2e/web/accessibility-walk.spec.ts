import { expect, test } from './test.ts';
import { E2E_WALKER } from '../constants.ts';
import { MENU_ENTRIES } from '../../desktop/src/renderer/features/layout/menuDefinition.ts';
import { seriousViolations } from './axe.ts';
import { signInAndWaitForTickets } from './fixtures.ts';
import { addButtonOf, openScreen, screensInMenu } from './menuScreens.ts';

/**
 * axe (WCAG 2.1 A and AA) on every screen the admin's menu shows, taken from the menu's own
 * definition, in the light and the dark theme, with each list screen's record dialog open too.
 * One sign-in and one page per theme, so CI stays quick. The walker, not the seeded admin, signs in:
 * these walks run alongside the other specs (playwright.config.ts).
 */
for (const theme of ['light', 'dark'] as const) {
  test(`every screen of the menu, and each list screen dialog, has no serious or critical axe violation in the ${theme} theme`, async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.addInitScript(() => localStorage.setItem('cshow', 'true'));
    await signInAndWaitForTickets(page, E2E_WALKER);
    const screens = await screensInMenu(page);
    // The walker is a super user of the seeded company, whose plan has every flag (e2e/global-setup.ts),
    // with `cshow` set: the menu offers every screen of its definition, and each one is walked.
    expect(screens.map(({ id }) => id)).toEqual(MENU_ENTRIES.map(({ id }) => id));
    if ((await page.getByTestId('app-root').getAttribute('data-theme')) !== theme) {
      await page.getByTestId('theme-toggle').click();
      await expect(page.getByTestId('app-root')).toHaveAttribute('data-theme', theme);
    }

    const found: Record<string, unknown> = {};
    for (const screen of screens) {
      await test.step(screen.id, async () => {
        await openScreen(page, screen);
        const onScreen = await seriousViolations(page);
        if (onScreen.length > 0) {
          found[screen.id] = onScreen;
        }
        const add = addButtonOf(page, screen);
        if ((await add.count()) > 0) {
          await add.click();
          await expect(page.getByRole('dialog')).toBeVisible();
          const inDialog = await seriousViolations(page, '[role="dialog"]');
          if (inDialog.length > 0) {
            found[`${screen.id} dialog`] = inDialog;
          }
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
        // Tabs of a screen that are list screens of their own.
        if (screen.id === 'settings') {
          await page.getByTestId('settings-tab-audit').click();
          await expect(page.getByTestId('audit-list')).toBeVisible();
          await expect(page.getByTestId('audit-skeleton')).toHaveCount(0);
          const onTab = await seriousViolations(page);
          if (onTab.length > 0) {
            found['settings audit log'] = onTab;
          }
        }
      });
    }
    expect(found).toEqual({});
  });
}
