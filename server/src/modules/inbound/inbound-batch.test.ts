import type { Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { collect, connectSocket } from '../../../test/socket-client.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import type { SandboxProvider } from '../sandbox/sandbox-provider.ts';

let server: TestServer;
let http: HttpClient;
let companyId: number;
let token: string;
let connectionId: number;
let phone: SandboxProvider;

const numbers = ['5511977770001', '5511977770002', '5511977770003'];

beforeAll(async () => {
  server = await startTestServer();
  http = new HttpClient(server.url);
  const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  companyId = session.user.companyId;
  token = session.token;
  const created = await http.request<{ id: number }>('POST', '/whatsapp', { name: 'Batch', provider: 'sandbox' });
  connectionId = created.body.id;
  expect((await http.request('POST', `/sandbox/${connectionId}/scan`)).status).toBe(200);
  const live = server.sandbox.phone(companyId, connectionId);
  if (!live) {
    throw new Error('the sandbox phone is not live');
  }
  phone = live;
});
afterAll(async () => {
  await server.stop();
});

const em = () => forkForCompany(server.db.em, companyId);

async function ticketOf(number: string): Promise<Ticket> {
  const contact = await em().findOneOrFail(Contact, { number });
  return em().findOneOrFail(Ticket, { contactId: contact.id, whatsappId: connectionId });
}

describe('messages that arrive together', () => {
  it('are stored once each, in order per contact, counted on their tickets and announced once each', async () => {
    for (const number of numbers) {
      phone.receive({ from: number, name: 'Cliente', body: 'primeira', id: `FIRST-${number}` });
    }
    await server.sessions.settled(connectionId);

    const socket = await connectSocket(server.url, token);
    try {
      socket.emit('joinNotification');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const events = collect<Envelope<'appMessage'>>(socket, `company-${companyId}-appMessage`);
      // All handed to the session at once; two ids are delivered twice within the burst.
      for (let index = 0; index < 30; index += 1) {
        phone.receive({ from: numbers[index % 3] ?? '', body: `burst-${index}`, id: `BURST-${index}` });
        if (index === 5 || index === 7) {
          phone.receive({ from: numbers[index % 3] ?? '', body: `burst-${index}`, id: `BURST-${index}` });
        }
      }
      await server.sessions.settled(connectionId);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const created = events.filter((event) => event.action === 'create');
      expect(created.map((event) => event.message['body']).sort()).toEqual(
        Array.from({ length: 30 }, (_, index) => `burst-${index}`).sort(),
      );
      const seqs = created.map((event) => event.seq ?? 0);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

      for (const [position, number] of numbers.entries()) {
        const ticket = await ticketOf(number);
        const sent = Array.from({ length: 30 }, (_, index) => index).filter((index) => index % 3 === position);
        const stored = await em().find(Message, { ticketId: ticket.id, fromMe: false }, { orderBy: { id: 'asc' } });
        expect(stored.map((message) => message.body)).toEqual(['primeira', ...sent.map((index) => `burst-${index}`)]);
        expect(ticket.unreadMessages).toBe(1 + sent.length);
        expect(ticket.lastMessage).toBe(`burst-${sent.at(-1) ?? 0}`);
        const last = created.filter((event) => event.ticket?.['id'] === ticket.id).at(-1);
        expect(last?.ticket).toMatchObject({ unreadMessages: 1 + sent.length, lastMessage: `burst-${sent.at(-1) ?? 0}` });
      }
    } finally {
      socket.close();
    }
  });

  it('from a new contact make one contact and one ticket, with the messages in order', async () => {
    const number = '5511977770099';
    for (let index = 0; index < 8; index += 1) {
      phone.receive({ from: number, body: `novo-${index}`, id: `NEW-${index}` });
    }
    await server.sessions.settled(connectionId);
    expect(await em().count(Contact, { number })).toBe(1);
    const ticket = await ticketOf(number);
    const stored = await em().find(Message, { ticketId: ticket.id, fromMe: false }, { orderBy: { id: 'asc' } });
    expect(stored.map((message) => message.body)).toEqual(Array.from({ length: 8 }, (_, index) => `novo-${index}`));
    expect(ticket.unreadMessages).toBe(8);
  });

  it('bring a quiet conversation to the top of the inbox, and keep a busy one there without rewriting its order each time', async () => {
    const [number = ''] = numbers;
    const ticket = await ticketOf(number);
    const stale = new Date(Date.now() - 60_000);
    await server.db.em.getConnection().execute('update tickets set updated_at = ? where id = ?', [stale, ticket.id]);
    phone.receive({ from: number, body: 'de volta', id: `BACK-${number}` });
    await server.sessions.settled(connectionId);
    const moved = (await ticketOf(number)).updatedAt;
    expect(moved.getTime()).toBeGreaterThan(Date.now() - 5_000);

    // An order set less than a second ago (here, to be safe from a slow machine, ahead of the clock) stays.
    const recent = new Date(Date.now() + 60_000);
    await server.db.em.getConnection().execute('update tickets set updated_at = ? where id = ?', [recent, ticket.id]);
    phone.receive({ from: number, body: 'e mais uma', id: `AGAIN-${number}` });
    await server.sessions.settled(connectionId);
    const again = await ticketOf(number);
    expect([again.lastMessage, again.updatedAt.getTime()]).toEqual(['e mais uma', recent.getTime()]);
  });
});
