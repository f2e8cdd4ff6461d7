import { expect, test, type Locator, type Page } from '../test.ts';
import { signIn } from '../fixtures.ts';
import { openCampaignsMenuItem } from '../menuScreens.ts';
import { joinQueue, newCompanyWithAdmin, type CompanyAdmin } from './newCompany.ts';

type OutboxEntry = { to: string; body: string };

/** `YYYY-MM-DDTHH:mm` a minute ago on the browser's clock, as the datetime-local field takes it: due at once. */
function aMinuteAgo(page: Page): Promise<string> {
  return page.evaluate(() => {
    const date = new Date(Date.now() - 60_000);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
}

/** `YYYY-MM-DDTHH:mm:ss` on the browser's clock (the test and the browser share the machine). */
function localSeconds(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The number a report's count box shows (its label comes first). */
async function countIn(box: Locator): Promise<number> {
  return Number(/(\d+)\s*$/.exec((await box.textContent()) ?? '')?.[1] ?? Number.NaN);
}

/** A company with a sandbox connection routing to one queue its admin works in; every hour open. */
async function world(request: Parameters<typeof newCompanyWithAdmin>[0], run: string, flags: string[]) {
  const company = await newCompanyWithAdmin(request, `Loja ${run}`, flags);
  await company.call('put', '/settings/scheduleType', { value: 'disabled' });
  const queue = (await company.call('post', '/queue', { name: `Vendas ${run}`, color: '#0F6CBD' })) as { id: number };
  await joinQueue(company.companyId, company.admin.id, queue.id);
  const connection = (await company.call('post', '/whatsapp', {
    name: `Loja ${run}`,
    provider: 'sandbox',
    isDefault: true,
    queueIds: [queue.id],
  })) as { id: number };
  await company.call('post', `/sandbox/${connection.id}/scan`);
  const outbox = async () => (await company.call('get', `/sandbox/${connection.id}/outbox`)) as OutboxEntry[];
  /** The contact writes from their phone to the connection. */
  const phoneSays = (from: string, name: string, body: string) =>
    company.call('post', `/sandbox/${connection.id}/inbound`, { from, name, body });
  return { ...company, queueName: `Vendas ${run}`, connectionId: connection.id, outbox, phoneSays };
}

async function signInAs(page: Page, company: CompanyAdmin): Promise<void> {
  await signIn(page, company.admin);
  await expect(page).toHaveURL(/#\/tickets$/);
  await expect(page.getByTestId('page-tickets')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('top-bar')).toHaveAttribute('data-realtime', 'connected', { timeout: 30_000 });
}

/** The Waiting list of the tickets screen, reached from the side menu. */
async function waitingList(page: Page): Promise<Locator> {
  await page.getByTestId('menu-item-tickets').click();
  await expect(page.getByTestId('page-tickets')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: /Waiting/ }).click();
  const list = page.getByTestId('ticket-list-pending');
  await expect(list).toBeVisible();
  return list;
}

/**
 * A company admin sends a campaign to three people from the screens: a contact list made by hand, the
 * campaign on the sandbox connection, started while its report is open. The three phones get the
 * message, the report's per-contact table fills while the campaign runs (no reload), and nobody's
 * Waiting list grows; when one person answers, one pending ticket appears in the queue, holding the
 * campaign message before the answer. A second, slower campaign is cancelled while it runs: Cancel asks
 * first, and dismissing the question leaves it running.
 */
test('company admin: a campaign to three contacts fills its report live, leaves Waiting empty, and an answer brings one ticket; cancelling asks first', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  const w = await world(request, run, ['use_campaigns']);
  const people = ['Ana', 'Bruno', 'Carla'].map((name, index) => ({ name: `${name} ${run}`, number: `55219${run}${index}1` }));

  await signInAs(page, w);
  await expect((await waitingList(page)).getByRole('listitem')).toHaveCount(0);

  // One message every 5 s, so the report is watched while the campaign runs.
  await openCampaignsMenuItem(page, 'campaigns-config', 'page-campaigns-config');
  await page.getByTestId('campaign-setting-messageInterval').selectOption('5');
  await page.getByTestId('campaign-setting-longerIntervalAfter').selectOption('0');
  await page.getByTestId('campaign-setting-greaterInterval').selectOption('0');
  await page.getByTestId('campaign-settings-save').click();
  await expect(page.getByTestId('toast-success')).toContainText('Campaign settings saved.', { timeout: 15_000 });

  // The contact list, person by person.
  await openCampaignsMenuItem(page, 'contact-lists', 'page-contact-lists');
  const listName = `Clientes ${run}`;
  await page.getByTestId('contact-lists-add').click();
  await page.getByTestId('contact-list-name').fill(listName);
  await page.getByTestId('contact-list-save').click();
  await page.getByTestId(`contact-list-open-${listName}`).click();
  await expect(page.getByTestId('page-contact-list-items')).toBeVisible();
  for (const person of people) {
    await page.getByTestId('contact-list-items-add').click();
    const dialog = page.getByTestId('contact-list-item-modal');
    await dialog.getByTestId('contact-list-item-name').fill(person.name);
    await dialog.getByTestId('contact-list-item-number').fill(person.number);
    await dialog.getByTestId('contact-list-item-save').click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page.getByTestId(`contact-list-item-row-${person.number}`)).toBeVisible({ timeout: 15_000 });
  }

  // The campaign, not scheduled yet; its report is opened before it starts.
  await openCampaignsMenuItem(page, 'campaigns', 'page-campaigns');
  const name = `Oferta ${run}`;
  await page.getByTestId('campaigns-add').click();
  const modal = page.getByTestId('campaign-modal');
  await modal.getByTestId('campaign-name').fill(name);
  await modal.getByTestId('campaign-connection').selectOption(String(w.connectionId));
  await modal.getByTestId('campaign-list').selectOption({ label: listName });
  await modal.getByTestId('campaign-message1').fill('Oi {nome}, temos uma oferta para você');
  await modal.getByTestId('campaign-save').click();
  await expect(page.getByTestId(`campaign-row-${name}`)).toBeVisible({ timeout: 15_000 });
  await page.getByTestId(`campaign-report-${name}`).click();
  await expect(page.getByTestId('page-campaign-report')).toBeVisible();
  await expect(page.getByTestId('campaign-report-percent')).toHaveText('0 %');
  const reportRows = page.getByTestId('page-campaign-report').locator('tbody tr');
  await expect(reportRows).toHaveCount(0);
  // A page reload would lose this.
  await page.evaluate(() => Object.assign(window, { journeyMarker: 'report-open' }));

  // In another tab the admin starts it now.
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByTestId('side-menu')).toBeVisible({ timeout: 30_000 });
  await openCampaignsMenuItem(other, 'campaigns', 'page-campaigns');
  await other.getByTestId(`campaign-edit-${name}`).click();
  await other.getByTestId('campaign-scheduled-at').fill(await aMinuteAgo(other));
  await other.getByTestId('campaign-save').click();
  await expect(other.getByTestId('campaign-modal')).toBeHidden({ timeout: 15_000 });
  await other.close();

  // The table fills while the campaign still runs (the next message is 5 s away), not after it ends.
  await expect.poll(() => countIn(page.getByTestId('campaign-report-delivered')), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
  await expect(reportRows).toHaveCount(3, { timeout: 4_000 });
  await expect(reportRows.filter({ hasText: 'delivered' }).first()).toBeVisible({ timeout: 4_000 });
  await expect(reportRows.filter({ hasText: 'delivered' })).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByTestId('campaign-report-percent')).toHaveText('100 %', { timeout: 15_000 });
  for (const person of people) {
    await expect(reportRows.filter({ hasText: person.number })).toContainText(person.name);
  }
  expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('report-open');

  // Each phone got its message once.
  const sent = await w.outbox();
  for (const person of people) {
    expect(sent.filter((entry) => entry.to === person.number).map((entry) => entry.body)).toEqual([
      `Oi ${person.name}, temos uma oferta para você`,
    ]);
  }

  // Nobody's Waiting list grew.
  const waiting = await waitingList(page);
  await expect(waiting.getByRole('listitem')).toHaveCount(0);

  // One person answers from their phone: one pending ticket, in the queue, live.
  const [ana] = people as [(typeof people)[number]];
  await w.phoneSays(ana.number, ana.name, 'Quero saber mais!');
  const item = waiting.getByRole('listitem', { name: ana.name });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item.getByTestId('ticket-queue')).toContainText(w.queueName);
  await expect(waiting.getByRole('listitem')).toHaveCount(1);

  // Its history holds the campaign message before the answer.
  await page.getByRole('button', { name: `Accept the ticket of ${ana.name}` }).click();
  const conversation = page.getByTestId('ticket-conversation');
  await expect(conversation).toBeVisible({ timeout: 30_000 });
  await expect(conversation.getByText(`Oi ${ana.name}, temos uma oferta para você`)).toBeVisible();
  await expect(conversation.getByText('Quero saber mais!')).toBeVisible();

  // A second campaign to the same list, one message every 20 s, started at once from its dialog.
  await openCampaignsMenuItem(page, 'campaigns-config', 'page-campaigns-config');
  await page.getByTestId('campaign-setting-messageInterval').selectOption('20');
  await page.getByTestId('campaign-settings-save').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Campaign settings saved.' })).toBeVisible({ timeout: 15_000 });
  await openCampaignsMenuItem(page, 'campaigns', 'page-campaigns');
  const second = `Aviso ${run}`;
  await page.getByTestId('campaigns-add').click();
  await modal.getByTestId('campaign-name').fill(second);
  await modal.getByTestId('campaign-connection').selectOption(String(w.connectionId));
  await modal.getByTestId('campaign-list').selectOption({ label: listName });
  await modal.getByTestId('campaign-message1').fill('Aviso para {nome}');
  await modal.getByTestId('campaign-scheduled-at').fill(await aMinuteAgo(page));
  await modal.getByTestId('campaign-save').click();
  await expect(modal).toBeHidden({ timeout: 15_000 });

  // Cancel asks first; dismissing it leaves the campaign running.
  const status = page.getByTestId(`campaign-status-${second}`);
  const cancel = page.getByTestId(`campaign-cancel-${second}`);
  await expect(status).toHaveText('Running', { timeout: 60_000 });
  await cancel.click();
  const confirm = page.getByTestId('campaign-cancel-confirm');
  await expect(confirm).toContainText(`Cancel ${second}?`);
  await expect(confirm).toContainText('Contacts not reached yet get nothing; you can restart it later.');
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveText('Running');
  await expect(cancel).toBeVisible();
  // Asked again and confirmed, it is cancelled before reaching everyone.
  await cancel.click();
  await expect(confirm).toBeVisible();
  await page.getByTestId('campaign-cancel-confirm-confirm').click();
  await expect(confirm).toBeHidden({ timeout: 15_000 });
  await expect(status).toHaveText('Cancelled', { timeout: 30_000 });
  await expect(page.getByTestId(`campaign-restart-${second}`)).toBeVisible();
  const warned = (await w.outbox()).filter((entry) => entry.body.startsWith('Aviso para '));
  expect(warned.length).toBeLessThan(people.length);
});

