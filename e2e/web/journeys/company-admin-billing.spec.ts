import { addMonths, type CheckoutResponse, type PlanRecord, type SignupResponse } from '@balcao/shared';
import { expect, test } from '../test.ts';
import { E2E_EFI_CONTROL_PORT, E2E_PAYMENT_PROVIDER, E2E_WALKER } from '../../constants.ts';
import { adminApi } from '../adminApi.ts';
import { signIn } from '../fixtures.ts';

/** dd/mm/yyyy, as the screens show a date. */
const shown = (date: string) => date.split('-').reverse().join('/');
const PASSWORD_RULE = /(At least|Pelo menos|Al menos) 8/;

/**
 * A new company admin from the sign-up page to a paid invoice: the password rule is the reset's
 * (five characters are refused first), the company's first invoice exists at once, due at the
 * trial's end, and paying it at the provider (the Efí stand-in plays the payer's bank) marks it
 * paid and moves the due date a month.
 */
test('a company admin signs up, finds the invoice due at the trial’s end, pays it by Pix and sees it paid', async ({ page, request }) => {
  test.setTimeout(180_000);
  const suffix = Date.now() % 1_000_000;
  // The world: a plan the platform sells (the journey is not about plans).
  const { call } = await adminApi(request, E2E_WALKER);
  const plan = (await call('post', '/plans', {
    name: `Plano Jornada ${suffix}`,
    users: 3,
    connections: 1,
    queues: 2,
    value: 59.9,
  })) as PlanRecord;
  const email = `jornada-${suffix}@example.test`;
  const password = 'Padaria-Boa-1';

  await page.goto('/#/login');
  await page.getByTestId('login-signup-link').click();
  await expect(page.getByTestId('page-signup')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('signup-name').fill(`Padaria Jornada ${suffix}`);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-phone').fill('11987654321');
  await page.getByTestId('signup-plan').selectOption(String(plan.id));
  await page.getByTestId('signup-password').fill('abc12');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('page-signup')).toContainText(PASSWORD_RULE);
  await expect(page).toHaveURL(/#\/signup/);

  await page.getByTestId('signup-password').fill(password);
  const signedUp = page.waitForResponse(
    (response) => response.url().includes('/companies/cadastro') && response.request().method() === 'POST',
  );
  await page.getByTestId('signup-submit').click();
  const { dueDate } = (await (await signedUp).json()) as SignupResponse;
  await expect(page).toHaveURL(/#\/login$/, { timeout: 30_000 });

  await signIn(page, { email, password });
  await expect(page).toHaveURL(/#\/tickets$/, { timeout: 30_000 });
  await expect(page.getByTestId('subscription-warning')).toHaveAttribute('data-days', '3');
  await page.getByTestId('menu-item-financeiro').click();
  const row = page.locator('[data-testid^="invoice-row-"]');
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  const invoiceId = Number((await row.getAttribute('data-testid'))?.replace('invoice-row-', ''));
  await expect(row).toContainText(shown(dueDate));
  await expect(row).toContainText('59,90');
  await expect(page.getByTestId(`invoice-status-${invoiceId}`)).toContainText(/open|aberta|abierta/i);

  await page.getByTestId(`invoice-pay-${invoiceId}`).click();
  const dialog = page.getByTestId('checkout-dialog');
  await dialog.getByTestId('checkout-firstName').fill('Paula');
  await dialog.getByTestId('checkout-address2').fill('Rua do Forno, 7');
  await dialog.getByTestId('checkout-city').fill('Recife');
  await dialog.getByTestId('checkout-zipcode').fill('50000-000');
  await dialog.getByTestId('checkout-next').click();
  await expect(dialog).toContainText(shown(dueDate));
  await dialog.getByTestId('checkout-next').click();
  await expect(dialog.getByTestId('checkout-review')).toContainText('Paula');
  const charged = page.waitForResponse((response) => response.url().endsWith('/subscription') && response.request().method() === 'POST');
  await dialog.getByTestId('checkout-next').click();
  const charge = (await (await charged).json()) as CheckoutResponse;
  await expect(dialog.getByTestId('checkout-value')).toContainText('59,90', { timeout: 30_000 });
  await expect(dialog.getByTestId('checkout-brcode')).toHaveValue(/^000201/);

  // The payer pays at the bank: the provider then notifies the platform.
  if (E2E_PAYMENT_PROVIDER === 'efi') {
    const paid = await request.post(`http://127.0.0.1:${E2E_EFI_CONTROL_PORT}/pay/${charge.txid}`);
    expect(await paid.json()).toEqual({ status: 200, body: { ok: true, settled: 1 } });
  } else {
    await call('post', `/invoices/${invoiceId}/confirm`, { endToEndId: `E2E${Date.now()}` });
  }
  const moved = addMonths(dueDate, 1);
  await expect(page.getByTestId('toast-payment-success')).toContainText(shown(moved), { timeout: 30_000 });
  await expect(page).toHaveURL(/#\/$/, { timeout: 15_000 });

  await page.getByTestId('menu-item-financeiro').click();
  await expect(page.getByTestId(`invoice-status-${invoiceId}`)).toContainText(/paid|paga|pagada/i, { timeout: 30_000 });
  await expect(page.getByTestId('subscription-warning')).toHaveCount(0);
});
