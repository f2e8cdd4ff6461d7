import { CONTACT_OPTIONS_LIMIT, type ApiErrorBody, type ContactOptionRecord, type ContactRecord, type TagListItem } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxConversation } from '../../../test/conversation.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { seedContact, tenant } from '../../../test/side-panel-fixtures.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from './contact.entity.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /contacts/list', () => {
  it(`offers at most ${CONTACT_OPTIONS_LIMIT} contacts, the first by name, with id, name and number only`, async () => {
    const t = await tenant(server);
    const em = forkForCompany(server.db.em, t.companyId);
    for (let n = 0; n < CONTACT_OPTIONS_LIMIT + 5; n += 1) {
      em.create(Contact, {
        companyId: t.companyId,
        name: `Picker ${String(n).padStart(3, '0')}`,
        number: `55119${String(n).padStart(8, '0')}`,
      });
    }
    await em.flush();
    const offered = await t.attendant.http.request<ContactOptionRecord[]>('GET', '/contacts/list');
    expect(offered.status).toBe(200);
    expect(offered.body).toHaveLength(CONTACT_OPTIONS_LIMIT);
    expect(offered.body[0]).toEqual({ id: expect.any(Number) as number, name: 'Picker 000', number: '5511900000000' });
    expect(offered.body.at(-1)?.name).toBe(`Picker ${String(CONTACT_OPTIONS_LIMIT - 1).padStart(3, '0')}`);
    const typed = await t.attendant.http.request<ContactOptionRecord[]>('GET', '/contacts/list?searchParam=Picker 054');
    expect(typed.body.map(({ name }) => name)).toEqual(['Picker 054']);
  });

  it('answers bad input with 400 ERR_VALIDATION naming the field, and refuses callers without a token', async () => {
    const t = await tenant(server);
    const long = await t.attendant.http.request<ApiErrorBody>('GET', `/contacts/list?searchParam=${'x'.repeat(201)}`);
    expect([long.status, long.body.error, long.body.fields?.[0]?.path]).toEqual([400, 'ERR_VALIDATION', 'query.searchParam']);
    const company = await t.attendant.http.request<ApiErrorBody>('GET', '/contacts/list?companyId=abc');
    expect([company.status, company.body.error, company.body.fields?.[0]?.path]).toEqual([400, 'ERR_VALIDATION', 'query.companyId']);
    expect((await fetch(`${server.url}/contacts/list`)).status).toBe(401);
  });
});

describe('contact identity', () => {
  it('gives every contact its own uuid, and shows the connection a contact came through', async () => {
    const t = await tenant(server);
    const chat = new SandboxConversation(server, t.admin.http, t.companyId);
    const connectionId = await chat.connection({ name: 'Loja Centro' });
    await chat.say(connectionId, '5511955550001', 'Oi', 'Carla Dias');
    const contact = await forkForCompany(server.db.em, t.companyId).findOneOrFail(Contact, { number: '5511955550001' });

    const read = await t.attendant.http.request<ContactRecord>('GET', `/contacts/${contact.id}`);
    expect(read.body).toMatchObject({ name: 'Carla Dias', whatsappId: connectionId, whatsapp: { name: 'Loja Centro' } });
    expect(read.body.uuid).toMatch(UUID);

    const typed = await t.attendant.http.request<ContactRecord>('POST', '/contacts', { name: 'Davi Reis', number: '5511955550002' });
    expect(typed.status).toBe(201);
    expect(typed.body).toMatchObject({ whatsappId: null, whatsapp: null });
    expect(typed.body.uuid).toMatch(UUID);
    expect(typed.body.uuid).not.toBe(read.body.uuid);
    const seeded = await seedContact(t);
    expect(seeded.uuid).toMatch(UUID);
    const listed = await t.attendant.http.request<{ contacts: ContactRecord[] }>('GET', '/contacts?searchParam=Carla');
    expect(listed.body.contacts[0]).toMatchObject({ uuid: read.body.uuid, whatsapp: { name: 'Loja Centro' } });
  });

  it('refuses a number the connected session reports as not on WhatsApp (ERR_WAPP_INVALID_CONTACT), on create and on update', async () => {
    const t = await tenant(server);
    // No connection yet: nobody can tell, so the number is kept as typed.
    const unchecked = await t.attendant.http.request<ContactRecord>('POST', '/contacts', { name: 'Sem conexão', number: '0800123456' });
    expect(unchecked.status).toBe(201);

    const chat = new SandboxConversation(server, t.admin.http, t.companyId);
    await chat.connection({ isDefault: true });
    // The sandbox phone reports numbers starting with 0 as not on WhatsApp.
    const refused = await t.attendant.http.request<ApiErrorBody>('POST', '/contacts', { name: 'Fixo', number: '0800765432' });
    expect([refused.status, refused.body.error, refused.body.fields?.[0]?.path]).toEqual([400, 'ERR_WAPP_INVALID_CONTACT', 'body.number']);
    expect(await forkForCompany(server.db.em, t.companyId).count(Contact, { number: '0800765432' })).toBe(0);

    const valid = await t.attendant.http.request<ContactRecord>('POST', '/contacts', { name: 'Celular', number: '5511955550003' });
    expect(valid.status).toBe(201);
    const moved = await t.attendant.http.request<ApiErrorBody>('PUT', `/contacts/${valid.body.id}`, { number: '0800765433' });
    expect([moved.status, moved.body.error]).toEqual([400, 'ERR_WAPP_INVALID_CONTACT']);
    const renamed = await t.attendant.http.request<ContactRecord>('PUT', `/contacts/${unchecked.body.id}`, { name: 'Ainda fixo' });
    expect(renamed.status).toBe(200);
  });
});

describe('Tag.userId', () => {
  it('records who created a tag', async () => {
    const t = await tenant(server);
    const created = await t.attendant.http.request<TagListItem>('POST', '/tags', { name: 'VIP', color: '#FF0000' });
    expect(created.status).toBe(201);
    expect(created.body.userId).toBe(t.attendant.userId);
    const listed = await t.admin.http.request<{ tags: TagListItem[] }>('GET', '/tags');
    expect(listed.body.tags.find((tag) => tag.id === created.body.id)?.userId).toBe(t.attendant.userId);
  });
});
