import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { SandboxConversation } from '../../../test/conversation.ts';
import type { OutboxEntry } from '../sandbox/sandbox-provider.ts';
import { Message } from './message.entity.ts';

const run = promisify(execFile);

let server: TestServer;
let chat: SandboxConversation;
let userId: number;

beforeAll(async () => {
  server = await startTestServer();
  const http = new HttpClient(server.url);
  const session = await http.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  userId = session.user.id;
  chat = new SandboxConversation(server, http, session.user.companyId);
  expect((await http.request('PUT', '/settings/scheduleType', { value: 'disabled' })).status).toBe(200);
});
afterAll(async () => {
  await server.stop();
});

async function ticketWith(number: string): Promise<{ connectionId: number; ticketId: number }> {
  const connectionId = await chat.connection();
  await chat.say(connectionId, number, 'Oi');
  return { connectionId, ticketId: (await chat.ticketOf(connectionId, number)).id };
}

async function outbox(connectionId: number): Promise<OutboxEntry[]> {
  return (await chat.http.request<OutboxEntry[]>('GET', `/sandbox/${connectionId}/outbox`)).body;
}

describe('outbound messages', () => {
  it('sends recorded MP3 audio as an OGG/Opus voice note and keeps the converted file', async () => {
    const { connectionId, ticketId } = await ticketWith('5511950000001');
    const { stdout: mp3 } = (await run(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=1',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '128k',
        '-f',
        'mp3',
        'pipe:1',
      ],
      { encoding: 'buffer', maxBuffer: 10_000_000 },
    )) as unknown as { stdout: Buffer };
    expect(mp3.length).toBeGreaterThan(10_000);

    const message = await server.outbound.send({ companyId: chat.companyId, ticketId, userId, content: { kind: 'voice', data: mp3 } });
    expect([message.sendStatus, message.mediaType]).toEqual(['sent', 'audio']);
    expect((await outbox(connectionId)).at(-1)).toMatchObject({ kind: 'voice', mimetype: 'audio/ogg; codecs=opus' });

    const media = await fetch(`${server.url}/media/${message.mediaId}`, { headers: { authorization: `Bearer ${chat.http.token}` } });
    expect(media.headers.get('content-type')).toMatch(/^audio\/ogg/);
    const stored = Buffer.from(await media.arrayBuffer());
    expect(stored.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(stored.includes(Buffer.from('OpusHead'))).toBe(true);
  });

  it('keeps a message the connection could not send, as failed with the reason', async () => {
    const { connectionId, ticketId } = await ticketWith('5511950000002');
    expect((await chat.http.request('DELETE', `/whatsappsession/${connectionId}`)).status).toBe(200);

    const message = await server.outbound.send({
      companyId: chat.companyId,
      ticketId,
      userId,
      content: { kind: 'text', body: 'Alguém aí?' },
    });
    expect(message.sendStatus).toBe('failed');
    expect(message.sendError).toMatch(/session/i);
    const stored = await chat.em.findOneOrFail(Message, { id: message.id });
    expect([stored.body, stored.sendStatus, stored.fromMe]).toEqual(['Alguém aí?', 'failed', true]);
  });

  it('sends once for one client key, however often the request is repeated', async () => {
    const { connectionId, ticketId } = await ticketWith('5511950000003');
    const request = {
      companyId: chat.companyId,
      ticketId,
      userId,
      clientKey: 'c0ffee-1',
      content: { kind: 'text', body: 'Uma vez só' },
    } as const;
    const [first, second] = await Promise.all([server.outbound.send(request), server.outbound.send(request)]);
    const third = await server.outbound.send(request);
    expect(new Set([first.id, second.id, third.id]).size).toBe(1);
    expect((await outbox(connectionId)).filter((entry) => entry.body === 'Uma vez só')).toHaveLength(1);
    expect(await chat.em.count(Message, { ticketId, body: 'Uma vez só' })).toBe(1);
  });
});
