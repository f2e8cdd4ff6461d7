import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { Ticket } from './ticket.entity.ts';
import { TicketTracking } from './ticket-tracking.entity.ts';
import { RATING_LEGEND } from './ticket-closing.ts';
import { UserRating } from './user-rating.entity.ts';

let server: TestServer;
let chat: SandboxConversation;
let userId: number;
let connectionId: number;

beforeAll(async () => {
  server = await startTestServer();
  const http = new HttpClient(server.url);
  const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  userId = session.user.id;
  chat = new SandboxConversation(server, http, session.user.companyId);
  expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
  expect((await http.request('PUT', '/settings/userRating', { value: 'enabled' })).status).toBe(200);
  connectionId = await chat.connection({ ratingMessage: 'Avalie o atendimento, {{firstName}}:', complationMessage: 'Obrigado, até logo!' });
});
afterAll(async () => {
  await server.stop();
});

/** A contact writes, an attendant answers, and the attendant closes the ticket. */
async function attendedAndClosed(number: string): Promise<Ticket> {
  await chat.say(connectionId, number, 'Oi');
  const ticket = await chat.ticketOf(connectionId, number);
  await chat.accept(ticket.id, userId);
  await chat.reply(ticket.id, userId, 'Resolvido!');
  expect(await server.closing.close(chat.companyId, ticket.id, { reason: 'user' })).not.toBeNull();
  return ticket;
}

describe('the rating of an attendance', () => {
  it('asks 1-3 after closing, stores a valid answer as the attendant rating and thanks the contact, leaving the ticket closed', async () => {
    const ticket = await attendedAndClosed('5511920000001');
    expect(await chat.received(connectionId, '5511920000001')).toEqual(['Resolvido!', `Avalie o atendimento, Ana:${RATING_LEGEND}`]);

    await chat.say(connectionId, '5511920000001', ' 3 ');

    const ratings = await chat.em.find(UserRating, { ticketId: ticket.id });
    expect(ratings.map((rating) => [rating.rate, rating.userId])).toEqual([[3, userId]]);
    expect((await chat.em.findOneOrFail(TicketTracking, { ticketId: ticket.id })).rated).toBe(true);
    const after = await chat.em.findOneOrFail(Ticket, { id: ticket.id });
    expect([after.status, after.unreadMessages]).toEqual(['closed', 1]);
    expect((await chat.messagesOf(ticket.id)).map((message) => message.body)).toContain(' 3 ');
    expect((await chat.received(connectionId, '5511920000001')).at(-1)).toBe('Obrigado, até logo!');
    expect(await chat.em.count(Ticket, { contactId: ticket.contactId })).toBe(1);
  });

  it('keeps any other answer as an ordinary message, reopening the attendance; a later "2" is then just text', async () => {
    const ticket = await attendedAndClosed('5511920000002');
    await chat.say(connectionId, '5511920000002', 'Ainda tenho uma dúvida');
    await chat.say(connectionId, '5511920000002', '2');

    expect(await chat.em.count(UserRating, { ticketId: ticket.id })).toBe(0);
    const reopened = await chat.em.findOneOrFail(Ticket, { id: ticket.id });
    expect([reopened.status, reopened.userId ?? null]).toEqual(['pending', null]);
    const bodies = (await chat.messagesOf(ticket.id)).filter((message) => !message.fromMe).map((message) => message.body);
    expect(bodies).toEqual(['Oi', 'Ainda tenho uma dúvida', '2']);
  });

  it('ignores an answer after the rating window and never asks when nobody attended or the timer closed it', async () => {
    const ticket = await attendedAndClosed('5511920000003');
    const em = chat.em;
    const tracking = await em.findOneOrFail(TicketTracking, { ticketId: ticket.id });
    tracking.ratingAt = new Date(Date.now() - 2 * 60 * 60_000);
    await em.flush();
    await chat.say(connectionId, '5511920000003', '1');
    expect(await chat.em.count(UserRating, { ticketId: ticket.id })).toBe(0);
    expect((await chat.em.findOneOrFail(Ticket, { id: ticket.id })).status).toBe('pending');

    await chat.say(connectionId, '5511920000004', 'Oi');
    const unattended = await chat.ticketOf(connectionId, '5511920000004');
    await server.closing.close(chat.companyId, unattended.id, { reason: 'user' });
    const expired = await attendedAndClosedBy('5511920000005', 'expired');
    expect(await chat.received(connectionId, '5511920000004')).toEqual(['Obrigado, até logo!']);
    expect(await chat.received(connectionId, '5511920000005')).toEqual(['Resolvido!']);
    expect((await chat.em.findOneOrFail(TicketTracking, { ticketId: expired.id })).ratingAt).toBeNull();
  });

  it('closes a ticket only once', async () => {
    const ticket = await attendedAndClosed('5511920000006');
    expect(await server.closing.close(chat.companyId, ticket.id, { reason: 'user' })).toBeNull();
    expect((await chat.received(connectionId, '5511920000006')).filter((text) => text.includes(RATING_LEGEND))).toHaveLength(1);
  });
});

async function attendedAndClosedBy(number: string, reason: 'expired'): Promise<Ticket> {
  await chat.say(connectionId, number, 'Oi');
  const ticket = await chat.ticketOf(connectionId, number);
  await chat.accept(ticket.id, userId);
  await chat.reply(ticket.id, userId, 'Resolvido!');
  await server.closing.close(chat.companyId, ticket.id, { reason });
  return ticket;
}
