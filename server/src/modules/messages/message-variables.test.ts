import type { MessageSendResponse, QuickMessageRecord, TicketListResponse, TicketRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import type { OutboxEntry } from '../sandbox/sandbox-provider.ts';
import { wallClock } from '../settings/time-zone.ts';

let server: TestServer;
let admin: HttpClient;
let adminName: string;
let chat: SandboxConversation;
let connectionId: number;
const CONNECTION_NAME = 'Loja Centro';

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  adminName = session.user.name;
  chat = new SandboxConversation(server, admin, session.user.companyId);
  expect((await admin.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
  expect((await admin.request('PUT', '/settings/timezone', { value: 'America/Sao_Paulo' })).status).toBe(200);
  connectionId = await chat.connection({ name: CONNECTION_NAME });
});
afterAll(async () => {
  await server.stop();
});

let numberCounter = 0;
/** A contact writes in; the admin accepts the ticket. */
async function openTicket(): Promise<{ ticket: TicketRecord; number: string }> {
  numberCounter += 1;
  const number = `55119410${String(numberCounter).padStart(5, '0')}`;
  await chat.say(connectionId, number, 'Oi', 'Elisa Prado Ramos');
  const { id } = await chat.ticketOf(connectionId, number);
  const accepted = await admin.request<TicketRecord>('PUT', `/tickets/${id}`, { status: 'open' });
  expect(accepted.status).toBe(200);
  return { ticket: accepted.body, number };
}

async function received(number: string): Promise<OutboxEntry[]> {
  const outbox = await admin.request<OutboxEntry[]>('GET', `/sandbox/${connectionId}/outbox`);
  return outbox.body.filter((entry) => entry.to === number);
}

async function send(ticketId: number, body: string): Promise<MessageSendResponse> {
  const sent = await admin.request<MessageSendResponse>('POST', `/messages/${ticketId}`, { body });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return sent.body;
}

/** Today's date and the hour as the company's clock (São Paulo) shows them, as the variables write them. */
function companyClock(): { date: string; hours: string[] } {
  const now = new Date();
  const clock = wallClock(now, 'America/Sao_Paulo');
  const [year, month, day] = clock.date.split('-');
  // The minute may turn between the send and this reading: either is what the server saw.
  const before = wallClock(new Date(now.getTime() - 60_000), 'America/Sao_Paulo').time;
  return { date: `${day}/${month}/${year}`, hours: [before, clock.time] };
}

describe('variables in what an attendant sends', () => {
  it('fills each variable of a typed message, as the phone receives it and the bubble shows it', async () => {
    const { ticket, number } = await openTicket();
    const text = [
      '{{firstName}}',
      '{{name}}',
      '{{ms}}',
      '{{greeting}}',
      '{{protocol}}',
      '{{date}}',
      '{{hour}}',
      '{{user}}',
      '{{queue}}',
      '{{connection}}',
      '{{unknown}}',
    ].join('|');
    const { messages } = await send(ticket.id, text);

    const phone = (await received(number)).at(-1)?.body ?? '';
    const parts = phone.split('|');
    const { date, hours } = companyClock();
    expect(parts.slice(0, 2)).toEqual(['Elisa', 'Elisa Prado Ramos']);
    expect(['Bom dia', 'Boa tarde', 'Boa noite']).toContain(parts[2]);
    expect(parts[3]).toBe(parts[2]);
    expect(parts[4]).toBe(ticket.code);
    expect(parts[4]).toMatch(/^\d{8}-\d{6}$/);
    expect(parts[5]).toBe(date);
    expect(hours).toContain(parts[6]);
    expect(parts.slice(7)).toEqual([adminName, ticket.queue?.name ?? '', CONNECTION_NAME, '{{unknown}}']);
    expect(messages[0]?.body).toBe(phone);
  });

  it('fills a quick reply, and the caption of a file, the same way', async () => {
    const { ticket, number } = await openTicket();
    const quick = await admin.request<QuickMessageRecord>('POST', '/quick-messages', {
      shortcode: `proto${numberCounter}`,
      message: 'Olá {{firstName}}, seu protocolo é {{protocol}}. Atendente: {{user}} ({{connection}})',
    });
    expect(quick.status, JSON.stringify(quick.body)).toBe(201);
    await send(ticket.id, quick.body.message);
    expect((await received(number)).at(-1)?.body).toBe(
      `Olá Elisa, seu protocolo é ${ticket.code}. Atendente: ${adminName} (${CONNECTION_NAME})`,
    );

    const form = new FormData();
    form.set('body', 'Comprovante do protocolo {{protocol}}');
    form.append('medias', new Blob([Buffer.from('%PDF-1.4 comprovante')], { type: 'application/pdf' }), 'comprovante.pdf');
    const withFile = await fetch(`${server.url}/messages/${ticket.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token ?? ''}` },
      body: form,
    });
    expect(withFile.status, await withFile.clone().text()).toBe(200);
    expect((await received(number)).at(-1)).toMatchObject({
      kind: 'media',
      filename: 'comprovante.pdf',
      body: `Comprovante do protocolo ${ticket.code}`,
    });
  });

  it('sends text without variables unchanged', async () => {
    const { ticket, number } = await openTicket();
    await send(ticket.id, 'Sem variáveis aqui: {chaves} e <b>negrito</b> & mais');
    expect((await received(number)).at(-1)?.body).toBe('Sem variáveis aqui: {chaves} e <b>negrito</b> & mais');
  });
});

