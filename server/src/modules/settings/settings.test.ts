import { DEFAULT_TIMEZONE, type ApiErrorBody, type Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { collect, connectSocket, nextEvent, type TestSocket } from '../../../test/socket-client.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Setting } from './setting.entity.ts';
import { companyTimeZone } from './time-zone.ts';

type Entry = { key: string; value: string };

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

async function tenant() {
  const company = await createCompany(server.db.em);
  const admin = new HttpClient(server.url);
  const attendant = new HttpClient(server.url);
  const adminUser = await createUser(server.db.em, company.id, { profile: 'admin' });
  const plainUser = await createUser(server.db.em, company.id);
  await admin.login(adminUser.user.email, adminUser.password);
  await attendant.login(plainUser.user.email, plainUser.password);
  return { companyId: company.id, admin, attendant };
}

const valueOf = (entries: Entry[], key: string) => entries.find((entry) => entry.key === key)?.value;

describe('reading settings', () => {
  it('shows admins every key and hides secret keys from other users', async () => {
    const { admin, attendant } = await tenant();
    await admin.request('PUT', '/settings/paymentProviderToken', { value: 'tok_secret' });
    const forAdmin = await admin.request<Entry[]>('GET', '/settings');
    expect(forAdmin.status).toBe(200);
    expect(valueOf(forAdmin.body, 'paymentProviderToken')).toBe('tok_secret');
    expect(valueOf(forAdmin.body, 'scheduleType')).toBe('queue');

    const forUser = await attendant.request<Entry[]>('GET', '/settings');
    expect(forUser.body.map((entry) => entry.key)).not.toContain('paymentProviderToken');
    expect(JSON.stringify(forUser.body)).not.toContain('tok_secret');
    expect(valueOf(forUser.body, 'scheduleType')).toBe('queue');
  });
});

describe('changing settings', () => {
  it('saves a valid value and answers the setting; only admins may', async () => {
    const { admin, attendant } = await tenant();
    const saved = await admin.request<Entry>('PUT', '/settings/scheduleType', { value: 'company' });
    expect([saved.status, saved.body]).toEqual([200, { key: 'scheduleType', value: 'company' }]);
    expect(valueOf((await attendant.request<Entry[]>('GET', '/settings')).body, 'scheduleType')).toBe('company');

    const refused = await attendant.request<ApiErrorBody>('PUT', '/settings/scheduleType', { value: 'queue' });
    expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
  });

  it('refuses values outside the choices and missing values with 400 ERR_VALIDATION', async () => {
    const { admin } = await tenant();
    for (const [key, value] of [
      ['scheduleType', 'weekly'],
      ['userRating', 'on'],
      ['chatBotType', 'list'],
      ['call', ''],
      ['ticketReopenWindowMinutes', 'soon'],
    ]) {
      const refused = await admin.request<ApiErrorBody>('PUT', `/settings/${key}`, { value });
      expect([refused.status, refused.body.error, refused.body.fields?.[0]?.path]).toEqual([400, 'ERR_VALIDATION', 'body.value']);
    }
    const tooLong = await admin.request<ApiErrorBody>('PUT', `/settings/${'k'.repeat(101)}`, { value: 'enabled' });
    expect([tooLong.status, tooLong.body.error, tooLong.body.fields?.[0]?.path]).toEqual([400, 'ERR_VALIDATION', 'params.key']);
    expect((await admin.request<ApiErrorBody>('PUT', '/settings/call', {})).status).toBe(400);
    expect(valueOf((await admin.request<Entry[]>('GET', '/settings')).body, 'scheduleType')).toBe('queue');
  });

  it('answers an unknown settings key with 404 ERR_NO_SETTING_FOUND, storing nothing', async () => {
    const { admin } = await tenant();
    const unknown = await admin.request<ApiErrorBody>('PUT', '/settings/notAKey', { value: 'enabled' });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'ERR_NO_SETTING_FOUND']);
    expect((await admin.request<Entry[]>('GET', '/settings')).body.map((entry) => entry.key)).not.toContain('notAKey');
  });

  it('creates a key the company lacks', async () => {
    const { companyId, admin } = await tenant();
    await forkUnscoped(server.db.em).nativeDelete(Setting, { companyId, key: 'sendMsgTransfTicket' });
    expect(valueOf((await admin.request<Entry[]>('GET', '/settings')).body, 'sendMsgTransfTicket')).toBeUndefined();
    expect((await admin.request('PUT', '/settings/sendMsgTransfTicket', { value: 'enabled' })).status).toBe(200);
    expect(valueOf((await admin.request<Entry[]>('GET', '/settings')).body, 'sendMsgTransfTicket')).toBe('enabled');
  });

  it("never touches another company's settings", async () => {
    const mine = await tenant();
    const theirs = await tenant();
    await mine.admin.request('PUT', '/settings/call', { value: 'enabled' });
    expect(valueOf((await theirs.admin.request<Entry[]>('GET', '/settings')).body, 'call')).toBe('disabled');
  });
});

describe('settings events', () => {
  it('sends public keys to the whole company and secret keys to admins only', async () => {
    const { companyId, admin, attendant } = await tenant();
    const adminSocket = await connectSocket(server.url, admin.token ?? '');
    const userSocket = await connectSocket(server.url, attendant.token ?? '');
    sockets.push(adminSocket, userSocket);
    const event = `company-${companyId}-settings`;
    const userEvents = collect<Envelope<'settings'>>(userSocket, event);

    const publicEvent = nextEvent<Envelope<'settings'>>(userSocket, event);
    await admin.request('PUT', '/settings/call', { value: 'enabled' });
    expect(await publicEvent).toMatchObject({ action: 'update', setting: { key: 'call', value: 'enabled' } });

    const secretEvent = nextEvent<Envelope<'settings'>>(adminSocket, event);
    await admin.request('PUT', '/settings/paymentProviderToken', { value: 'tok_live' });
    expect(await secretEvent).toMatchObject({ setting: { key: 'paymentProviderToken', value: 'tok_live' } });
    // The admin got the secret event after the public one, so the user would have too by now.
    expect(userEvents.map((payload) => payload.setting.key)).toEqual(['call']);
  });
});

describe('time zone', () => {
  it('defaults to São Paulo, takes a real IANA zone and refuses a name that is none', async () => {
    const { companyId, admin } = await tenant();
    const em = forkForCompany(server.db.em, companyId);
    expect(await companyTimeZone(em)).toBe(DEFAULT_TIMEZONE);
    expect(DEFAULT_TIMEZONE).toBe('America/Sao_Paulo');

    const saved = await admin.request<Entry>('PUT', '/settings/timezone', { value: 'Europe/Lisbon' });
    expect([saved.status, saved.body]).toEqual([200, { key: 'timezone', value: 'Europe/Lisbon' }]);
    expect(await companyTimeZone(forkForCompany(server.db.em, companyId))).toBe('Europe/Lisbon');

    for (const value of ['Mars/Olympus_Mons', '', 'GMT+3 please']) {
      const refused = await admin.request<ApiErrorBody>('PUT', '/settings/timezone', { value });
      expect([refused.status, refused.body.error, refused.body.fields?.[0]?.path]).toEqual([400, 'ERR_VALIDATION', 'body.value']);
    }
    expect(valueOf((await admin.request<Entry[]>('GET', '/settings')).body, 'timezone')).toBe('Europe/Lisbon');
  });
});
