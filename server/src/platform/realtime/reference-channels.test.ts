import type { QuickMessageRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { tenant } from '../../../test/side-panel-fixtures.ts';
import { connectSocket, nextEventWhere, type TestSocket } from '../../../test/socket-client.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

describe('reference channel names', () => {
  it('sends a quick message’s change also as company{id}-quickemessage, in the reference’s shape, to the same rooms', async () => {
    const t = await tenant(server);
    const socket = await connectSocket(server.url, t.attendant.http.token ?? '');
    sockets.push(socket);
    const name = `company${t.companyId}-quickemessage`;
    const created = nextEventWhere<{ action: string; record: QuickMessageRecord }>(socket, name, (event) => event.action === 'create');
    const answer = await t.attendant.http.request<QuickMessageRecord>('POST', '/quick-messages', { shortcode: 'hello', message: 'Hi!' });
    expect(answer.status).toBe(201);
    expect((await created).record).toMatchObject({ id: answer.body.id, shortcode: 'hello' });
    const deleted = nextEventWhere<{ action: string; id: number }>(socket, name, (event) => event.action === 'delete');
    expect((await t.attendant.http.request('DELETE', `/quick-messages/${answer.body.id}`)).status).toBe(204);
    expect((await deleted).id).toBe(answer.body.id);
  });
});
