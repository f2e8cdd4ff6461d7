import { DEFAULT_TIMEZONE, type TicketRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Plan } from '../plans/plan.entity.ts';
import { QueueIntegration } from '../queue-integrations/queue-integration.entity.ts';
import { Queue } from '../queues/queue.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { wallClock } from '../settings/time-zone.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import type { AutomationTurn } from './automation-handoff.ts';
import { TicketTracking } from '../tickets/ticket-tracking.entity.ts';

let server: TestServer;
let http: HttpClient;
let companyId: number;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  http = new HttpClient(server.url);
  companyId = (await http.login(ADMIN_EMAIL, ADMIN_PASSWORD)).user.companyId;
  // Every scenario makes queues and connections of its own: more than the default plan allows.
  const em = forkUnscoped(server.db.em);
  const company = await em.findOneOrFail(Company, { id: companyId });
  await em.nativeUpdate(Plan, { id: company.planId }, { queues: 100, connections: 100 });
  // Queues get business hours by default; most scenarios must not depend on the clock.
  expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
});
afterAll(async () => {
  await server.stop();
});

async function queue(name: string, fields: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const color = `#${String(counter).padStart(6, '0')}`;
  const created = await http.request<{ id: number }>('POST', '/queue', { name, color, ...fields });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  return created.body.id;
}

async function option(queueId: number, parentId: number | null, option: string, title: string, message: string): Promise<number> {
  const created = await http.request<{ id: number }>('POST', '/queue-options', { queueId, parentId, option, title, message });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  return created.body.id;
}

async function connection(fields: Record<string, unknown>): Promise<number> {
  counter += 1;
  const created = await http.request<{ id: number }>('POST', '/whatsapp', { name: `Sandbox ${counter}`, provider: 'sandbox', ...fields });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  expect((await http.request('POST', `/sandbox/${created.body.id}/scan`)).status).toBe(200);
  return created.body.id;
}

/** The contact writes; resolves once the message was stored and answered. */
async function say(connectionId: number, from: string, body: string, name = 'Ana Souza'): Promise<void> {
  expect((await http.request('POST', `/sandbox/${connectionId}/inbound`, { from, name, body })).status).toBe(202);
  await server.sessions.settled(connectionId);
}

/** What the contact received, in order. */
async function received(connectionId: number, to: string): Promise<string[]> {
  const outbox = await http.request<{ to: string; body: string }[]>('GET', `/sandbox/${connectionId}/outbox`);
  return outbox.body.filter((entry) => entry.to === to).map((entry) => entry.body);
}

async function ticketOf(connectionId: number, number: string): Promise<Ticket> {
  const em = forkForCompany(server.db.em, companyId);
  const contact = await em.findOneOrFail(Contact, { number });
  return em.findOneOrFail(Ticket, { whatsappId: connectionId, contactId: contact.id });
}

describe('a connection without queues', () => {
  it('greets once per attendance, with the variables filled, and stores the greeting as a message of the ticket', async () => {
    const id = await connection({ greetingMessage: '{{ms}}, {{firstName}}! Protocolo {{protocol}} ({{name}}) em {{date}} {{hour}}' });
    await say(id, '5511900000001', 'Oi');
    await say(id, '5511900000001', 'Tem alguém aí?');

    const ticket = await ticketOf(id, '5511900000001');
    const texts = await received(id, '5511900000001');
    expect(ticket.code).toMatch(/^\d{8}-\d{6}$/);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      new RegExp(`^(Bom dia|Boa tarde|Boa noite), Ana! Protocolo ${ticket.code} \\(Ana Souza\\) em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`),
    );

    const em = forkForCompany(server.db.em, companyId);
    const outbox = await http.request<{ id: string }[]>('GET', `/sandbox/${id}/outbox`);
    const stored = await em.findOneOrFail(Message, { ticketId: ticket.id, fromMe: true });
    expect(stored).toMatchObject({ body: texts[0], waId: outbox.body[0]?.id, whatsappId: id });
    expect(stored.ack).toBeGreaterThanOrEqual(1);
    expect(await em.count(Message, { ticketId: ticket.id, fromMe: false })).toBe(2);
  });
});

