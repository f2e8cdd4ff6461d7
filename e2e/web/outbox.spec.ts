import { expect, test } from '@playwright/test';
import { signInAndWaitForTickets } from './fixtures.ts';
import { sandboxTicket } from './sandboxTicket.ts';

/**
 * The attendant's network drops while a ticket is open: the replies they send wait as pending
 * bubbles under a banner, nothing reaches the contact; when the network is back both go out, in the
 * order written, once each.
 */
test('replies written without a network wait, then go out in order and once each', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { ticket, sentBodies, remove } = await sandboxTicket(request, 'Otília');
  const ours = async () => (await sentBodies()).filter((body) => body.includes('resposta'));

  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAndWaitForTickets(page);
  await page.goto(`/#/tickets/${ticket.uuid}`);
  const conversation = page.getByTestId('ticket-conversation');
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();

  await context.setOffline(true);
  await input.fill('Primeira resposta');
  await input.press('Enter');
  await input.fill('Segunda resposta');
  await input.press('Enter');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(conversation.getByRole('img', { name: 'Pending' })).toHaveCount(2);
  expect(await ours()).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await ours()).map((body) => body.replace(/^\*[^*]+:\*\n/, '')))
    .toEqual(['Primeira resposta', 'Segunda resposta']);
  await expect(conversation.getByRole('img', { name: 'Pending' })).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await remove();
});