describe('the protocol number', () => {
  it('is the same in every message of a ticket and differs between tickets', async () => {
    const first = await openTicket();
    const second = await openTicket();
    await send(first.ticket.id, 'Protocolo {{protocol}}');
    await send(first.ticket.id, 'Anote: {{protocol}}');
    await send(second.ticket.id, 'Protocolo {{protocol}}');
    const firstTexts = (await received(first.number)).map((entry) => entry.body).slice(-2);
    const secondText = (await received(second.number)).at(-1)?.body;
    expect(firstTexts).toEqual([`Protocolo ${first.ticket.code}`, `Anote: ${first.ticket.code}`]);
    expect(secondText).toBe(`Protocolo ${second.ticket.code}`);
    expect(second.ticket.code).not.toBe(first.ticket.code);
  });

  it('stays the same after the ticket is closed and reopened, and the closing message can quote it', async () => {
    const { ticket, number } = await openTicket();
    expect(
      (await admin.request('PUT', `/whatsapp/${connectionId}`, { complationMessage: 'Encerrado. Protocolo: {{protocol}}' })).status,
    ).toBe(200);
    expect((await admin.request('PUT', `/tickets/${ticket.id}`, { status: 'closed' })).status).toBe(200);
    expect((await received(number)).at(-1)?.body).toBe(`Encerrado. Protocolo: ${ticket.code}`);
    const reopened = await admin.request<TicketRecord>('PUT', `/tickets/${ticket.id}`, { status: 'open' });
    expect(reopened.body.code).toBe(ticket.code);
    expect((await admin.request('PUT', `/whatsapp/${connectionId}`, { complationMessage: '' })).status).toBe(200);
  });

  it('finds its ticket in the list search, typed with or without the dash and zeros', async () => {
    const { ticket } = await openTicket();
    await openTicket();
    const [day, sequence] = ticket.code.split('-') as [string, string];
    for (const typed of [ticket.code, `${day}${sequence}`, `${day}-${Number(sequence)}`]) {
      const found = await admin.request<TicketListResponse>('GET', `/tickets?showAll=true&searchParam=${encodeURIComponent(typed)}`);
      expect(found.status).toBe(200);
      expect(found.body.tickets.map((record) => record.code)).toEqual([ticket.code]);
    }
  });

  it('is given to a ticket created by an attendant too', async () => {
    const contact = await admin.request<{ id: number }>('POST', '/contacts', { name: 'Caio Protocolo', number: '5511941099999' });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    const created = await admin.request<TicketRecord>('POST', '/tickets', { contactId: contact.body.id, whatsappId: connectionId });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    expect(created.body.code).toMatch(/^\d{8}-\d{6}$/);
  });
});
