import { expect, test, type Page } from '../test.ts';
import { completion, ProviderStandIn } from '../../../server/test/provider-stand-in.ts';
import { verifySignature } from '../../../server/src/modules/queue-integrations/webhook-signature.ts';
import { adminApi, enablePlanFlags } from '../adminApi.ts';
import { E2E_ADMIN, signInAndWaitForTickets } from '../fixtures.ts';

type Outbox = { to: string; body: string }[];

const PROMPT_TEXT = 'Você é a assistente da Padaria Balcão. Responda em português, com frases curtas e gentis.';
const AI_ANSWER = 'Olá! Temos pão quentinho às 7h.';
const WEBHOOK_ANSWER = 'Seu pedido foi recebido pelo nosso sistema.';
const GREETING = 'Um atendente já vai falar com você.';
/** Generous: a loaded 2-core machine runs the server, the browser and the stand-ins together. */
const SLOW = { timeout: 30_000 };

let ai: ProviderStandIn;
let receiver: ProviderStandIn;

test.beforeAll(async () => {
  ai = await new ProviderStandIn().start();
  receiver = await new ProviderStandIn().start();
});
test.afterAll(async () => {
  await ai.stop();
  await receiver.stop();
});

async function openMenu(page: Page, item: string, heading: string): Promise<void> {
  await page.getByTestId(`menu-item-${item}`).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible(SLOW);
}

/** A queue made on the queues screen; its dialog closes on save like every other dialog. */
async function createQueue(page: Page, name: string, greeting = ''): Promise<void> {
  await page.getByTestId('queues-add').click();
  const dialog = page.getByTestId('queue-modal');
  await dialog.getByTestId('queue-name').fill(name);
  if (greeting) {
    await dialog.getByTestId('queue-greeting').fill(greeting);
  }
  await dialog.getByTestId('queue-save').click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(page.getByTestId(`queue-row-${name}`)).toBeVisible(SLOW);
}

/**
 * A company admin switches bots on from the screens alone: an AI prompt and a webhook integration
 * made through the menu, each bound to a queue from the screens, answer sandbox contacts (the AI
 * through a local OpenAI-compatible stand-in, the webhook reaching a local receiver that checks the
 * signature with the secret read in the integration dialog); then the AI server fails and the
 * ticket lands, live, in Waiting with a note saying which bot failed and why. On the way, Dialogflow's
 * Test button says why a broken key fails (nothing leaves the machine for it), and at the end the
 * connection dialog binds the AI prompt to a connection.
 */
