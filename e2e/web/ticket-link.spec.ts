import { expect, test } from './test.ts';
import { E2E_ADMIN } from './fixtures.ts';
import { sandboxTicket } from './sandboxTicket.ts';

/**
 * The web build's deep link: a ticket's address (`#/tickets/{uuid}`, the same route a balcao:// link
 * or a notification click opens in the desktop app) opens that ticket, also for someone who has to
 * sign in first, and also when typed as a plain path.
 */
test('#/tickets/{uuid} opens that ticket, after sign-in when needed', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { ticket, remove } = await sandboxTicket(request, 'Joana');
  await page.setViewportSize({ width: 1400, height: 900 });

  await page.goto(`/#/tickets/${ticket.uuid}`);
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByTestId('login-email').fill(E2E_ADMIN.email);
  await page.getByTestId('login-password').fill(E2E_ADMIN.password);
  await page.getByTestId('login-submit').click();

  await expect(page).toHaveURL(new RegExp(`#/tickets/${ticket.uuid}$`));
  const conversation = page.getByTestId('ticket-conversation');
  await expect(conversation).toHaveAttribute('data-ticket', ticket.uuid);
  await expect(conversation.getByTestId('conversation-contact-name')).toContainText('Joana');
  await expect(conversation.getByText('Vocês abrem sábado?')).toBeVisible();

  // Shared as a plain path, the server hands out the app, which moves the path into the hash.
  await page.goto(`/tickets/${ticket.uuid}`);
  await expect(page).toHaveURL(new RegExp(`/#/tickets/${ticket.uuid}$`));
  await expect(page.getByTestId('ticket-conversation')).toHaveAttribute('data-ticket', ticket.uuid);
  await remove();
});
