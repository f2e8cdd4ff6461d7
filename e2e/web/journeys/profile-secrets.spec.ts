import { expect, test, type Locator, type Page } from '../test.ts';
import { E2E_WALKER } from '../../constants.ts';
import { adminApi } from '../adminApi.ts';
import { signIn } from '../fixtures.ts';
import { scanQr } from '../scanQr.ts';

const WRONG_CODE = /code is not right|Código incorreto|Código incorrecto/i;
const WRONG_PASSWORD = /password is not right|senha não está correta|contraseña no es correcta/i;
const PASSWORD_RULE = /(At least|Pelo menos|Al menos) 8/;

/** Still signed in: the profile dialog is open on the same page, and the sign-in page never came. */
async function stillSignedIn(page: Page, profile: Locator): Promise<void> {
  await expect(profile).toBeVisible();
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.getByTestId('profile-menu')).toBeVisible();
}

/**
 * The profile's secrets typed wrong: a wrong first code when setting two-factor up, a wrong code
 * when renewing the recovery codes, a wrong password when turning it off, and a new password that
 * breaks the rule. Each is said where it was typed and the user stays signed in; the right values
 * then work in the same session.
 */
test('a user mistypes every secret of the profile and is told why, without being signed out', async ({ browser, request }) => {
  test.setTimeout(180_000);
  // The world: the user who signs in (the journey is not about creating users).
  const { call } = await adminApi(request, E2E_WALKER);
  const email = `segredos.${Date.now() % 1_000_000}@balcao.local`;
  const password = 'Segredo-456';
  await call('post', '/users', { name: 'Sara Segredos', email, password, profile: 'user' });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/#\/tickets$/, { timeout: 30_000 });

  await page.getByTestId('profile-menu').click();
  await page.getByTestId('profile-open').click();
  const profile = page.getByTestId('profile-modal');

  // A new password that breaks the rule is refused in the form.
  await profile.getByTestId('profile-password').fill('abc12');
  await profile.getByTestId('profile-save').click();
  await expect(profile).toContainText(PASSWORD_RULE);
  await profile.getByTestId('profile-password').fill('');

  // Two-factor set-up with a wrong first code.
  await profile.getByTestId('two-factor-start').click();
  await expect(profile.getByTestId('qr-image')).toBeVisible({ timeout: 30_000 });
  const totp = await scanQr(page);
  await profile.getByTestId('two-factor-code').fill('000000');
  await profile.getByTestId('two-factor-enable').click();
  await expect(profile).toContainText(WRONG_CODE, { timeout: 30_000 });
  await stillSignedIn(page, profile);
  await profile.getByTestId('two-factor-code').fill(totp.generate());
  await profile.getByTestId('two-factor-enable').click();
  await expect(profile.getByTestId('two-factor-recovery-codes').locator('li')).toHaveCount(10, { timeout: 30_000 });
  await profile.getByTestId('two-factor-recovery-done').click();
  await expect(profile.getByTestId('two-factor-state')).toHaveText(/^(On|Ligado|Activado)$/);

  // Renewing the recovery codes with a wrong code.
  await profile.getByTestId('two-factor-renew').click();
  await profile.getByTestId('two-factor-code').fill('111111');
  await profile.getByTestId('two-factor-confirm').click();
  await expect(profile).toContainText(WRONG_CODE, { timeout: 30_000 });
  await stillSignedIn(page, profile);
  await profile.getByTestId('two-factor-cancel').click();

  // Turning it off with a wrong password (and a right code).
  await profile.getByTestId('two-factor-off').click();
  await profile.getByTestId('two-factor-password').fill('not-my-password');
  await profile.getByTestId('two-factor-code').fill(totp.generate());
  await profile.getByTestId('two-factor-confirm').click();
  await expect(profile).toContainText(WRONG_PASSWORD, { timeout: 30_000 });
  await stillSignedIn(page, profile);
  await expect(profile.getByTestId('two-factor-state')).toHaveText(/^(On|Ligado|Activado)$/);

  // The session is the same one: the menu still opens screens that need it.
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await page.getByTestId('menu-item-contacts').click();
  await expect(page).toHaveURL(/#\/contacts$/);
  await expect(page.getByTestId('page-contacts')).toBeVisible({ timeout: 30_000 });
  // Arrived by a click, the focused page heading wears no focus ring; arrived by a key, it does.
  const focused = page.locator(':focus');
  await expect(focused).toHaveJSProperty('tagName', 'H1');
  await expect(focused).toHaveCSS('outline-style', 'none');
  await page.getByTestId('menu-item-tickets').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/tickets$/);
  await expect(page.getByTestId('page-tickets')).toBeVisible({ timeout: 30_000 });
  await expect(focused).toHaveJSProperty('tagName', 'H1');
  await expect(focused).not.toHaveCSS('outline-style', 'none');
  await context.close();
});
