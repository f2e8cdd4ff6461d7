import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from '../constants.ts';

/**
 * The reference product's own web client (pinned in scripts/compat/prepare-reference.sh) against Balcão:
 * every route of its menu opens with no uncaught error, no blank screen and every request to Balcão
 * answered 2xx, and its socket brings a new inbound ticket, a reply and a presence change live.
 */
const backendUrl = `http://127.0.0.1:${E2E_PORT + 1}`;

/** The routes of the reference client's menu (its layout's links and the campaigns sub-menu). */
const MENU_ROUTES = [
  '/',
  '/tickets',
  '/kanban',
  '/quick-messages',
  '/todolist',
  '/contacts',
  '/schedules',
  '/tags',
  '/chats',
  '/helps',
  '/campaigns',
  '/contact-lists',
  '/campaigns-config',
  '/announcements',
  '/prompts',
  '/queue-integration',
  '/connections',
  '/files',
  '/queues',
  '/users',
  '/messages-api',
  '/financeiro',
  '/settings',
  '/subscription',
];

type Problems = { errors: string[]; failed: string[] };

/** Records uncaught errors and every answer of Balcão that is not 2xx (or a request that failed: CORS). */
function watch(page: Page): Problems {
  const problems: Problems = { errors: [], failed: [] };
  page.on('pageerror', (error) => problems.errors.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    const status = response.status();
    if (response.url().startsWith(backendUrl) && (status < 200 || status > 299) && status !== 101) {
      problems.failed.push(`${page.url()}: ${response.request().method()} ${response.url()} ${status}`);
    }
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(backendUrl) && !request.url().includes('/socket.io/')) {
      problems.failed.push(`${page.url()}: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? 'failed'}`);
    }
  });
  return problems;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(E2E_ADMIN.email);
  await page.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${backendUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json().catch(() => ({}))) as T;
}

test('every route of the reference client’s menu works against Balcão', async ({ page }) => {
  const problems = watch(page);
  await signIn(page);
  for (const route of MENU_ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    expect(text.trim().length, `${route} is blank`).toBeGreaterThan(0);
    console.log(`${route}: ${problems.errors.length} errors, ${problems.failed.length} failed requests so far`);
  }
  expect(problems.errors).toEqual([]);
  expect(problems.failed).toEqual([]);
});

test('a new inbound ticket, a reply and a change of the signed-in user arrive live through its socket', async ({ page }) => {
  const problems = watch(page);
  await signIn(page);
  const login = await fetch(`${backendUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const connection = await api<{ id: number }>('POST', '/whatsapp', token, { name: 'Compat Sandbox', provider: 'sandbox' });
  await api('POST', `/sandbox/${connection.id}/scan`, token);

  await page.goto('/tickets');
  await page.waitForLoadState('networkidle');
  await api('POST', `/sandbox/${connection.id}/inbound`, token, {
    from: '5511977770001',
    name: 'Cliente Compat',
    body: 'Olá, preciso de ajuda',
  });
  // The pending ticket shows in the list without a reload (its waiting tab: "Queue" in English, "Aguardando" in Portuguese).
  await page
    .getByRole('tab')
    .filter({ hasText: /queue|aguardando|pending/i })
    .first()
    .click({ timeout: 15_000 });
  await expect(page.getByText('Cliente Compat').first()).toBeVisible();

  const tickets = await api<{ tickets: { id: number; uuid: string; contact: { name: string } }[] }>(
    'GET',
    '/tickets?status=pending',
    token,
  );
  const ticket = tickets.tickets.find((candidate) => candidate.contact.name === 'Cliente Compat');
  expect(ticket).toBeTruthy();
  await api('PUT', `/tickets/${ticket?.id}`, token, { status: 'open' });
  await page.goto(`/tickets/${ticket?.uuid}`);
  await page.waitForLoadState('networkidle');
  const input = page.getByPlaceholder(/digite uma mensagem|type a message/i);
  await input.fill('Resposta pelo cliente de referência');
  await input.press('Enter');
  // The reply shows, and stays shown as the phone acknowledges it.
  await expect(page.locator('#messagesList').getByText('Resposta pelo cliente de referência')).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(page.locator('#messagesList').getByText('Resposta pelo cliente de referência')).toBeVisible();

  // A change of the signed-in user (its presence, here its name) replaces the client's session user with
  // the event's: the header keeps the company's name.
  const me = await api<{ id: number; name: string; email: string; company: { name: string } }>('GET', '/auth/me', token);
  await api('PUT', `/users/${me.id}`, token, { name: 'Admin Compat', email: me.email });
  await expect(page.getByText('Admin Compat').first()).toBeVisible();
  await expect(page.getByText(me.company.name).first()).toBeVisible();
  await expect(page.locator('#messagesList').getByText('Resposta pelo cliente de referência')).toBeVisible();

  expect(problems.errors).toEqual([]);
  expect(problems.failed).toEqual([]);
});
