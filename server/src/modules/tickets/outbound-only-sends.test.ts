import type { ContactListRecord, ScheduleRecord, TicketListResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxConversation } from '../../../test/conversation.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { seedContact, tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Schedule } from '../schedules/schedule.entity.ts';

let server: TestServer;

beforeAll(async () => {
  // The tests drive the dispatcher and the sweep; their timers stay out of the way.
  server = await startTestServer({ CAMPAIGNS_EVERY: '1 hour', SCHEDULES_EVERY: '1 hour' });
});
afterAll(async () => {
  await server.stop();
});

type World = Tenant & { chat: SandboxConversation; connectionId: number; queueId: number };

/** A company with campaigns and schedules, a sandbox connection (the default) routing to one queue. */
async function world(): Promise<World> {
  const t = await tenant(server, { useCampaigns: true, useSchedules: true });
  const chat = new SandboxConversation(server, t.admin.http, t.companyId);
  const queue = await t.admin.http.request<{ id: number }>('POST', '/queue', { name: 'Vendas', color: '#123456' });
  expect(queue.status, JSON.stringify(queue.body)).toBe(201);
  const connectionId = await chat.connection({ isDefault: true, queueIds: [queue.body.id] });
  const w = { ...t, chat, connectionId, queueId: queue.body.id };
  // Always open: the queue has no hours of its own.
  await setting(w, 'scheduleType', 'disabled');
  return w;
}

/** What the admin's Waiting tab counts (every pending ticket of the company). */
async function waitingCount(w: World): Promise<number> {
  const answer = await w.admin.http.request<TicketListResponse>('GET', '/tickets?status=pending&showAll=true');
  expect(answer.status).toBe(200);
  return answer.body.count;
}

async function setting(w: Tenant, key: string, value: string): Promise<void> {
  await forkForCompany(server.db.em, w.companyId)
    .getConnection()
    .execute(
      `insert into settings (company_id, key, value) values (?, ?, ?) on conflict (company_id, key) do update set value = excluded.value`,
      [w.companyId, key, value],
    );
}

async function runCampaign(w: World, numbers: string[], message: string): Promise<void> {
  const list = (await w.admin.http.request<ContactListRecord>('POST', '/contact-lists', { name: 'Clientes' })).body;
  for (const [index, number] of numbers.entries()) {
    const added = await w.admin.http.request('POST', '/contact-list-items', {
      contactListId: list.id,
      name: `Pessoa ${index + 1}`,
      number,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  for (const [key, value] of Object.entries({ messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 })) {
    await forkForCompany(server.db.em, w.companyId)
      .getConnection()
      .execute(`insert into campaign_settings (company_id, key, value) values (?, ?, ?::jsonb) on conflict (company_id, key) do nothing`, [
        w.companyId,
        key,
        JSON.stringify(value),
      ]);
  }
  const created = await w.admin.http.request('POST', '/campaigns', {
    name: 'Black Friday',
    message1: message,
    whatsappId: w.connectionId,
    contactListId: list.id,
    scheduledAt: new Date(Date.now() - 1_000).toISOString(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await server.campaignDispatcher.tick();
  await server.campaignDispatcher.idle();
}

async function sendSchedule(w: World, contactId: number, body: string): Promise<void> {
  const created = await w.admin.http.request<ScheduleRecord>('POST', '/schedules', {
    body,
    contactId,
    sendAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await forkForCompany(server.db.em, w.companyId).nativeUpdate(Schedule, { id: created.body.id }, { sendAt: new Date(Date.now() - 1_000) });
  expect((await server.scheduleSender.sweep()).sent).toBeGreaterThanOrEqual(1);
}

describe('outbound-only sends', () => {
  it('a campaign to three contacts puts nothing in Waiting; an answer brings one pending ticket, in the queue, with the campaign message', async () => {
    const w = await world();
    // Answers come long after a campaign: the outbound message must not depend on the reopen window.
    await setting(w, 'ticketReopenWindowMinutes', '0');
    const numbers = ['5511933330001', '5511933330002', '5511933330003'];
    await runCampaign(w, numbers, 'Oferta de Black Friday para {nome}');
    for (const [index, number] of numbers.entries()) {
      expect(await w.chat.received(w.connectionId, number)).toEqual([`Oferta de Black Friday para Pessoa ${index + 1}`]);
    }
    expect(await waitingCount(w)).toBe(0);
    const untouched = await w.chat.ticketOf(w.connectionId, numbers[1] as string);
    expect(untouched.status).toBe('closed');

    await w.chat.say(w.connectionId, numbers[0] as string, 'Quero saber mais', 'Pessoa 1');
    expect(await waitingCount(w)).toBe(1);
    const ticket = await w.chat.ticketOf(w.connectionId, numbers[0] as string);
    expect([ticket.status, ticket.queueId, ticket.userId ?? null]).toEqual(['pending', w.queueId, null]);
    const history = await w.chat.messagesOf(ticket.id);
    expect(history.map((message) => [message.body, message.fromMe])).toEqual([
      ['Oferta de Black Friday para Pessoa 1', true],
      ['Quero saber mais', false],
    ]);
    // A second campaign to the same people still fills nobody's Waiting list but the one who answered.
    await runCampaign(w, numbers, 'Última chance, {nome}');
    expect(await waitingCount(w)).toBe(1);
    expect((await w.chat.messagesOf(untouched.id)).map((message) => message.body)).toEqual([
      'Oferta de Black Friday para Pessoa 2',
      'Última chance, Pessoa 2',
    ]);
  });

  it('a scheduled message to a contact whose ticket is closed leaves it closed, and an answer reopens it with the message', async () => {
    const w = await world();
    const number = '5511944440001';
    await w.chat.say(w.connectionId, number, 'Oi, preciso de ajuda', 'Bruna');
    const ticket = await w.chat.ticketOf(w.connectionId, number);
    const closed = await w.admin.http.request('PUT', `/tickets/${ticket.id}`, { status: 'closed' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await waitingCount(w)).toBe(0);

    const contact = await forkForCompany(server.db.em, w.companyId).findOneOrFail(Contact, { number });
    await sendSchedule(w, contact.id, 'Lembrete: sua consulta é amanhã');
    expect(await w.chat.received(w.connectionId, number)).toContain('Lembrete: sua consulta é amanhã');
    const after = await w.chat.ticketOf(w.connectionId, number);
    expect([after.id, after.status]).toEqual([ticket.id, 'closed']);
    expect(await waitingCount(w)).toBe(0);
    expect((await w.chat.messagesOf(ticket.id)).map((message) => message.body)).toContain('Lembrete: sua consulta é amanhã');

    await w.chat.say(w.connectionId, number, 'Obrigada!', 'Bruna');
    const answered = await w.chat.ticketOf(w.connectionId, number);
    expect([answered.id, answered.status]).toEqual([ticket.id, 'pending']);
    expect(await waitingCount(w)).toBe(1);
  });

  it('a scheduled message to a contact without a ticket adds nothing to Waiting', async () => {
    const w = await world();
    const contact = await seedContact(w, { name: 'Carla Dias' });
    await sendSchedule(w, contact.id, 'Seu pedido saiu para entrega');
    expect(await w.chat.received(w.connectionId, contact.number)).toEqual(['Seu pedido saiu para entrega']);
    expect(await waitingCount(w)).toBe(0);
    const ticket = await w.chat.ticketOf(w.connectionId, contact.number);
    expect(ticket.status).toBe('closed');
    expect((await w.chat.messagesOf(ticket.id)).map((message) => [message.body, message.fromMe])).toEqual([
      ['Seu pedido saiu para entrega', true],
    ]);
  });
});
