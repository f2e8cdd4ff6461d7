import { expect, test } from './test.ts';
import { MailCatcher, resetCodeIn } from '../../server/test/mail-catcher.ts';
import { E2E_SMTP_PORT } from '../constants.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

let mail: MailCatcher;

test.beforeAll(async () => {
  mail = new MailCatcher();
  await mail.listen(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await mail.close();
});

/**
 * A user who forgot their password asks for a code on the sign-in page's link, reads it from the
 * e-mail (a real SMTP server on 127.0.0.1), sets a new password and signs in with it.
 */
test('a forgotten password is reset with the e-mailed code, and the user signs in with the new one', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `reset-${Date.now() % 1_000_000}@example.test`;
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const created = await request.post('/users', { headers, data: { name: 'Rita Reset', email, password: 'Old-Passw0rd' } });
  expect(created.status(), await created.text()).toBe(201);
  const userId = ((await created.json()) as { id: number }).id;

  try {
    await page.goto('/#/login');
    await page.getByTestId('login-forgot-link').click();
    await expect(page.getByTestId('page-forgetpsw')).toBeVisible();
    await page.getByTestId('forgetpsw-email').fill(email);
    await page.getByTestId('forgetpsw-submit').click();
    await expect(page.getByTestId('forgetpsw-sent')).toContainText(email);

    const code = resetCodeIn(await mail.next(email));
    await page.getByTestId('forgetpsw-code').fill(code);
    await page.getByTestId('forgetpsw-password').fill('New-Passw0rd-1');
    await page.getByTestId('forgetpsw-confirm').fill('New-Passw0rd-1');
    await page.getByTestId('forgetpsw-reset').click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByTestId('toast-password-updated')).toBeVisible();

    await signIn(page, { email, password: 'Old-Passw0rd' });
    await expect(page.getByTestId('toast-error')).toBeVisible();
    await signIn(page, { email, password: 'New-Passw0rd-1' });
    await expect(page).toHaveURL(/#\/tickets$/);
    await expect(page.getByTestId('page-tickets')).toBeVisible();
  } finally {
    await request.delete(`/users/${userId}`, { headers });
  }
});