test('a company admin binds an AI prompt and a webhook to queues from the screens, and a failing AI hands the ticket to Waiting', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  ai.handler = (incoming) => (incoming.path === '/v1/chat/completions' ? { json: completion(AI_ANSWER) } : { status: 404 });
  receiver.handler = (incoming) => (incoming.path === '/hook' ? { json: { messages: [WEBHOOK_ANSWER] } } : { status: 404 });

  // The world: the plan has the AI and integrations; the company works without opening hours.
  const { call, companyId } = await adminApi(request);
  await enablePlanFlags(companyId, ['use_open_ai', 'use_integrations']);
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  const suffix = Date.now() % 100_000;
  const aiQueue = `Padaria IA ${suffix}`;
  const hookQueue = `Pedidos ${suffix}`;
  const promptName = `Assistente ${suffix}`;
  const hookName = `Pedidos ${suffix} hook`;
  const flowName = `Dialogflow ${suffix}`;

  await signInAndWaitForTickets(page);

  // Two queues, made on the queues screen.
  await openMenu(page, 'queues', 'Queues & Chatbot');
  await createQueue(page, aiQueue, GREETING);
  await createQueue(page, hookQueue);

  // The AI prompt, on its screen: the queue it names runs it.
  await openMenu(page, 'prompts', 'AI prompts');
  await page.getByTestId('prompts-add').click();
  const promptDialog = page.getByTestId('prompt-modal');
  await promptDialog.getByTestId('prompt-name').fill(promptName);
  await promptDialog.getByTestId('prompt-api-key').fill('sk-e2e-0123456789');
  await promptDialog.getByTestId('prompt-text').fill(PROMPT_TEXT);
  await promptDialog.getByTestId('prompt-queue').selectOption({ label: aiQueue });
  await promptDialog.getByTestId('prompt-base-url').fill(`${ai.url}/v1`);
  await promptDialog.getByTestId('prompt-save').click();
  await expect(promptDialog).toBeHidden(SLOW);
  await expect(page.getByTestId(`prompt-row-${promptName}`)).toContainText(aiQueue, SLOW);

  // The webhook integration, on its screen; reopened, it shows the signing secret.
  await openMenu(page, 'queue-integration', 'Integrations');
  await page.getByTestId('queue-integration-add').click();
  const hookDialog = page.getByTestId('queue-integration-modal');
  await hookDialog.getByTestId('queue-integration-type').selectOption('webhook');
  await hookDialog.getByTestId('queue-integration-name').fill(hookName);
  await hookDialog.getByTestId('queue-integration-urlN8N').fill(`${receiver.url}/hook`);
  await hookDialog.getByTestId('queue-integration-save').click();
  await expect(hookDialog).toBeHidden(SLOW);
  await page.getByTestId(`queue-integration-edit-${hookName}`).click();
  const secretField = hookDialog.getByTestId('queue-integration-secret');
  await expect(secretField).toHaveAttribute('type', 'password', SLOW);
  await hookDialog.getByTestId('queue-integration-secret-toggle').click();
  await expect(secretField).toHaveAttribute('type', 'text');
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  await page.keyboard.press('Escape');
  await expect(hookDialog).toBeHidden();

  // A Dialogflow integration with a broken key: Test says what is wrong with it, before and after saving.
  await page.getByTestId('queue-integration-add').click();
  await hookDialog.getByTestId('queue-integration-type').selectOption('dialogflow');
  await hookDialog.getByTestId('queue-integration-name').fill(flowName);
  await hookDialog.getByTestId('queue-integration-language').selectOption('pt-BR');
  await hookDialog.getByTestId('queue-integration-projectName').fill(`padaria-${suffix}`);
  await hookDialog.getByTestId('queue-integration-jsonContent').fill('{"type": "service_account", "private_key": ');
  await hookDialog.getByTestId('queue-integration-test').click();
  const testFailed = page.getByTestId('queue-integration-test-failed');
  await expect(testFailed.filter({ hasText: 'The test failed: the service account JSON is not valid JSON.' })).toBeVisible(SLOW);
  await hookDialog.getByTestId('queue-integration-jsonContent').fill('{"type": "service_account", "project_id": "padaria"}');
  await hookDialog.getByTestId('queue-integration-test').click();
  const lacksKey = 'The test failed: the JSON lacks client_email or private_key. Use a service account JSON key.';
  await expect(testFailed.filter({ hasText: lacksKey })).toBeVisible(SLOW);
  await hookDialog.getByTestId('queue-integration-save').click();
  await expect(hookDialog).toBeHidden(SLOW);
  // Reopened, the key shows masked and Test uses the stored one.
  await page.getByTestId(`queue-integration-edit-${flowName}`).click();
  await expect(hookDialog.getByTestId('queue-integration-jsonContent')).not.toHaveValue('', SLOW);
  await expect(testFailed).toHaveCount(0, SLOW);
  await hookDialog.getByTestId('queue-integration-test').click();
  await expect(testFailed.filter({ hasText: lacksKey })).toBeVisible(SLOW);
  // Focus stayed on Test while it ran, so Escape still closes the dialog.
  await expect(hookDialog.getByTestId('queue-integration-test')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(hookDialog).toBeHidden();

  // The queue dialogs: the AI queue shows its prompt; the other queue gets the webhook.
  await openMenu(page, 'queues', 'Queues & Chatbot');
  await page.getByTestId(`queue-edit-${aiQueue}`).click();
  const queueDialog = page.getByTestId('queue-modal');
  await expect(queueDialog.getByTestId('queue-bot').locator('option:checked')).toHaveText(promptName, SLOW);
  await page.keyboard.press('Escape');
  await expect(queueDialog).toBeHidden();
  await page.getByTestId(`queue-edit-${hookQueue}`).click();
  const hookOption = `${hookName} (webhook)`;
  await expect(queueDialog.getByTestId('queue-bot').locator('option', { hasText: hookOption })).toHaveCount(1, SLOW);
  await queueDialog.getByTestId('queue-bot').selectOption({ label: hookOption });
  await queueDialog.getByTestId('queue-save').click();
  await expect(queueDialog).toBeHidden(SLOW);

  // A sandbox phone per queue (the connections are not what this journey is about).
  const queues = (await call('get', '/queue')) as { id: number; name: string }[];
  const idOf = (name: string) => queues.find((queue) => queue.name === name)?.id;
  const connections: number[] = [];
  for (const [name, queueId] of [
    [aiQueue, idOf(aiQueue)],
    [hookQueue, idOf(hookQueue)],
  ] as const) {
    const connection = (await call('post', '/whatsapp', { name, provider: 'sandbox', queueIds: [queueId] })) as { id: number };
    await call('post', `/sandbox/${connection.id}/scan`);
    connections.push(connection.id);
  }
  const [aiPhone, hookPhone] = connections as [number, number];
  const outbox = async (connectionId: number, to: string) =>
    ((await call('get', `/sandbox/${connectionId}/outbox`)) as Outbox).filter((entry) => entry.to === to).map((entry) => entry.body);
  const write = (connectionId: number, from: string, name: string, body: string) =>
    call('post', `/sandbox/${connectionId}/inbound`, { from, name, body });

  try {
    // The AI queue: the contact gets the AI stand-in's answer.
    const breadLover = `55117${String(suffix).padStart(8, '0')}`;
    await write(aiPhone, breadLover, `Ana ${suffix}`, 'Que horas sai o pão?');
    await expect.poll(() => outbox(aiPhone, breadLover), SLOW).toEqual([AI_ANSWER]);
    const asked = ai.to('/v1/chat/completions').at(-1)?.json as { messages: { role: string; content: string }[] };
    expect(asked.messages).toEqual([
      { role: 'system', content: PROMPT_TEXT },
      { role: 'user', content: 'Que horas sai o pão?' },
    ]);

    // The webhook queue: the receiver gets the message signed with the secret the dialog showed.
    const orderer = `55116${String(suffix).padStart(8, '0')}`;
    await write(hookPhone, orderer, `Bruno ${suffix}`, 'Quero 10 pães');
    await expect.poll(() => receiver.to('/hook').length, SLOW).toBe(1);
    const delivery = receiver.to('/hook')[0];
    expect(delivery?.json).toMatchObject({ event: 'message', message: { body: 'Quero 10 pães' }, contact: { number: orderer } });
    // Signed with the secret and the time of the delivery (X-Balcao-Timestamp), fresh within five minutes.
    expect(verifySignature(delivery?.body ?? '', secret, delivery?.headers ?? {})).toBe(true);
    await expect.poll(() => outbox(hookPhone, orderer), SLOW).toEqual([WEBHOOK_ANSWER]);

    // The AI server fails while the admin watches Waiting: the ticket arrives there, live, with the reason.
    await page.getByTestId('menu-item-tickets').click();
    await expect(page.getByTestId('page-tickets')).toBeVisible(SLOW);
    await page.getByTestId('tickets-show-all').check();
    await page.getByTestId('tickets-group-pending').click();
    // The list has loaded (the two contacts the bots answered wait there too) before the next one writes.
    await expect(page.getByTestId('ticket-list-pending')).toContainText(`Bruno ${suffix}`, SLOW);
    await expect(page.getByTestId('ticket-list-pending')).toContainText(`Ana ${suffix}`, SLOW);
    ai.handler = () => ({ status: 500, json: { error: { message: 'model overloaded' } } });
    const unlucky = `55115${String(suffix).padStart(8, '0')}`;
    await write(aiPhone, unlucky, `Carla ${suffix}`, 'Tem bolo hoje?');
    const found = async () =>
      ((await call('get', `/tickets?showAll=true&searchParam=${unlucky}`)) as { tickets: { botFailure?: { reason: string } | null }[] })
        .tickets[0];
    await expect.poll(async () => (await found())?.botFailure?.reason, SLOW).toBe('httpError');
    const row = page
      .getByTestId('ticket-list-pending')
      .getByRole('listitem')
      .filter({ hasText: `Carla ${suffix}` });
    const badge = row.getByTestId('ticket-bot-failure');
    await expect(badge).toBeVisible(SLOW);
    await expect(badge).toHaveAttribute('title', new RegExp(`The bot AI prompt “${promptName}” failed .*HTTP 500`));
    // The attendant takes it and reads the note in the conversation.
    await row.getByRole('button', { name: `Accept the ticket of Carla ${suffix}` }).click();
    const note = page.getByTestId('conversation-bot-failure');
    await expect(note).toContainText(`The bot AI prompt “${promptName}” failed`, SLOW);
    await expect(note).toContainText('it answered with an error (HTTP 500');
    await expect(page.getByTestId('ticket-conversation')).toContainText('Tem bolo hoje?');
    // The contact gets the queue's greeting, never the failure.
    await expect.poll(() => outbox(aiPhone, unlucky), SLOW).toEqual([GREETING]);

    // The connection dialog offers the bots too: the webhook's phone gets the AI prompt, and keeps it.
    await openMenu(page, 'connections', 'Connections');
    await page.getByTestId(`connection-edit-${hookQueue}`).click();
    const connectionDialog = page.getByTestId('connection-modal');
    const connectionBot = connectionDialog.getByTestId('connection-bot');
    await expect(connectionBot.locator('option:checked')).toHaveText('No bot', SLOW);
    await expect(connectionBot.locator('option', { hasText: promptName })).toHaveCount(1, SLOW);
    await connectionBot.selectOption({ label: promptName });
    await connectionDialog.getByTestId('connection-save').click();
    await expect(connectionDialog).toBeHidden(SLOW);
    await page.getByTestId(`connection-edit-${hookQueue}`).click();
    await expect(connectionBot.locator('option:checked')).toHaveText(promptName, SLOW);
    await page.keyboard.press('Escape');
    await expect(connectionDialog).toBeHidden();
  } finally {
    // The connections go, leaving the plan's connection limit to later specs.
    const { token } = (await (await request.post('/auth/login', { data: E2E_ADMIN })).json()) as { token: string };
    for (const id of connections) {
      await request.delete(`/whatsapp/${id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  }
});
