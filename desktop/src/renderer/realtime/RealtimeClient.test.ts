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
/** While set, joins are answered only when the test releases them. */
let holdJoins = false;
let heldJoins: (() => void)[] = [];
/** Emitted live on a socket just before its sync is answered. */
let liveBeforeSyncReply: { event: string; payload: unknown } | undefined;

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
    const answer = (ack: unknown) => {
      if (typeof ack !== 'function') {
        return;
      }
      const reply = () => (ack as (reply: { ok: boolean }) => void)({ ok: true });
      if (holdJoins) {
        heldJoins.push(reply);
      } else {
        reply();
      }
    };
    socket.on('joinNotification', (ack) => answer(ack));
    socket.on('joinTickets', (_status, ack) => answer(ack));
    socket.on('joinChatBox', (_ticketId, ack) => answer(ack));
    socket.on('sync', ({ lastSeq }, reply) => {
      syncRequests.push(lastSeq);
      if (liveBeforeSyncReply) {
        (socket as unknown as { emit: (event: string, payload: unknown) => void }).emit(
          liveBeforeSyncReply.event,
          liveBeforeSyncReply.payload,
        );
      }
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
  holdJoins = false;
  heldJoins = [];
  liveBeforeSyncReply = undefined;
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

  it('counts itself live only once the server acknowledged its joins, then catches up on what came meanwhile', async () => {
    const seen: number[] = [];
    handlers.settings = (payload) => seen.push(payload.seq);
    try {
      holdJoins = true;
      useRealtimeStore.getState().setTicketStatuses(['open', 'pending']);
      nextSync = { seq: 40, events: [], refetch: false };
      start('good');
      await waitFor(() => heldJoins.length === 3);
      // Emitted after the socket connected, before its rooms were joined: replayed by the catch-up.
      nextSync = {
        seq: 41,
        events: [{ event: 'company-3-settings', payload: { action: 'update', setting: { key: 'a', value: '1' }, seq: 41, companyId: 3 } }],
        refetch: false,
      };
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(useRealtimeStore.getState().status).toBe('connecting');
      expect(syncRequests).toEqual([]);
      heldJoins.forEach((reply) => reply());
      await waitFor(() => useRealtimeStore.getState().status === 'connected');
      expect(syncRequests).toEqual([40]);
      expect(seen).toEqual([41]);
      expect(useRealtimeStore.getState().lastSeq).toBe(41);
    } finally {
      delete handlers.settings;
    }
  });

  it('handles an event that arrived live while catching up after the older ones it replays', async () => {
    const seen: number[] = [];
    handlers.settings = (payload) => seen.push(payload.seq);
    try {
      nextSync = { seq: 50, events: [], refetch: false };
      start('good');
      await waitFor(() => useRealtimeStore.getState().status === 'connected');
      const setting = (seq: number) => ({ action: 'update', setting: { key: `k${seq}`, value: '1' }, seq, companyId: 3 }) as const;
      liveBeforeSyncReply = { event: 'company-3-settings', payload: setting(53) };
      nextSync = {
        seq: 53,
        events: [
          { event: 'company-3-settings', payload: setting(51) },
          { event: 'company-3-settings', payload: setting(52) },
        ],
        refetch: false,
      };
      io.disconnectSockets();
      await waitFor(() => syncRequests.length === 2 && useRealtimeStore.getState().status === 'connected');
      expect(seen).toEqual([51, 52, 53]);
    } finally {
      delete handlers.settings;
    }
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
    // Never before the first catch-up's sequence, however far the overlap reaches.
    expect(syncRequests).toEqual([20, 20]);
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
    expect(syncRequests).toEqual([30, 30]);
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

  it('after a reconnect, replays an older event that was still on its way when a newer one arrived', async () => {
    const seen: number[] = [];
    handlers.settings = (payload) => seen.push(payload.seq);
    try {
      nextSync = { seq: 500, events: [], refetch: false };
      start('good');
      await waitFor(() => useRealtimeStore.getState().lastSeq === 500);
      // 502 came straight from this socket's server; 501, from another server, had not arrived when it died.
      const older = { action: 'update', setting: { key: 'c', value: '1' }, seq: 501, companyId: 3 } as const;
      const newer = { action: 'update', setting: { key: 'c', value: '2' }, seq: 502, companyId: 3 } as const;
      io.emit('company-3-settings', newer);
      await waitFor(() => seen.length === 1);
      nextSync = {
        seq: 502,
        events: [
          { event: 'company-3-settings', payload: older },
          { event: 'company-3-settings', payload: newer },
        ],
        refetch: false,
      };
      io.disconnectSockets();
      await waitFor(() => syncRequests.length === 2);
      expect(syncRequests[1]).toBeLessThan(501);
      await waitFor(() => seen.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([502, 501]);
    } finally {
      delete handlers.settings;
    }
  });

  it('never asks for, nor handles, what came before its first catch-up (the screens read it when they opened)', async () => {
    const seen: number[] = [];
    handlers.settings = (payload) => seen.push(payload.seq);
    try {
      nextSync = { seq: 700, events: [], refetch: false };
      start('good');
      await waitFor(() => useRealtimeStore.getState().lastSeq === 700);
      const live = { action: 'update', setting: { key: 'd', value: '2' }, seq: 702, companyId: 3 } as const;
      io.emit('company-3-settings', live);
      await waitFor(() => seen.length === 1);
      // 650 happened before this client started: a server answering from before the floor must not make it news.
      const before = { action: 'update', setting: { key: 'd', value: '1' }, seq: 650, companyId: 3 } as const;
      nextSync = { seq: 702, events: [{ event: 'company-3-settings', payload: before }], refetch: false };
      io.disconnectSockets();
      await waitFor(() => syncRequests.length === 2);
      expect(syncRequests[1]).toBe(700);
      await waitFor(() => useRealtimeStore.getState().status === 'connected');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([702]);
    } finally {
      delete handlers.settings;
    }
  });
});
