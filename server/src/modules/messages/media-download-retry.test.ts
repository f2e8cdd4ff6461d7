import type { ApiErrorBody, MessageListResponse, MessageRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxConversation } from '../../../test/conversation.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { collect, connectSocket, type TestSocket } from '../../../test/socket-client.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.stop();
});

const PICTURE = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A contact sends a picture the sandbox phone fails to download `failDownloads` times; answers the stored message. */
async function failedPicture(
  t: Tenant,
  failDownloads: number,
): Promise<{ chat: SandboxConversation; connectionId: number; message: MessageRecord }> {
  const chat = new SandboxConversation(server, t.admin.http, t.companyId);
  const connectionId = await chat.connection();
  const from = `55119777${String(Date.now() % 100_000).padStart(5, '0')}`;
  const sent = await t.admin.http.request('POST', `/sandbox/${connectionId}/inbound`, {
    from,
    name: 'Rita Alves',
    body: '',
    media: { filename: 'comprovante.png', mimetype: 'image/png', base64: PICTURE.toString('base64'), failDownloads },
  });
  expect(sent.status).toBe(202);
  await server.sessions.settled(connectionId);
  const ticket = await chat.ticketOf(connectionId, from);
  const page = await t.admin.http.request<MessageListResponse>('GET', `/messages/${ticket.id}`);
  const [message] = page.body.messages;
  if (!message) {
    throw new Error('no message stored');
  }
  return { chat, connectionId, message };
}

describe('media that failed to download', () => {
  it('is shown as failed with its name, answers ERR_WAPP_DOWNLOAD_MEDIA while it fails, then stores the file on a retry', async () => {
    const t = await tenant(server);
    const { message } = await failedPicture(t, 2);
    expect(message).toMatchObject({ mediaType: 'image', mediaUrl: null, mediaName: 'comprovante.png', mediaDownloadFailed: true });

    const again = await t.admin.http.request<ApiErrorBody>('POST', `/messages/${message.id}/media/retry`);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('ERR_WAPP_DOWNLOAD_MEDIA');
    expect(again.body.message).toMatch(/failed the download/);

    const socket = await connectSocket(server.url, t.admin.http.token ?? '');
    sockets.push(socket);
    socket.emit('joinChatBox', String(message.ticketId));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const events = collect<{ action: string; message: MessageRecord }>(socket, `company-${t.companyId}-appMessage`);
    const retried = await t.admin.http.request<MessageRecord>('POST', `/messages/${message.id}/media/retry`);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ id: message.id, mediaDownloadFailed: false, mediaName: 'comprovante.png' });
    expect(retried.body.mediaUrl).toMatch(/^\/media\//);
    const file = await fetch(`${server.url}${retried.body.mediaUrl ?? ''}`, {
      headers: { authorization: `Bearer ${t.admin.http.token ?? ''}` },
    });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PICTURE);
    await expect
      .poll(() => events.find((event) => event.action === 'update' && event.message.id === message.id)?.message.mediaDownloadFailed)
      .toBe(false);

    // Asked again once stored: the stored file, no new download.
    const stored = await t.admin.http.request<MessageRecord>('POST', `/messages/${message.id}/media/retry`);
    expect(stored.body.mediaUrl).toBe(retried.body.mediaUrl);
  });

  it('keeps the file of a download that works the first time, and refuses messages without a failed file', async () => {
    const t = await tenant(server);
    const { message } = await failedPicture(t, 0);
    expect(message).toMatchObject({ mediaDownloadFailed: false, mediaName: 'comprovante.png' });
    expect(message.mediaUrl).toMatch(/^\/media\//);
    const chat = new SandboxConversation(server, t.admin.http, t.companyId);
    const connectionId = await chat.connection();
    await chat.say(connectionId, '5511977700001', 'só texto');
    const ticket = await chat.ticketOf(connectionId, '5511977700001');
    const [text] = (await t.admin.http.request<MessageListResponse>('GET', `/messages/${ticket.id}`)).body.messages;
    const refused = await t.admin.http.request<ApiErrorBody>('POST', `/messages/${text?.id ?? 0}/media/retry`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('ERR_VALIDATION');
  });

  it('answers unknown, other companies’ and malformed ids as such', async () => {
    const t = await tenant(server);
    const { message } = await failedPicture(t, 3);
    const other = await tenant(server);
    expect((await other.admin.http.request<ApiErrorBody>('POST', `/messages/${message.id}/media/retry`)).body.error).toBe(
      'ERR_NO_MESSAGE_FOUND',
    );
    expect((await t.admin.http.request<ApiErrorBody>('POST', '/messages/99999999/media/retry')).body.error).toBe('ERR_NO_MESSAGE_FOUND');
    const bad = await t.admin.http.request<ApiErrorBody>('POST', '/messages/abc/media/retry');
    expect([bad.status, bad.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect((await new HttpClient(server.url).request('POST', `/messages/${message.id}/media/retry`)).status).toBe(401);
  });
});
