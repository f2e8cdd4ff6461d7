import { expect, test } from './test.ts';
import { adminApi } from './adminApi.ts';
import { signIn } from './fixtures.ts';
import { scanQr } from './scanQr.ts';

/**
 * Two-factor sign-in on the real server: a user enrols from their profile by scanning the QR code
 * (the test reads the image and computes the code from its secret), signs out, signs in with the
 * password and then a code; the admin finds the enrolment in the audit log tab of /settings.
 */
test('a user enrols in two-factor sign-in by scanning the QR, signs in with a code, and the admin sees it in the audit log', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { call } = await adminApi(request);
  const email = `dois.fatores.${Date.now() % 1_000_000}@balcao.local`;
  const password = 'Segredo-123';
  await call('post', '/users', { name: 'Dora Dois Fatores', email, password, profile: 'user' });

  const userContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await userContext.newPage();
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/#\/tickets$/);

  await page.getByTestId('profile-menu').click();
  await page.getByTestId('profile-open').click();
  const profile = page.getByTestId('profile-modal');
  await expect(profile.getByTestId('two-factor-state')).toHaveText(/off/i);
  await profile.getByTestId('two-factor-start').click();
  await expect(profile.getByTestId('qr-image')).toBeVisible();
  const totp = await scanQr(page);
  expect(totp.label).toBe(email);
  await profile.getByTestId('two-factor-code').fill(totp.generate());
  await profile.getByTestId('two-factor-enable').click();
  await expect(profile.getByTestId('two-factor-recovery-codes').locator('li')).toHaveCount(10);
  await profile.getByTestId('two-factor-recovery-done').click();
  await expect(profile.getByTestId('two-factor-state')).toHaveText(/on/i);
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await page.getByTestId('profile-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/#\/login$/);

  // The password alone no longer opens a session: the code step follows.
  await signIn(page, { email, password });
  await expect(page.getByTestId('two-factor-step')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByTestId('two-factor-code').fill(totp.generate());
  await page.getByTestId('two-factor-verify').click();
  await expect(page).toHaveURL(/#\/tickets$/, { timeout: 30_000 });
  await userContext.close();

  // The admin reads the enrolment in the audit log tab.
  const adminContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin);
  await expect(admin).toHaveURL(/#\/tickets$/);
  await admin.goto('/#/settings');
  await admin.getByTestId('settings-tab-audit').click();
  await expect(admin.getByTestId('page-audit')).toBeVisible();
  await admin.getByTestId('audit-action-filter').selectOption('auth.two_factor_enabled');
  const row = admin.locator('[data-action="auth.two_factor_enabled"]').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Dora Dois Fatores');
  await adminContext.close();
});
