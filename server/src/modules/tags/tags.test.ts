import type { ApiErrorBody, Envelope, TagKanbanResponse, TagListResponse, TagRecord, TagSyncResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { anotherUser, seedQueue, seedTicket, tenant, type SignedIn } from '../../../test/side-panel-fixtures.ts';
import { collect, connectSocket, nextEvent, type TestSocket } from '../../../test/socket-client.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { tagsOfTickets } from './tags-of-tickets.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

async function createTag(who: SignedIn, name: string, extra: Record<string, unknown> = {}): Promise<TagRecord> {
  const response = await who.http.request<TagRecord>('POST', '/tags', { name, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function socketOf(who: SignedIn): Promise<TestSocket> {
  const socket = await connectSocket(server.url, who.http.token ?? '');
  sockets.push(socket);
  return socket;
}

describe('tags', () => {
  it('creates, reads, updates and deletes a tag, announcing each on the tag channel', async () => {
    const t = await tenant(server);
    const socket = await socketOf(t.attendant);
    const event = `company-${t.companyId}-tag`;
    const created = nextEvent<Envelope<'tag'>>(socket, event);
    const tag = await createTag(t.admin, 'Urgent', { color: '#FF0000', kanban: true });
    expect(tag).toMatchObject({ name: 'Urgent', color: '#FF0000', kanban: true });
    expect(await created).toMatchObject({ action: 'create', tag: { id: tag.id, name: 'Urgent' } });

    expect((await t.attendant.http.request<TagRecord>('GET', `/tags/${tag.id}`)).body.name).toBe('Urgent');
    const updatedEvent = nextEvent<Envelope<'tag'>>(socket, event);
    const updated = await t.admin.http.request<TagRecord>('PUT', `/tags/${tag.id}`, { name: 'Very urgent' });
    expect(updated.body).toMatchObject({ name: 'Very urgent', color: '#FF0000', kanban: true });
    expect(await updatedEvent).toMatchObject({ action: 'update', tag: { name: 'Very urgent', ticketsCount: 0 } });

    const deletedEvent = nextEvent<Envelope<'tag'>>(socket, event);
    expect((await t.admin.http.request('DELETE', `/tags/${tag.id}`)).status).toBe(204);
    expect(await deletedEvent).toMatchObject({ action: 'delete', tagId: tag.id });
    const gone = await t.admin.http.request<ApiErrorBody>('GET', `/tags/${tag.id}`);
    expect([gone.status, gone.body.error]).toEqual([404, 'ERR_NO_TAG_FOUND']);
    expect((await t.admin.http.request<ApiErrorBody>('PUT', `/tags/${tag.id}`, { name: 'Back' })).body.error).toBe('ERR_NO_TAG_FOUND');
    expect((await t.admin.http.request<ApiErrorBody>('DELETE', `/tags/${tag.id}`)).body.error).toBe('ERR_NO_TAG_FOUND');
  });

  it('lists every tag for the picker, and pages the tags page with search and ticket counts', async () => {
    const t = await tenant(server);
    for (let index = 0; index < 22; index += 1) {
      await createTag(t.admin, `Tag ${String(index).padStart(2, '0')}`);
    }
    const vip = await createTag(t.admin, 'VIP client');
    const ticket = await seedTicket(t);
    const otherTicket = await seedTicket(t);
    await t.admin.http.request('POST', '/tags/sync', { ticketId: ticket.id, tags: [vip.id] });
    await t.admin.http.request('POST', '/tags/sync', { ticketId: otherTicket.id, tags: [{ id: vip.id }] });

    const all = await t.attendant.http.request<TagRecord[]>('GET', '/tags/list');
    expect(all.body).toHaveLength(23);
    expect(all.body[0]?.name).toBe('Tag 00');

    const first = await t.attendant.http.request<TagListResponse>('GET', '/tags?pageNumber=1');
    expect([first.body.tags.length, first.body.count, first.body.hasMore]).toEqual([20, 23, true]);
    const second = await t.attendant.http.request<TagListResponse>('GET', '/tags?pageNumber=2');
    expect([second.body.tags.length, second.body.hasMore]).toEqual([3, false]);
    const search = await t.attendant.http.request<TagListResponse>('GET', '/tags?searchParam=vip');
    expect(search.body.tags).toEqual([{ ...vip, ticketsCount: 2 }]);
    expect((await t.attendant.http.request<TagListResponse>('GET', '/tags?searchParam=%25')).body.count).toBe(0);
  });

  it('refuses a duplicate name with 409 in the company only, and validates with 400', async () => {
    const t = await tenant(server);
    const tag = await createTag(t.admin, 'Billing');
    const duplicate = await t.attendant.http.request<ApiErrorBody>('POST', '/tags', { name: 'Billing' });
    expect([duplicate.status, duplicate.body.error]).toEqual([409, 'ERR_TAG_NAME_ALREADY_EXISTS']);
    const other = await createTag(t.admin, 'Refunds');
    const rename = await t.admin.http.request<ApiErrorBody>('PUT', `/tags/${other.id}`, { name: 'Billing' });
    expect([rename.status, rename.body.error]).toEqual([409, 'ERR_TAG_NAME_ALREADY_EXISTS']);
    expect((await t.admin.http.request('PUT', `/tags/${tag.id}`, { name: 'Billing', color: '#00FF00' })).status).toBe(200);
    const race = await Promise.all([
      t.admin.http.request('POST', '/tags', { name: 'Race' }),
      t.admin.http.request('POST', '/tags', { name: 'Race' }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([201, 409]);

    const elsewhere = await tenant(server);
    expect((await elsewhere.admin.http.request('POST', '/tags', { name: 'Billing' })).status).toBe(201);

    const bad = await t.admin.http.request<ApiErrorBody>('POST', '/tags', { name: 'ab', color: 'red', kanban: 'yes' });
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(bad.body.fields?.map((field) => field.path).sort()).toEqual(['body.color', 'body.kanban', 'body.name']);
  });

  it("takes the spec's 0 and 1 for kanban, as the reference client sends them", async () => {
    const t = await tenant(server);
    const lane = await t.admin.http.request<TagRecord>('POST', '/tags', { name: 'Lane one', kanban: 1 });
    expect(lane.body.kanban).toBe(true);
    const off = await t.admin.http.request<TagRecord>('PUT', `/tags/${lane.body.id}`, { kanban: 0 });
    expect(off.body.kanban).toBe(false);
    const bad = await t.admin.http.request<ApiErrorBody>('PUT', `/tags/${lane.body.id}`, { kanban: 2 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.map((field) => field.path)).toEqual(['body.kanban']);
  });

  it('lets only admins and supervisors flag a tag as a kanban lane', async () => {
    const t = await tenant(server);
    const refused = await t.attendant.http.request<ApiErrorBody>('POST', '/tags', { name: 'Lane', kanban: true });
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    const plain = await createTag(t.attendant, 'Plain');
    expect((await t.attendant.http.request('PUT', `/tags/${plain.id}`, { kanban: true })).status).toBe(403);
    // Re-sending the current value is not a change.
    expect((await t.attendant.http.request('PUT', `/tags/${plain.id}`, { name: 'Plainer', kanban: false })).status).toBe(200);
    const supervisor = await anotherUser(t, 'supervisor');
    expect((await supervisor.http.request<TagRecord>('PUT', `/tags/${plain.id}`, { kanban: true })).body.kanban).toBe(true);
  });

  it("treats another company's tags as missing", async () => {
    const t = await tenant(server);
    const tag = await createTag(t.admin, 'Secret');
    const other = await tenant(server);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await other.admin.http.request<ApiErrorBody>(method, `/tags/${tag.id}`, body);
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_TAG_FOUND']);
    }
    expect((await other.admin.http.request<TagRecord[]>('GET', '/tags/list')).body).toEqual([]);
    const ticket = await seedTicket(other);
    const sync = await other.admin.http.request<ApiErrorBody>('POST', '/tags/sync', { ticketId: ticket.id, tags: [tag.id] });
    expect([sync.status, sync.body.error]).toEqual([404, 'ERR_NO_TAG_FOUND']);
  });
});

describe('kanban lanes', () => {
  it('lists the tags flagged kanban when the plan has kanban, else 403', async () => {
    const t = await tenant(server);
    await createTag(t.admin, 'Lane B', { kanban: true });
    await createTag(t.admin, 'Not a lane');
    await createTag(t.admin, 'Lane A', { kanban: true });
    const refused = await t.attendant.http.request<ApiErrorBody>('GET', '/tags/kanban');
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);

    const withKanban = await tenant(server, { useKanban: true });
    await createTag(withKanban.admin, 'Lane B', { kanban: true });
    await createTag(withKanban.admin, 'Other');
    await createTag(withKanban.admin, 'Lane A', { kanban: true });
    const lanes = await withKanban.attendant.http.request<TagKanbanResponse>('GET', '/tags/kanban');
    expect(lanes.body.lista.map((tag) => tag.name)).toEqual(['Lane A', 'Lane B']);
  });
});

describe('tags of a ticket', () => {
  it('makes the ticket’s tags exactly the given ones and announces the ticket with its tags', async () => {
    const t = await tenant(server);
    const [a, b, c] = [await createTag(t.admin, 'Alpha'), await createTag(t.admin, 'Bravo'), await createTag(t.admin, 'Charlie')];
    const ticket = await seedTicket(t, { status: 'pending' });
    const socket = await socketOf(t.admin);
    await new Promise<void>((resolve) => {
      socket.emit('joinTickets', 'pending');
      setTimeout(resolve, 200);
    });
    const event = `company-${t.companyId}-ticket`;

    const announced = nextEvent<Envelope<'ticket'>>(socket, event);
    const first = await t.admin.http.request<TagSyncResponse>('POST', '/tags/sync', { ticketId: ticket.id, tags: [c.id, a.id, a.id] });
    expect(first.status).toBe(200);
    expect(first.body.tags.map((tag) => tag.name)).toEqual(['Alpha', 'Charlie']);
    const payload = await announced;
    expect(payload).toMatchObject({
      action: 'update',
      ticket: { id: ticket.id, uuid: ticket.uuid, contact: { id: ticket.contactId }, status: 'pending' },
    });
    expect((payload as unknown as { ticket: { tags: unknown } }).ticket.tags).toEqual([
      { id: a.id, name: 'Alpha', color: a.color },
      { id: c.id, name: 'Charlie', color: c.color },
    ]);

    const second = await t.admin.http.request<TagSyncResponse>('POST', '/tags/sync', { ticketId: ticket.id, tags: [{ id: b.id }, c.id] });
    expect(second.body.tags.map((tag) => tag.name)).toEqual(['Bravo', 'Charlie']);
    const em = forkForCompany(server.db.em, t.companyId);
    const other = await seedTicket(t);
    const byTicket = await tagsOfTickets(em, [ticket.id, other.id]);
    expect(byTicket.get(ticket.id)?.map((tag) => tag.name)).toEqual(['Bravo', 'Charlie']);
    expect(byTicket.get(other.id)).toEqual([]);

    const cleared = await t.admin.http.request<TagSyncResponse>('POST', '/tags/sync', { ticketId: ticket.id, tags: [] });
    expect(cleared.body.tags).toEqual([]);
    expect((await tagsOfTickets(em, [ticket.id])).get(ticket.id)).toEqual([]);
  });

  it('refuses unknown tags and tickets, leaving the tags as they were', async () => {
    const t = await tenant(server);
    const tag = await createTag(t.admin, 'Kept');
    const ticket = await seedTicket(t);
    await t.admin.http.request('POST', '/tags/sync', { ticketId: ticket.id, tags: [tag.id] });
    const unknownTag = await t.admin.http.request<ApiErrorBody>('POST', '/tags/sync', { ticketId: ticket.id, tags: [999_999] });
    expect([unknownTag.status, unknownTag.body.error]).toEqual([404, 'ERR_NO_TAG_FOUND']);
    const em = forkForCompany(server.db.em, t.companyId);
    expect((await tagsOfTickets(em, [ticket.id])).get(ticket.id)?.map((entry) => entry.id)).toEqual([tag.id]);
    const unknownTicket = await t.admin.http.request<ApiErrorBody>('POST', '/tags/sync', { ticketId: 999_999, tags: [tag.id] });
    expect([unknownTicket.status, unknownTicket.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
    const bad = await t.admin.http.request<ApiErrorBody>('POST', '/tags/sync', { ticketId: ticket.id, tags: ['x'] });
    expect([bad.status, bad.body.fields?.[0]?.path]).toEqual([400, 'body.tags.0']);
  });

  it('lets a non-admin tag only tickets they may see', async () => {
    const t = await tenant(server);
    const tag = await createTag(t.admin, 'Follow up');
    const mine = await seedQueue(t, [t.attendant.userId]);
    const theirs = await seedQueue(t);
    const visible = await seedTicket(t, { queueId: mine.id });
    const hidden = await seedTicket(t, { queueId: theirs.id });
    expect((await t.attendant.http.request('POST', '/tags/sync', { ticketId: visible.id, tags: [tag.id] })).status).toBe(200);
    const refused = await t.attendant.http.request<ApiErrorBody>('POST', '/tags/sync', { ticketId: hidden.id, tags: [tag.id] });
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
  });

  it('does not announce a tag event to another company', async () => {
    const t = await tenant(server);
    const other = await tenant(server);
    const socket = await socketOf(other.admin);
    const seen = collect(socket, `company-${t.companyId}-tag`);
    await createTag(t.admin, 'Quiet');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
  });
});
