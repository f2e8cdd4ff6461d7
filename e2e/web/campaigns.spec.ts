import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CampaignSettingEntry } from '@balcao/shared';
import { expect, test, type Page } from './test.ts';
import ExcelJS from 'exceljs';
import { adminApi, enablePlanFlags } from './adminApi.ts';
import { signInAndWaitForTickets } from './fixtures.ts';
import { openCampaignsMenuItem } from './menuScreens.ts';

type OutboxEntry = { to: string; body: string };

async function spreadsheetFile(rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contatos');
  rows.forEach((row) => sheet.addRow(row));
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'balcao-campaign-list-')), 'contatos.xlsx');
  await workbook.xlsx.writeFile(file);
  return file;
}

/** `YYYY-MM-DDTHH:mm` a minute ago on the browser's clock, as the datetime-local field takes it: due at once. */
function aMinuteAgo(page: Page): Promise<string> {
  return page.evaluate(() => {
    const date = new Date(Date.now() - 60_000);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
}

/** Per number, how many messages the sandbox phone of a connection received. */
function perNumber(outbox: OutboxEntry[], numbers: string[]): number[] {
  return numbers.map((number) => outbox.filter((entry) => entry.to === number).length);
}

/**
 * Campaigns against the real server and a sandbox connection: the admin imports a list from an
 * .xlsx, sets the intervals to none, writes a campaign with two variants, and watches its report
 * reach 100 % live as it starts (from another tab) and sends; each contact's phone got exactly one
 * of the variants. A second campaign, paced at 5 s, is cancelled while it runs and restarted: the
 * contacts already served are skipped, so each phone again holds one message.
 */
test('campaigns: an .xlsx list, two variants at interval 0, the live report at 100 %, one message per contact; cancel and restart', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const run = String(Date.now() % 1_000_000).padStart(6, '0');
  const { call, companyId } = await adminApi(request);
  await enablePlanFlags(companyId, ['use_campaigns']);
  const before = (await call('get', '/campaign-settings?shape=balcao')) as CampaignSettingEntry[];
  const settingsWith = (changes: Record<string, unknown>) => ({
    settings: { ...Object.fromEntries(before.map(({ key, value }) => [key, value])), ...changes },
  });
  const sandbox = async (name: string) => {
    const connection = (await call('post', '/whatsapp', { name, provider: 'sandbox' })) as { id: number };
    await call('post', `/sandbox/${connection.id}/scan`);
    return connection.id;
  };
  const first = await sandbox(`Campanhas A ${run}`);
  const second = await sandbox(`Campanhas B ${run}`);
  const outbox = async (connectionId: number) => (await call('get', `/sandbox/${connectionId}/outbox`)) as OutboxEntry[];

  try {
    await signInAndWaitForTickets(page);

    // The intervals, on the settings screen: none at all.
    await openCampaignsMenuItem(page, 'campaigns-config', 'page-campaigns-config');
    for (const key of ['messageInterval', 'longerIntervalAfter', 'greaterInterval']) {
      await page.getByTestId(`campaign-setting-${key}`).selectOption('0');
    }
    await page.getByTestId('campaign-settings-save').click();
    await expect.poll(async () => ((await call('get', '/campaign-settings?shape=balcao')) as CampaignSettingEntry[])[0]?.value).toBe(0);

    // The list, from a spreadsheet.
    await page.getByTestId('menu-item-contact-lists').click();
    const listName = `Clientes ${run}`;
    await page.getByTestId('contact-lists-add').click();
    await page.getByTestId('contact-list-name').fill(listName);
    await page.getByTestId('contact-list-save').click();
    await page.getByTestId(`contact-list-open-${listName}`).click();
    const people = ['Ana', 'Bruno', 'Carla', 'Davi'].map((name, index) => ({ name, number: `55819${run}${index}0` }));
    const numbers = people.map((person) => person.number);
    await page
      .getByTestId('contact-list-items-import-file')
      .setInputFiles(await spreadsheetFile([['Nome', 'Número', 'E-mail'], ...people.map(({ name, number }) => [name, number, ''])]));
    await expect(page.getByTestId('contact-list-import-created')).toContainText('4');
    await page.getByTestId('contact-list-import-close').click();
    await expect(page.getByTestId('contact-list-items-table').locator('tbody tr')).toHaveCount(4);

    // The campaign: two variants, on the sandbox, not scheduled yet.
    await page.getByTestId('menu-item-campaigns').click();
    const name = `Promo ${run}`;
    await page.getByTestId('campaigns-add').click();
    const modal = page.getByTestId('campaign-modal');
    await modal.getByTestId('campaign-name').fill(name);
    await modal.getByTestId('campaign-connection').selectOption(String(first));
    await modal.getByTestId('campaign-list').selectOption({ label: listName });
    await modal.getByTestId('campaign-message1').fill('Olá {nome}, promoção A');
    await modal.getByTestId('campaign-message2').fill('Oi {nome}, promoção B');
    await modal.getByTestId('campaign-save').click();
    await expect(page.getByTestId(`campaign-row-${name}`)).toBeVisible();

    // Its report is open while another tab schedules it for now: the report fills up live.
    await page.getByTestId(`campaign-report-${name}`).click();
    await expect(page.getByTestId('page-campaign-report')).toBeVisible();
    await expect(page.getByTestId('campaign-report-percent')).toHaveText('0 %');
    const other = await context.newPage();
    await other.goto('/#/campaigns');
    await other.getByTestId(`campaign-edit-${name}`).click();
    await other.getByTestId('campaign-scheduled-at').fill(await aMinuteAgo(other));
    await other.getByTestId('campaign-save').click();
    await expect(other.getByTestId('campaign-modal')).toBeHidden();
    await expect(page.getByTestId('campaign-report-percent')).toHaveText('100 %');
    await expect(page.getByTestId('campaign-report-delivered')).toContainText('4');
    await expect(page.getByTestId('campaign-report-valid')).toContainText('4');

    const sent = (await outbox(first)).filter((entry) => numbers.includes(entry.to));
    expect(perNumber(sent, numbers)).toEqual([1, 1, 1, 1]);
    for (const { name: person, number } of people) {
      expect([`Olá ${person}, promoção A`, `Oi ${person}, promoção B`]).toContain(sent.find((entry) => entry.to === number)?.body);
    }

    // Another campaign, paced at 5 s on the second sandbox: cancelled while it runs, then restarted at no interval.
    await call('post', '/campaign-settings', settingsWith({ messageInterval: 5, longerIntervalAfter: 0, greaterInterval: 0 }));
    const listId = ((await call('get', `/contact-lists?searchParam=${encodeURIComponent(listName)}`)) as { records: { id: number }[] })
      .records[0]?.id;
    const paced = `Pausada ${run}`;
    await call('post', '/campaigns', {
      name: paced,
      message1: 'Aviso para {nome}',
      whatsappId: second,
      contactListId: listId,
      scheduledAt: new Date(Date.now() - 1_000).toISOString(),
    });
    await other.close();
    await page.goto('/#/campaigns');
    await page.getByTestId(`campaign-cancel-${paced}`).click();
    // Cancel asks first: dismissing it leaves the campaign running.
    await expect(page.getByTestId('campaign-cancel-confirm')).toContainText(`Cancel ${paced}?`);
    await page.getByTestId('campaign-cancel-confirm').getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByTestId('campaign-cancel-confirm')).toBeHidden();
    await expect(page.getByTestId(`campaign-cancel-${paced}`)).toBeVisible();
    await page.getByTestId(`campaign-cancel-${paced}`).click();
    await page.getByTestId('campaign-cancel-confirm-confirm').click();
    await expect(page.getByTestId(`campaign-restart-${paced}`)).toBeVisible();
    const atCancel = perNumber(await outbox(second), numbers);
    expect(atCancel.reduce((sum, n) => sum + n, 0)).toBeLessThan(4);

    await call('post', '/campaign-settings', settingsWith({ messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 }));
    await page.getByTestId(`campaign-restart-${paced}`).click();
    // The loop may finish its 5 s wait first; then the rest go at once.
    await expect(page.getByTestId(`campaign-progress-${paced}`)).toHaveText('4/4', { timeout: 20_000 });
    expect(perNumber(await outbox(second), numbers)).toEqual([1, 1, 1, 1]);
  } finally {
    await call('post', '/campaign-settings', settingsWith({}));
  }
});
