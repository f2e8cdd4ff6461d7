import type { ApiErrorBody, TicketListResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { newQueue, signedInUser, type SignedIn } from '../../../test/inbox.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Ticket } from './ticket.entity.ts';

let server: TestServer;
let admin: HttpClient;
let chat: SandboxConversation;
let adminId: number;
let colleague: SignedIn;
const ids: Record<string, number> = {};
let queueA: number;
let queueB: number;

async function ticketFrom(number: string, name: string, text: string): Promise<number> {
  await chat.say(connectionId, number, text, name);
  return (await chat.ticketOf(connectionId, number)).id;
}

let connectionId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = new HttpClient(server.url);
  const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  adminId = session.user.id;
  chat = new SandboxConversation(server, admin, session.user.companyId);
  expect((await admin.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
  connectionId = await chat.connection();
  queueA = (await newQueue(admin, 'Fila A')).id;
  queueB = (await newQueue(admin, 'Fila B')).id;
  colleague = await signedInUser(server, chat.companyId, { queueIds: [queueB] });

  ids['waiting'] = await ticketFrom('5511955500001', 'Fernanda Alves', 'Meu pedido 123 está atrasado');
  ids['queuedA'] = await ticketFrom('5511955500002', 'Gustavo Neri', 'Quero a segunda via do boleto');
  await admin.request('PUT', `/tickets/${ids['queuedA']}`, { queueId: queueA });
  ids['mine'] = await ticketFrom('5511955500003', 'Helena Souto', 'Bom dia');
  await admin.request('PUT', `/tickets/${ids['mine']}`, { status: 'open', queueId: queueB, userId: adminId });
  ids['theirs'] = await ticketFrom('5511955500004', 'Igor Mattos', 'Boa tarde');
  await admin.request('PUT', `/tickets/${ids['theirs']}`, { status: 'open', queueId: queueB, userId: colleague.user.id });
  ids['closed'] = await ticketFrom('5511955500005', 'Joana Reis', 'Obrigada');
  await admin.request('PUT', `/tickets/${ids['closed']}`, { status: 'closed' });

  const em = chat.em;
  await em.nativeUpdate(
    Ticket,
    { id: ids['closed'] },
    { createdAt: new Date('2026-01-15T12:00:00'), updatedAt: new Date('2026-02-01T12:00:00') },
  );
  await em.nativeUpdate(Ticket, { id: { $ne: ids['queuedA'] } }, { unreadMessages: 0 });
  await em.nativeUpdate(Ticket, { id: ids['queuedA'] }, { unreadMessages: 2 });
});
afterAll(async () => {
  await server.stop();
});

async function list(query: string, client = admin): Promise<number[]> {
  const response = await client.request<TicketListResponse>('GET', `/tickets?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.tickets.map((ticket) => ticket.id);
}

const sorted = (values: (number | undefined)[]) => [...values].sort((a, b) => (a ?? 0) - (b ?? 0));

describe('GET /tickets filters', () => {
  it('lists by status, the Open tab showing the caller their own unless showAll', async () => {
    expect(sorted(await list('status=pending'))).toEqual(sorted([ids['waiting'], ids['queuedA']]));
    expect(await list('status=open')).toEqual([ids['mine']]);
    expect(sorted(await list('status=open&showAll=true'))).toEqual(sorted([ids['mine'], ids['theirs']]));
    expect(await list('status=closed')).toEqual([ids['closed']]);
  });

  it('searches contact names, numbers and message text', async () => {
    expect(await list('searchParam=fernanda')).toEqual([ids['waiting']]);
    expect(await list('searchParam=55500002')).toEqual([ids['queuedA']]);
    expect(await list('searchParam=ATRASADO')).toEqual([ids['waiting']]);
    expect(await list('searchParam=pedido')).toEqual([ids['waiting']]);
    // Under 3 characters only names and numbers are searched.
    expect(await list('searchParam=pe')).toEqual([]);
    expect(await list(`searchParam=${encodeURIComponent('100%')}`)).toEqual([]);
  });

  it('narrows by users, queues (tickets without a queue stay), unread, creation day and update day', async () => {
    expect(await list(`users=[${colleague.user.id}]&showAll=true`)).toEqual([ids['theirs']]);
    expect(sorted(await list(`queueIds=[${queueA}]&status=pending`))).toEqual(sorted([ids['waiting'], ids['queuedA']]));
    expect(await list(`queueIds=${queueB}&status=pending`)).toEqual([ids['waiting']]);
    expect(await list('withUnreadMessages=true')).toEqual([ids['queuedA']]);
    expect(await list('date=2026-01-15')).toEqual([ids['closed']]);
    expect(await list('updatedAt=2026-02-01')).toEqual([ids['closed']]);
    expect(await list('date=2026-01-16')).toEqual([]);
  });

  it('narrows by tags: tickets carrying every tag chosen', async () => {
    const tag = async (name: string) => (await admin.request<{ id: number }>('POST', '/tags', { name, color: '#336699' })).body.id;
    const [vip, late] = [await tag('VIP list'), await tag('Atrasado list')];
    expect((await admin.request('POST', '/tags/sync', { ticketId: ids['waiting'], tags: [vip, late] })).status).toBe(200);
    expect((await admin.request('POST', '/tags/sync', { ticketId: ids['queuedA'], tags: [vip] })).status).toBe(200);
    expect(sorted(await list(`tags=[${vip}]`))).toEqual(sorted([ids['waiting'], ids['queuedA']]));
    expect(await list(`tags=[${vip},${late}]`)).toEqual([ids['waiting']]);
    const [record] = (await admin.request<TicketListResponse>('GET', `/tickets?tags=[${late}]`)).body.tickets;
    expect(record?.tags.map(({ name }) => name)).toEqual(['Atrasado list', 'VIP list']);
  });

  it('refuses showAll to non-admins and bad input with its fields', async () => {
    const refused = await colleague.http.request<ApiErrorBody>('GET', '/tickets?showAll=true');
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    const bad = await admin.request<ApiErrorBody>('GET', '/tickets?status=solved&pageNumber=0&date=15/01/2026&queueIds=[x]');
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual([
      'query.date',
      'query.pageNumber',
      'query.queueIds.0',
      'query.status',
    ]);
  });

  it('pages 40 at a time, most recently updated first, with the count and hasMore', async () => {
    const em = chat.em;
    const base = Date.now() - 86_400_000;
    const contacts = Array.from({ length: 45 }, (_, index) =>
      em.create(Contact, { companyId: chat.companyId, name: `Paginado ${index}`, number: `55119666${String(index).padStart(5, '0')}` }),
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
    const first = await admin.request<TicketListResponse>('GET', '/tickets?status=closed');
    expect([first.body.count, first.body.hasMore, first.body.tickets.length]).toEqual([46, true, 40]);
    expect(first.body.tickets[0]?.contact.name).toBe('Paginado 44');
    const updated = first.body.tickets.map((ticket) => ticket.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    const second = await admin.request<TicketListResponse>('GET', '/tickets?status=closed&pageNumber=2');
    expect([second.body.count, second.body.hasMore, second.body.tickets.length]).toEqual([46, false, 6]);
    expect(second.body.tickets.at(-1)?.id).toBe(ids['closed']);
  });

  it('answers each ticket with its contact, user, queue and connection', async () => {
    const response = await admin.request<TicketListResponse>('GET', `/tickets?status=open&showAll=true&users=[${adminId}]`);
    expect(response.body.tickets[0]).toMatchObject({
      id: ids['mine'],
      status: 'open',
      contact: { name: 'Helena Souto', number: '5511955500003' },
      user: { id: adminId },
      queue: { id: queueB, name: 'Fila B' },
      whatsapp: { id: connectionId },
      lastMessage: 'Bom dia',
      tags: [],
    });
  });
});
