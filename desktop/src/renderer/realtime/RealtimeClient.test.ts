import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents, SyncReply } from '@balcao/shared';
import { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getEmptyRealtimeState, useRealtimeStore } from '../state/realtime.ts';
import { getEmptyUiState, useUiStore } from '../state/ui.ts';
import { RealtimeClient } from './RealtimeClient.ts';
import { handlers } from './dispatcher.ts';

/**
 * A real socket.io server playing the API: it refuses the token `expired`, records what
 * clients emit, and answers `sync` with whatever the test queued.
 */
let http: HttpServer;
let io: Server<ClientToServerEvents, ServerToClientEvents>;
let url = '';
let handshakeTokens: string[] = [];
let emitted: string[] = [];
let syncRequests: number[] = [];
let nextSync: SyncReply;

const USER = { userId: 7, companyId: 3 };

function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) {
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        reject(new Error('condition not met in time'));
      } else {
        setTimeout(tick, 20);
      }
    };
    tick();
  });
}

beforeAll(async () => {
  http = createServer();
  io = new Server(http, { transports: ['websocket'] });
  io.use((socket, next) => {
    const token = String(socket.handshake.query['token'] ?? '');
    handshakeTokens.push(token);
    next(token === 'expired' ? new Error('ERR_SESSION_EXPIRED') : undefined);
  });
  io.on('connection', (socket) => {
    socket.onAny((event: string) => emitted.push(event));
    socket.on('sync', ({ lastSeq }, reply) => {
      syncRequests.push(lastSeq);
      reply(nextSync);
    });
    socket.emit('ready', { seq: nextSync.seq });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await io.close();
});

let client: RealtimeClient | undefined;
let reloads = 0;

beforeEach(() => {
  handshakeTokens = [];
  emitted = [];
  syncRequests = [];
  reloads = 0;
  useRealtimeStore.setState(getEmptyRealtimeState());
  useUiStore.setState(getEmptyUiState());
});

afterEach(() => {
  client?.stop();
  client = undefined;
});

function start(token: string, refreshed: string | null = 'fresh') {
  let current = token;
  client = new RealtimeClient({
    url,
    context: USER,
    getToken: () => current,
    refreshToken: () => {
      current = refreshed ?? current;
      return Promise.resolve(refreshed);
    },
    reload: () => {
      reloads += 1;
    },
  });
  client.start();
}

describe('RealtimeClient', () => {
  it('joins its rooms and only notes where the sequence stands on the first connection', async () => {
    nextSync = {
      seq: 5,
      events: [{ event: 'company-3-auth', payload: { action: 'update', user: { id: 7 }, seq: 4, companyId: 3 } }],
      refetch: false,
    };
    start('good');
    await waitFor(() => useRealtimeStore.getState().status === 'connected' && syncRequests.length === 1);
    await waitFor(() => emitted.includes('userStatus'));
    expect(emitted.slice(0, 2)).toEqual(['joinNotification', 'userStatus']);
    await waitFor(() => useRealtimeStore.getState().lastSeq === 5);
    // The sign-in that happened before this socket existed must not log it out.
    expect(useUiStore.getState().accountElsewhere).toBe(false);
  });

  it('refreshes an expired token and reconnects with the new one', async () => {
    nextSync = { seq: 1, events: [], refetch: false };
    start('expired');
    await waitFor(() => useRealtimeStore.getState().status === 'connected');
    expect(handshakeTokens).toEqual(['expired', 'fresh']);
    expect(reloads).toBe(0);
  });

  it('reloads the page when the token cannot be refreshed', async () => {
    nextSync = { seq: 1, events: [], refetch: false };
    start('expired', null);
    await waitFor(() => reloads === 1);
    expect(useRealtimeStore.getState().status).toBe('reconnecting');
  });

  it('drops other companies and shows the account-elsewhere notice for this user', async () => {
    nextSync = { seq: 10, events: [], refetch: false };
    start('good');
    await waitFor(() => useRealtimeStore.getState().lastSeq === 10);
    io.emit('company-99-auth', { action: 'update', user: { id: 7 }, seq: 11, companyId: 99 });
    io.emit('company-3-auth', { action: 'update', user: { id: 8 }, seq: 12, companyId: 3 });
    await waitFor(() => useRealtimeStore.getState().lastSeq === 12);
    expect(useUiStore.getState().accountElsewhere).toBe(false);
    io.emit('company-3-auth', { action: 'update', user: { id: 7 }, seq: 13, companyId: 3 });
    await waitFor(() => useUiStore.getState().accountElsewhere);
    await waitFor(() => reloads === 1, 3_000);
  });

  it('catches up after a reconnect and asks lists to refetch when told to', async () => {
    nextSync = { seq: 20, events: [], refetch: false };
    start('good');
    // `ready` alone can bring the sequence: the first sync must have reached the server before it drops the socket.
    await waitFor(() => useRealtimeStore.getState().lastSeq === 20 && syncRequests.length === 1);
    nextSync = {
      seq: 25,
      events: [{ event: 'company-3-settings', payload: { action: 'update', setting: { key: 'a', value: '1' }, seq: 22, companyId: 3 } }],
      refetch: true,
    };
    io.disconnectSockets();
    await waitFor(() => syncRequests.length === 2);
    expect(syncRequests).toEqual([0, 20]);
    await waitFor(() => useRealtimeStore.getState().lastSeq === 25);
    expect(useRealtimeStore.getState().refetchVersion).toBe(1);
    expect(useRealtimeStore.getState().status).toBe('connected');
  });

  it('shows the offline state as soon as the browser loses the network, and connects again when it is back', async () => {
    nextSync = { seq: 30, events: [], refetch: false };
    start('good');
    await waitFor(() => useRealtimeStore.getState().status === 'connected');
    window.dispatchEvent(new Event('offline'));
    expect(useRealtimeStore.getState().status).toBe('reconnecting');
    window.dispatchEvent(new Event('online'));
    await waitFor(() => useRealtimeStore.getState().status === 'connected');
    await waitFor(() => syncRequests.length === 2);
    expect(syncRequests).toEqual([0, 30]);
  });

  it('handles an event once when it arrives live and again in a catch-up reply', async () => {
    const seen: number[] = [];
    handlers.settings = (payload) => seen.push(payload.seq);
    try {
      nextSync = { seq: 30, events: [], refetch: false };
      start('good');
      await waitFor(() => useRealtimeStore.getState().lastSeq === 30);
      const event = { action: 'update', setting: { key: 'b', value: '2' }, seq: 31, companyId: 3 } as const;
      io.emit('company-3-settings', event);
      await waitFor(() => seen.length === 1);
      nextSync = { seq: 31, events: [{ event: 'company-3-settings', payload: event }], refetch: false };
      io.disconnectSockets();
      await waitFor(() => syncRequests.length === 2);
      await waitFor(() => useRealtimeStore.getState().status === 'connected');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([31]);
    } finally {
      delete handlers.settings;
    }
  });
});
