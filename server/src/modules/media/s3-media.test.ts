import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AnnouncementRecord, ApiErrorBody, ScheduleRecord } from '@balcao/shared';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxConversation } from '../../../test/conversation.ts';
import { createCompany } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { startS3StandIn, type S3StandIn } from '../../../test/s3-stand-in.ts';
import { seedContact, tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Message } from '../messages/message.entity.ts';
import { MediaFile } from './media-file.entity.ts';
import { S3MediaStore } from './s3-media-store.ts';

let s3: S3StandIn;
let server: TestServer;
let root: HttpClient;
let t: Tenant;
let chat: SandboxConversation;
let connectionId: number;

/** A real 1×1 PNG: uploads are checked by their bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const NUMBER = '5511970001234';

beforeAll(async () => {
  s3 = await startS3StandIn();
  server = await startTestServer({ ...s3.environment, SCHEDULES_EVERY: '1 hour' });
  root = new HttpClient(server.url);
  await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  t = await tenant(server, { useSchedules: true });
  chat = new SandboxConversation(server, t.admin.http, t.companyId);
  connectionId = await chat.connection({ isDefault: true });
});
afterAll(async () => {
  await server.stop();
  await s3.stop();
});

function get(who: HttpClient, url: string): Promise<Response> {
  return fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${who.token ?? ''}` } });
}

function upload(who: HttpClient, url: string, bytes: Buffer, name: string, type: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return fetch(`${server.url}${url}`, { method: 'POST', headers: { authorization: `Bearer ${who.token ?? ''}` }, body: form });
}

async function keyOf(mediaId: string): Promise<string> {
  return (await forkUnscoped(server.db.em).findOneOrFail(MediaFile, { id: mediaId })).storageKey;
}

/** Every file under a folder, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

describe('media in an S3 bucket', () => {
  it('stores what contacts send and attendants upload in the bucket, serves it to the company only, and writes nothing under the data folder', async () => {
    // A contact sends a photo (stored by the inbound pipeline).
    const sent = await t.admin.http.request('POST', `/sandbox/${connectionId}/inbound`, {
      from: NUMBER,
      name: 'Bianca Nuvem',
      media: { filename: 'recibo.png', mimetype: 'image/png', base64: PNG.toString('base64') },
    });
    expect(sent.status).toBe(202);
    await server.sessions.settled(connectionId);
    const ticket = await chat.ticketOf(connectionId, NUMBER);
    const inbound = (await chat.messagesOf(ticket.id)).find((message) => message.mediaId !== null);
    expect(inbound?.mediaId).toBeTruthy();
    const inboundId = inbound?.mediaId ?? '';

    // The attendant's bubble shows it: bytes from the bucket, through the tenancy check.
    const bubble = await get(t.attendant.http, `/media/${inboundId}`);
    expect([bubble.status, bubble.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await bubble.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await s3.keys()).toEqual([await keyOf(inboundId)]);
    expect(await keyOf(inboundId)).toMatch(new RegExp(`^${t.companyId}/\\d{4}-\\d{2}/[0-9a-f-]{36}\\.png$`));

    // Another company's user gets a 404, as with files on disk.
    const other = await tenant(server);
    const refused = await get(other.admin.http, `/media/${inboundId}`);
    expect([refused.status, ((await refused.json()) as ApiErrorBody).error]).toEqual([404, 'ERR_NOT_FOUND']);

    // A quick message's attachment and a scheduled message's image, uploaded by the admin.
    const quick = await t.admin.http.request<{ id: number }>('POST', '/quick-messages', { shortcode: 'recibo', message: 'Segue' });
    const attached = await upload(
      t.admin.http,
      `/quick-messages/${quick.body.id}/media-upload`,
      Buffer.from('%PDF-1.4 preços'),
      'precos.pdf',
      'application/pdf',
    );
    const quickPath = ((await attached.json()) as { mediaPath: string }).mediaPath;
    expect(await (await get(t.attendant.http, quickPath)).text()).toBe('%PDF-1.4 preços');

    const contact = await seedContact(t, { name: 'Caio Agendado' });
    const schedule = await t.admin.http.request<ScheduleRecord>('POST', '/schedules', {
      body: 'Seu cardápio',
      contactId: contact.id,
      sendAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await upload(t.admin.http, `/schedules/${schedule.body.id}/media-upload`, PNG, 'cardapio.png', 'image/png')).status).toBe(200);

    // The schedule goes out with its file read back from the bucket.
    await forkForCompany(server.db.em, t.companyId)
      .getConnection()
      .execute(`UPDATE schedules SET send_at = now() - interval '1 minute' WHERE id = ?`, [schedule.body.id]);
    expect((await server.scheduleSender.sweep()).sent).toBe(1);
    const outbox = await t.admin.http.request<{ to: string; kind: string; filename?: string; bytes?: number }[]>(
      'GET',
      `/sandbox/${connectionId}/outbox`,
    );
    expect(outbox.body.filter((entry) => entry.to === contact.number).map((entry) => [entry.kind, entry.filename, entry.bytes])).toEqual([
      ['media', 'cardapio.png', PNG.length],
    ]);

    // An announcement's image, uploaded by the super user and seen by every company's users.
    const announcement = await root.request<AnnouncementRecord>('POST', '/announcements', { title: 'Novidade', text: 'Veja' });
    expect((await upload(root, `/announcements/${announcement.body.id}/media-upload`, PNG, 'logo.png', 'image/png')).status).toBe(200);
    const image = await get(other.attendant.http, `/announcements/${announcement.body.id}/media`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    // The contact's LGPD export carries the file's bytes.
    const exported = await get(t.admin.http, `/contacts/${ticket.contactId}/export`);
    expect(exported.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await exported.arrayBuffer()));
    const inZip = Object.keys(zip.files).find((name) => /^media\/.+recibo\.png$/.test(name));
    expect(Buffer.from(await zip.file(inZip ?? '')!.async('uint8array')).equals(PNG)).toBe(true);

    // Every stored file is in the bucket; under the data folder there is only the secrets file.
    const rows = await forkUnscoped(server.db.em).find(MediaFile, {});
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(await s3.keys()).toEqual(rows.map((row) => row.storageKey).sort());
    expect(await filesUnder(server.dataDir)).toEqual(['secrets.json']);
  }, 90_000);

  it('collects files nothing refers to from the bucket, and a deleted company’s files', async () => {
    const quick = await t.admin.http.request<{ id: number }>('POST', '/quick-messages', { shortcode: 'troca', message: 'Nova tabela' });
    const first = await upload(
      t.admin.http,
      `/quick-messages/${quick.body.id}/media-upload`,
      Buffer.from('%PDF-1.4 old'),
      'a.pdf',
      'application/pdf',
    );
    const replaced = ((await first.json()) as { mediaPath: string }).mediaPath.replace('/media/', '');
    await upload(t.admin.http, `/quick-messages/${quick.body.id}/media-upload`, Buffer.from('%PDF-1.4 new'), 'b.pdf', 'application/pdf');
    const replacedKey = await keyOf(replaced);
    expect(await s3.keys()).toContain(replacedKey);

    await server.db.em.fork().getConnection().execute(`UPDATE media_files SET created_at = now() - interval '2 hours'`);
    expect(await server.mediaCollector.sweep()).toBe(1);
    expect(await s3.keys()).not.toContain(replacedKey);
    expect((await get(t.admin.http, `/media/${replaced}`)).status).toBe(404);
    const stillThere = await forkUnscoped(server.db.em).find(Message, { mediaId: { $ne: null } });
    expect(stillThere.length).toBeGreaterThan(0);

    const doomed = await createCompany(server.db.em);
    const stored = await server.media.save(forkForCompany(server.db.em, doomed.id), Buffer.from('bytes'), 'nota.txt', 'text/plain');
    const doomedKey = await keyOf(stored.id);
    expect(await s3.keys()).toContain(doomedKey);
    const accepted = await root.request<{ id: number }>('DELETE', `/companies/${doomed.id}`);
    expect(accepted.status).toBe(202);
    await expect
      .poll(
        async () =>
          (await root.request<{ id: number; status: string }[]>('GET', '/companies/deletions')).body.find(
            (row) => row.id === accepted.body.id,
          )?.status,
      )
      .toBe('done');
    expect(await s3.keys()).not.toContain(doomedKey);
    expect(await filesUnder(server.dataDir)).toEqual(['secrets.json']);
  });

  it('says a missing object as the disk store says a missing file, and answers 404 for a row whose bytes are gone', async () => {
    const store = new S3MediaStore(s3.settings);
    await expect(store.open('1/2026-11/none.png')).rejects.toMatchObject({ code: 'ENOENT' });
    const stored = await server.media.save(forkForCompany(server.db.em, t.companyId), Buffer.from('brief'), 'brief.txt', 'text/plain');
    await store.remove(await keyOf(stored.id));
    const gone = await get(t.admin.http, `/media/${stored.id}`);
    expect([gone.status, ((await gone.json()) as ApiErrorBody).error]).toEqual([404, 'ERR_NOT_FOUND']);
    await store.put('1/2026-11/some.txt', Buffer.from('here'));
    expect(await store.sizeOf('1/2026-11/some.txt')).toBe(4);
    await store.remove('1/2026-11/some.txt');
    expect(await store.sizeOf('1/2026-11/some.txt')).toBeUndefined();
    store.close();
  });
});
