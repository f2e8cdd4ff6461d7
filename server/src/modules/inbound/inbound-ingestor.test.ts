import type { Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { collect, connectSocket, nextEvent } from '../../../test/socket-client.ts';
import { createLogger } from '../../logger.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { Setting } from '../settings/setting.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { TicketTracking } from '../tickets/ticket-tracking.entity.ts';
import { InboundIngestor } from './inbound-ingestor.ts';
import type { InboundMessage } from '../../platform/messaging/inbound-message.ts';

let server: TestServer;
let ingestor: InboundIngestor;
let connection: { id: number; companyId: number };
let counter = 0;

function inbound(from: string, overrides: Partial<InboundMessage> = {}): InboundMessage {
  counter += 1;
  return {
    id: `WA-${counter}-${Date.now()}`,
    from,
    name: 'Maria Silva',
    body: `hello ${counter}`,
    timestamp: new Date(),
    fromMe: false,
    ...overrides,
  };
}

const em = () => forkForCompany(server.db.em, connection.companyId);

beforeAll(async () => {
  server = await startTestServer();
  ingestor = new InboundIngestor({ em: server.db.em, media: server.media, realtime: server.realtime, logger: createLogger('silent') });
  const scoped = forkForCompany(server.db.em, 1);
  const whatsapp = scoped.create(Whatsapp, { companyId: 1, name: 'Main', token: 'test-token-main', provider: 'sandbox' });
  await scoped.flush();
  connection = { id: whatsapp.id, companyId: 1 };
});
afterAll(async () => {
  await server.stop();
});

describe('inbound messages', () => {
  it('creates the contact, a pending ticket with its tracking row and the message on first contact', async () => {
    const result = await ingestor.ingest(connection, inbound('5511999990001'));
    expect(result.outcome).toBe('stored');
    const contact = await em().findOneOrFail(Contact, { number: '5511999990001' });
    expect(contact.name).toBe('Maria Silva');
    const ticket = await em().findOneOrFail(Ticket, { contactId: contact.id });
    expect(ticket).toMatchObject({ status: 'pending', unreadMessages: 1, whatsappId: connection.id });
    expect(ticket.lastMessage).toMatch(/^hello/);
    expect(await em().count(TicketTracking, { ticketId: ticket.id })).toBe(1);
    expect(await em().count(Message, { ticketId: ticket.id })).toBe(1);
  });

  it('stores a redelivered message once', async () => {
    const message = inbound('5511999990002');
    expect((await ingestor.ingest(connection, message)).outcome).toBe('stored');
    expect((await ingestor.ingest(connection, { ...message, body: 'changed' })).outcome).toBe('duplicate');
    expect(await em().count(Message, { waId: message.id })).toBe(1);
  });

  it('keeps one contact and one ticket when many messages of a new contact arrive at once', async () => {
    const from = '5511999990003';
    const results = await Promise.all(Array.from({ length: 20 }, () => ingestor.ingest(connection, inbound(from))));
    expect(results.every((result) => result.outcome === 'stored')).toBe(true);
    const contacts = await em().find(Contact, { number: from });
    expect(contacts).toHaveLength(1);
    const tickets = await em().find(Ticket, { contactId: contacts[0]?.id });
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.unreadMessages).toBe(20);
    expect(await em().count(Message, { ticketId: tickets[0]?.id })).toBe(20);
  });

  it('is backed by the database, which refuses a second active ticket for one contact on one connection', async () => {
    const result = await ingestor.ingest(connection, inbound('5511999990008'));
    if (result.outcome !== 'stored') {
      throw new Error('not stored');
    }
    const scoped = em();
    scoped.create(Ticket, { companyId: connection.companyId, contactId: result.contact.id, whatsappId: connection.id, status: 'open' });
    await expect(scoped.flush()).rejects.toThrow(/tickets_one_active_per_contact_connection/);
  });

  it('reopens a ticket closed within the reopen window, and opens a new one after it', async () => {
    const from = '5511999990004';
    const first = await ingestor.ingest(connection, inbound(from));
    if (first.outcome !== 'stored') {
      throw new Error('not stored');
    }
    await em().nativeUpdate(
      Ticket,
      { id: first.ticket.id },
      { status: 'closed', closedAt: new Date(Date.now() - 10 * 60_000), unreadMessages: 0 },
    );
    const reopened = await ingestor.ingest(connection, inbound(from));
    expect(reopened.outcome === 'stored' && reopened.ticket.id).toBe(first.ticket.id);
    expect((await em().findOneOrFail(Ticket, { id: first.ticket.id })).status).toBe('pending');

    await em().nativeUpdate(Setting, { key: 'ticketReopenWindowMinutes' }, { value: '5' });
    await em().nativeUpdate(Ticket, { id: first.ticket.id }, { status: 'closed', closedAt: new Date(Date.now() - 10 * 60_000) });
    const fresh = await ingestor.ingest(connection, inbound(from));
    expect(fresh.outcome === 'stored' && fresh.ticketCreated).toBe(true);
    expect(fresh.outcome === 'stored' && fresh.ticket.id).not.toBe(first.ticket.id);
    await em().nativeUpdate(Setting, { key: 'ticketReopenWindowMinutes' }, { value: '120' });
  });

  it('finds the same contact and ticket whether a message carries the phone number or the LID', async () => {
    const byPhone = await ingestor.ingest(connection, inbound('5511999990005', { lid: '123456789012345@lid' }));
    const byLid = await ingestor.ingest(connection, inbound('123456789012345@lid'));
    expect(byPhone.outcome === 'stored' && byLid.outcome === 'stored' && byLid.ticket.id === byPhone.ticket.id).toBe(true);
    expect(await em().count(Contact, { $or: [{ number: '5511999990005' }, { lid: '123456789012345@lid' }] })).toBe(1);
  });

  it('ignores group messages while the group setting says so, and takes them once it is turned off', async () => {
    const group = inbound('120363000000000001', { isGroup: true });
    expect(await ingestor.ingest(connection, group)).toEqual({ outcome: 'ignored', reason: 'group messages are turned off' });
    await em().nativeUpdate(Setting, { key: 'CheckMsgIsGroup' }, { value: 'disabled' });
    try {
      const stored = await ingestor.ingest(connection, group);
      expect(stored.outcome === 'stored' && stored.ticket.isGroup).toBe(true);
    } finally {
      await em().nativeUpdate(Setting, { key: 'CheckMsgIsGroup' }, { value: 'enabled' });
    }
  });

  it('ignores status broadcasts', async () => {
    expect(await ingestor.ingest(connection, inbound('status@broadcast'))).toEqual({ outcome: 'ignored', reason: 'status broadcast' });
  });

  it('stores media in the media store and links it to the message', async () => {
    const result = await ingestor.ingest(
      connection,
      inbound('5511999990006', {
        body: '',
        media: { data: Buffer.from('fake-jpeg'), filename: 'photo.jpg', mimetype: 'image/jpeg' },
      }),
    );
    if (result.outcome !== 'stored') {
      throw new Error('not stored');
    }
    expect(result.message.mediaId).toBeTruthy();
    const media = await em().findOneOrFail(MediaFile, { id: result.message.mediaId ?? '' });
    expect(media).toMatchObject({ filename: 'photo.jpg', mimetype: 'image/jpeg', size: 9 });
    expect(result.ticket.lastMessage).toBe('photo.jpg');
  });

  it('announces the message to the company admins with a sequence number, and to no other company', async () => {
    const admin = new HttpClient(server.url);
    const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const socket = await connectSocket(server.url, session.token);
    const other = await createCompany(server.db.em);
    const otherEvents: unknown[] = [];
    try {
      socket.emit('joinNotification');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const announced = nextEvent<Envelope<'appMessage'>>(socket, `company-${connection.companyId}-appMessage`);
      otherEvents.push(...collect(socket, `company-${other.id}-appMessage`));
      await ingestor.ingest(connection, inbound('5511999990007', { body: 'is anyone there?' }));
      const event = await announced;
      expect(event.action).toBe('create');
      expect(event.message).toMatchObject({ body: 'is anyone there?', fromMe: false });
      expect(event.seq).toBeGreaterThan(0);
      expect(otherEvents).toEqual([]);
      expect(await forkUnscoped(server.db.em).count(Message, { companyId: other.id })).toBe(0);
    } finally {
      socket.close();
    }
  });
});
