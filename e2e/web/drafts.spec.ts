import { expect, test } from './test.ts';
import { signInAndWaitForTickets } from './fixtures.ts';
import { sandboxTicket } from './sandboxTicket.ts';

/**
 * A contact writes to a sandbox number; the admin opens the ticket, types an answer and reloads
 * the page at once: the answer is still in the input. Sent, it goes out once and a reload shows an
 * empty input.
 */
test('a draft typed in a ticket survives a reload and is gone once sent', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { ticket, sentBodies, remove } = await sandboxTicket(request, 'Rita');

  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAndWaitForTickets(page);
  await page.goto(`/#/tickets/${ticket.uuid}`);
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();
  await input.fill('Abrimos sim, das 8h às 12h');

  await page.reload();
  await expect(input).toHaveValue('Abrimos sim, das 8h às 12h');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect.poll(async () => (await sentBodies()).filter((body) => body.includes('Abrimos sim')).length).toBe(1);

  await page.reload();
  await expect(page.getByTestId('ticket-conversation').getByText(/Abrimos sim, das 8h às 12h/)).toBeVisible();
  await expect(input).toHaveValue('');
  await remove();
});
