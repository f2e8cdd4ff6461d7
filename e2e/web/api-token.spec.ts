import { expect, test } from './test.ts';
import { signInAndWaitForTickets } from './fixtures.ts';

type Sent = { status: number; body: Record<string, unknown> };

/**
 * An admin reads a connection's API token in its dialog, a program sends a message with it, the admin
 * generates a new token and the old one is refused at once; the ticket the program opened shows its
 * protocol number in the conversation header, and a quick reply with {{firstName}} and {{protocol}}
 * reaches the contact filled in.
 */
test('an admin reveals and copies a connection token, a program sends with it, a new token retires the old one', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAndWaitForTickets(page);
  const session = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${session ?? ''}` };
  const name = `Token ${Date.now() % 100_000}`;
  const created = await request.post('/whatsapp', { headers, data: { name, provider: 'sandbox' } });
  expect(created.status(), await created.text()).toBe(200);
  const connectionId = Number(((await created.json()) as { id: number }).id);
  expect((await request.post(`/sandbox/${connectionId}/scan`, { headers })).status()).toBe(200);

  const sendWith = async (token: string, body: string): Promise<Sent> => {
    const response = await request.post('/api/messages/send', {
      headers: { authorization: `Bearer ${token}` },
      data: { number: '5511955554444', body },
    });
    return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
  };

  await page.getByTestId('menu-item-connections').click();
  await page.getByTestId(`connection-edit-${name}`).click();
  const modal = page.getByTestId('connection-modal');
  await expect(modal).toBeVisible();
  const field = page.getByTestId('connection-token');
  await expect(field).toHaveAttribute('type', 'password');
  await page.getByTestId('connection-token-toggle').click();
  await expect(field).toHaveAttribute('type', 'text');
  const token = await field.inputValue();
  expect(token).toMatch(/^[\w-]{43}$/);

  await page.getByTestId('connection-token-copy').click();
  await expect(page.getByTestId('toast-copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  const first = await sendWith(token, 'Seu pedido saiu para entrega');
  expect(first.status, JSON.stringify(first.body)).toBe(200);

  await page.getByTestId('connection-token-renew').click();
  const confirm = page.getByTestId('connection-token-confirm');
  await expect(confirm).toContainText('stops working');
  await page.getByTestId('connection-token-confirm-confirm').click();
  await expect(page.getByTestId('toast-token-renewed')).toBeVisible();
  await expect(field).not.toHaveValue(token);
  const renewed = await field.inputValue();
  expect(renewed).toMatch(/^[\w-]{43}$/);

  const refused = await sendWith(token, 'Com o token antigo');
  expect([refused.status, refused.body['error']]).toEqual([401, 'ERR_NOT_AUTHENTICATED']);
  expect((await sendWith(renewed, 'Com o token novo')).status).toBe(200);

  // The ticket the program opened carries its protocol number in the conversation header.
  const ticketId = Number(first.body['ticketId']);
  const accepted = await request.put(`/tickets/${ticketId}`, { headers, data: { status: 'open' } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const ticket = (await accepted.json()) as { uuid: string; code: string; contactId: number };
  expect(ticket.code).toMatch(/^\d{8}-\d{6}$/);
  // The contact gets a name, and the company a quick reply that uses it and the protocol.
  expect((await request.put(`/contacts/${ticket.contactId}`, { headers, data: { name: 'Marina Rocha' } })).status()).toBe(200);
  const shortcode = `protocolo${Date.now() % 100_000}`;
  const quick = await request.post('/quick-messages', {
    headers,
    data: { shortcode, message: 'Olá {{firstName}}, seu protocolo é {{protocol}}', geral: true },
  });
  expect(quick.status(), await quick.text()).toBeLessThan(300);
  await page.keyboard.press('Escape');
  await page.goto(`/#/tickets/${ticket.uuid}`);
  await expect(page.getByTestId('conversation-protocol')).toHaveText(`Protocol ${ticket.code}`);
  await page.getByTestId('conversation-protocol-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ticket.code);

  // The variables menu puts {{protocol}} at the caret; the server fills it, and the bubble shows what went out.
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('Seu protocolo:  (guarde-o)');
  await input.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(15, 15));
  await page.getByTestId('message-variables').click();
  await page.getByTestId('message-variable-protocol').click();
  await expect(input).toHaveValue('Seu protocolo: {{protocol}} (guarde-o)');
  await input.press('Enter');
  await expect(page.getByTestId(/^message-\d+$/).filter({ hasText: `Seu protocolo: ${ticket.code} (guarde-o)` })).toBeVisible();
  const outbox = await request.get(`/sandbox/${connectionId}/outbox`, { headers });
  const bodies = ((await outbox.json()) as { body: string }[]).map((entry) => entry.body);
  expect(bodies.some((body) => body.endsWith(`Seu protocolo: ${ticket.code} (guarde-o)`))).toBe(true);

  // A quick reply with {{firstName}} and {{protocol}}: the contact receives their first name and the ticket's code.
  await input.fill(`/${shortcode}`);
  await page.getByRole('option', { name: new RegExp(`/${shortcode}`) }).click();
  await expect(input).toHaveValue('Olá {{firstName}}, seu protocolo é {{protocol}}');
  await input.press('Enter');
  const filled = `Olá Marina, seu protocolo é ${ticket.code}`;
  await expect(page.getByTestId(/^message-\d+$/).filter({ hasText: filled })).toBeVisible();
  await expect
    .poll(async () =>
      ((await (await request.get(`/sandbox/${connectionId}/outbox`, { headers })).json()) as { body: string }[]).some((entry) =>
        entry.body.endsWith(filled),
      ),
    )
    .toBe(true);
});
