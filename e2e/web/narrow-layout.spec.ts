import { expect, test, type Page } from './test.ts';
import { signInAndWaitForTickets } from './fixtures.ts';

const fitsTheWindow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('at 400 px nothing is wider than the window and the account menu stays on screen, even while reconnecting', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await signInAndWaitForTickets(page);
  expect(await fitsTheWindow(page)).toBe(true);
  await expect(page.getByTestId('profile-menu')).toBeInViewport({ ratio: 1 });

  await context.setOffline(true);
  await expect(page.getByTestId('realtime-status')).toBeVisible({ timeout: 20_000 });
  expect(await fitsTheWindow(page)).toBe(true);
  await expect(page.getByTestId('profile-menu')).toBeInViewport({ ratio: 1 });
  await context.setOffline(false);
});

for (const width of [400, 1280]) {
  test(`the queue dialog's order field stays inside the dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAndWaitForTickets(page);
    await page.goto('/#/queues');
    await page.getByTestId('queues-add').click();
    const dialog = await page.getByRole('dialog').boundingBox();
    const order = await page.getByTestId('queue-order').boundingBox();
    expect(dialog && order && order.x + order.width <= dialog.x + dialog.width).toBe(true);
    expect(await fitsTheWindow(page)).toBe(true);
  });
}