/**
 * A company admin schedules a message from the Schedules screen to a contact whose ticket was closed:
 * the phone receives it, and the ticket stays closed (nothing in Waiting).
 */
test('company admin: a scheduled message to a contact whose ticket is closed reaches the phone and leaves the ticket closed', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  const w = await world(request, run, ['use_schedules']);
  // The world: Helena wrote, and her ticket was closed.
  const helena = { name: `Helena ${run}`, number: `55319${run}01` };
  await w.phoneSays(helena.number, helena.name, 'Obrigada pelo atendimento');
  const pendingTickets = async () =>
    ((await w.call('get', '/tickets?status=pending&showAll=true')) as { tickets: { id: number; status: string }[] }).tickets;
  await expect.poll(async () => (await pendingTickets()).length, { timeout: 30_000 }).toBe(1);
  const ticketId = (await pendingTickets())[0]?.id ?? 0;
  await w.call('put', `/tickets/${ticketId}`, { status: 'closed' });

  await signInAs(page, w);
  await page.getByTestId('menu-item-schedules').click();
  await expect(page.getByTestId('page-schedules')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('schedules-add').click();
  const dialog = page.getByTestId('schedule-modal');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('schedule-contact').click();
  await dialog.getByTestId('schedule-contact').pressSequentially(helena.name);
  await page.getByRole('option', { name: new RegExp(helena.name) }).click({ timeout: 30_000 });
  await dialog.getByTestId('schedule-body').fill('Olá {{firstName}}, seu pedido chega amanhã');
  await dialog.getByTestId('schedule-send-at').fill(localSeconds(new Date(Date.now() + 3_000)));
  await dialog.getByTestId('schedule-save').click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  await page.getByTestId('schedules-view-list').click();
  const row = page.getByTestId('schedules-table').getByRole('row').filter({ hasText: helena.name });
  await expect(row.getByTestId('schedule-status')).toHaveAttribute('data-status', 'ENVIADA', { timeout: 60_000 });
  const sent = (await w.outbox()).filter((entry) => entry.to === helena.number).map((entry) => entry.body);
  expect(sent).toContain(`Olá Helena, seu pedido chega amanhã`);

  // The ticket stays closed: not in Waiting, still under Closed.
  const waiting = await waitingList(page);
  await expect(waiting.getByRole('listitem')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page.getByTestId('ticket-list-closed').getByRole('listitem', { name: helena.name })).toBeVisible({ timeout: 30_000 });
  const after = (await w.call('get', `/tickets/${ticketId}`)) as { status: string };
  expect(after.status).toBe('closed');
});