describe('a connection with one queue', () => {
  it('puts the ticket in it, greeting only when sendGreetingMessageOneQueues is enabled', async () => {
    const only = await queue('Único', { greetingMessage: 'Fila única' });
    const silent = await connection({ greetingMessage: 'Bem-vindo!', queueIds: [only] });
    await say(silent, '5511900000002', 'Oi');
    expect((await ticketOf(silent, '5511900000002')).queueId).toBe(only);
    expect(await received(silent, '5511900000002')).toEqual([]);

    expect((await http.request('PUT', '/settings/sendGreetingMessageOneQueues', { value: 'enabled' })).status).toBe(200);
    const greeting = await connection({ greetingMessage: 'Bem-vindo, {{firstName}}!', queueIds: [only] });
    await say(greeting, '5511900000003', 'Oi', 'Bruno Lima');
    expect((await ticketOf(greeting, '5511900000003')).queueId).toBe(only);
    expect(await received(greeting, '5511900000003')).toEqual(['Bem-vindo, Bruno!']);
    await say(greeting, '5511900000003', 'Ainda aqui');
    expect(await received(greeting, '5511900000003')).toEqual(['Bem-vindo, Bruno!']);
    expect((await http.request('PUT', '/settings/sendGreetingMessageOneQueues', { value: 'disabled' })).status).toBe(200);
  });
});

describe('a connection with several queues', () => {
  let sales: number;
  let support: number;
  let id: number;
  const menu = 'Olá! Escolha:\n\n*[ 1 ]* - Suporte\n*[ 2 ]* - Vendas\n*[ 3 ]* - Financeiro';

  beforeAll(async () => {
    sales = await queue('Vendas', { orderQueue: 2, greetingMessage: 'Vendas, {{firstName}}: em que posso ajudar?' });
    support = await queue('Suporte', { orderQueue: 1, greetingMessage: 'Suporte aqui' });
    const finance = await queue('Financeiro', { greetingMessage: 'Financeiro' });
    id = await connection({ greetingMessage: 'Olá! Escolha:', queueIds: [sales, finance, support], maxUseBotQueues: 2 });
  });

  it('sends the menu, repeats it on invalid input, and a valid number assigns the queue and sends its greeting', async () => {
    await say(id, '5511900000004', 'Oi');
    await say(id, '5511900000004', '7');
    expect(await received(id, '5511900000004')).toEqual([menu, menu]);
    expect((await ticketOf(id, '5511900000004')).queueId).toBeNull();

    await say(id, '5511900000004', ' 2 ');
    expect((await received(id, '5511900000004')).at(-1)).toBe('Vendas, Ana: em que posso ajudar?');
    const ticket = await ticketOf(id, '5511900000004');
    expect(ticket).toMatchObject({ queueId: sales, chatbot: false });
    await say(id, '5511900000004', 'Quero comprar');
    expect(await received(id, '5511900000004')).toHaveLength(3);
  });

  it('stops sending the menu once maxUseBotQueues menus went unanswered', async () => {
    for (const text of ['Oi', 'hein?', 'alô', 'ninguém?']) {
      await say(id, '5511900000005', text);
    }
    expect(await received(id, '5511900000005')).toEqual([menu, menu]);
    expect((await ticketOf(id, '5511900000005')).amountUsedBotQueues).toBe(2);
    await say(id, '5511900000005', '1');
    expect((await ticketOf(id, '5511900000005')).queueId).toBe(support);
    expect((await received(id, '5511900000005')).at(-1)).toBe('Suporte aqui');
  });

  it('stops sending the menu timeUseBotQueues minutes after the first one of the attendance', async () => {
    const sales = await queue('Vendas TU');
    const support = await queue('Suporte TU');
    const timed = await connection({ greetingMessage: 'Escolha:', queueIds: [sales, support], maxUseBotQueues: 0, timeUseBotQueues: 10 });
    await say(timed, '5511900000015', 'Oi');
    await say(timed, '5511900000015', 'hein?');
    expect(await received(timed, '5511900000015')).toHaveLength(2);

    const em = forkForCompany(server.db.em, companyId);
    const ticket = await ticketOf(timed, '5511900000015');
    const tracking = await em.findOneOrFail(TicketTracking, { ticketId: ticket.id });
    expect(tracking.chatbotAt).toEqual(expect.any(Date));
    tracking.chatbotAt = new Date(Date.now() - 11 * 60_000);
    await em.flush();

    await say(timed, '5511900000015', 'alô?');
    expect(await received(timed, '5511900000015')).toHaveLength(2);
    await say(timed, '5511900000015', '2');
    expect((await ticketOf(timed, '5511900000015')).queueId).toBe(sales); // menu order is by name: Suporte, Vendas
  });
});

