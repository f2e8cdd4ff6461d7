import { expect, type Page } from '@playwright/test';
import { MENU_ENTRIES, type MenuEntry } from '../../desktop/src/renderer/features/layout/menuDefinition.ts';

/** The screens of the menu's own definition that the signed-in user's side menu shows. */
export async function screensInMenu(page: Page): Promise<MenuEntry[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  const campaigns = page.getByTestId('menu-group-campaigns');
  if ((await campaigns.count()) > 0 && (await campaigns.getAttribute('aria-expanded')) !== 'true') {
    await campaigns.click();
  }
  const shown: MenuEntry[] = [];
  for (const entry of MENU_ENTRIES) {
    if ((await menu.getByTestId(`menu-item-${entry.id}`).count()) > 0) {
      shown.push(entry);
    }
  }
  return shown;
}

/** Goes to a screen and waits until its heading rendered (the lazy chunk arrived). */
export async function openScreen(page: Page, entry: MenuEntry): Promise<void> {
  await page.goto(`/#${entry.path}`);
  await expect(page.locator('main h1').first()).toBeAttached();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** A list screen's add button (the list kit names it `<screen>-add`), absent elsewhere. */
export function addButtonOf(page: Page, entry: MenuEntry) {
  return page.getByTestId(`${entry.id}-add`);
}

/**
 * Opens a screen of the Campaigns group from the side menu, as a user does. The group may already be
 * open (its state is remembered), and a click during its opening animation can miss, so the steps are
 * tried again until the screen shows.
 */
export async function openCampaignsMenuItem(page: Page, item: string, screenTestId: string): Promise<void> {
  const group = page.getByTestId('menu-group-campaigns');
  await expect(async () => {
    if ((await group.getAttribute('aria-expanded')) !== 'true') {
      await group.click();
    }
    await page.getByTestId(`menu-item-${item}`).click({ timeout: 2_000 });
    await expect(page.getByTestId(screenTestId)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
