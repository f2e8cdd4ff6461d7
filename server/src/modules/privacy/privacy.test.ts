import { existsSync } from 'node:fs';
import path from 'node:path';
import { PLAN_FLAGS, type AuditListResponse, type ContactErasureRecord, type TicketListResponse } from '@balcao/shared';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { CampaignShipping } from '../campaigns/campaign-shipping.entity.ts';
import { Campaign } from '../campaigns/campaign.entity.ts';
import { ContactListItem } from '../contact-lists/contact-list-item.entity.ts';
import { ContactList } from '../contact-lists/contact-list.entity.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

/**
 * LGPD requests as an admin and a super user make them: a contact's data as a zip with its messages
 * and media, an erasure after which nothing of the contact is left (nor found by the search), and a
 * whole company's export.
 */
let server: TestServer;
let t: Tenant;
let chat: SandboxConversation;
let connectionId: number;

const NUMBER = '5511987654321';
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function download(http: HttpClient, url: string): Promise<{ status: number; zip?: JSZip; type: string | null }> {
  const response = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${http.token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    ...(response.status === 200 ? { zip: await JSZip.loadAsync(bytes) } : {}),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  t = await tenant(server, Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, true])));
  chat = new SandboxConversation(server, t.admin.http, t.companyId);
  connectionId = await chat.connection();
  await chat.say(connectionId, NUMBER, 'Meu CPF é 123.456.789-00, quero o pedido xilofone', 'Zuleica Privada');
  const sent = await t.admin.http.request('POST', `/sandbox/${connectionId}/inbound`, {
    from: NUMBER,
    media: { filename: 'receita.png', mimetype: 'image/png', base64: PICTURE.toString('base64') },
  });
  expect(sent.status).toBe(202);
  await server.sessions.settled(connectionId);
  const ticket = await chat.ticketOf(connectionId, NUMBER);
  const note = await t.admin.http.request('POST', '/ticket-notes', {
    note: 'Cliente pediu xilofone azul',
    ticketId: ticket.id,
    contactId: ticket.contactId,
  });
  expect(note.status).toBeLessThan(300);
  // The same person as a campaign recipient: in a contact list, and in a past campaign's shipping rows.
  const em = forkUnscoped(server.db.em);
  const list = em.create(ContactList, { companyId: t.companyId, name: 'Clientes' });
  await em.flush();
  em.create(ContactListItem, { companyId: t.companyId, contactListId: list.id, name: 'Zuleica Privada', number: NUMBER });
  const campaign = em.create(Campaign, { companyId: t.companyId, name: 'Promo', whatsappId: connectionId, status: 'FINALIZADA' });
  await em.flush();
  em.create(CampaignShipping, {
    companyId: t.companyId,
    campaignId: campaign.id,
    number: NUMBER,
    name: 'Zuleica Privada',
    message: 'Oi Zuleica, xilofone em promoção',
    status: 'delivered',
  });
  await em.flush();
});
afterAll(async () => {
  await server.stop();
});

let erasedContactId: number | undefined;

/** The contact's id (remembered: after the erasure its number is gone). */
async function contactId(): Promise<number> {
  erasedContactId ??= (await chat.ticketOf(connectionId, NUMBER)).contactId;
  return erasedContactId;
}

describe('a contact’s data as a zip', () => {
  it('holds the profile, tickets, messages, notes and the media files', async () => {
    const id = await contactId();
    const answer = await download(t.admin.http, `/contacts/${id}/export`);
    expect([answer.status, answer.type]).toEqual([200, 'application/zip']);
    const zip = answer.zip as JSZip;
    const profile = JSON.parse(await zip.file('profile.json')!.async('string')) as { name: string; number: string };
    expect(profile).toMatchObject({ name: 'Zuleica Privada', number: NUMBER });
    const messages = JSON.parse(await zip.file('messages.json')!.async('string')) as { body: string; media: { path: string } | null }[];
    expect(messages.map((message) => message.body)).toContain('Meu CPF é 123.456.789-00, quero o pedido xilofone');
    const withMedia = messages.find((message) => message.media);
    expect(withMedia?.media?.path).toMatch(/^media\/.+receita\.png$/);
    expect(Buffer.from(await zip.file(withMedia!.media!.path)!.async('uint8array')).equals(PICTURE)).toBe(true);
    const notes = JSON.parse(await zip.file('notes.json')!.async('string')) as { note: string }[];
    expect(notes.map((note) => note.note)).toEqual(['Cliente pediu xilofone azul']);
    expect(JSON.parse(await zip.file('tickets.json')!.async('string'))).toHaveLength(1);
  });

  it('is for admins of the contact’s company only', async () => {
    const id = await contactId();
    expect((await download(t.attendant.http, `/contacts/${id}/export`)).status).toBe(403);
    const other = await tenant(server);
    expect((await download(other.admin.http, `/contacts/${id}/export`)).status).toBe(404);
    expect((await other.admin.http.request('POST', `/contacts/${id}/erase`, { confirm: true })).status).toBe(404);
  });
});

