import { expect, test, type Page } from '../test.ts';
import { signIn } from '../fixtures.ts';
import { sandboxTicket } from '../sandboxTicket.ts';

/** dd/mm/yyyy, as the screens show a date. */
const shown = (date: string) => date.split('-').reverse().join('/');

/** `YYYY-MM-DD`, `days` from today (UTC). */
function daysFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The settings tab of a super user, reached from the side menu. */
async function openSettingsTab(page: Page, tab: 'plans' | 'companies' | 'helps'): Promise<void> {
  await page.getByTestId('menu-item-settings').click();
  await expect(page.getByTestId('page-settings')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId(`settings-tab-${tab}`).click();
}

/**
 * The platform owner prepares what a new company meets, through the screens: a plan, the company on
 * it (its phone written with +55, 13 digits), a help video from a YouTube link and an announcement.
 * The company's admin signs in, reads the announcement and plays the video: the player's frame is
 * allowed by the content policy (the sandbox has no internet, so the video itself never loads: the
 * assertions are the frame's address and the absence of any policy violation), and Escape closes it.
 * The super admin then makes the company's first invoice from its row, and the admin finds it open
 * under Financeiro. The admin's forms refuse what the server would: a negative number in a setting
 * (named by its label, nothing saved) and a dashboard period whose From is after its To (an error
 * under To, no request that fails).
 * On the way: the favicon, and the ticket header at 1,366 px.
 */
test('a super admin sets up a plan, a company, a help video and an announcement that the company sees', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now() % 1_000_000;
  const plan = `Plano Jornada ${suffix}`;
  const company = `Ótica Jornada ${suffix}`;
  const adminEmail = `otica-${suffix}@example.test`;
  const adminPassword = 'Senha-forte-2026';
  const helpTitle = `Como conectar o WhatsApp ${suffix}`;
  const announcement = `Manutenção domingo ${suffix}`;
  const dueDate = daysFromToday(20);

  // The world: a conversation of the super admin's own company, for the layout check below.
  const ticket = await sandboxTicket(request, 'Joaquim Fernandes de Albuquerque');

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/icon/);

  try {
    await signIn(page);
    await expect(page).toHaveURL(/#\/tickets$/, { timeout: 30_000 });
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /favicon\.ico$/);

    // The ticket header keeps the contact's name readable at 1,366 px with the contact panel open.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByTestId('menu-item-tickets').click();
    await page.getByTestId(`ticket-item-${ticket.ticket.id}`).click();
    const headerName = page.getByTestId('conversation-contact-name');
    await expect(headerName).toContainText('Joaquim Fernandes', { timeout: 30_000 });
    expect((await headerName.boundingBox())?.width ?? 0).toBeGreaterThan(150);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A plan.
    await openSettingsTab(page, 'plans');
    await page.getByTestId('plans-add').click();
    const planDialog = page.getByTestId('plan-dialog');
    await planDialog.getByTestId('plan-name').fill(plan);
    await planDialog.getByTestId('plan-users').fill('3');
    await planDialog.getByTestId('plan-connections').fill('1');
    await planDialog.getByTestId('plan-queues').fill('2');
    await planDialog.getByTestId('plan-value').fill('99,90');
    await planDialog.getByTestId('plan-save').click();
    await expect(planDialog).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('plans-table')).toContainText(plan);

    // The company on it, with its first admin; the phone as people write it, with the country code.
    await page.getByTestId('settings-tab-companies').click();
    await page.getByTestId('companies-add').click();
    const companyDialog = page.getByTestId('company-dialog');
    await companyDialog.getByTestId('company-name').fill(company);
    await companyDialog.getByTestId('company-email').fill(adminEmail);
    await companyDialog.getByTestId('company-phone').fill('+55 11 98765-4321');
    await expect(companyDialog.getByTestId('company-phone')).toHaveValue('(11) 98765-4321');
    await expect(companyDialog).toContainText('(11) 98765-4321');
    await expect(companyDialog.getByTestId('company-planId').locator('option', { hasText: plan })).toHaveCount(1);
    await companyDialog.getByTestId('company-planId').selectOption({ label: plan });
    await companyDialog.getByTestId('company-dueDate').fill(dueDate);
    await companyDialog.getByTestId('company-password').fill(adminPassword);
    await companyDialog.getByTestId('company-save').click();
    await expect(companyDialog).toHaveCount(0, { timeout: 20_000 });

    // Its first invoice, made now from its row rather than by the nightly job: due on the company's due date.
    await expect(page.getByTestId(`company-due-${company}`)).toContainText(shown(dueDate), { timeout: 20_000 });
    await page.getByRole('button', { name: `Create an invoice for ${company}` }).click();
    await expect(page.getByTestId('toast-success').filter({ hasText: `Invoice for ${company} created` })).toContainText(
      `due on ${shown(dueDate)}`,
      { timeout: 20_000 },
    );

    // A help video from the link a user copies out of YouTube: the code is what is kept.
    await page.getByTestId('settings-tab-helps').click();
    await page.getByTestId('help-title').fill(helpTitle);
    await page.getByTestId('help-video-code').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s');
    await page.getByTestId('help-description').fill('Passo a passo para ler o QR code.');
    await page.getByTestId('help-save').click();
    await expect(page.getByTestId(`help-row-${helpTitle}`)).toContainText('dQw4w9WgXcQ', { timeout: 20_000 });

    // An announcement.
    await page.getByTestId('menu-item-announcements').click();
    await page.getByTestId('announcements-add').click();
    await page.getByTestId('announcement-title').fill(announcement);
    await page.getByTestId('announcement-text').fill('O sistema para domingo das 2h às 3h.');
    await page.getByTestId('announcement-priority').selectOption('1');
    await page.getByTestId('announcement-save').click();
    await expect(page.getByTestId(`announcement-row-${announcement}`)).toBeVisible({ timeout: 20_000 });
  } finally {
    await ticket.remove();
  }

  // The company's admin, on another computer.
  const context = await browser.newContext();
  const admin = await context.newPage();
  const policyViolations: string[] = [];
  admin.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      policyViolations.push(message.text());
    }
  });
  try {
    await signIn(admin, { email: adminEmail, password: adminPassword });
    await expect(admin).toHaveURL(/#\/tickets$/, { timeout: 30_000 });
    await expect(admin.getByTestId('announcements-count')).toHaveText(/^[1-9]/, { timeout: 30_000 });
    await admin.getByTestId('announcements-button').click();
    await expect(admin.getByTestId('announcements-popover')).toContainText(announcement);
    await admin.keyboard.press('Escape');

    await admin.getByTestId('menu-item-helps').click();
    const card = admin.getByRole('group', { name: new RegExp(helpTitle) }).or(admin.getByLabel(new RegExp(helpTitle)));
    await card.first().click();
    const dialog = admin.getByTestId('help-video-dialog');
    await expect(dialog).toBeVisible();
    const frame = dialog.getByTestId('help-video');
    const src = (await frame.getAttribute('src')) ?? '';
    expect(new URL(src).host).toBe('www.youtube-nocookie.com');
    expect(new URL(src).pathname).toBe('/embed/dQw4w9WgXcQ');
    // The frame was attempted (it fails without internet); a policy refusal would be logged here.
    await admin.waitForTimeout(1_000);
    expect(policyViolations).toEqual([]);
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');

    // Focus starts outside the player's frame (a focused frame keeps every key), so Escape reaches the dialog.
    await expect(dialog.getByTestId('help-video-dismiss')).toBeFocused();
    await admin.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The invoice the super admin made is there to pay.
    await admin.getByTestId('menu-item-financeiro').click();
    const invoiceRow = admin.locator('[data-testid^="invoice-row-"]');
    await expect(invoiceRow).toHaveCount(1, { timeout: 30_000 });
    const invoiceId = (await invoiceRow.getAttribute('data-testid'))?.replace('invoice-row-', '') ?? '';
    await expect(invoiceRow).toContainText(plan);
    await expect(invoiceRow).toContainText(shown(dueDate));
    await expect(invoiceRow).toContainText('99,90');
    await expect(admin.getByTestId(`invoice-status-${invoiceId}`)).toHaveText('Open');
    await expect(admin.getByTestId(`invoice-pay-${invoiceId}`)).toBeEnabled();

    // A negative number in a setting: refused in the form, named by its label, and nothing saved.
    const settingSaves: string[] = [];
    admin.on('request', (sent) => {
      if (sent.method() === 'PUT' && /\/settings\//.test(new URL(sent.url()).pathname)) {
        settingSaves.push(sent.url());
      }
    });
    await admin.getByTestId('menu-item-settings').click();
    await expect(admin.getByTestId('settings-options')).toBeVisible({ timeout: 30_000 });
    const reopenLabel = 'Reopen a closed ticket for replies within (minutes)';
    const reopen = admin.getByRole('spinbutton', { name: reopenLabel });
    const reopenBefore = await reopen.inputValue();
    await reopen.fill('-5');
    await reopen.press('Tab');
    await expect(reopen).toHaveAccessibleDescription(`${reopenLabel}: enter a whole number, 0 or more.`);
    await expect(reopen).toHaveAttribute('aria-invalid', 'true');
    await expect(admin.getByTestId('toast-error')).toHaveCount(0);
    await admin.getByTestId('menu-item-dashboard').click();
    await admin.getByTestId('menu-item-settings').click();
    await expect(admin.getByRole('spinbutton', { name: reopenLabel })).toHaveValue(reopenBefore, { timeout: 30_000 });
    expect(settingSaves).toEqual([]);

    // The dashboard refuses a period that ends before it starts, in the form: no request goes out to fail.
    const refusedLoads: string[] = [];
    admin.on('response', (answer) => {
      if (/\/dashboard(\/|$)/.test(new URL(answer.url()).pathname) && answer.status() >= 400) {
        refusedLoads.push(`${answer.status()} ${answer.url()}`);
      }
    });
    await admin.getByTestId('menu-item-dashboard').click();
    const filter = admin.getByTestId('dashboard-filter');
    await expect(filter).toBeVisible({ timeout: 30_000 });
    const to = filter.getByTestId('dashboard-filter-to');
    await expect(to).not.toHaveValue('', { timeout: 30_000 });
    await filter.getByTestId('dashboard-filter-from').fill(daysFromToday(5));
    await to.fill(daysFromToday(-5));
    await filter.getByTestId('dashboard-filter-apply').click();
    await expect(to).toHaveAccessibleDescription('To must be on or after From.');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    // A request would have had time to come back refused.
    await admin.waitForTimeout(1_500);
    expect(refusedLoads).toEqual([]);
    await expect(admin.getByTestId('toast-error')).toHaveCount(0);

    // Put right, the period applies and the error goes.
    const applied = admin.waitForResponse((answer) => new URL(answer.url()).pathname.endsWith('/dashboard'), { timeout: 30_000 });
    await filter.getByTestId('dashboard-filter-from').fill(daysFromToday(-10));
    await filter.getByTestId('dashboard-filter-apply').click();
    expect((await applied).status()).toBe(200);
    await expect(to).not.toHaveAttribute('aria-invalid', 'true');
    expect(refusedLoads).toEqual([]);
  } finally {
    await context.close();
  }
});
