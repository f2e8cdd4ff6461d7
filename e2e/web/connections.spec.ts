import { expect, test } from './test.ts';
import { signInAndWaitForTickets } from './fixtures.ts';

/**
 * The sandbox provider plays the phone: a new sandbox connection shows a QR code, "Simulate
 * scan" pairs it, and the row turns online from live events alone (no reload). Needs a server
 * that offers the sandbox (`GET /whatsapp/providers` lists it).
 */
test('a sandbox connection pairs live: add it, see its QR code, simulate the scan, the row turns online', async ({ page }) => {
  await signInAndWaitForTickets(page);
  await page.getByTestId('menu-item-connections').click();
  await expect(page.getByTestId('page-connections')).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));

  const name = `Sandbox ${Date.now() % 100_000}`;
  await page.getByTestId('connections-add').click();
  const modal = page.getByTestId('connection-modal');
  await expect(modal).toBeVisible();
  await page.getByTestId('connection-name').fill(name);
  await expect(page.getByTestId('connection-provider').locator('option[value="sandbox"]')).toHaveCount(1);
  await page.getByTestId('connection-provider').selectOption('sandbox');
  await page.getByTestId('connection-save').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId(`connection-row-${name}`)).toBeVisible();

  // The QR button shows once the session reaches the qrcode status.
  await page.getByTestId(`connection-qr-${name}`).click();
  const dialog = page.getByTestId('qr-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('qr-image')).toBeVisible();
  await expect(page.getByTestId('qr-image')).toHaveAttribute('src', /^data:image\/svg\+xml/);

  await page.getByTestId('sandbox-scan').click();
  await expect(dialog).toBeHidden();
  const status = page.getByTestId(`connection-status-${name}`);
  await expect(status).toHaveAttribute('data-status', 'CONNECTED');
  await expect(status).toHaveText('Online');
  expect(loads).toBe(0);
});
