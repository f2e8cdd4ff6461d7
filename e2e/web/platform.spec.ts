import { addMonths, type CompanyRecord, type PlanRecord } from '@balcao/shared';
import { expect, test, type APIRequestContext } from './test.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

async function superHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

function isoInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const shown = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The whole first visit: the plan from the public list, the account, the sign-in, and the trial the
 * server set (3 days, whatever the form could have sent): the warning under the top bar and the
 * subscription page both count them.
 */
test('a visitor signs up on a plan, signs in and sees the trial page with 3 days left', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now() % 1_000_000;
  const headers = await superHeaders(request);
  const planned = await request.post('/plans', {
    headers,
    data: { name: `Plano Visitante ${suffix}`, users: 3, connections: 1, queues: 2, value: 79.9, useKanban: true },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const plan = (await planned.json()) as PlanRecord;
  const email = `visitante-${suffix}@example.test`;

  await page.goto('/#/login');
  await page.getByTestId('login-signup-link').click();
  await expect(page.getByTestId('page-signup')).toBeVisible();
  await page.getByTestId('signup-name').fill(`Padaria ${suffix}`);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-phone').fill('11987654321');
  await expect(page.getByTestId('signup-phone')).toHaveValue('(11) 98765-4321');
  await page.getByTestId('signup-password').fill('Senha-boa-1');
  const option = page.getByTestId('signup-plan').locator(`option[value="${plan.id}"]`);
  await expect(option).toContainText('R$ 79,90');
  await page.getByTestId('signup-plan').selectOption(String(plan.id));
  await page.getByTestId('signup-submit').click();

  await expect(page).toHaveURL(/#\/login$/);
  await signIn(page, { email, password: 'Senha-boa-1' });
  await expect(page).toHaveURL(/#\/tickets$/);
  await expect(page.getByTestId('page-tickets')).toBeVisible();
  await expect(page.getByTestId('subscription-warning')).toHaveAttribute('data-days', '3');

  await page.goto('/#/subscription');
  await expect(page.getByTestId('subscription-days')).toHaveText(/\b3\b/);
  await expect(page.getByTestId('subscription-email')).toContainText(email);
  await expect(page.getByTestId('page-subscription')).toContainText(plan.name);
});

test('the super user finds a company by its tinted row, renews it and sees the due date move a month', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now() % 1_000_000;
  const headers = await superHeaders(request);
  const plans = (await (await request.get('/plans/all', { headers })).json()) as PlanRecord[];
  const dueDate = isoInDays(2);
  const created = await request.post('/companies', {
    headers,
    data: { name: `Mercado ${suffix}`, email: `mercado-${suffix}@example.test`, planId: plans[0]!.id, dueDate, recurrence: 'MENSAL' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = (await created.json()) as CompanyRecord;

  await signIn(page);
  await expect(page).toHaveURL(/#\/tickets$/);
  await page.goto('/#/settings');
  await page.getByTestId('settings-tab-companies').click();
  await page.getByTestId('companies-search').fill(company.name);
  const row = page.getByTestId(`company-row-${company.name}`);
  await expect(row).toHaveAttribute('data-tint', 'orange');
  await expect(page.getByTestId(`company-due-${company.name}`)).toContainText(shown(dueDate));

  await page.getByTestId(`company-renew-${company.name}`).click();
  const renewed = addMonths(dueDate, 1);
  await expect(page.getByTestId(`company-due-${company.name}`)).toContainText(shown(renewed));
  await expect(row).toHaveAttribute('data-tint', 'none');
});
