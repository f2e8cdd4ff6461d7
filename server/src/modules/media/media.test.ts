import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApiErrorBody } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import { Message } from '../messages/message.entity.ts';
import { LocalDiskMediaStore } from './local-disk-media-store.ts';
import { MediaFile } from './media-file.entity.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

async function fetchMedia(http: HttpClient, id: string): Promise<Response> {
  return fetch(`${server.url}/media/${id}`, { headers: { authorization: `Bearer ${http.token ?? ''}` } });
}

describe('media', () => {
  it('serves a stored file to users of its company with its type and name, and to nobody else', async () => {
    const stored = await server.media.save(
      forkForCompany(server.db.em, 1),
      Buffer.from('%PDF-1.4 hello'),
      '../../etc/report 2026.pdf',
      'application/pdf',
    );
    expect(stored.filename).toBe('report 2026.pdf');

    const admin = new HttpClient(server.url);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const response = await fetchMedia(admin, stored.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('report%202026.pdf');
    expect(await response.text()).toBe('%PDF-1.4 hello');

    const other = await createCompany(server.db.em);
    const stranger = await createUser(server.db.em, other.id);
    const outsider = new HttpClient(server.url);
    await outsider.login(stranger.user.email, stranger.password);
    const refused = await fetchMedia(outsider, stored.id);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as ApiErrorBody).error).toBe('ERR_NOT_FOUND');

    expect((await fetch(`${server.url}/media/${stored.id}`)).status).toBe(401);
  });

  it('keeps files of each company in its own folder, named by the server', async () => {
    await server.media.save(forkForCompany(server.db.em, 1), Buffer.from('x'), 'photo.JPG', 'image/jpeg');
    const month = new Date().toISOString().slice(0, 7);
    const names = await readdir(path.join(server.dataDir, 'media', '1', month));
    expect(names.some((name) => /^[0-9a-f-]{36}\.jpg$/.test(name))).toBe(true);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const admin = new HttpClient(server.url);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const response = await admin.request<ApiErrorBody>('GET', '/media/not-a-uuid');
    expect([response.status, response.body.error]).toEqual([400, 'ERR_VALIDATION']);
  });
});

describe('local disk store', () => {
  it('refuses keys that would leave its folder', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'balcao-media-'));
    const store = new LocalDiskMediaStore(root);
    await expect(store.put('../outside.txt', Buffer.from('x'))).rejects.toThrow('Unsafe media key');
    await expect(store.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow('Unsafe media key');
    await store.put('1/2026-11/ok.txt', Buffer.from('fine'));
    await rm(root, { recursive: true, force: true });
  });
});

describe('collecting files nothing refers to', () => {
  /** Where a stored file's bytes are, from its row (the key is the server's own). */
  async function fileOf(id: string): Promise<string> {
    const row = await server.db.em.fork().findOneOrFail(MediaFile, { id }, { filters: false });
    return path.join(server.dataDir, 'media', row.storageKey);
  }

  async function exists(file: string): Promise<boolean> {
    return readdir(path.dirname(file)).then((names) => names.includes(path.basename(file)));
  }

  it('removes replaced quick-message attachments and the media of deleted tickets after the grace period, and nothing in use', async () => {
    const admin = new HttpClient(server.url);
    const session = await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const upload = async (quickMessageId: number, bytes: string): Promise<string> => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'prices.pdf');
      form.append('typeArch', 'quickMessage');
      const response = await fetch(`${server.url}/quick-messages/${quickMessageId}/media-upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token ?? ''}` },
        body: form,
      });
      const record = (await response.json()) as { mediaPath: string };
      return record.mediaPath.replace('/media/', '');
    };
    const quick = await admin.request<{ id: number }>('POST', '/quick-messages', { shortcode: 'prices', message: 'Our prices' });
    const replaced = await upload(quick.body.id, '%PDF-1.4 old prices');
    const current = await upload(quick.body.id, '%PDF-1.4 new prices');

    const chat = new SandboxConversation(server, admin, session.user.companyId);
    const connectionId = await chat.connection();
    const photo = { filename: 'photo.jpg', mimetype: 'image/jpeg', base64: Buffer.from('not really a jpeg').toString('base64') };
    const sendPhoto = async (from: string): Promise<{ ticketId: number; mediaId: string }> => {
      const sent = await admin.request('POST', `/sandbox/${connectionId}/inbound`, { from, body: 'see this', media: photo });
      expect(sent.status).toBe(202);
      await server.sessions.settled(connectionId);
      const message = await chat.em.findOneOrFail(Message, {
        contactId: (await chat.ticketOf(connectionId, from)).contactId,
        mediaId: { $ne: null },
      });
      return { ticketId: message.ticketId, mediaId: message.mediaId ?? '' };
    };
    const gone = await sendPhoto('5511960000001');
    const kept = await sendPhoto('5511960000002');
    expect((await admin.request('DELETE', `/tickets/${gone.ticketId}`)).status).toBe(204);

    const files = {
      replaced: await fileOf(replaced),
      current: await fileOf(current),
      deletedTicket: await fileOf(gone.mediaId),
      liveTicket: await fileOf(kept.mediaId),
    };
    // Within the grace period nothing goes, referred to or not.
    expect(await server.mediaCollector.sweep()).toBe(0);

    await server.db.em.fork().getConnection().execute(`UPDATE media_files SET created_at = now() - interval '2 hours'`);
    const justUploaded = await server.media.save(
      forkForCompany(server.db.em, session.user.companyId),
      Buffer.from('x'),
      'new.pdf',
      'application/pdf',
    );
    const collected = await server.mediaCollector.sweep();
    expect(collected).toBeGreaterThanOrEqual(2);

    expect(await exists(files.replaced)).toBe(false);
    expect(await exists(files.deletedTicket)).toBe(false);
    expect((await fetchMedia(admin, replaced)).status).toBe(404);
    expect((await fetchMedia(admin, gone.mediaId)).status).toBe(404);
    expect(await exists(files.current)).toBe(true);
    expect(await exists(files.liveTicket)).toBe(true);
    expect(await (await fetchMedia(admin, current)).text()).toBe('%PDF-1.4 new prices');
    expect((await fetchMedia(admin, kept.mediaId)).status).toBe(200);
    expect((await fetchMedia(admin, justUploaded.id)).status).toBe(200);
  });
});
