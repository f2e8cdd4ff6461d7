import type { ApiErrorBody, TicketNoteRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { anotherUser, seedContact, seedQueue, seedTicket, setAllTicket, tenant } from '../../../test/side-panel-fixtures.ts';
import { collect, connectSocket } from '../../../test/socket-client.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('ticket notes', () => {
  it('adds notes and lists them newest first with the author, then deletes one', async () => {
    const t = await tenant(server);
    const ticket = await seedTicket(t);
    const first = await t.admin.http.request<TicketNoteRecord>('POST', '/ticket-notes', {
      note: 'Called back',
      ticketId: ticket.id,
      contactId: ticket.contactId,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ note: 'Called back', ticketId: ticket.id, userId: t.admin.userId, user: { id: t.admin.userId } });
    const second = await t.admin.http.request<TicketNoteRecord>('POST', '/ticket-notes', {
      note: '  Prefers email  ',
      ticketId: String(ticket.id),
      contactId: ticket.contactId,
    });
    expect(second.body.note).toBe('Prefers email');

    const list = await t.admin.http.request<TicketNoteRecord[]>(
      'GET',
      `/ticket-notes/list?ticketId=${ticket.id}&contactId=${ticket.contactId}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.map((note) => note.note)).toEqual(['Prefers email', 'Called back']);
    expect(list.body[0]?.user?.name).toMatch(/^User /);

    expect((await t.admin.http.request('DELETE', `/ticket-notes/${first.body.id}`)).status).toBe(204);
    const after = await t.admin.http.request<TicketNoteRecord[]>('GET', `/ticket-notes/list?ticketId=${ticket.id}`);
    expect(after.body.map((note) => note.id)).toEqual([second.body.id]);
    const again = await t.admin.http.request<ApiErrorBody>('DELETE', `/ticket-notes/${first.body.id}`);
    expect([again.status, again.body.error]).toEqual([404, 'ERR_NO_TICKET_NOTE_FOUND']);
  });

  it('validates the note (at least 2 characters) and the ids with 400 and the fields', async () => {
    const t = await tenant(server);
    const bad = await t.admin.http.request<ApiErrorBody>('POST', '/ticket-notes', { note: ' x ', ticketId: 'abc' });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path)).toEqual(expect.arrayContaining(['body.note', 'body.ticketId', 'body.contactId']));
    const badQuery = await t.admin.http.request<ApiErrorBody>('GET', '/ticket-notes/list');
    expect(badQuery.body.fields?.map((field) => field.path)).toEqual(['query.ticketId']);
    const badId = await t.admin.http.request<ApiErrorBody>('DELETE', '/ticket-notes/0');
    expect([badId.status, badId.body.fields?.[0]?.path]).toEqual([400, 'params.id']);
  });

  it('refuses unknown tickets and contacts, and a contact that is not the ticket’s', async () => {
    const t = await tenant(server);
    const ticket = await seedTicket(t);
    const stranger = await seedContact(t);
    const noTicket = await t.admin.http.request<ApiErrorBody>('POST', '/ticket-notes', {
      note: 'Hi there',
      ticketId: 999_999,
      contactId: ticket.contactId,
    });
    expect([noTicket.status, noTicket.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
    const noContact = await t.admin.http.request<ApiErrorBody>('POST', '/ticket-notes', {
      note: 'Hi there',
      ticketId: ticket.id,
      contactId: 999_999,
    });
    expect([noContact.status, noContact.body.error]).toEqual([404, 'ERR_NO_CONTACT_FOUND']);
    const mismatch = await t.admin.http.request<ApiErrorBody>('POST', '/ticket-notes', {
      note: 'Hi there',
      ticketId: ticket.id,
      contactId: stranger.id,
    });
    expect([mismatch.status, mismatch.body.error]).toEqual([404, 'ERR_NO_CONTACT_FOUND']);
    const list = await t.admin.http.request<ApiErrorBody>('GET', '/ticket-notes/list?ticketId=999999');
    expect([list.status, list.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
  });

  it("treats another company's tickets and notes as missing", async () => {
    const t = await tenant(server);
    const ticket = await seedTicket(t);
    const note = await t.admin.http.request<TicketNoteRecord>('POST', '/ticket-notes', {
      note: 'Private',
      ticketId: ticket.id,
      contactId: ticket.contactId,
    });
    const other = await tenant(server);
    const create = await other.admin.http.request<ApiErrorBody>('POST', '/ticket-notes', {
      note: 'Sneaky',
      ticketId: ticket.id,
      contactId: ticket.contactId,
    });
    expect([create.status, create.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
    const list = await other.admin.http.request<ApiErrorBody>('GET', `/ticket-notes/list?ticketId=${ticket.id}`);
    expect([list.status, list.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
    const remove = await other.admin.http.request<ApiErrorBody>('DELETE', `/ticket-notes/${note.body.id}`);
    expect([remove.status, remove.body.error]).toEqual([404, 'ERR_NO_TICKET_NOTE_FOUND']);
    // A foreign contact on an own ticket is missing too.
    const ownTicket = await seedTicket(other);
    const foreignContact = await other.admin.http.request<ApiErrorBody>('POST', '/ticket-notes', {
      note: 'Mixed',
      ticketId: ownTicket.id,
      contactId: ticket.contactId,
    });
    expect(foreignContact.body.error).toBe('ERR_NO_CONTACT_FOUND');
  });

  it('lets a non-admin reach only notes of tickets they may see, and delete only their own', async () => {
    const t = await tenant(server);
    const mine = await seedQueue(t, [t.attendant.userId]);
    const theirs = await seedQueue(t);
    const inMyQueue = await seedTicket(t, { queueId: mine.id, status: 'pending' });
    const inOtherQueue = await seedTicket(t, { queueId: theirs.id });
    const assignedToMe = await seedTicket(t, { queueId: theirs.id, userId: t.attendant.userId });
    const unqueuedPending = await seedTicket(t, { status: 'pending' });
    const post = (ticket: { id: number; contactId: number }) =>
      t.attendant.http.request<TicketNoteRecord & ApiErrorBody>('POST', '/ticket-notes', {
        note: 'Mine',
        ticketId: ticket.id,
        contactId: ticket.contactId,
      });

    expect((await post(inMyQueue)).status).toBe(201);
    expect((await post(assignedToMe)).status).toBe(201);
    const refused = await post(inOtherQueue);
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    const listRefused = await t.attendant.http.request<ApiErrorBody>('GET', `/ticket-notes/list?ticketId=${inOtherQueue.id}`);
    expect([listRefused.status, listRefused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);

    expect((await post(unqueuedPending)).status).toBe(403);
    await setAllTicket(t, t.attendant.userId, 'enabled');
    expect((await post(unqueuedPending)).status).toBe(201);

    const adminNote = await t.admin.http.request<TicketNoteRecord>('POST', '/ticket-notes', {
      note: 'By the admin',
      ticketId: inMyQueue.id,
      contactId: inMyQueue.contactId,
    });
    const colleague = await anotherUser(t);
    const own = await post(inMyQueue);
    const notMine = await t.attendant.http.request<ApiErrorBody>('DELETE', `/ticket-notes/${adminNote.body.id}`);
    expect([notMine.status, notMine.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    const colleagueDelete = await colleague.http.request<ApiErrorBody>('DELETE', `/ticket-notes/${own.body.id}`);
    expect(colleagueDelete.status).toBe(403);
    expect((await t.attendant.http.request('DELETE', `/ticket-notes/${own.body.id}`)).status).toBe(204);
    // An admin deletes anyone's note.
    const another = await post(inMyQueue);
    expect((await t.admin.http.request('DELETE', `/ticket-notes/${another.body.id}`)).status).toBe(204);
  });

  it('shows a note added or deleted at once to those who have the conversation open, and to nobody who may not see it', async () => {
    const t = await tenant(server);
    const theirs = await seedQueue(t);
    const ticket = await seedTicket(t, { queueId: theirs.id });
    const watching = await connectSocket(server.url, t.admin.http.token ?? '');
    const outsider = await connectSocket(server.url, t.attendant.http.token ?? '');
    try {
      watching.emit('joinChatBox', String(ticket.id));
      outsider.emit('joinChatBox', String(ticket.id)); // outside the ticket's queue: not admitted
      await new Promise((resolve) => setTimeout(resolve, 200));
      const event = `company-${t.companyId}-ticketNote`;
      const seen = collect<Record<string, unknown>>(watching, event);
      const leaked = collect<Record<string, unknown>>(outsider, event);

      const colleague = await anotherUser(t, 'admin');
      const added = await colleague.http.request<TicketNoteRecord>('POST', '/ticket-notes', {
        note: 'Customer called again',
        ticketId: ticket.id,
        contactId: ticket.contactId,
      });
      await expect.poll(() => seen.length).toBe(1);
      expect(seen[0]).toMatchObject({
        action: 'create',
        note: { id: added.body.id, note: 'Customer called again', user: { id: colleague.userId } },
      });

      expect((await colleague.http.request('DELETE', `/ticket-notes/${added.body.id}`)).status).toBe(204);
      await expect.poll(() => seen.length).toBe(2);
      expect(seen[1]).toMatchObject({ action: 'delete', noteId: added.body.id, ticketId: ticket.id });
      expect(leaked).toEqual([]);
    } finally {
      watching.close();
      outsider.close();
    }
  });
});
