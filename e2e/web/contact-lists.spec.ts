import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './test.ts';
import ExcelJS from 'exceljs';
import { adminApi, enablePlanFlags } from './adminApi.ts';
import { signInAndWaitForTickets } from './fixtures.ts';
import { openCampaignsMenuItem } from './menuScreens.ts';

type OutboxEntry = { to: string; body: string };

async function spreadsheetFile(rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('List');
  rows.forEach((row) => sheet.addRow(row));
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'balcao-contact-list-')), 'list.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

/**
 * Campaign contact lists against the real server: an admin creates a list from the campaigns menu,
 * imports an .xlsx of three rows (one bad), and sees two people in the list and one refused row.
 */
test('contact lists: create a list and import a spreadsheet with one bad row', async ({ page, request }) => {
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  const { companyId } = await adminApi(request);
  await enablePlanFlags(companyId, ['use_campaigns']);
  await signInAndWaitForTickets(page);

  await openCampaignsMenuItem(page, 'contact-lists', 'page-contact-lists');
  const name = `Clients ${run}`;
  await page.getByTestId('contact-lists-add').click();
  await page.getByTestId('contact-list-name').fill(name);
  await page.getByTestId('contact-list-save').click();
  await expect(page.getByTestId(`contact-list-count-${name}`)).toHaveText('0');

  await page.getByTestId(`contact-list-open-${name}`).click();
  await expect(page.getByTestId('page-contact-list-items')).toBeVisible();
  const first = `55219${run}01`;
  const second = `55219${run}02`;
  const file = await spreadsheetFile([
    ['Nome', 'Número', 'E-mail'],
    [`Ana ${run}`, first, 'ana@example.com'],
    ['X', '12', 'not-an-email'],
    [`Bruno ${run}`, second, ''],
  ]);
  await page.getByTestId('contact-list-items-import-file').setInputFiles(file);
  await expect(page.getByTestId('contact-list-import-created')).toContainText('2');
  const errors = page.getByTestId('contact-list-import-errors').locator('li');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toContainText('3');
  await expect(errors.first()).toContainText('X');
  await page.getByTestId('contact-list-import-close').click();
  await expect(page.getByTestId(`contact-list-item-row-${first}`)).toBeVisible();
  await expect(page.getByTestId(`contact-list-item-row-${second}`)).toBeVisible();
  await expect(page.getByTestId('contact-list-items-table').locator('tbody tr')).toHaveCount(2);

  await page.getByTestId('contact-list-items-back').click();
  await expect(page.getByTestId(`contact-list-count-${name}`)).toHaveText('2');
});

/**
 * The message API page's text form sends through a sandbox connection with its token: the sandbox
 * phone receives the text, and the page says it was sent.
 */
test('message API page: the text test form sends through a sandbox connection', async ({ page, request }) => {
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  const { call, companyId } = await adminApi(request);
  await enablePlanFlags(companyId, ['use_external_api']);
  const connection = (await call('post', '/whatsapp', { name: `API ${run}`, provider: 'sandbox' })) as { id: number; token: string };
  await call('post', `/sandbox/${connection.id}/scan`);
  expect(connection.token).toBeTruthy();

  await signInAndWaitForTickets(page);
  await page.getByTestId('menu-item-messages-api').click();
  await expect(page.getByTestId('page-messages-api')).toBeVisible();
  await expect(page.getByTestId('api-curl-text')).toContainText(`${new URL(page.url()).origin}/api/messages/send`);

  const number = `55319${run}00`;
  const text = `Hello from the API page ${run}`;
  await page.getByTestId('api-text-token').fill(connection.token);
  await page.getByTestId('api-text-number').fill(number);
  await page.getByTestId('api-text-body').fill(text);
  await page.getByTestId('api-text-send').click();
  await expect(page.getByTestId('api-text-sent')).toBeVisible();

  const outbox = (await call('get', `/sandbox/${connection.id}/outbox`)) as OutboxEntry[];
  expect(outbox.filter((entry) => entry.to === number).map((entry) => entry.body)).toContain(text);
});