describe('a super user exports a whole company', () => {
  it('gets its contacts, messages and media; an admin may not', async () => {
    const root = new HttpClient(server.url);
    await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const answer = await download(root, `/companies/${t.companyId}/export`);
    expect(answer.status).toBe(200);
    const zip = answer.zip as JSZip;
    expect(await zip.file('contacts.jsonl')!.async('string')).toContain('Zuleica Privada');
    expect(await zip.file('messages.jsonl')!.async('string')).toContain('xilofone');
    expect(await zip.file('users.json')!.async('string')).not.toMatch(/password/i);
    expect(Object.keys(zip.files).some((name) => /^media\/.+receita\.png$/.test(name))).toBe(true);
    expect((await download(t.admin.http, `/companies/${t.companyId}/export`)).status).toBe(403);
  });

  it('writes each table with the fields it names, one JSON line a row, and nothing else of the row', async () => {
    const root = new HttpClient(server.url);
    await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const zip = (await download(root, `/companies/${t.companyId}/export`)).zip as JSZip;
    const keysOf = async (name: string) => {
      const text = await zip.file(name)!.async('string');
      const lines = name.endsWith('.jsonl')
        ? text
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as object)
        : [JSON.parse(text)];
      expect(lines.length).toBeGreaterThan(0);
      return [...new Set(lines.flat().map((row) => Object.keys(row as object).join(',')))];
    };
    expect(await keysOf('company.json')).toEqual(['id,name,email,phone,createdAt']);
    expect(await keysOf('users.json')).toEqual(['id,name,email,profile,createdAt']);
    expect(await keysOf('contacts.jsonl')).toEqual(['id,name,number,email,createdAt']);
    expect(await keysOf('tickets.jsonl')).toEqual(['id,contactId,status,queueId,userId,createdAt,closedAt']);
    expect(await keysOf('messages.jsonl')).toEqual(['id,ticketId,contactId,fromMe,body,mediaType,mediaId,sentAt']);
    expect(await keysOf('notes.jsonl')).toEqual(['id,ticketId,contactId,userId,note,createdAt']);
  });
});

describe('erasing a contact', () => {
  it('needs the confirmation in the request', async () => {
    const refused = await t.admin.http.request('POST', `/contacts/${await contactId()}/erase`, {});
    expect(refused.status).toBe(400);
    expect((await t.attendant.http.request('POST', `/contacts/${await contactId()}/erase`, { confirm: true })).status).toBe(403);
  });

  it('leaves no text or media of the contact, keeps the tickets, and the search finds nothing', async () => {
    const id = await contactId();
    const em = forkUnscoped(server.db.em);
    const before = await em.find(Message, { contactId: id, mediaId: { $ne: null } });
    const files = await em.find(MediaFile, { id: { $in: before.map((message) => message.mediaId as string) } });
    expect(files).toHaveLength(1);
    const stored = path.join(server.dataDir, 'media', files[0]!.storageKey);
    expect(existsSync(stored)).toBe(true);

    const erased = await t.admin.http.request<ContactErasureRecord>('POST', `/contacts/${id}/erase`, { confirm: true });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ contactId: id, mediaFiles: 1, notes: 1, tickets: 1 });

    const after = forkUnscoped(server.db.em);
    const messages = await after.find(Message, {
      ticketId: { $in: (await after.find(Ticket, { contactId: id })).map((ticket) => ticket.id) },
    });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.body === '' && message.mediaId === null)).toBe(true);
    expect(await after.count(MediaFile, { id: files[0]!.id })).toBe(0);
    expect(existsSync(stored)).toBe(false);
    expect(await after.count(Ticket, { contactId: id })).toBe(1);
    expect(await after.count(ContactListItem, { number: NUMBER })).toBe(0);
    const shippings = await after.find(CampaignShipping, { companyId: t.companyId });
    expect(shippings.map((row) => [row.status, row.number.startsWith('anon-'), row.name, row.message])).toEqual([
      ['delivered', true, '', ''],
    ]);

    for (const word of ['xilofone', 'Zuleica', NUMBER, '123.456.789']) {
      const tickets = await t.admin.http.request<TicketListResponse>(
        'GET',
        `/tickets?searchParam=${encodeURIComponent(word)}&showAll=true&status=pending`,
      );
      expect(tickets.body.tickets, word).toEqual([]);
      const contacts = await t.admin.http.request<{ contacts: unknown[] }>('GET', `/contacts?searchParam=${encodeURIComponent(word)}`);
      expect(contacts.body.contacts, word).toEqual([]);
    }
    const exported = await download(t.admin.http, `/contacts/${id}/export`);
    const text = await Promise.all(Object.values(exported.zip!.files).map((file) => file.async('string')));
    expect(text.join('\n')).not.toMatch(/xilofone|Zuleica|123\.456/);

    const log = await t.admin.http.request<AuditListResponse>('GET', '/audit-log');
    const ofContact = log.body.records.filter((row) => row.targetType === 'contact' && row.targetId === id);
    expect(ofContact.map((row) => row.action)).toEqual(expect.arrayContaining(['contact.exported', 'contact.erased']));
    expect(ofContact.every((row) => row.actorId === t.admin.userId && row.companyId === t.companyId)).toBe(true);
  });
});

describe('the audit log', () => {
  it('has a row for each export and erasure, naming the contact by its id only', async () => {
    const id = await contactId();
    const rows = await forkUnscoped(server.db.em).find(AuditEntry, {
      action: { $in: ['contact.exported', 'contact.erased', 'company.exported'] },
    });
    const contactRows = rows.filter((row) => row.targetType === 'contact' && row.targetId === id);
    expect(contactRows.map((row) => row.action)).toEqual(expect.arrayContaining(['contact.exported', 'contact.erased']));
    expect(contactRows.every((row) => row.actorId === t.admin.userId && row.companyId === t.companyId)).toBe(true);
    expect(rows.some((row) => row.action === 'company.exported' && row.targetId === t.companyId)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Zuleica');
  });
});