describe('nested queue options', () => {
  it('goes forward into options, back with 0, to the main menu with #, and ends the bot at a leaf', async () => {
    const plans = await queue('Planos', { orderQueue: 1, greetingMessage: 'Bem-vindo aos planos' });
    const other = await queue('Outros', { orderQueue: 2 });
    const catalogue = await option(plans, null, '1', 'Catálogo', 'Escolha um plano');
    await option(plans, catalogue, '1', 'Básico', 'O Básico custa R$ 10');
    await option(plans, catalogue, '2', 'Pro', 'O Pro custa R$ 50');
    await option(plans, null, '2', 'Atendente', 'Aguarde um atendente, {{firstName}}');
    const id = await connection({ greetingMessage: 'Menu principal', queueIds: [plans, other] });
    const main = 'Menu principal\n\n*[ 1 ]* - Planos\n*[ 2 ]* - Outros';
    const root = 'Bem-vindo aos planos\n\n[ 1 ] - Catálogo\n[ 2 ] - Atendente\n[ # ] Menu inicial';
    const inner = 'Escolha um plano\n\n[ 1 ] - Básico\n[ 2 ] - Pro\n[ 0 ] Menu anterior\n[ # ] Menu inicial';
    const from = '5511900000006';

    for (const text of ['Oi', '1', '1', 'talvez', '0', '#']) {
      await say(id, from, text);
    }
    expect(await received(id, from)).toEqual([main, root, inner, inner, root, main]);
    expect(await ticketOf(id, from)).toMatchObject({ queueId: null, chatbot: true });

    await say(id, from, '1');
    expect(await ticketOf(id, from)).toMatchObject({ queueId: plans, chatbot: true, queueOptionId: null });
    await say(id, from, '2');
    await say(id, from, 'obrigado');
    expect((await received(id, from)).slice(6)).toEqual([root, 'Aguarde um atendente, Ana']);
    expect(await ticketOf(id, from)).toMatchObject({ queueId: plans, chatbot: false });
  });
});

describe('out of hours', () => {
  it('answers with the out-of-hours message (at most once per 5 minutes) and assigns no queue', async () => {
    const closedWeek = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekdayEn) => ({
      weekday: weekdayEn,
      weekdayEn,
      startTime: '00:00',
      endTime: '00:00',
    }));
    expect((await http.request('PUT', `/companies/${companyId}/schedules`, { schedules: closedWeek })).status).toBe(200);
    expect((await http.request('PUT', '/settings/scheduleType', { value: 'company' })).status).toBe(200);
    try {
      const night = await queue('Noturno', { greetingMessage: 'Fila noturna' });
      const id = await connection({ greetingMessage: 'Olá', outOfHoursMessage: 'Estamos fechados, {{firstName}}.', queueIds: [night] });
      await say(id, '5511900000007', 'Oi');
      await say(id, '5511900000007', 'Alô?');
      expect(await received(id, '5511900000007')).toEqual(['Estamos fechados, Ana.']);
      const ticket = await ticketOf(id, '5511900000007');
      expect(ticket.queueId).toBeNull();
      // The gap is kept on the ticket, not in a process's memory: it holds across restarts and processes.
      const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
      await forkForCompany(server.db.em, companyId).nativeUpdate(Ticket, { id: ticket.id }, { outOfHoursAnsweredAt: sixMinutesAgo });
      await say(id, '5511900000007', 'Ainda fechado?');
      expect(await received(id, '5511900000007')).toEqual(['Estamos fechados, Ana.', 'Estamos fechados, Ana.']);
    } finally {
      expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
    }
  });
});

/** An `Etc/GMT…` zone whose wall clock shows `hour` o'clock (give or take the minutes) right now. */
function zoneAt(hour: number): string {
  for (let offset = -12; offset <= 14; offset += 1) {
    // Etc/GMT names carry the sign reversed: Etc/GMT-3 is three hours ahead of UTC.
    const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    if (Number(wallClock(new Date(), zone).time.slice(0, 2)) === hour) {
      return zone;
    }
  }
  throw new Error(`No zone shows ${hour} o'clock now`);
}

describe("the company's time zone", () => {
  it('reads the queue hours on its clock: the same queue is open in one zone and closed in another', async () => {
    const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekdayEn) => ({
      weekday: weekdayEn,
      weekdayEn,
      startTime: '08:00',
      endTime: '18:00',
    }));
    const daytime = await queue('Diurna', { schedules: everyDay, outOfHoursMessage: 'Voltamos às 8h.' });
    const id = await connection({ greetingMessage: 'Olá', queueIds: [daytime] });
    expect((await http.request('PUT', '/settings/scheduleType', { value: 'queue' })).status).toBe(200);
    try {
      expect((await http.request('PUT', '/settings/timezone', { value: zoneAt(12) })).status).toBe(200);
      await say(id, '5511900000071', 'Oi');
      expect(await ticketOf(id, '5511900000071')).toMatchObject({ queueId: daytime });
      expect(await received(id, '5511900000071')).toEqual([]);

      expect((await http.request('PUT', '/settings/timezone', { value: zoneAt(2) })).status).toBe(200);
      await say(id, '5511900000072', 'Oi');
      expect(await ticketOf(id, '5511900000072')).toMatchObject({ queueId: null });
      expect(await received(id, '5511900000072')).toEqual(['Voltamos às 8h.']);
    } finally {
      expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
      expect((await http.request('PUT', '/settings/timezone', { value: DEFAULT_TIMEZONE })).status).toBe(200);
    }
  });
});

