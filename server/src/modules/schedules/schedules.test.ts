import { recordChangeOf, type ApiErrorBody, type Envelope, type ScheduleListResponse, type ScheduleRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxConversation } from '../../../test/conversation.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { seedContact, tenant, type SignedIn, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { collect, connectSocket, type TestSocket } from '../../../test/socket-client.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { SCHEDULE_MAX_ATTEMPTS } from './schedule-sender.ts';
import { Schedule } from './schedule.entity.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  // The tests sweep by hand; the recurring job stays out of their way.
  server = await startTestServer({ SCHEDULES_EVERY: '1 hour' });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function create(who: SignedIn, fields: Record<string, unknown>): Promise<ScheduleRecord> {
  const response = await who.http.request<ScheduleRecord>('POST', '/schedules', { sendAt: inOneHour(), ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** A company with schedules in its plan, a connected default sandbox connection and a contact. */
async function scheduling(): Promise<Tenant & { chat: SandboxConversation; connectionId: number; contactId: number; number: string }> {
  const t = await tenant(server, { useSchedules: true });
  const chat = new SandboxConversation(server, t.admin.http, t.companyId);
  const connectionId = await chat.connection({ isDefault: true });
  const contact = await seedContact(t, { name: 'Maria Clara Souza' });
  return { ...t, chat, connectionId, contactId: contact.id, number: contact.number };
}

/** Makes a schedule due `minutesAgo` minutes ago (as if its time passed while nobody looked). */
async function makeDue(companyId: number, id: number, minutesAgo = 0): Promise<void> {
  await forkForCompany(server.db.em, companyId).nativeUpdate(
    Schedule,
    { id },
    { sendAt: new Date(Date.now() - minutesAgo * 60_000 - 1_000) },
  );
}

async function rowOf(companyId: number, id: number): Promise<Schedule> {
  return forkForCompany(server.db.em, companyId).findOneOrFail(Schedule, { id }, { refresh: true });
}

/** A real 1×1 PNG: uploads are checked by their bytes. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function upload(who: SignedIn, id: number, name: string, type: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([ONE_PIXEL_PNG], { type }), name);
  return fetch(`${server.url}/schedules/${id}/media-upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.http.token ?? ''}` },
    body: form,
  });
}

describe('schedule routes', () => {
  it('creates, reads, lists, updates and deletes a schedule of any user of the company', async () => {
    const t = await scheduling();
    const created = await create(t.attendant, { body: 'Lembrete da consulta', contactId: t.contactId });
    expect(created).toMatchObject({
      body: 'Lembrete da consulta',
      contactId: t.contactId,
      userId: t.attendant.userId,
      whatsappId: null,
      status: 'PENDENTE',
      sentAt: null,
      error: null,
      mediaPath: null,
      contact: { id: t.contactId, name: 'Maria Clara Souza', number: t.number },
    });
    expect((await t.admin.http.request<ScheduleRecord>('GET', `/schedules/${created.id}`)).body.id).toBe(created.id);

    const sendAt = new Date(Date.now() + 7_200_000).toISOString();
    const updated = await t.admin.http.request<ScheduleRecord>('PUT', `/schedules/${created.id}`, {
      body: 'Lembrete: consulta amanhã',
      contactId: t.contactId,
      sendAt,
      whatsappId: t.connectionId,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ body: 'Lembrete: consulta amanhã', sendAt, whatsappId: t.connectionId });

    expect((await t.attendant.http.request('DELETE', `/schedules/${created.id}`)).status).toBe(204);
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['DELETE', '/media-upload'],
    ] as const) {
      const answer = await t.admin.http.request<ApiErrorBody>(
        method,
        `/schedules/${created.id}${path}`,
        method === 'PUT' ? { body: 'Outro texto', contactId: t.contactId, sendAt } : undefined,
      );
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_SCHEDULE_FOUND']);
    }
  });

  it('pages by send time, searching the body or the contact name, filtered by contact and user', async () => {
    const t = await scheduling();
    const other = await seedContact(t, { name: 'Pedro Alves' });
    const base = Date.now() + 3_600_000;
    for (let index = 0; index < 22; index += 1) {
      await create(t.admin, {
        body: `Cobrança número ${index}`,
        contactId: t.contactId,
        sendAt: new Date(base + index * 60_000).toISOString(),
      });
    }
    await create(t.attendant, { body: 'Aviso de entrega', contactId: other.id });

    const first = await t.admin.http.request<ScheduleListResponse>('GET', '/schedules');
    expect(first.body.count).toBe(23);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.schedules).toHaveLength(20);
    expect(first.body.schedules[0]?.body).toBe('Cobrança número 0');
    const second = await t.admin.http.request<ScheduleListResponse>('GET', '/schedules?pageNumber=2');
    expect([second.body.schedules.length, second.body.hasMore]).toEqual([3, false]);

    const byName = await t.admin.http.request<ScheduleListResponse>('GET', '/schedules?searchParam=pedro');
    expect(byName.body.schedules.map((row) => row.body)).toEqual(['Aviso de entrega']);
    const byBody = await t.admin.http.request<ScheduleListResponse>('GET', '/schedules?searchParam=n%C3%BAmero%2021');
    expect(byBody.body.schedules.map((row) => row.body)).toEqual(['Cobrança número 21']);
    const byContact = await t.admin.http.request<ScheduleListResponse>('GET', `/schedules?contactId=${other.id}`);
    expect(byContact.body.count).toBe(1);
    const byUser = await t.admin.http.request<ScheduleListResponse>('GET', `/schedules?userId=${t.attendant.userId}`);
    expect(byUser.body.schedules.map((row) => row.body)).toEqual(['Aviso de entrega']);
    const range = await t.admin.http.request<ScheduleListResponse>(
      'GET',
      `/schedules?sendAtFrom=${encodeURIComponent(new Date(base + 20 * 60_000).toISOString())}&sendAtTo=${encodeURIComponent(new Date(base + 22 * 60_000).toISOString())}`,
    );
    expect(range.body.schedules.map((row) => row.body)).toEqual(['Cobrança número 20', 'Cobrança número 21']);
  });

  it('answers bad input with 400 ERR_VALIDATION and the fields, and unknown contacts and connections with their codes', async () => {
    const t = await scheduling();
    const short = await t.admin.http.request<ApiErrorBody>('POST', '/schedules', { body: 'oi', sendAt: 'tomorrow' });
    expect([short.status, short.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(short.body.fields?.map((field) => field.path).sort()).toEqual(['body.body', 'body.contactId', 'body.sendAt']);
    const badQuery = await t.admin.http.request<ApiErrorBody>('GET', '/schedules?pageNumber=0&contactId=x&sendAtFrom=never');
    expect([badQuery.status, badQuery.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(badQuery.body.fields?.map((field) => field.path).sort()).toEqual(['query.contactId', 'query.pageNumber', 'query.sendAtFrom']);
    const badId = await t.admin.http.request<ApiErrorBody>('GET', '/schedules/abc');
    expect([badId.status, badId.body.error]).toEqual([400, 'ERR_VALIDATION']);

    const noContact = await t.admin.http.request<ApiErrorBody>('POST', '/schedules', {
      body: 'Olá, tudo bem?',
      contactId: 999_999,
      sendAt: inOneHour(),
    });
    expect([noContact.status, noContact.body.error]).toEqual([404, 'ERR_NO_CONTACT_FOUND']);
    const noConnection = await t.admin.http.request<ApiErrorBody>('POST', '/schedules', {
      body: 'Olá, tudo bem?',
      contactId: t.contactId,
      whatsappId: 999_999,
      sendAt: inOneHour(),
    });
    expect([noConnection.status, noConnection.body.error]).toEqual([404, 'ERR_NO_WAPP_FOUND']);
  });

  it('is closed to companies without the plan flag and invisible to another company', async () => {
    const t = await scheduling();
    const mine = await create(t.admin, { body: 'Mensagem só nossa', contactId: t.contactId });

    const withoutFlag = await tenant(server);
    const denied = await withoutFlag.admin.http.request<ApiErrorBody>('GET', '/schedules');
    expect([denied.status, denied.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);

    const stranger = await scheduling();
    expect((await stranger.admin.http.request<ScheduleListResponse>('GET', '/schedules')).body.count).toBe(0);
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['DELETE', '/media-upload'],
    ] as const) {
      const answer = await stranger.admin.http.request<ApiErrorBody>(
        method,
        `/schedules/${mine.id}${path}`,
        method === 'PUT' ? { body: 'Tomada de outra empresa', contactId: stranger.contactId, sendAt: inOneHour() } : undefined,
      );
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NO_SCHEDULE_FOUND']);
    }
    const upload404 = await upload(stranger.admin, mine.id, 'foto.png', 'image/png');
    expect(upload404.status).toBe(404);
    // Another company's contact cannot be the recipient either.
    const foreignContact = await t.admin.http.request<ApiErrorBody>('POST', '/schedules', {
      body: 'Para o contato alheio',
      contactId: stranger.contactId,
      sendAt: inOneHour(),
    });
    expect(foreignContact.body.error).toBe('ERR_NO_CONTACT_FOUND');
    expect((await rowOf(t.companyId, mine.id)).body).toBe('Mensagem só nossa');
  });

  it('takes a .png, .jpg or .jpeg image, refuses other files, and removes it', async () => {
    const t = await scheduling();
    const created = await create(t.admin, { body: 'Veja o cardápio', contactId: t.contactId });
    const refused = await upload(t.admin, created.id, 'menu.pdf', 'application/pdf');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ApiErrorBody).fields?.[0]?.path).toBe('body.file');
    const attached = await upload(t.admin, created.id, 'cardapio.JPG', 'image/jpeg');
    expect(attached.status).toBe(200);
    const record = (await attached.json()) as ScheduleRecord;
    expect(record.mediaName).toBe('cardapio.JPG');
    expect(record.mediaPath).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const detached = await t.admin.http.request<ScheduleRecord>('DELETE', `/schedules/${created.id}/media-upload`);
    expect([detached.body.mediaPath, detached.body.mediaName]).toEqual([null, null]);
    const missing = await fetch(`${server.url}/schedules/${created.id}/media-upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.admin.http.token ?? ''}` },
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
  });

  it('announces creates, updates and deletes on the company schedule channel', async () => {
    const t = await scheduling();
    const socket = await connectSocket(server.url, t.attendant.http.token ?? '');
    sockets.push(socket);
    const events = collect<Envelope<'schedule'>>(socket, `company-${t.companyId}-schedule`);
    const created = await create(t.admin, { body: 'Anúncio ao vivo', contactId: t.contactId });
    await t.admin.http.request('DELETE', `/schedules/${created.id}`);
    await expect.poll(() => events.length).toBe(2);
    expect(recordChangeOf('schedule', events[0] as never)).toMatchObject({ action: 'create', record: { id: created.id } });
    expect(recordChangeOf('schedule', events[1] as never)).toEqual({ action: 'delete', id: created.id });
  });
});

describe('sending', () => {
  it('sends a due schedule once, with its variables filled, into the contact’s ticket, and then refuses edits', async () => {
    const t = await scheduling();
    const created = await create(t.attendant, { body: 'Olá {{firstName}}, sua consulta está confirmada', contactId: t.contactId });
    expect((await server.scheduleSender.sweep()).sent).toBe(0);
    await makeDue(t.companyId, created.id);

    const socket = await connectSocket(server.url, t.attendant.http.token ?? '');
    sockets.push(socket);
    const events = collect<Envelope<'schedule'>>(socket, `company-${t.companyId}-schedule`);
    expect((await server.scheduleSender.sweep()).sent).toBe(1);
    expect((await server.scheduleSender.sweep()).sent).toBe(0);

    expect(await t.chat.received(t.connectionId, t.number)).toEqual(['Olá Maria, sua consulta está confirmada']);
    const sent = await t.admin.http.request<ScheduleRecord>('GET', `/schedules/${created.id}`);
    expect(sent.body.status).toBe('ENVIADA');
    expect(sent.body.sentAt).not.toBeNull();
    await expect
      .poll(() => events.map((event) => (recordChangeOf('schedule', event as never) as { record?: ScheduleRecord }).record?.status))
      .toEqual(['AGENDADA', 'ENVIADA']);

    // The message is in the contact's ticket on that connection, which stays out of Waiting (an outbound-only send).
    const ticket = await t.chat.ticketOf(t.connectionId, t.number);
    const messages = await t.chat.messagesOf(ticket.id);
    expect(messages.map((message) => [message.body, message.fromMe, message.sendStatus])).toEqual([
      ['Olá Maria, sua consulta está confirmada', true, 'sent'],
    ]);
    expect(ticket.status).toBe('closed');

    const edit = await t.admin.http.request<ApiErrorBody>('PUT', `/schedules/${created.id}`, {
      body: 'Mudei de ideia',
      contactId: t.contactId,
      sendAt: inOneHour(),
    });
    expect([edit.status, edit.body.error]).toEqual([409, 'ERR_SCHEDULE_NOT_EDITABLE']);
    expect((await upload(t.admin, created.id, 'x.png', 'image/png')).status).toBe(409);
  });

  it('sends through the chosen connection, with its image', async () => {
    const t = await scheduling();
    const second = await t.chat.connection();
    const created = await create(t.admin, { body: 'Nosso cardápio de hoje', contactId: t.contactId, whatsappId: second });
    expect((await upload(t.admin, created.id, 'menu.png', 'image/png')).status).toBe(200);
    await makeDue(t.companyId, created.id);
    await server.scheduleSender.sweep();
    expect(await t.chat.received(second, t.number)).toEqual(['Nosso cardápio de hoje']);
    expect(await t.chat.received(t.connectionId, t.number)).toEqual([]);
    const ticket = await t.chat.ticketOf(second, t.number);
    const [message] = await t.chat.messagesOf(ticket.id);
    expect([message?.mediaType, message?.body]).toEqual(['image', 'Nosso cardápio de hoje']);
  });

  it('sends what fell due within the company’s lateness, and marks older ones ERRO (missed) rather than dropping them', async () => {
    const t = await scheduling();
    const recent = await create(t.admin, { body: 'Venceu há pouco', contactId: t.contactId });
    const old = await create(t.admin, { body: 'Venceu há dias', contactId: t.contactId });
    await makeDue(t.companyId, recent.id, 60);
    await makeDue(t.companyId, old.id, 3 * 24 * 60);
    const result = await server.scheduleSender.sweep();
    expect([result.sent, result.missed]).toEqual([1, 1]);
    const missed = await t.admin.http.request<ScheduleRecord>('GET', `/schedules/${old.id}`);
    expect(missed.body.status).toBe('ERRO');
    expect(missed.body.error).toMatch(/^Missed: due at .* more than 1440 minutes ago$/);
    expect(await t.chat.received(t.connectionId, t.number)).toEqual(['Venceu há pouco']);

    // A company that allows a week sends it; editing an ERRO schedule makes it wait again.
    const setting = await t.admin.http.request('PUT', '/settings/scheduleMissedAfterMinutes', { value: String(7 * 24 * 60) });
    expect(setting.status).toBe(200);
    const again = await t.admin.http.request<ScheduleRecord>('PUT', `/schedules/${old.id}`, {
      body: 'Venceu há dias',
      contactId: t.contactId,
      sendAt: new Date(Date.now() - 3 * 24 * 3_600_000).toISOString(),
    });
    expect([again.body.status, again.body.error]).toEqual(['PENDENTE', null]);
    expect((await server.scheduleSender.sweep()).sent).toBe(1);
    expect(await t.chat.received(t.connectionId, t.number)).toEqual(['Venceu há pouco', 'Venceu há dias']);
  });

  it('retries a send the connection refused with backoff, then ends in ERRO with the reason', async () => {
    const t = await scheduling();
    // A connection that was never scanned has no session: every send fails.
    const idle = await t.admin.http.request<{ id: number }>('POST', '/whatsapp', {
      name: `Parada ${Date.now() % 100_000}`,
      provider: 'sandbox',
    });
    const created = await create(t.admin, { body: 'Não vai chegar', contactId: t.contactId, whatsappId: idle.body.id });
    await makeDue(t.companyId, created.id);
    expect((await server.scheduleSender.sweep()).retried).toBe(1);
    let row = await rowOf(t.companyId, created.id);
    expect([row.status, row.attempts]).toEqual(['PENDENTE', 1]);
    expect(row.error).toBeTruthy();
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    // Not before its next attempt.
    expect((await server.scheduleSender.sweep()).retried).toBe(0);

    for (let attempt = 2; attempt <= SCHEDULE_MAX_ATTEMPTS; attempt += 1) {
      await forkForCompany(server.db.em, t.companyId).nativeUpdate(
        Schedule,
        { id: created.id },
        { nextAttemptAt: new Date(Date.now() - 1_000) },
      );
      await server.scheduleSender.sweep();
    }
    row = await rowOf(t.companyId, created.id);
    expect([row.status, row.attempts]).toEqual(['ERRO', SCHEDULE_MAX_ATTEMPTS]);
    // Every attempt went through the one stored message (same client key), never a second row.
    const messages = await forkForCompany(server.db.em, t.companyId).find(Message, { clientKey: `schedule:${created.id}:${row.revision}` });
    expect(messages.map((message) => message.sendStatus)).toEqual(['failed']);
  });

  it('marks ERRO at once when there is no connection to send from', async () => {
    const t = await tenant(server, { useSchedules: true });
    const contact = await seedContact(t);
    const created = await create(t.admin, { body: 'Sem conexão padrão', contactId: contact.id });
    await makeDue(t.companyId, created.id);
    expect((await server.scheduleSender.sweep()).failed).toBe(1);
    const row = await rowOf(t.companyId, created.id);
    expect([row.status, row.error]).toEqual(['ERRO', 'No connection chosen and the company has no default connection']);
  });

  it('schedules the next occurrence of a recurring schedule once it is sent, or missed, until its end', async () => {
    const t = await scheduling();
    const daily = await create(t.admin, { body: 'Bom dia, lembrete diário', contactId: t.contactId, recurrence: 'daily' });
    const weekly = await create(t.admin, {
      body: 'Lembrete semanal, só esta vez',
      contactId: t.contactId,
      recurrence: 'weekly',
      recurUntil: new Date(Date.now() + 3 * 24 * 3_600_000).toISOString(),
    });
    const monthly = await create(t.admin, { body: 'Fatura do mês chegou', contactId: t.contactId, recurrence: 'monthly' });
    expect([daily.recurrence, weekly.recurrence, daily.recurUntil]).toEqual(['daily', 'weekly', null]);
    await makeDue(t.companyId, daily.id);
    await makeDue(t.companyId, weekly.id);
    await makeDue(t.companyId, monthly.id, 3 * 24 * 60);
    const result = await Promise.all([server.scheduleSender.sweep(), server.scheduleSender.sweep()]);
    expect(result.reduce((sum, sweep) => sum + sweep.sent, 0)).toBe(2);

    const list = await t.admin.http.request<ScheduleListResponse>('GET', '/schedules');
    const byBody = (body: string) => list.body.schedules.filter((row) => row.body === body);
    const [sentDaily, nextDaily] = byBody('Bom dia, lembrete diário');
    expect([sentDaily?.status, nextDaily?.status, nextDaily?.recurrence]).toEqual(['ENVIADA', 'PENDENTE', 'daily']);
    expect(new Date(nextDaily!.sendAt).getTime() - new Date(sentDaily!.sendAt).getTime()).toBe(24 * 3_600_000);
    // Its end comes before the next week: no next occurrence.
    expect(byBody('Lembrete semanal, só esta vez').map((row) => row.status)).toEqual(['ENVIADA']);
    // A missed occurrence still leads to the next one (a month later on the company's clock).
    const [missed, nextMonth] = byBody('Fatura do mês chegou');
    expect([missed?.status, nextMonth?.status]).toEqual(['ERRO', 'PENDENTE']);
    const from = new Date(missed!.sendAt);
    const to = new Date(nextMonth!.sendAt);
    expect((to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth()).toBe(1);

    const badRecurrence = await t.admin.http.request<ApiErrorBody>('POST', '/schedules', {
      body: 'Recorrência inválida',
      contactId: t.contactId,
      sendAt: inOneHour(),
      recurrence: 'hourly',
      recurUntil: 'never',
    });
    expect(badRecurrence.body.fields?.map((field) => field.path).sort()).toEqual(['body.recurUntil', 'body.recurrence']);
  });

  it('sends each of many due schedules exactly once when several sweeps race', async () => {
    const t = await scheduling();
    const ids: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      ids.push((await create(t.admin, { body: `Mensagem em massa ${index}`, contactId: t.contactId })).id);
    }
    await forkForCompany(server.db.em, t.companyId).nativeUpdate(Schedule, { id: { $in: ids } }, { sendAt: new Date(Date.now() - 1_000) });
    const results = await Promise.all([server.scheduleSender.sweep(), server.scheduleSender.sweep(), server.scheduleSender.sweep()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(60);
    const received = await t.chat.received(t.connectionId, t.number);
    expect(received).toHaveLength(60);
    expect(new Set(received).size).toBe(60);
    const ticket = await t.chat.ticketOf(t.connectionId, t.number);
    expect(await forkForCompany(server.db.em, t.companyId).count(Ticket, { contactId: t.contactId })).toBe(1);
    expect((await t.chat.messagesOf(ticket.id)).length).toBe(60);
  });
});

describe('subscription', () => {
  it('pauses a company’s schedules while it is past its due date and grace, and sends them once it is paid', async () => {
    const t = await scheduling();
    const created = await create(t.attendant, { body: 'Lembrete', contactId: t.contactId });
    await makeDue(t.companyId, created.id);
    const companies = forkUnscoped(server.db.em);
    await companies.nativeUpdate(Company, { id: t.companyId }, { dueDate: '2020-01-01' });
    expect(await server.scheduleSender.sweep()).toMatchObject({ sent: 0, missed: 0 });
    const waiting = await forkForCompany(server.db.em, t.companyId).findOneOrFail(Schedule, { id: created.id });
    expect(waiting.status).toBe('PENDENTE');
    await companies.nativeUpdate(Company, { id: t.companyId }, { dueDate: '2099-12-31' });
    expect((await server.scheduleSender.sweep()).sent).toBe(1);
    expect(await t.chat.received(t.connectionId, t.number)).toEqual(['Lembrete']);
  });
});
