import { expect, test } from './test.ts';
import { completion, ProviderStandIn } from '../../server/test/provider-stand-in.ts';
import { adminApi, enablePlanFlags } from './adminApi.ts';
import { E2E_ADMIN, signIn } from './fixtures.ts';

type Outbox = { to: string; body: string }[];
type TicketRow = { id: number; uuid: string; status: string; queueId: number | null };

const PROMPT_TEXT = 'Você é a assistente da Padaria Balcão. Responda em português, com frases curtas e gentis.';

let standIn: ProviderStandIn;

test.beforeAll(async () => {
  standIn = await new ProviderStandIn().start();
});
test.afterAll(async () => {
  await standIn.stop();
});

/**
 * Bots in front of a queue, end to end: an AI prompt made on the /prompts screen answers through a
 * local OpenAI-compatible stand-in and hands off on "atendente"; a Typebot stand-in's two-step flow
 * reaches the contact with its delay between bubbles.
 */
test('an AI prompt answers the contact and hands off on request; a Typebot flow reaches the outbox with its delay', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  standIn.handler = (incoming) => {
    if (incoming.path === '/v1/chat/completions') {
      return { json: completion('Olá! Temos pão quentinho às 7h.') };
    }
    if (incoming.path === '/api/v1/typebots/padaria/startChat') {
      return {
        json: {
          sessionId: 'e2e-session',
          messages: [{ type: 'text', content: { type: 'markdown', markdown: 'Bem-vindo à padaria!' } }],
          input: {
            type: 'choice input',
            items: [
              { id: '1', content: 'Pão' },
              { id: '2', content: 'Bolo' },
            ],
          },
        },
      };
    }
    if (incoming.path === '/api/v1/sessions/e2e-session/continueChat') {
      return { json: { messages: [{ type: 'text', content: { type: 'markdown', markdown: 'Pedido anotado.' } }] } };
    }
    return { status: 404 };
  };
  const { call, companyId } = await adminApi(request);
  await enablePlanFlags(companyId, ['use_open_ai', 'use_integrations']);
  await call('put', '/settings/scheduleType', { value: 'disabled' });
  const suffix = Date.now() % 100_000;
  const queue = (await call('post', '/queue', { name: `IA ${suffix}`, color: `#1${String(suffix).padStart(5, '0')}` })) as {
    id: number;
    name: string;
    color: string;
  };

  // The prompt, made on its screen.
  await signIn(page);
  await page.goto('/#/prompts');
  await page.getByTestId('prompts-add').click();
  const dialog = page.getByTestId('prompt-modal');
  await dialog.getByTestId('prompt-name').fill(`Assistente ${suffix}`);
  await dialog.getByTestId('prompt-api-key').fill('sk-e2e-0123456789');
  await dialog.getByTestId('prompt-text').fill(PROMPT_TEXT);
  await dialog.getByTestId('prompt-queue').selectOption(String(queue.id));
  await dialog.getByTestId('prompt-base-url').fill(`${standIn.url}/v1`);
  await dialog.getByTestId('prompt-save').click();
  const row = page.getByTestId(`prompt-row-Assistente ${suffix}`);
  await expect(row).toContainText(queue.name);
  await expect(row).toContainText('100');
  await expect(page.getByText('sk-e2e-0123456789')).toHaveCount(0);

  const prompts = (await call('get', '/prompt')) as { prompts: { id: number; name: string }[] };
  const prompt = prompts.prompts.find((candidate) => candidate.name === `Assistente ${suffix}`);
  await call('put', `/queue/${queue.id}`, { name: queue.name, color: queue.color, promptId: prompt?.id });
  const connection = (await call('post', '/whatsapp', { name: `IA ${suffix}`, provider: 'sandbox', queueIds: [queue.id] })) as {
    id: number;
  };
  await call('post', `/sandbox/${connection.id}/scan`);
  const from = `55117${String(suffix).padStart(8, '0')}`;
  const outbox = async (to: string, connectionId = connection.id) =>
    ((await call('get', `/sandbox/${connectionId}/outbox`)) as Outbox).filter((entry) => entry.to === to).map((entry) => entry.body);

  await call('post', `/sandbox/${connection.id}/inbound`, { from, name: `Cliente ${suffix}`, body: 'oi' });
  await expect.poll(() => outbox(from)).toEqual(['Olá! Temos pão quentinho às 7h.']);
  const ticketOf = async (number: string) =>
    ((await call('get', `/tickets?showAll=true&searchParam=${number}`)) as { tickets: TicketRow[] }).tickets[0] as TicketRow;
  const ticket = await ticketOf(from);
  await page.goto(`/#/tickets/${ticket.uuid}`);
  await expect(page.getByTestId('ticket-conversation')).toContainText('Olá! Temos pão quentinho às 7h.');

  await call('post', `/sandbox/${connection.id}/inbound`, { from, name: `Cliente ${suffix}`, body: 'Quero falar com um atendente' });
  await expect.poll(async () => ((await call('get', `/tickets/${ticket.id}`)) as { promptId: number | null }).promptId).toBeNull();
  expect(await call('get', `/tickets/${ticket.id}`)).toMatchObject({ status: 'pending', queueId: queue.id });
  expect(standIn.to('/v1/chat/completions')).toHaveLength(1);

  // Typebot on another queue and connection.
  const typebot = (await call('post', '/queueIntegration', {
    name: `Typebot ${suffix}`,
    type: 'typebot',
    urlN8N: standIn.url,
    typebotSlug: 'padaria',
    typebotDelayMessage: 1500,
  })) as { id: number };
  const botQueue = (await call('post', '/queue', {
    name: `Robô ${suffix}`,
    color: `#2${String(suffix).padStart(5, '0')}`,
    integrationId: typebot.id,
  })) as { id: number };
  const botConnection = (await call('post', '/whatsapp', { name: `Robô ${suffix}`, provider: 'sandbox', queueIds: [botQueue.id] })) as {
    id: number;
  };
  await call('post', `/sandbox/${botConnection.id}/scan`);
  const contact = `55116${String(suffix).padStart(8, '0')}`;
  const sentAt = Date.now();
  await call('post', `/sandbox/${botConnection.id}/inbound`, { from: contact, name: `Freguês ${suffix}`, body: 'oi' });
  await expect.poll(() => outbox(contact, botConnection.id)).toEqual(['Bem-vindo à padaria!', '*[ 1 ]* - Pão\n*[ 2 ]* - Bolo']);
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1500);
  await call('post', `/sandbox/${botConnection.id}/inbound`, { from: contact, name: `Freguês ${suffix}`, body: '1' });
  await expect
    .poll(() => outbox(contact, botConnection.id))
    .toEqual(['Bem-vindo à padaria!', '*[ 1 ]* - Pão\n*[ 2 ]* - Bolo', 'Pedido anotado.']);
  expect(standIn.to('/api/v1/sessions/e2e-session/continueChat')[0]?.json).toMatchObject({ message: { text: 'Pão' } });
  await expect.poll(async () => (await ticketOf(contact)).status).toBe('pending');

  // The connections go, leaving the plan's connection limit to later specs.
  const { token } = (await (await request.post('/auth/login', { data: E2E_ADMIN })).json()) as { token: string };
  for (const id of [connection.id, botConnection.id]) {
    expect((await request.delete(`/whatsapp/${id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBeLessThan(300);
  }
});
