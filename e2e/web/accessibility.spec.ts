import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { MENU_ENTRIES } from '../../desktop/src/renderer/features/layout/menuDefinition.ts';
import { seriousViolations } from './axe.ts';
import { E2E_ADMIN, signInAndWaitForTickets } from './fixtures.ts';
import { openScreen } from './menuScreens.ts';
import { sandboxTicket } from './sandboxTicket.ts';

test('the sign-in page has no serious or critical axe violation', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByTestId('login-language')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * An open conversation and the
 * dashboard with figures in its charts: screens the menu walk above sees only empty.
 */
test('an open conversation and a dashboard with figures have no serious or critical axe violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Set up before the browser signs in (a sign-in through the API ends the browser's session):
  // a closed ticket for the dashboard's charts and an open one to read.
  const closed = await sandboxTicket(request, 'Axe Painel');
  await request.put(`/tickets/${closed.ticket.id}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { status: 'closed' },
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const { ticket, remove } = await sandboxTicket(request, 'Axe Conversa');
  try {
    await signInAndWaitForTickets(page);
    await page.goto(`/#/tickets/${ticket.uuid}`);
    const conversation = page.getByTestId('ticket-conversation');
    await expect(conversation.getByRole('textbox', { name: 'Message' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('message-list')).toContainText('Vocês abrem sábado?');
    expect(await seriousViolations(page)).toEqual([]);

    // The charts' figures are in a table for screen readers; nothing inside the drawing (hidden from
    // them) may take focus.
    const dashboard = MENU_ENTRIES.find(({ id }) => id === 'dashboard');
    if (!dashboard) {
      throw new Error('no dashboard in the menu');
    }
    await openScreen(page, dashboard);
    await page.getByTestId('dashboard-filter-days').selectOption('3');
    await page.getByTestId('dashboard-filter-apply').click();
    await expect(page.getByTestId('dashboard-chart-users-bars')).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await focusableInsideHidden(page)).toEqual([]);
  } finally {
    await remove();
    await closed.remove();
  }
});

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/auth/login', { data: E2E_ADMIN });
  return ((await login.json()) as { token: string }).token;
}

/** Elements a Tab could reach inside an aria-hidden region (Tabster's own sentinels aside). */
async function focusableInsideHidden(page: Page): Promise<string[]> {
  return page
    .locator('[aria-hidden="true"]')
    .evaluateAll((regions) =>
      regions.flatMap((region) =>
        [...region.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')]
          .filter((element) => element.tabIndex >= 0 && !element.hasAttribute('data-tabster-dummy') && !element.closest('[inert]'))
          .map(
            (element) =>
              `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`,
          ),
      ),
    );
}