describe('a ticket held out of every queue', () => {
  it('records why it waits (outside the hours of its only queue, which has no out-of-hours message) until a message arrives in hours', async () => {
    const everyDay = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekdayEn) => ({
      weekday: weekdayEn,
      weekdayEn,
      startTime: '08:00',
      endTime: '18:00',
    }));
    const silent = await queue('Sem aviso', { schedules: everyDay, outOfHoursMessage: '' });
    const id = await connection({ greetingMessage: 'Olá', queueIds: [silent] });
    expect((await http.request('PUT', '/settings/scheduleType', { value: 'queue' })).status).toBe(200);
    try {
      expect((await http.request('PUT', '/settings/timezone', { value: zoneAt(2) })).status).toBe(200);
      await say(id, '5511900000073', 'Oi');
      expect(await received(id, '5511900000073')).toEqual([]);
      const ticket = await ticketOf(id, '5511900000073');
      const held = await http.request<TicketRecord>('GET', `/tickets/${ticket.id}`);
      expect(held.body).toMatchObject({ queueId: null, held: { reason: 'queueHoursSilent', queue: { id: silent, name: 'Sem aviso' } } });

      expect((await http.request('PUT', '/settings/timezone', { value: zoneAt(12) })).status).toBe(200);
      await say(id, '5511900000073', 'Bom dia');
      const routed = await http.request<TicketRecord>('GET', `/tickets/${ticket.id}`);
      expect(routed.body).toMatchObject({ queueId: silent, held: null });
    } finally {
      expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
      expect((await http.request('PUT', '/settings/timezone', { value: DEFAULT_TIMEZONE })).status).toBe(200);
    }
  });
});

describe('queues bound to an automation', () => {
  it('hands the conversation to the integration handler once its queue is chosen, and keeps handing it over', async () => {
    const turns: AutomationTurn[] = [];
    server.automations.register('integration', {
      handle: (turn) => {
        turns.push(turn);
        return Promise.resolve();
      },
    });
    const em = forkForCompany(server.db.em, companyId);
    const integration = em.create(QueueIntegration, { companyId, type: 'webhook', name: 'Robô', webhookSecret: 'x'.repeat(64) });
    await em.flush();
    const integrationId = integration.id;
    const bot = await queue('Robô', { orderQueue: 1, greetingMessage: 'não deve ser enviada', integrationId });
    const human = await queue('Humano', { orderQueue: 2, greetingMessage: 'Um atendente já vem' });
    // Its prompt was deleted after it was chosen: the queue still names it.
    await em.nativeUpdate(Queue, { id: human }, { promptId: 999_999 });
    const id = await connection({ greetingMessage: 'Escolha:', queueIds: [bot, human] });

    await say(id, '5511900000020', 'Oi');
    await say(id, '5511900000020', '1');
    await say(id, '5511900000020', 'Qual o status do pedido 42?');
    expect(await received(id, '5511900000020')).toEqual(['Escolha:\n\n*[ 1 ]* - Robô\n*[ 2 ]* - Humano']);
    const ticket = await ticketOf(id, '5511900000020');
    expect(ticket).toMatchObject({ queueId: bot, useIntegration: true, integrationId, chatbot: false });
    expect(turns.map((turn) => [turn.ticketId, turn.body, turn.binding])).toEqual([
      [ticket.id, '1', { kind: 'integration', integrationId }],
      [ticket.id, 'Qual o status do pedido 42?', { kind: 'integration', integrationId }],
    ]);

    // A prompt that does not exist (any more): the hand-off point gives the ticket to that queue's people,
    // saying why, and the contact gets the queue's greeting.
    await say(id, '5511900000021', 'Oi');
    await say(id, '5511900000021', '2');
    expect(await ticketOf(id, '5511900000021')).toMatchObject({
      queueId: human,
      promptId: null,
      status: 'pending',
      chatbot: false,
      botFailure: { bot: { kind: 'prompt', id: 999_999 }, reason: 'missing' },
    });
    await say(id, '5511900000021', 'Alguém?');
    expect(await received(id, '5511900000021')).toEqual(['Escolha:\n\n*[ 1 ]* - Robô\n*[ 2 ]* - Humano', 'Um atendente já vem']);
  });
});
