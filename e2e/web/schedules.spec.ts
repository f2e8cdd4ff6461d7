import { expect, test } from './test.ts';
import { adminApi, enablePlanFlags } from './adminApi.ts';
import { signIn } from './fixtures.ts';

type OutboxEntry = { to: string; body: string };

/** `YYYY-MM-DDTHH:mm:ss` on the browser's clock (the test and the browser share the machine). */
function localSeconds(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * A schedule made two seconds ahead from the dialog the contact's link opens: the sandbox phone
 * receives it with its variable filled, and the list shows it turn ENVIADA without a reload.
 */
test('a schedule two seconds ahead reaches the sandbox outbox and turns ENVIADA live', async ({ page, request }) => {
  test.setTimeout(90_000);
  const suffix = Date.now() % 100_000;
  const { call, companyId } = await adminApi(request);
  await enablePlanFlags(companyId, ['use_schedules']);
  const connection = (await call('post', '/whatsapp', { name: `Agenda ${suffix}`, provider: 'sandbox', isDefault: true })) as {
    id: number;
  };
  await call('post', `/sandbox/${connection.id}/scan`);
  const number = `55119${String(suffix).padStart(8, '0')}`;
  const contact = (await call('post', '/contacts', { name: `Helena Prado ${suffix}`, number })) as { id: number };

  await signIn(page);
  await expect(page).toHaveURL(/#\/tickets$/);
  await page.goto(`/#/schedules?contactId=${contact.id}`);
  const dialog = page.getByTestId('schedule-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('schedule-contact')).toHaveValue(`Helena Prado ${suffix}`);
  await dialog.getByTestId('schedule-body').fill('Olá {{firstName}}, seu horário está confirmado');
  await dialog.getByTestId('schedule-send-at').fill(localSeconds(new Date(Date.now() + 2_000)));
  await dialog.getByTestId('schedule-save').click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('schedules-view-list').click();
  const row = page
    .getByTestId('schedules-table')
    .getByRole('row')
    .filter({ hasText: `Helena Prado ${suffix}` });
  await expect(row.getByTestId('schedule-status')).toHaveAttribute('data-status', /PENDENTE|AGENDADA|ENVIADA/);
  await expect(row.getByTestId('schedule-status')).toHaveAttribute('data-status', 'ENVIADA', { timeout: 30_000 });

  const outbox = (await call('get', `/sandbox/${connection.id}/outbox`)) as OutboxEntry[];
  expect(outbox.filter((entry) => entry.to === number).map((entry) => entry.body)).toEqual(['Olá Helena, seu horário está confirmado']);

  // Once sent, the dialog shows it without a Save button.
  await row.getByRole('button', { name: /Edit the message/ }).click();
  await expect(page.getByTestId('schedule-modal-title')).toHaveText('Message Sent');
  await expect(page.getByTestId('schedule-save')).toHaveCount(0);
});
