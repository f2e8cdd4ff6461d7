import type { ApiErrorBody, TicketListResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Ticket } from './ticket.entity.ts';

let server: TestServer;
let admin: HttpClient;
let chat: SandboxConversation;
let connectionId: number;
const ids: Record<string, number> = {};

async function ticketFrom(number: string, name: string, text: string): Promise<number> {
  await chat.say(connectionId, number, text, name);
  return (await chat.ticketOf(connectionId, number)).id;
}

async function search(text: string, extra = ''): Promise<TicketListResponse> {
  const response = await admin.request<TicketListResponse>('GET', `/tickets?showAll=true&searchParam=${encodeURIComponent(text)}${extra}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const found = async (text: string) => (await search(text)).tickets.map((ticket) => ticket.id).sort((a, b) => a - b);

/** `count` closed tickets of contacts named `<prefix> <n>`, each updated a second after the previous. */
async function closedTickets(prefix: string, count: number, numberStem: string, laterMs = 0): Promise<void> {
  const em = chat.em;
  const base = Date.now() - 2 * 86_400_000 + laterMs;
  const contacts = Array.from({ length: count }, (_, index) =>
    em.create(Contact, { companyId: chat.companyId, name: `${prefix} ${index}`, number: `${numberStem}${String(index).padStart(4, '0')}` }),
  );
  await em.flush();
  for (const [index, contact] of contacts.entries()) {
    em.create(Ticket, {
      companyId: chat.companyId,
      contactId: contact.id,
      whatsappId: connectionId,
      status: 'closed',
      closedAt: new Date(base),
      updatedAt: new Date(base + index * 1000),
    });
  }
  await em.flush();
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  chat = new SandboxConversation(server, admin, session.user.companyId);
  expect((await admin.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
  connectionId = await chat.connection();
  ids['accented'] = await ticketFrom('5521977700001', 'Márcia Conceição', 'Olá');
  ids['plain'] = await ticketFrom('5521977700002', 'Joao Sebastiao', 'Não recebi a cobrança de março');
  ids['percent'] = await ticketFrom('5521977700003', 'Promo 50% off', 'Oi');
  ids['fifty'] = await ticketFrom('5521977700004', 'Promo 500 off', 'Oi');
  ids['underscore'] = await ticketFrom('5521977700005', 'user_name', 'Oi');
  ids['usersname'] = await ticketFrom('5521977700006', 'userXname', 'Oi');
  ids['quoted'] = await ticketFrom('5521977700007', `D'Ávila "Zé"`, 'Oi');
});
afterAll(async () => {
  await server.stop();
});

describe('the ticket search ignores case and accents, on both sides', () => {
  it('finds a contact by name, whatever the accents and case typed', async () => {
    expect(await found('marcia conceicao')).toEqual([ids['accented']]);
    expect(await found('MÁRCIA')).toEqual([ids['accented']]);
    expect(await found('joão sebastião')).toEqual([ids['plain']]);
  });

  it('finds a contact by any part of the number', async () => {
    expect(await found('977700002')).toEqual([ids['plain']]);
  });

  it('finds message text, whatever the accents and case typed', async () => {
    expect(await found('COBRANCA DE MARCO')).toEqual([ids['plain']]);
    expect(await found('nao recebi')).toEqual([ids['plain']]);
  });

  it('takes %, _ and quotes literally', async () => {
    expect(await found('50%')).toEqual([ids['percent']]);
    expect(await found('user_name')).toEqual([ids['underscore']]);
    expect(await found(`D'Ávila`)).toEqual([ids['quoted']]);
    expect(await found('"Zé"')).toEqual([ids['quoted']]);
    expect(await found('%')).toEqual([ids['percent']]);
  });

  it('takes a NUL character literally: no ticket holds one, so nothing is found', async () => {
    const response = await admin.request<TicketListResponse>('GET', `/tickets?showAll=true&searchParam=${encodeURIComponent('ana\u0000')}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ tickets: [], count: 0, hasMore: false });
  });

  it('refuses bad input with 400 ERR_VALIDATION', async () => {
    for (const query of ['pageNumber=abc', 'searchParam=' + 'x'.repeat(201), `status=${encodeURIComponent('open\u0000')}`]) {
      const response = await admin.request<ApiErrorBody>('GET', `/tickets?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error).toBe('ERR_VALIDATION');
    }
  });
});

describe('hasMore at page boundaries', () => {
  it('a search of exactly one page has no more; one ticket more makes a second page of one', async () => {
    await closedTickets('Limiar', 40, '5531900');
    const full = await search('limiar');
    expect([full.tickets.length, full.hasMore]).toEqual([40, false]);
    expect((await search('limiar', '&pageNumber=2')).tickets).toEqual([]);

    await closedTickets('Limiar extra', 1, '5531901', 600_000);
    const first = await search('limiar');
    expect([first.tickets.length, first.hasMore, first.tickets[0]?.contact.name]).toEqual([40, true, 'Limiar extra 0']);
    const second = await search('limiar', '&pageNumber=2');
    expect([second.tickets.length, second.hasMore]).toEqual([1, false]);
    expect(new Set([...first.tickets, ...second.tickets].map((ticket) => ticket.id)).size).toBe(41);
  });

  it('a status list of exactly one page has no more, and counts what it lists', async () => {
    const pending = await admin.request<TicketListResponse>('GET', '/tickets?status=pending&showAll=true');
    expect(pending.body.count).toBe(pending.body.tickets.length);
    expect(pending.body.hasMore).toBe(false);
    const closed = await admin.request<TicketListResponse>('GET', '/tickets?status=closed&showAll=true');
    expect([closed.body.count, closed.body.tickets.length, closed.body.hasMore]).toEqual([41, 40, true]);
    const last = await admin.request<TicketListResponse>('GET', '/tickets?status=closed&showAll=true&pageNumber=2');
    expect([last.body.count, last.body.tickets.length, last.body.hasMore]).toEqual([41, 1, false]);
    // A page past the end has no row to carry the count: it is still answered.
    const beyond = await admin.request<TicketListResponse>('GET', '/tickets?status=closed&showAll=true&pageNumber=3');
    expect([beyond.body.count, beyond.body.tickets.length, beyond.body.hasMore]).toEqual([41, 0, false]);
  });
});
