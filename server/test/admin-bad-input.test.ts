import type { ApiErrorBody } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { tenant, type Tenant } from './side-panel-fixtures.ts';

/**
 * Issue 11's routes (users, contacts, settings, company schedules, dashboard) probed with bad input
 * the way a careless client or a fuzzer sends it: each answers 400 ERR_VALIDATION naming the fields
 * at fault (or the spec's not-found code for an id that does not exist), never a 500.
 */
let server: TestServer;
let t: Tenant;

beforeAll(async () => {
  server = await startTestServer();
  t = await tenant(server);
});
afterAll(async () => {
  await server.stop();
});

type Probe = [method: string, url: string, body?: unknown];

const invalid: Probe[] = [
  ['GET', '/users?pageNumber=abc'],
  ['GET', '/users?pageNumber=0'],
  ['GET', '/users?searchParam=' + 'x'.repeat(500)],
  ['GET', '/users/abc'],
  ['GET', '/users/-3'],
  ['POST', '/users', {}],
  ['POST', '/users', { name: 7, email: 'not an e-mail', password: ['x'], profile: 'owner' }],
  ['POST', '/users', { name: 'Bia', email: 'bia@example.test', password: 'Secret-pass-1', queueIds: ['a'] }],
  ['PUT', '/users/abc', { name: 'Bia' }],
  ['PUT', '/users/1', { email: 42 }],
  ['DELETE', '/users/1.5'],
  ['POST', '/users/set-language/klingon'],
  ['GET', '/contacts?pageNumber=-1'],
  ['GET', '/contacts?date=yesterday'],
  ['GET', '/contacts?dateStart=2026-13-40'],
  ['GET', '/contacts/xyz'],
  ['GET', '/contacts/list?companyId=abc'],
  ['POST', '/contacts', { name: 'A', number: 'abc' }],
  ['POST', '/contacts', { name: 'Ana', number: '5511999990000', email: 'nope', extraInfo: 'x' }],
  ['PUT', '/contacts/abc', { name: 'Ana' }],
  ['PUT', '/contacts/1', { number: '12' }],
  ['DELETE', '/contacts/abc'],
  ['POST', '/contacts/upload', { contacts: 'not rows' }],
  ['POST', '/contacts/upload', {}],
  ['POST', '/contacts/import', { whatsappId: 'abc' }],
  ['PUT', '/settings/timezone', { value: 'Mars/Olympus_Mons' }],
  ['PUT', '/settings/scheduleType', { value: 'sometimes' }],
  ['PUT', '/settings/userRating', {}],
  ['PUT', '/companies/abc/schedules', { schedules: [] }],
  ['GET', '/dashboard?days=abc'],
  ['GET', '/dashboard?date_from=2026-02-30&date_to=2026-03-01'],
  ['GET', '/dashboard?date_from=2026-03-10&date_to=2026-03-01'],
  ['GET', '/dashboard/ticketsDay?initialDate=tomorrow&finalDate=2026-03-01'],
  ['GET', '/dashboard/ticketsUsers?initialDate=2026-03-01'],
];

const unknownIds: [method: string, url: string, code: string, body?: unknown][] = [
  ['GET', '/users/999999', 'ERR_NO_USER_FOUND'],
  ['PUT', '/users/999999', 'ERR_NO_USER_FOUND', { name: 'Nobody' }],
  ['DELETE', '/users/999999', 'ERR_NO_USER_FOUND'],
  ['GET', '/contacts/999999', 'ERR_NO_CONTACT_FOUND'],
  ['PUT', '/contacts/999999', 'ERR_NO_CONTACT_FOUND', { name: 'Nobody' }],
  ['DELETE', '/contacts/999999', 'ERR_NO_CONTACT_FOUND'],
  ['POST', '/contacts/import', 'ERR_NO_WAPP_FOUND', { whatsappId: 999999 }],
];

describe('bad input to the company administration routes', () => {
  it.each(invalid)('%s %s answers 400 ERR_VALIDATION with the fields at fault', async (method, url, body) => {
    const response = await t.admin.http.request<ApiErrorBody>(method, url, body);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error).toBe('ERR_VALIDATION');
    expect(response.body.fields?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(unknownIds)('%s %s of an id that does not exist answers %s', async (method, url, code, body) => {
    const response = await t.admin.http.request<ApiErrorBody>(method, url, body);
    expect(response.status, JSON.stringify(response.body)).toBe(404);
    expect(response.body.error).toBe(code);
  });
});
