import type { Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { connectSocket, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';
import { seedQueue, tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import type { SandboxProvider } from '../sandbox/sandbox-provider.ts';
import { Tag } from '../tags/tag.entity.ts';
import { TicketTag } from '../tags/ticket-tag.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

let server: TestServer;
let t: Tenant;
let connectionId: number;
let phone: SandboxProvider;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  t = await tenant(server);
  const created = await t.admin.http.request<{ id: number }>('POST', '/whatsapp', { name: 'Balcão Vendas', provider: 'sandbox' });
  connectionId = created.body.id;
  expect((await t.admin.http.request('POST', `/sandbox/${connectionId}/scan`)).status).toBe(200);
  const live = server.sandbox.phone(t.companyId, connectionId);
  if (!live) {
    throw new Error('the sandbox phone is not live');
  }
  phone = live;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

async function socketOf(http: Tenant['admin']['http'], status: 'pending' | 'open'): Promise<TestSocket> {
  const socket = await connectSocket(server.url, http.token ?? '');
  sockets.push(socket);
  expect(await socket.emitWithAck('joinTickets', status)).toEqual({ ok: true });
  return socket;
}

type CreatedMessage = Extract<Envelope<'appMessage'>, { action: 'create' }>;

const appMessage = (socket: TestSocket, body: string) =>
  nextEventWhere<CreatedMessage>(socket, `company-${t.companyId}-appMessage`, (event) => event.message.body === body);

describe('the event of an inbound message', () => {
  it('of a new ticket carries what its list row shows, so a client lists it without reading it', async () => {
    const socket = await socketOf(t.admin.http, 'pending');
    const arrived = appMessage(socket, 'Bom dia');
    phone.receive({ from: '5511966660001', name: 'Marta', body: 'Bom dia', id: 'LISTING-NEW' });
    const { ticket } = await arrived;
    expect(ticket).toMatchObject({
      status: 'pending',
      queueId: null,
      queue: null,
      whatsappId: connectionId,
      whatsapp: { id: connectionId, name: 'Balcão Vendas' },
      userId: null,
      user: null,
      tags: [],
      held: null,
      botFailure: null,
      contact: { name: 'Marta', number: '5511966660001' },
    });
  });

  it('of a conversation under way carries its queue, attendant and tags to the attendants of the queue', async () => {
    phone.receive({ from: '5511966660002', name: 'Rui', body: 'Olá', id: 'LISTING-KNOWN-1' });
    await server.sessions.settled(connectionId);
    const queue = await seedQueue(t, [t.attendant.userId]);
    const em = forkForCompany(server.db.em, t.companyId);
    const contact = await em.findOneOrFail(Contact, { number: '5511966660002' });
    const ticket = await em.findOneOrFail(Ticket, { contactId: contact.id, whatsappId: connectionId });
    ticket.queueId = queue.id;
    ticket.userId = t.attendant.userId;
    ticket.status = 'open';
    const tags = [
      em.create(Tag, { companyId: t.companyId, name: 'VIP', color: '#aa0000' }),
      em.create(Tag, { companyId: t.companyId, name: 'Atacado', color: '#00aa00' }),
    ];
    await em.flush();
    for (const tag of tags) {
      em.create(TicketTag, { companyId: t.companyId, ticketId: ticket.id, tagId: tag.id });
    }
    await em.flush();

    const socket = await socketOf(t.attendant.http, 'open');
    const arrived = appMessage(socket, 'Ainda aí?');
    phone.receive({ from: '5511966660002', body: 'Ainda aí?', id: 'LISTING-KNOWN-2' });
    const event = await arrived;
    expect(event.ticket).toMatchObject({
      id: ticket.id,
      queue: { id: queue.id, name: queue.name, color: queue.color },
      user: { id: t.attendant.userId },
      whatsapp: { id: connectionId, name: 'Balcão Vendas' },
      tags: [
        { id: tags[1]?.id, name: 'Atacado', color: '#00aa00' },
        { id: tags[0]?.id, name: 'VIP', color: '#aa0000' },
      ],
      held: null,
      botFailure: null,
    });
  });
});
