import { randomBytes } from 'node:crypto';
import { addMonths } from '@balcao/shared';
import { expect, test } from './test.ts';
import { E2E_EFI_CONTROL_PORT, E2E_PAYMENT_PROVIDER } from '../constants.ts';
import { adminApi } from './adminApi.ts';
import { seriousViolations } from './axe.ts';
import { signIn } from './fixtures.ts';
import { e2eDatabase, hashPassword } from './inboxUsers.ts';

/** A company on a 3-day trial (due three days from today, UTC) with one admin, straight in the database. */
async function trialCompany(name: string): Promise<{ companyId: number; email: string; password: string; dueDate: string }> {
  const client = await e2eDatabase();
  try {
    const plan = await client.query<{ id: number }>(
      `insert into plans (name, users, connections, queues, value) values ($1, 5, 1, 1, 49.9) returning id`,
      [`Plano ${name}`],
    );
    const company = await client.query<{ id: number; due: string }>(
      `insert into companies (name, email, plan_id, status, due_date, recurrence)
       values ($1, $2, $3, true, (now() at time zone 'utc')::date + 3, 'MENSAL') returning id, to_char(due_date, 'YYYY-MM-DD') as due`,
      [name, `billing-${Date.now()}@example.test`, plan.rows[0]?.id],
    );
    const companyId = Number(company.rows[0]?.id);
    const password = `Bil-${randomBytes(6).toString('hex')}-9`;
    const email = `admin-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
    await client.query(`insert into users (company_id, name, email, password_hash, profile) values ($1, $2, $3, $4, 'admin')`, [
      companyId,
      `Admin of ${name}`,
      email,
      await hashPassword(password),
    ]);
    return { companyId, email, password, dueDate: String(company.rows[0]?.due) };
  } finally {
    await client.end();
  }
}

/**
 * The trial page counts the days left; the daily job makes the invoice; the admin pays it by Pix in
 * the checkout; when the payment is confirmed the open checkout shows the success toast with the new
 * due date and goes home. With the Efí stand-in (the default of the e2e server) the payer pays at the
 * provider, which fires the signed webhook; with static Pix the super user confirms the payment.
 */
test('a trial company sees its days left, pays the invoice the job made, and the open checkout shows the payment', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const company = await trialCompany(`Floricultura ${Date.now() % 100_000}`);
  await signIn(page, company);
  await page.goto('/#/subscription');
  await expect(page.getByTestId('subscription-days')).toHaveText(/\b3\b/);
  await expect(page.getByTestId('subscription-checkout')).toBeEnabled();
  expect(await seriousViolations(page), 'subscription page').toEqual([]);

  const root = await adminApi(request);
  const run = (await root.call('post', '/invoices/generate')) as { created: number };
  expect(run.created).toBeGreaterThanOrEqual(1);

  await page.goto('/#/financeiro');
  const row = page.locator('[data-testid^="invoice-row-"]').first();
  await expect(row).toBeVisible();
  const invoiceId = Number((await row.getAttribute('data-testid'))?.replace('invoice-row-', ''));
  await expect(page.getByTestId(`invoice-status-${invoiceId}`)).toContainText(/open|aberto|abierta/i);

  expect(await seriousViolations(page), 'invoices page').toEqual([]);
  await page.getByTestId(`invoice-pay-${invoiceId}`).click();
  const dialog = page.getByTestId('checkout-dialog');
  await dialog.getByTestId('checkout-next').click();
  await expect(dialog.getByTestId('checkout-firstName')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'checkout data step').toEqual([]);
  await dialog.getByTestId('checkout-firstName').fill('Marta');
  await dialog.getByTestId('checkout-address2').fill('Rua das Flores, 12');
  await dialog.getByTestId('checkout-city').fill('Olinda');
  await dialog.getByTestId('checkout-zipcode').fill('53000-000');
  await dialog.getByTestId('checkout-next').click();
  await dialog.getByTestId('checkout-next').click();
  await expect(dialog.getByTestId('checkout-review')).toContainText('Marta');
  const charged = page.waitForResponse((response) => response.url().endsWith('/subscription') && response.request().method() === 'POST');
  await dialog.getByTestId('checkout-next').click();
  const charge = (await (await charged).json()) as { txid: string; provider: string };
  expect(charge.provider).toBe(E2E_PAYMENT_PROVIDER);
  await expect(dialog.getByTestId('qr-image')).toBeVisible();
  await expect(dialog.getByTestId('checkout-brcode')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expect(dialog.getByTestId('checkout-value')).toContainText('49,90');
  expect(await seriousViolations(page, '[role="dialog"]'), 'checkout Pix step').toEqual([]);

  if (E2E_PAYMENT_PROVIDER === 'efi') {
    const paid = await request.post(`http://127.0.0.1:${E2E_EFI_CONTROL_PORT}/pay/${charge.txid}`);
    expect(await paid.json()).toEqual({ status: 200, body: { ok: true, settled: 1 } });
  } else {
    await root.call('post', `/invoices/${invoiceId}/confirm`, { endToEndId: `E2E${Date.now()}` });
  }
  await expect(page.getByTestId('toast-payment-success')).toBeVisible();
  await expect(page.getByTestId('toast-payment-success')).toContainText(addMonths(company.dueDate, 1).split('-').reverse().join('/'));
  await expect(page).toHaveURL(/#\/$/, { timeout: 10_000 });
  await page.goto('/#/financeiro');
  await expect(page.getByTestId(`invoice-status-${invoiceId}`)).toContainText(/paid|paga|pagada/i);
});
