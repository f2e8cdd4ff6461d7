import { expect, test, type Route } from './test.ts';
import { signIn, signInAndWaitForTickets } from './fixtures.ts';
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

/** The server out of reach while the app's own files still load: every API call fails as with no network. */
function unreachable(route: Route) {
  return ['fetch', 'xhr', 'eventsource'].includes(route.request().resourceType()) ? route.abort('internetdisconnected') : route.fallback();
}

/**
 * The app is reloaded while a reply waits for the server: the reply is kept on the machine, its
 * pending bubble is back once the attendant signs in again, and it reaches the contact once.
 */
test('a reply waiting for the server survives a reload and goes out once', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const { ticket, sentBodies, remove } = await sandboxTicket(request, 'Teodora');
  const ours = async () => (await sentBodies()).filter((body) => body.includes('guardada'));

  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAndWaitForTickets(page);
  await page.goto(`/#/tickets/${ticket.uuid}`);
  const conversation = page.getByTestId('ticket-conversation');
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();

  await page.route('**/*', unreachable);
  await input.fill('Resposta guardada');
  await input.press('Enter');
  await expect(conversation.getByRole('img', { name: 'Pending' })).toHaveCount(1);

  // Still without the server: the page loads, the session cannot be resumed and the sign-in page shows.
  await page.reload();
  await expect(page.getByTestId('login-email')).toBeVisible();
  expect(await ours()).toEqual([]);

  // The server answers again, except the reply's own POST: the restored reply keeps waiting, visibly.
  const refuseReply = (route: Route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback());
  await page.route(`**/messages/${ticket.id}`, refuseReply);
  await page.unroute('**/*', unreachable);
  await signIn(page);
  await expect(page.getByTestId('page-tickets')).toBeVisible();
  await page.goto(`/#/tickets/${ticket.uuid}`);
  await expect(conversation.getByText('Resposta guardada')).toBeVisible();
  await expect(conversation.getByRole('img', { name: 'Pending' })).toHaveCount(1);
  expect(await ours()).toEqual([]);

  await page.unroute(`**/messages/${ticket.id}`, refuseReply);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(async () => (await ours()).map((body) => body.replace(/^\*[^*]+:\*\n/, ''))).toEqual(['Resposta guardada']);
  await expect(conversation.getByRole('img', { name: 'Pending' })).toHaveCount(0);
  // Reloaded once more with the server there: nothing waits, nothing goes out again.
  await page.reload();
  await expect(conversation.getByText('Resposta guardada')).toBeVisible();
  await expect(conversation.getByRole('img', { name: 'Pending' })).toHaveCount(0);
  expect(await ours()).toHaveLength(1);
  await remove();
});
