import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { E2E_GRAPH_PORT } from '../constants.ts';
import { GraphStandIn, inboundOf, metaSignature, statusOf, webhookBody } from '../../server/test/graph-stand-in.ts';
import { adminApi } from './adminApi.ts';
import { E2E_ADMIN, signInAndWaitForTickets } from './fixtures.ts';

let graph: GraphStandIn;

test.beforeAll(async () => {
  graph = new GraphStandIn();
  await graph.listen(E2E_GRAPH_PORT);
});
test.afterAll(async () => {
  await graph.close();
});

async function postSigned(request: APIRequestContext, connectionId: number, appSecret: string, body: string): Promise<void> {
  const response = await request.post(`/webhooks/whatsapp-cloud/${connectionId}`, {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(body, appSecret) },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function acceptTicketOf(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name: /Waiting/ }).click();
  const item = page.getByTestId('ticket-list-pending').getByRole('listitem', { name });
  await expect(item).toBeVisible();
  await page.getByRole('button', { name: `Accept the ticket of ${name}` }).click();
  await expect(page.getByTestId('ticket-conversation')).toBeVisible();
}

/**
 * The WhatsApp Cloud API with a local stand-in for Meta: an admin adds a Cloud connection in the
 * dialog and sees it online; a signed webhook brings a message into the inbox; the attendant accepts
 * and replies, the stand-in receives the reply, and delivered and read statuses turn the ticks; a
 * contact whose 24-hour window has closed gets a template chosen in the picker instead of free text.
 */
