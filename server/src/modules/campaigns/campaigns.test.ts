import type {
  ApiErrorBody,
  CampaignPage,
  CampaignRecord,
  CampaignShippingPage,
  ContactListItemPage,
  ContactListRecord,
  Envelope,
} from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxConversation } from '../../../test/conversation.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { seedContact, seedTicket, tenant, type SignedIn, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { connectSocket, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';
import { Tag } from '../tags/tag.entity.ts';
import { TicketTag } from '../tags/ticket-tag.entity.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  // The dispatcher is driven by the tests (tick / idle), not by its timer.
  server = await startTestServer({ CAMPAIGNS_EVERY: '1 hour' });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

type Setup = { t: Tenant; chat: SandboxConversation; connectionId: number; list: ContactListRecord };

async function setUp(numbers: string[] = ['5511900000001', '5511900000002', '5511900000003']): Promise<Setup> {
  const t = await tenant(server, { useCampaigns: true });
  const chat = new SandboxConversation(server, t.admin.http, t.companyId);
  const connectionId = await chat.connection();
  const list = (await t.admin.http.request<ContactListRecord>('POST', '/contact-lists', { name: 'Clients' })).body;
  for (const [index, number] of numbers.entries()) {
    const added = await t.admin.http.request('POST', '/contact-list-items', {
      contactListId: list.id,
      name: `Person ${index + 1}`,
      number,
      email: `p${index + 1}@example.com`,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  await settings(t, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
  return { t, chat, connectionId, list };
}

/** Campaign settings straight into the table: the dispatcher honours any seconds, the screen offers the spec's options. */
async function settings(t: Tenant, values: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await server.db.em
      .fork()
      .getConnection()
      .execute(
        `insert into campaign_settings (company_id, key, value) values (?, ?, ?::jsonb)
         on conflict (company_id, key) do update set value = excluded.value`,
        [t.companyId, key, JSON.stringify(value)],
      );
  }
}

function body(s: Pick<Setup, 'connectionId' | 'list'>, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Black Friday',
    message1: 'Oi {nome}, seu número {numero}',
    whatsappId: s.connectionId,
    contactListId: s.list.id,
    ...fields,
  };
}

async function create(who: SignedIn, fields: Record<string, unknown>): Promise<CampaignRecord> {
  const answer = await who.http.request<CampaignRecord>('POST', '/campaigns', fields);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

function errorOf(answer: { status: number; body: unknown }): [number, string] {
  return [answer.status, (answer.body as ApiErrorBody).error];
}

/** Starts what is due now and waits until this process sent everything it could. */
async function dispatch(): Promise<void> {
  await server.campaignDispatcher.tick();
  await server.campaignDispatcher.idle();
}

async function get(who: SignedIn, id: number): Promise<CampaignRecord> {
  return (await who.http.request<CampaignRecord>('GET', `/campaigns/${id}`)).body;
}

async function outbox(s: Setup): Promise<{ to: string; body: string; createdAt: string }[]> {
  return (await s.t.admin.http.request<{ to: string; body: string; createdAt: string }[]>('GET', `/sandbox/${s.connectionId}/outbox`)).body;
}

const now = () => new Date(Date.now() - 1_000).toISOString();

describe('campaigns: records and rules', () => {
  it('creates, lists, searches, reads, edits and deletes, INATIVA without a time and PROGRAMADA with one', async () => {
    const s = await setUp();
    const inactive = await create(s.t.admin, body(s, { name: ' Natal ', message2: 'Feliz {nome}' }));
    expect(inactive).toMatchObject({
      name: 'Natal',
      status: 'INATIVA',
      contactList: { id: s.list.id, name: 'Clients' },
      counts: { valid: 0 },
    });
    const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const scheduled = await create(s.t.admin, body(s, { name: 'Páscoa', scheduledAt: later }));
    expect(scheduled).toMatchObject({ status: 'PROGRAMADA', scheduledAt: later });

    const page = (await s.t.admin.http.request<CampaignPage>('GET', '/campaigns?searchParam=cOa')).body;
    expect(page.records.map((record) => record.name)).toEqual(['Páscoa']);
    expect((await s.t.admin.http.request<CampaignPage>('GET', '/campaigns')).body.count).toBe(2);

    const edited = await s.t.admin.http.request<CampaignRecord>(
      'PUT',
      `/campaigns/${inactive.id}`,
      body(s, { name: 'Natal 2', scheduledAt: later }),
    );
    expect(edited.body).toMatchObject({ name: 'Natal 2', status: 'PROGRAMADA' });
    const unscheduled = await s.t.admin.http.request<CampaignRecord>('PUT', `/campaigns/${inactive.id}`, body(s, { name: 'Natal 2' }));
    expect(unscheduled.body.status).toBe('INATIVA');

    expect((await s.t.admin.http.request('DELETE', `/campaigns/${inactive.id}`)).status).toBe(204);
    expect(errorOf(await s.t.admin.http.request('GET', `/campaigns/${inactive.id}`))).toEqual([404, 'ERR_NO_CAMPAIGN_FOUND']);
  });

  it('answers bad input with 400 ERR_VALIDATION and the fields, on every route', async () => {
    const s = await setUp([]);
    const campaign = await create(s.t.admin, body(s));
    const cases: [string, string, unknown, string][] = [
      ['POST', '/campaigns', body(s, { name: 'x' }), 'body.name'],
      ['POST', '/campaigns', body(s, { message1: '  ' }), 'body.message1'],
      ['POST', '/campaigns', body(s, { confirmation: true }), 'body.confirmationMessage1'],
      ['POST', '/campaigns', body(s, { contactListId: null }), 'body.contactListId'],
      ['POST', '/campaigns', body(s, { scheduledAt: 'tomorrow' }), 'body.scheduledAt'],
      ['POST', '/campaigns', body(s, { whatsappId: 'abc' }), 'body.whatsappId'],
      ['PUT', `/campaigns/${campaign.id}`, body(s, { name: 'y'.repeat(51) }), 'body.name'],
      ['PUT', '/campaigns/abc', body(s), 'params.id'],
      ['GET', '/campaigns/abc', undefined, 'params.id'],
      ['GET', '/campaigns?pageNumber=0', undefined, 'query.pageNumber'],
      ['DELETE', '/campaigns/0', undefined, 'params.id'],
      ['POST', '/campaigns/abc/cancel', {}, 'params.id'],
      ['POST', '/campaigns/abc/restart', {}, 'params.id'],
      ['GET', `/campaigns/${campaign.id}/shipping?format=xml`, undefined, 'query.format'],
      ['POST', '/campaigns/abc/media-upload', {}, 'params.id'],
      ['DELETE', '/campaigns/abc/media-upload', undefined, 'params.id'],
    ];
    for (const [method, path, payload, field] of cases) {
      const answer = await s.t.admin.http.request<ApiErrorBody>(method, path, payload);
      expect([method, path, answer.status, answer.body.error]).toEqual([method, path, 400, 'ERR_VALIDATION']);
      expect(answer.body.fields?.map((entry) => entry.path)).toContain(field);
    }
    const noFile = await s.t.admin.http.request<ApiErrorBody>('POST', `/campaigns/${campaign.id}/media-upload`, {});
    expect(errorOf(noFile)).toEqual([400, 'ERR_VALIDATION']);
  });

  it('is for admins of a plan with campaigns; another company reaches none of it', async () => {
    const s = await setUp();
    const campaign = await create(s.t.admin, body(s));
    const attendant = s.t.attendant;
    expect(errorOf(await attendant.http.request('GET', '/campaigns'))).toEqual([403, 'ERR_NO_PERMISSION']);
    expect(errorOf(await attendant.http.request('POST', '/campaigns', body(s)))).toEqual([403, 'ERR_NO_PERMISSION']);
    const noPlan = await tenant(server, { useCampaigns: false });
    expect(errorOf(await noPlan.admin.http.request('GET', '/campaigns'))).toEqual([403, 'ERR_NO_PERMISSION']);

    const other = await setUp();
    const them = other.t.admin.http;
    for (const [method, path, payload] of [
      ['GET', `/campaigns/${campaign.id}`, undefined],
      ['PUT', `/campaigns/${campaign.id}`, body(other)],
      ['DELETE', `/campaigns/${campaign.id}`, undefined],
      ['POST', `/campaigns/${campaign.id}/cancel`, {}],
      ['POST', `/campaigns/${campaign.id}/restart`, {}],
      ['GET', `/campaigns/${campaign.id}/shipping`, undefined],
      ['GET', `/campaigns/${campaign.id}/shipping?format=csv`, undefined],
      ['DELETE', `/campaigns/${campaign.id}/media-upload`, undefined],
    ] as const) {
      expect([method, path, ...errorOf(await them.request(method, path, payload))]).toEqual([method, path, 404, 'ERR_NO_CAMPAIGN_FOUND']);
    }
    expect((await them.request<CampaignPage>('GET', '/campaigns')).body.count).toBe(0);
    // Their campaign may not use our connection or our list.
    expect(errorOf(await them.request('POST', '/campaigns', body(other, { whatsappId: s.connectionId })))).toEqual([
      404,
      'ERR_NO_WAPP_FOUND',
    ]);
    expect(errorOf(await them.request('POST', '/campaigns', body(other, { contactListId: s.list.id })))).toEqual([
      404,
      'ERR_NO_CONTACT_LIST_FOUND',
    ]);
    expect((await get(s.t.admin, campaign.id)).name).toBe('Black Friday');
  });

  it("snapshots a tag's contacts from this company's tickets only; another company's tag snapshots nothing", async () => {
    const s = await setUp([]);
    const other = await setUp([]);
    const tagOf = async (t: Tenant, name: string) => {
      const em = forkForCompany(server.db.em, t.companyId);
      const tag = em.create(Tag, { companyId: t.companyId, name, color: '#123456' });
      await em.flush();
      return tag;
    };
    const tagTicket = async (t: Tenant, tagId: number, number: string) => {
      const contact = await seedContact(t, { name: `Tagged ${number}`, number });
      const ticket = await seedTicket(t, { contactId: contact.id });
      const em = forkForCompany(server.db.em, t.companyId);
      em.create(TicketTag, { companyId: t.companyId, ticketId: ticket.id, tagId });
      await em.flush();
    };
    const vip = await tagOf(s.t, 'VIP');
    await tagTicket(s.t, vip.id, '5511911110001');
    await tagTicket(s.t, vip.id, '5511911110002');
    const theirs = await tagOf(other.t, 'VIP');
    await tagTicket(other.t, theirs.id, '5511922220001');

    const campaign = await create(s.t.admin, body(s, { contactListId: null, tagListId: vip.id }));
    expect(campaign.tagListId).toBe(vip.id);
    const items = await s.t.admin.http.request<ContactListItemPage>('GET', `/contact-list-items?contactListId=${campaign.contactListId}`);
    expect(items.body.contacts.map((item) => item.number).sort()).toEqual(['5511911110001', '5511911110002']);

    const crossing = await s.t.admin.http.request('POST', '/campaigns', body(s, { contactListId: null, tagListId: theirs.id }));
    expect(errorOf(crossing)).toEqual([404, 'ERR_NO_TAG_FOUND']);
    expect((await s.t.admin.http.request<{ count: number }>('GET', '/contact-lists')).body.count).toBe(2);
  });

  it('edits only INATIVA, PROGRAMADA more than an hour ahead, or CANCELADA', async () => {
    const s = await setUp(['5511900000009']);
    const soon = await create(s.t.admin, body(s, { scheduledAt: new Date(Date.now() + 30 * 60_000).toISOString() }));
    expect(errorOf(await s.t.admin.http.request('PUT', `/campaigns/${soon.id}`, body(s, { name: 'Changed' })))).toEqual([
      409,
      'ERR_CAMPAIGN_NOT_EDITABLE',
    ]);
    await settings(s.t, { messageInterval: 3_600 });
    const running = await create(s.t.admin, body(s, { scheduledAt: now() }));
    await dispatch();
    expect((await get(s.t.admin, running.id)).status).toBe('FINALIZADA');
    expect(errorOf(await s.t.admin.http.request('PUT', `/campaigns/${running.id}`, body(s)))).toEqual([409, 'ERR_CAMPAIGN_NOT_EDITABLE']);
    expect(errorOf(await s.t.admin.http.request('POST', `/campaigns/${running.id}/cancel`, {}))).toEqual([
      409,
      'ERR_CAMPAIGN_WRONG_STATUS',
    ]);
    expect(errorOf(await s.t.admin.http.request('POST', `/campaigns/${running.id}/restart`, {}))).toEqual([
      409,
      'ERR_CAMPAIGN_WRONG_STATUS',
    ]);
  });
});

describe('campaigns: dispatch', () => {
  it('sends each contact one filled variant, reaches FINALIZADA with its counts live, and exports the rows', async () => {
    const s = await setUp();
    await settings(s.t, { variables: [{ key: 'cupom', value: 'BF10' }] });
    const socket = await connectSocket(server.url, s.t.admin.http.token ?? '');
    sockets.push(socket);
    const campaign = await create(
      s.t.admin,
      body(s, { message1: 'Oi {nome} {cupom}', message3: 'Olá {nome} {cupom} ({email})', scheduledAt: now() }),
    );
    const finished = nextEventWhere<Envelope<'campaign'>>(
      socket,
      `company-${s.t.companyId}-campaign`,
      (event) => event.action === 'update' && event.campaign.status === 'FINALIZADA',
    );
    await dispatch();
    const event = await finished;
    expect(event.action === 'update' && event.campaign.counts).toMatchObject({ valid: 3, delivered: 3, pending: 0, failed: 0 });

    const sent = await outbox(s);
    expect(sent.map((entry) => entry.to).sort()).toEqual(['5511900000001', '5511900000002', '5511900000003']);
    for (const entry of sent) {
      const n = Number(entry.to.slice(-1));
      expect([`Oi Person ${n} BF10`, `Olá Person ${n} BF10 (p${n}@example.com)`]).toContain(entry.body);
    }
    const record = await get(s.t.admin, campaign.id);
    expect(record).toMatchObject({ status: 'FINALIZADA', counts: { valid: 3, delivered: 3 } });
    expect(record.completedAt).not.toBeNull();

    const rows = (await s.t.admin.http.request<CampaignShippingPage>('GET', `/campaigns/${campaign.id}/shipping`)).body;
    expect(rows.records.map((row) => [row.number, row.status])).toEqual([
      ['5511900000001', 'delivered'],
      ['5511900000002', 'delivered'],
      ['5511900000003', 'delivered'],
    ]);
    const csv = await fetch(`${server.url}/campaigns/${campaign.id}/shipping?format=csv`, {
      headers: { authorization: `Bearer ${s.t.admin.http.token ?? ''}` },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toContain('number;name;email;status');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('5511900000001;Person 1;p1@example.com;delivered');

    // Dispatching again sends nothing more.
    await dispatch();
    expect(await outbox(s)).toHaveLength(3);
  });

  it('after a crash mid-send, sends a row nobody sent, settles a sent one, and resends an unconfirmed one under the same id', async () => {
    const s = await setUp();
    const campaign = await create(s.t.admin, body(s, { scheduledAt: now() }));
    await dispatch();
    expect(await outbox(s)).toHaveLength(3);
    const sql = server.db.em.fork().getConnection();
    const rows = await sql.execute<{ id: number; number: string; message_id: number }[]>(
      'select id, number, message_id from campaign_shippings where campaign_id = ? order by id',
      [campaign.id],
    );
    const [first, second, third] = rows;
    // As a process killed at three moments would leave them: claimed before storing anything, after the
    // provider took it but before it was settled, and with the provider's answer never recorded.
    await sql.execute(`update campaign_shippings set status = 'sending', delivered_at = null, message_id = null where campaign_id = ?`, [
      campaign.id,
    ]);
    await sql.execute(`update campaigns set status = 'EM_ANDAMENTO', completed_at = null where id = ?`, [campaign.id]);
    await sql.execute(`delete from messages where id = ?`, [first?.message_id]);
    await sql.execute(`update messages set send_status = 'pending' where id = ?`, [third?.message_id]);
    await dispatch();

    const after = await sql.execute<{ number: string; status: string }[]>(
      'select number, status from campaign_shippings where campaign_id = ? order by id',
      [campaign.id],
    );
    expect(after.map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered']);
    // Every send went under the id derived from its client key, so each phone shows the message once.
    const sent = await outbox(s);
    for (const row of [first, second, third]) {
      expect(sent.filter((entry) => entry.to === row?.number)).toHaveLength(1);
    }
    expect(sent).toHaveLength(3);
    expect((await get(s.t.admin, campaign.id)).status).toBe('FINALIZADA');
  });

  it('waits for a connection without a session instead of failing its contacts, and really sends a refused message again', async () => {
    const s = await setUp();
    const sql = server.db.em.fork().getConnection();
    const shippings = (campaignId: number) =>
      sql.execute<{ id: number; number: string; status: string; attempts: number; message_id: number | null }[]>(
        'select id, number, status, attempts, message_id from campaign_shippings where campaign_id = ? order by id',
        [campaignId],
      );
    // As after a restart while another process's lease still holds the session: nothing to send through.
    expect((await s.t.admin.http.request('DELETE', `/whatsappsession/${s.connectionId}`)).status).toBe(200);
    const campaign = await create(s.t.admin, body(s, { scheduledAt: now() }));
    for (let round = 0; round < 4; round += 1) {
      await dispatch();
    }
    expect((await shippings(campaign.id)).map(({ status, attempts }) => [status, attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);

    expect((await s.t.admin.http.request('POST', `/whatsappsession/${s.connectionId}`)).status).toBe(200);
    expect((await s.t.admin.http.request('POST', `/sandbox/${s.connectionId}/scan`)).status).toBe(200);
    await dispatch();
    const delivered = await shippings(campaign.id);
    expect(delivered.map(({ status }) => status)).toEqual(['delivered', 'delivered', 'delivered']);

    // The connection refused the first one (its stored message failed): the next round sends it again, under the same id.
    const [first] = delivered;
    await sql.execute(`update campaign_shippings set status = 'pending', delivered_at = null, message_id = null where id = ?`, [first?.id]);
    await sql.execute(`update messages set send_status = 'failed', send_error = 'refused' where id = ?`, [first?.message_id]);
    await sql.execute(`update campaigns set status = 'EM_ANDAMENTO', completed_at = null where id = ?`, [campaign.id]);
    await dispatch();
    expect((await shippings(campaign.id)).map(({ status }) => status)).toEqual(['delivered', 'delivered', 'delivered']);
    const resent = await sql.execute<{ send_status: string }[]>('select send_status from messages where id = ?', [first?.message_id]);
    expect(resent[0]?.send_status).toBe('sent');
    expect((await outbox(s)).filter((entry) => entry.to === first?.number)).toHaveLength(1);
    expect((await get(s.t.admin, campaign.id)).status).toBe('FINALIZADA');
  });

  it('paces by messageInterval and greaterInterval after every longerIntervalAfter messages (seconds)', async () => {
    const s = await setUp(['5511900000011', '5511900000012', '5511900000013', '5511900000014', '5511900000015']);
    await settings(s.t, { messageInterval: 1, longerIntervalAfter: 2, greaterInterval: 2 });
    await create(s.t.admin, body(s, { scheduledAt: now() }));
    await dispatch();
    const times = (await outbox(s)).map((entry) => Date.parse(entry.createdAt)).sort((a, b) => a - b);
    const gaps = times.slice(1).map((time, index) => (time - (times[index] ?? 0)) / 1000);
    // After the 1st: 1 s; after the 2nd (2 sent): 2 s; after the 3rd: 1 s; after the 4th (4 sent): 2 s
    // (never less; a loaded machine adds to each, unevenly, so the difference of 2 s between the longer
    // pair and the shorter one is allowed to shrink by up to a second before it no longer tells them apart).
    expect(gaps).toHaveLength(4);
    const [a = 0, b = 0, c = 0, d = 0] = gaps;
    expect([a, b, c, d].map((gap, index) => gap >= (index % 2 === 0 ? 0.95 : 1.95))).toEqual([true, true, true, true]);
    expect(b + d - (a + c)).toBeGreaterThan(1);
  });

  it('campaigns on one connection share its pace', async () => {
    const s = await setUp(['5511900000021', '5511900000022']);
    await settings(s.t, { messageInterval: 1 });
    await create(s.t.admin, body(s, { name: 'One', scheduledAt: now() }));
    await create(s.t.admin, body(s, { name: 'Two', scheduledAt: now() }));
    await dispatch();
    const times = (await outbox(s)).map((entry) => Date.parse(entry.createdAt)).sort((a, b) => a - b);
    expect(times).toHaveLength(4);
    for (const [index, time] of times.slice(1).entries()) {
      expect(time - (times[index] ?? 0)).toBeGreaterThanOrEqual(950);
    }
  });

  it('cancel stops within one interval; restart sends the rest and skips who received it', async () => {
    const s = await setUp(['5511900000031', '5511900000032', '5511900000033']);
    await settings(s.t, { messageInterval: 2 });
    const campaign = await create(s.t.admin, body(s, { scheduledAt: now() }));
    void server.campaignDispatcher.tick();
    await expect.poll(async () => (await outbox(s)).length, { timeout: 5_000, interval: 100 }).toBe(1);
    const cancelled = await s.t.admin.http.request<CampaignRecord>('POST', `/campaigns/${campaign.id}/cancel`, {});
    expect(cancelled.body.status).toBe('CANCELADA');
    await server.campaignDispatcher.idle();
    expect(await outbox(s)).toHaveLength(1);
    // A cancelled campaign still saves.
    const saved = await s.t.admin.http.request<CampaignRecord>('PUT', `/campaigns/${campaign.id}`, body(s, { name: 'Renamed' }));
    expect(saved.body).toMatchObject({ name: 'Renamed', status: 'CANCELADA' });

    await settings(s.t, { messageInterval: 0 });
    const restarted = await s.t.admin.http.request<CampaignRecord>('POST', `/campaigns/${campaign.id}/restart`, {});
    expect(restarted.body.status).toBe('EM_ANDAMENTO');
    await dispatch();
    const sent = await outbox(s);
    expect(sent.map((entry) => entry.to).sort()).toEqual(['5511900000031', '5511900000032', '5511900000033']);
    expect((await get(s.t.admin, campaign.id)).status).toBe('FINALIZADA');
  });

  it('pauses while the company is inactive or overdue', async () => {
    const s = await setUp(['5511900000041']);
    const sql = server.db.em.fork().getConnection();
    // Due in two seconds, so that it is created while the company may still call the API.
    const campaign = await create(s.t.admin, body(s, { scheduledAt: new Date(Date.now() + 2_000).toISOString() }));
    // Past its due date and the grace period (3 days by default).
    await sql.execute(`update companies set due_date = current_date - 10 where id = ?`, [s.t.companyId]);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await dispatch();
    // Its admin cannot read the phone's outbox while overdue (402): the shipping rows tell.
    const started = await sql.execute<{ count: string }[]>(
      `select count(*) from campaign_shippings where campaign_id = ? and status <> 'pending'`,
      [campaign.id],
    );
    expect(Number(started[0]?.count)).toBe(0);
    await sql.execute(`update companies set due_date = current_date + 30 where id = ?`, [s.t.companyId]);
    expect(await outbox(s)).toHaveLength(0);
    await dispatch();
    expect(await outbox(s)).toHaveLength(1);
    expect((await get(s.t.admin, campaign.id)).status).toBe('FINALIZADA');
  });

  it('in confirmation mode asks first and sends the message when the contact answers', async () => {
    const s = await setUp(['5511900000051', '5511900000052']);
    const campaign = await create(
      s.t.admin,
      body(s, {
        confirmation: true,
        confirmationMessage2: 'Posso enviar a oferta, {nome}?',
        message1: 'A oferta, {nome}',
        scheduledAt: now(),
      }),
    );
    await dispatch();
    expect((await outbox(s)).map((entry) => entry.body).sort()).toEqual([
      'Posso enviar a oferta, Person 1?',
      'Posso enviar a oferta, Person 2?',
    ]);
    expect(await get(s.t.admin, campaign.id)).toMatchObject({ status: 'EM_ANDAMENTO', counts: { confirmationRequested: 2, delivered: 0 } });

    await s.chat.say(s.connectionId, '5511900000051', 'Sim');
    await dispatch();
    expect(await s.chat.received(s.connectionId, '5511900000051')).toEqual(['Posso enviar a oferta, Person 1?', 'A oferta, Person 1']);
    expect(await s.chat.received(s.connectionId, '5511900000052')).toEqual(['Posso enviar a oferta, Person 2?']);
    expect(await get(s.t.admin, campaign.id)).toMatchObject({ counts: { confirmed: 1, delivered: 1 } });
  });

  it('a stop word opts the number out of the later campaigns of the company, shown on the list item', async () => {
    const s = await setUp(['5511900000061', '5511900000062']);
    const first = await create(s.t.admin, body(s, { scheduledAt: now() }));
    await dispatch();
    await s.chat.say(s.connectionId, '5511900000061', ' Sair ');
    await server.campaignDispatcher.idle();
    const items = (await s.t.admin.http.request<ContactListItemPage>('GET', `/contact-list-items?contactListId=${s.list.id}`)).body;
    expect(items.contacts.map((item) => [item.number, item.optedOut])).toEqual([
      ['5511900000061', true],
      ['5511900000062', false],
    ]);
    const second = await create(s.t.admin, body(s, { name: 'Later', scheduledAt: now() }));
    await dispatch();
    expect(await s.chat.received(s.connectionId, '5511900000061')).toHaveLength(1);
    expect(await s.chat.received(s.connectionId, '5511900000062')).toHaveLength(2);
    expect((await get(s.t.admin, second.id)).counts.valid).toBe(1);
    expect((await get(s.t.admin, first.id)).status).toBe('FINALIZADA');
    // Another company's campaigns still write to that number.
    const other = await setUp(['5511900000061']);
    await create(other.t.admin, body(other, { scheduledAt: now() }));
    await dispatch();
    expect(await other.chat.received(other.connectionId, '5511900000061')).toHaveLength(1);
  });
});
