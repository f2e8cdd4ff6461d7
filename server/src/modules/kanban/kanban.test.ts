import type { ApiErrorBody, Envelope, KanbanResponse, TagRecord, TicketTagsResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { seedQueue, seedTicket, tenant, type SignedIn, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { connectSocket, nextEvent, type TestSocket } from '../../../test/socket-client.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

async function createTag(who: SignedIn, name: string, kanban: boolean): Promise<TagRecord> {
  const response = await who.http.request<TagRecord>('POST', '/tags', { name, kanban });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function lane(who: SignedIn, query: string): Promise<number[]> {
  const response = await who.http.request<KanbanResponse>('GET', `/ticket/kanban?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.tickets.map((ticket) => ticket.id);
}

async function board(): Promise<Tenant> {
  return tenant(server, { useKanban: true });
}

describe('kanban board', () => {
  it('moves a card between lanes: a kanban tag replaces the other, delete takes it back to the untagged lane', async () => {
    const t = await board();
    const [todo, doing, vip] = [
      await createTag(t.admin, 'To do', true),
      await createTag(t.admin, 'Doing', true),
      await createTag(t.admin, 'VIP', false),
    ];
    const ticket = await seedTicket(t, { status: 'pending' });
    await seedTicket(t, { status: 'closed' });
    expect(await lane(t.admin, 'showAll=true&lane=none')).toEqual([ticket.id]);

    const put = await t.admin.http.request<TicketTagsResponse>('PUT', `/ticket-tags/${ticket.id}/${todo.id}`);
    expect(put.body.tags.map((tag) => tag.name)).toEqual(['To do']);
    expect(await t.admin.http.request('PUT', `/ticket-tags/${ticket.id}/${vip.id}`)).toMatchObject({ status: 200 });
    expect(await lane(t.admin, 'showAll=true&lane=none')).toEqual([]);
    expect(await lane(t.admin, `showAll=true&lane=${todo.id}`)).toEqual([ticket.id]);

    const socket = await connectSocket(server.url, t.admin.http.token ?? '');
    sockets.push(socket);
    await new Promise<void>((resolve) => {
      socket.emit('joinTickets', 'pending');
      setTimeout(resolve, 200);
    });
    const announced = nextEvent<Envelope<'ticket'>>(socket, `company-${t.companyId}-ticket`);
    const moved = await t.admin.http.request<TicketTagsResponse>('PUT', `/ticket-tags/${ticket.id}/${doing.id}`);
    expect(moved.body.tags.map((tag) => tag.name)).toEqual(['Doing', 'VIP']);
    const payload = (await announced) as unknown as { action: string; ticket: { id: number; tags: { name: string }[] } };
    expect([payload.action, payload.ticket.id, payload.ticket.tags.map((tag) => tag.name)]).toEqual([
      'update',
      ticket.id,
      ['Doing', 'VIP'],
    ]);
    expect(await lane(t.admin, `showAll=true&lane=${todo.id}`)).toEqual([]);
    expect(await lane(t.admin, `showAll=true&lane=${doing.id}`)).toEqual([ticket.id]);

    // Without a lane, the whole board, as the reference client asks for it.
    expect(await lane(t.admin, 'showAll=true')).toEqual([ticket.id]);
    const cleared = await t.admin.http.request<TicketTagsResponse>('DELETE', `/ticket-tags/${ticket.id}`);
    expect(cleared.body.tags.map((tag) => tag.name)).toEqual(['VIP']);
    expect(await lane(t.admin, 'showAll=true&lane=none')).toEqual([ticket.id]);
  });

  it('pages a lane, most recently updated first, with its total', async () => {
    const t = await board();
    for (let index = 0; index < 102; index += 1) {
      await seedTicket(t, { status: 'open', userId: t.admin.userId });
    }
    const first = await t.admin.http.request<KanbanResponse>('GET', '/ticket/kanban?showAll=true');
    expect([first.body.tickets.length, first.body.count, first.body.hasMore]).toEqual([100, 102, true]);
    const second = await t.admin.http.request<KanbanResponse>('GET', '/ticket/kanban?showAll=true&pageNumber=2');
    expect([second.body.tickets.length, second.body.hasMore]).toEqual([2, false]);
    expect(new Set([...first.body.tickets, ...second.body.tickets].map((ticket) => ticket.id)).size).toBe(102);
  });

  it('shows everyone’s tickets only to admins (showAll left out or true); otherwise the caller’s own and their queues’', async () => {
    const t = await board();
    const mine = await seedQueue(t, [t.attendant.userId]);
    const theirs = await seedQueue(t);
    const inMine = await seedTicket(t, { queueId: mine.id, status: 'pending' });
    const assigned = await seedTicket(t, { queueId: theirs.id, userId: t.attendant.userId });
    const hidden = await seedTicket(t, { queueId: theirs.id, status: 'pending' });

    const refused = await t.attendant.http.request<ApiErrorBody>('GET', '/ticket/kanban?showAll=true');
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect((await lane(t.attendant, 'showAll=false')).sort()).toEqual([inMine.id, assigned.id].sort());
    expect(await lane(t.attendant, `queueIds=[${mine.id}]`)).toEqual([inMine.id]);
    expect((await lane(t.admin, 'showAll=true')).sort()).toEqual([inMine.id, assigned.id, hidden.id].sort());
    // An admin whose client never sends showAll (the reference product's) sees the whole board, the
    // client's queue filter still applied; showAll=false limits an admin to their own reach, like anyone.
    expect((await lane(t.admin, '')).sort()).toEqual([inMine.id, assigned.id, hidden.id].sort());
    expect((await lane(t.admin, `queueIds=${encodeURIComponent(JSON.stringify([theirs.id]))}`)).sort()).toEqual(
      [assigned.id, hidden.id].sort(),
    );
    expect(await lane(t.admin, 'showAll=false')).toEqual([]);

    const tag = await createTag(t.admin, 'Lane', true);
    const moveHidden = await t.attendant.http.request<ApiErrorBody>('PUT', `/ticket-tags/${hidden.id}/${tag.id}`);
    expect([moveHidden.status, moveHidden.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    expect((await t.attendant.http.request<ApiErrorBody>('DELETE', `/ticket-tags/${hidden.id}`)).status).toBe(403);
    expect((await t.attendant.http.request('PUT', `/ticket-tags/${inMine.id}/${tag.id}`)).status).toBe(200);
  });

  it("reaches none of another company's tickets or tags", async () => {
    const t = await board();
    const other = await board();
    const theirTag = await createTag(other.admin, 'Their lane', true);
    const theirTicket = await seedTicket(other, { status: 'pending' });
    await other.admin.http.request('PUT', `/ticket-tags/${theirTicket.id}/${theirTag.id}`);
    const myTicket = await seedTicket(t, { status: 'pending' });
    const myTag = await createTag(t.admin, 'My lane', true);

    expect(await lane(t.admin, `showAll=true&lane=${theirTag.id}`)).toEqual([]);
    expect(await lane(t.admin, 'showAll=true')).toEqual([myTicket.id]);
    const foreignTicket = await t.admin.http.request<ApiErrorBody>('PUT', `/ticket-tags/${theirTicket.id}/${myTag.id}`);
    expect([foreignTicket.status, foreignTicket.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
    const foreignTag = await t.admin.http.request<ApiErrorBody>('PUT', `/ticket-tags/${myTicket.id}/${theirTag.id}`);
    expect([foreignTag.status, foreignTag.body.error]).toEqual([404, 'ERR_NO_TAG_FOUND']);
    const clear = await t.admin.http.request<ApiErrorBody>('DELETE', `/ticket-tags/${theirTicket.id}`);
    expect([clear.status, clear.body.error]).toEqual([404, 'ERR_NO_TICKET_FOUND']);
    expect(await lane(other.admin, `showAll=true&lane=${theirTag.id}`)).toEqual([theirTicket.id]);
  });

  it('answers 403 ERR_NO_PERMISSION when the plan has no kanban', async () => {
    const t = await tenant(server);
    const ticket = await seedTicket(t);
    for (const [method, path] of [
      ['GET', '/ticket/kanban'],
      ['PUT', `/ticket-tags/${ticket.id}/1`],
      ['DELETE', `/ticket-tags/${ticket.id}`],
    ] as const) {
      const answer = await t.admin.http.request<ApiErrorBody>(method, path);
      expect([answer.status, answer.body.error], `${method} ${path}`).toEqual([403, 'ERR_NO_PERMISSION']);
    }
  });

  it('answers 400 ERR_VALIDATION with the fields on bad input', async () => {
    const t = await board();
    const query = await t.admin.http.request<ApiErrorBody>('GET', '/ticket/kanban?lane=first&queueIds=[x]&showAll=maybe&pageNumber=0');
    expect([query.status, query.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(query.body.fields?.map((field) => field.path.split('.').slice(0, 2).join('.')).sort()).toEqual([
      'query.lane',
      'query.pageNumber',
      'query.queueIds',
      'query.showAll',
    ]);
    const put = await t.admin.http.request<ApiErrorBody>('PUT', '/ticket-tags/abc/-1');
    expect([put.status, put.body.fields?.map((field) => field.path).sort()]).toEqual([400, ['params.tagId', 'params.ticketId']]);
    const remove = await t.admin.http.request<ApiErrorBody>('DELETE', '/ticket-tags/0');
    expect([remove.status, remove.body.error]).toEqual([400, 'ERR_VALIDATION']);
  });
});