test('a Cloud API connection: connect, receive by webhook, reply, ticks, and a template after the window', async ({ page, request }) => {
  test.setTimeout(240_000);
  const suffix = Date.now() % 100_000;
  const phoneNumberId = `1099${suffix}`;
  const businessAccountId = `2099${suffix}`;
  const accessToken = `EAAG-e2e-${suffix}-permanent-token-value`;
  const appSecret = `e2e-app-secret-${suffix}-0123456789`;
  graph.addAccount({ phoneNumberId, businessAccountId, accessToken });
  graph.templates = [
    {
      id: '1',
      name: 'pedido_pronto',
      language: 'pt_BR',
      status: 'APPROVED',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Olá {{1}}, seu pedido está pronto.' }],
    },
  ];
  const { call } = await adminApi(request);
  await call('put', '/settings/scheduleType', { value: 'disabled' });

  await signInAndWaitForTickets(page);
  await page.getByTestId('menu-item-connections').click();
  await expect(page.getByTestId('page-connections')).toBeVisible();
  const name = `Cloud ${suffix}`;
  await page.getByTestId('connections-add').click();
  const modal = page.getByTestId('connection-modal');
  await page.getByTestId('connection-name').fill(name);
  await page.getByTestId('connection-provider').selectOption('cloud');
  await page.getByTestId('connection-cloud-phone-number-id').fill(phoneNumberId);
  await page.getByTestId('connection-cloud-business-account-id').fill(businessAccountId);
  await page.getByTestId('connection-cloud-access-token').fill(accessToken);
  await page.getByTestId('connection-cloud-app-secret').fill(appSecret);
  await page.getByTestId('connection-save').click();
  await expect(modal).toBeHidden();
  const status = page.getByTestId(`connection-status-${name}`);
  await expect(status).toHaveAttribute('data-status', 'CONNECTED');

  // Opened again, the dialog shows the webhook address and the verify token to paste into Meta's dashboard.
  const connections = (await call('get', '/whatsapp')) as { id: number; name: string }[];
  const connectionId = connections.find((connection) => connection.name === name)?.id ?? 0;
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByTestId('connection-cloud-webhook')).toHaveValue(new RegExp(`/webhooks/whatsapp-cloud/${connectionId}$`));
  await expect(page.getByTestId('connection-cloud-verify-token')).toHaveValue(/^[\w-]{20,}$/);
  await expect(page.getByTestId('connection-cloud-access-token')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // A signed webhook brings a message into the inbox.
  await page.getByTestId('menu-item-tickets').click();
  const from = `55117${String(suffix).padStart(8, '0')}`;
  await postSigned(
    request,
    connectionId,
    appSecret,
    webhookBody(phoneNumberId, inboundOf(from, `Rita ${suffix}`, { type: 'text', text: { body: 'Meu pedido chegou?' } })),
  );
  await acceptTicketOf(page, `Rita ${suffix}`);
  const conversation = page.getByTestId('ticket-conversation');
  await expect(conversation.getByText('Meu pedido chegou?')).toBeVisible();
  await expect(page.getByTestId('cloud-window-open')).toBeVisible();

  // The reply reaches the stand-in; delivered and read statuses turn the ticks.
  await page.getByRole('textbox', { name: 'Message' }).fill('Chegou sim!');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect
    .poll(() => graph.sentMessages().find((sent) => (sent['text'] as { body?: string } | undefined)?.body?.includes('Chegou sim!'))?.['to'])
    .toBe(from);
  await expect(conversation.getByTestId('ack-sent')).toBeVisible();
  // The wamid the stand-in answered to the send is what Meta's statuses name.
  const stored = graph.lastMessageIds.at(-1) ?? '';
  expect(stored).toMatch(/^wamid\./);
  await postSigned(request, connectionId, appSecret, webhookBody(phoneNumberId, statusOf(stored, 'delivered', from)));
  await expect(conversation.getByTestId('ack-delivered')).toBeVisible();
  await postSigned(request, connectionId, appSecret, webhookBody(phoneNumberId, statusOf(stored, 'read', from)));
  await expect(conversation.getByTestId('ack-read')).toBeVisible();

  // Another contact last wrote 25 hours ago: the window is closed, only a template goes out.
  const late = `55116${String(suffix).padStart(8, '0')}`;
  const yesterday = Math.floor(Date.now() / 1000) - 25 * 3600;
  await postSigned(
    request,
    connectionId,
    appSecret,
    webhookBody(
      phoneNumberId,
      inboundOf(late, `Tiago ${suffix}`, { type: 'text', text: { body: 'Ontem escrevi' }, timestamp: String(yesterday) }),
    ),
  );
  await acceptTicketOf(page, `Tiago ${suffix}`);
  await expect(page.getByTestId('cloud-window-closed')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await page.getByTestId('template-open').click();
  const picker = page.getByTestId('template-picker');
  await expect(picker).toBeVisible();
  await expect(page.getByTestId('template-select')).toHaveValue('pedido_pronto|pt_BR');
  await page.getByTestId('template-parameter-1').fill('{{firstName}}');
  await page.getByTestId('template-send').click();
  await expect(picker).toBeHidden();
  await expect
    .poll(() => graph.sentMessages().at(-1)?.['template'])
    .toEqual({
      name: 'pedido_pronto',
      language: { code: 'pt_BR' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Tiago' }] }],
    });
  await expect(conversation.getByText('Olá Tiago, seu pedido está pronto.')).toBeVisible();

  // The plan's connection limit is left to the other specs.
  const login = (await (await request.post('/auth/login', { data: E2E_ADMIN })).json()) as { token: string };
  expect((await request.delete(`/whatsapp/${connectionId}`, { headers: { authorization: `Bearer ${login.token}` } })).status()).toBe(204);
});

/**
 * What Meta sends beyond text, seen live in an open Cloud ticket: the contact edits a message (its
 * bubble shows the new text, marked edited) and deletes another (shown deleted, text kept); an order
 * and a message WhatsApp cannot show arrive as their own bubbles.
 */
test('a Cloud API ticket shows edits, deletions, orders and unsupported messages live', async ({ page, request }) => {
  test.setTimeout(240_000);
  const suffix = Date.now() % 100_000;
  const phoneNumberId = `1098${suffix}`;
  const accessToken = `EAAG-e2e-kinds-${suffix}-permanent-token`;
  const appSecret = `e2e-kinds-secret-${suffix}-0123456789`;
  graph.addAccount({ phoneNumberId, businessAccountId: `2098${suffix}`, accessToken });
  const { call } = await adminApi(request);
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  const connection = (await call('post', '/whatsapp', {
    name: `Cloud kinds ${suffix}`,
    provider: 'cloud',
    cloudPhoneNumberId: phoneNumberId,
    cloudBusinessAccountId: `2098${suffix}`,
    cloudAccessToken: accessToken,
    cloudAppSecret: appSecret,
  })) as { id: number };
  await expect.poll(async () => ((await call('get', `/whatsapp/${connection.id}`)) as { status: string }).status).toBe('CONNECTED');
  const deliver = (value: Parameters<typeof webhookBody>[1]) =>
    postSigned(request, connection.id, appSecret, webhookBody(phoneNumberId, value));

  await signInAndWaitForTickets(page);
  const from = `55115${String(suffix).padStart(8, '0')}`;
  const contact = `Lia ${suffix}`;
  const first = inboundOf(from, contact, { type: 'text', text: { body: 'Quero duas pizzas' } });
  await deliver(first);
  await acceptTicketOf(page, contact);
  const conversation = page.getByTestId('ticket-conversation');
  await expect(conversation.getByText('Quero duas pizzas')).toBeVisible();

  // The contact edits the message: the open conversation shows the new text, marked edited.
  const edited = String(first.messages?.[0]?.['id']);
  await deliver(
    inboundOf(from, contact, {
      type: 'edit',
      edit: { original_message_id: edited, message: { type: 'text', text: { body: 'Quero três pizzas' } } },
    }),
  );
  const editedBubble = conversation.getByRole('article').filter({ hasText: 'Quero três pizzas' });
  await expect(editedBubble).toBeVisible();
  await expect(editedBubble.getByTestId('message-edited')).toHaveText('Edited');
  await expect(conversation.getByText('Quero duas pizzas')).toHaveCount(0);

  // Another message, then deleted by the contact: shown deleted, its text kept for the attendant.
  const second = inboundOf(from, contact, { type: 'text', text: { body: 'Mandei errado' } });
  await deliver(second);
  const secondBubble = conversation.getByRole('article').filter({ hasText: 'Mandei errado' });
  await expect(secondBubble).toBeVisible();
  await deliver(inboundOf(from, contact, { type: 'revoke', revoke: { original_message_id: String(second.messages?.[0]?.['id']) } }));
  await expect(secondBubble.getByTestId('message-deleted')).toHaveText('This message was deleted');

  // An order from the catalogue and a message WhatsApp cannot show arrive as their own bubbles.
  await deliver(
    inboundOf(from, contact, {
      type: 'order',
      order: {
        catalog_id: '354160437058781',
        text: 'Sem cebola',
        product_items: [
          { product_retailer_id: 'PIZZA-MUSSARELA', quantity: 2, item_price: 45, currency: 'BRL' },
          { product_retailer_id: 'REFRIGERANTE', quantity: 1, item_price: 9.5, currency: 'BRL' },
        ],
      },
    }),
  );
  const order = conversation.getByTestId('message-order');
  await expect(order).toBeVisible();
  await expect(order).toContainText('2 × PIZZA-MUSSARELA');
  await expect(order).toContainText('1 × REFRIGERANTE');
  await expect(order).toContainText('Total: 99.50 BRL');
  await expect(order).toContainText('Sem cebola');
  await deliver(
    inboundOf(from, contact, {
      type: 'unsupported',
      unsupported: { type: 'poll' },
      errors: [{ code: 131_051, title: 'Message type unknown', error_data: { details: 'Message type is currently not supported.' } }],
    }),
  );
  await expect(conversation.getByTestId('message-unsupported')).toContainText('This message could not be shown: Message type unknown');

  // The plan's connection limit is left to the other specs.
  const login = (await (await request.post('/auth/login', { data: E2E_ADMIN })).json()) as { token: string };
  expect((await request.delete(`/whatsapp/${connection.id}`, { headers: { authorization: `Bearer ${login.token}` } })).status()).toBe(204);
});
