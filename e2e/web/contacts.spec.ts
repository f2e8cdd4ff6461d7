import { readFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './test.ts';
import ExcelJS from 'exceljs';
import { signInAndWaitForTickets } from './fixtures.ts';

async function spreadsheetFile(rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  rows.forEach((row) => sheet.addRow(row));
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'balcao-contacts-')), 'contacts.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

/**
 * The contacts screen against the real server: an .xlsx import with one bad row, the CSV export a
 * spreadsheet opens (BOM, `;` columns), and a delete after confirmation.
 */
test('contacts: import a spreadsheet with a bad row, export the CSV, delete a contact', async ({ page }) => {
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  const first = `55119${run}01`;
  const second = `55119${run}02`;
  await signInAndWaitForTickets(page);
  await page.getByTestId('menu-item-contacts').click();
  await expect(page.getByTestId('page-contacts')).toBeVisible();

  const file = await spreadsheetFile([
    ['name', 'number', 'email'],
    [`Ana ${run}`, first, 'ana@example.com'],
    ['X', '12', 'not-an-email'],
    [`=Bruno ${run}`, second, ''],
  ]);
  await page.getByTestId('contacts-import-file').setInputFiles(file);
  const dialog = page.getByTestId('contacts-import-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('contacts-import-created')).toContainText('2');
  const errors = page.getByTestId('contacts-import-errors').locator('li');
  await expect(errors).toHaveCount(1);
  await expect(errors.first()).toContainText('3');
  await expect(errors.first()).toContainText('X');
  await page.getByTestId('contacts-import-close').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`contact-row-${first}`)).toBeVisible();
  await expect(page.getByTestId(`contact-row-${second}`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByTestId('contacts-export').click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('name;number;email');
  expect(lines).toContain(`Ana ${run};${first};ana@example.com`);
  expect(lines).toContain(`'=Bruno ${run};${second};`);

  await page.getByTestId(`contact-delete-${second}`).click();
  await page.getByTestId('contact-delete-confirm-confirm').click();
  await expect(page.getByTestId(`contact-row-${second}`)).toBeHidden();
  await expect(page.getByTestId(`contact-row-${first}`)).toBeVisible();
});

/**
 * LGPD on the contacts screen, under the server's content security policy: the admin downloads a
 * contact's data as a zip, then erases it after a confirmation; no policy violation is reported.
 */
test('contacts: export a contact’s data as a zip and erase it (LGPD), with no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  const number = `55118${run}03`;
  await signInAndWaitForTickets(page);
  await page.getByTestId('menu-item-contacts').click();
  await page.getByTestId('contacts-import-file').setInputFiles(
    await spreadsheetFile([
      ['name', 'number'],
      [`Carla ${run}`, number],
    ]),
  );
  await expect(page.getByTestId('contacts-import-created')).toContainText('1');
  await page.getByTestId('contacts-import-close').click();
  await expect(page.getByTestId(`contact-row-${number}`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByTestId(`contact-export-${number}`).click();
  const zip = await readFile(await (await downloading).path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.includes(Buffer.from('profile.json'))).toBe(true);

  await page.getByTestId(`contact-erase-${number}`).click();
  await expect(page.getByTestId('contact-erase-confirm')).toBeVisible();
  await page.getByTestId('contact-erase-confirm-confirm').click();
  await expect(page.getByTestId(`contact-row-${number}`)).toBeHidden();
  expect(violations).toEqual([]);
});
