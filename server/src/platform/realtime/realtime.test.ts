import type { Envelope, SyncReply } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { collect, connectSocket, nextEvent, type TestSocket } from '../../../test/socket-client.ts';
import { Queue } from '../../modules/queues/queue.entity.ts';
import { UserQueue } from '../../modules/queues/user-queue.entity.ts';
import { forkForCompany } from '../tenancy/tenant-filter.ts';
import { rooms } from './rooms.ts';

let server: TestServer;
const sockets: TestSocket[] = [];

async function signIn(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  const http = new HttpClient(server.url);
  const session = await http.login(email, password);
  return { http, session };
}

async function open(token: string): Promise<TestSocket> {
  const socket = await connectSocket(server.url, token);
  sockets.push(socket);
  return socket;
}

function sync(socket: TestSocket, lastSeq: number): Promise<SyncReply> {
  return new Promise((resolve) => socket.emit('sync', { lastSeq }, resolve));
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

describe('socket authentication', () => {
  it('refuses a socket without a valid token', async () => {
    await expect(connectSocket(server.url, 'forged')).rejects.toThrow('ERR_SESSION_EXPIRED');
    await expect(connectSocket(server.url, '')).rejects.toThrow('ERR_NOT_AUTHENTICATED');
  });

  it('marks the user online when the socket connects', async () => {
    const { session } = await signIn();
    await open(session.token);
    await vi.waitFor(async () => {
      const me = await server.db.em
        .getConnection()
        .execute<{ online: boolean }[]>('select online from users where id = ?', [session.user.id]);
      expect(me[0]?.online).toBe(true);
    });
  });
});

describe('account accessed elsewhere', () => {
  it('tells the other sessions of the same user, and nobody else, about a new sign-in', async () => {
    const first = await signIn();
    const firstSocket = await open(first.session.token);
    const colleague = await createUser(server.db.em, first.session.user.companyId);
    const colleagueSession = await signIn(colleague.user.email, colleague.password);
    const colleagueSocket = await open(colleagueSession.session.token);
    const colleagueEvents = collect(colleagueSocket, `company-${first.session.user.companyId}-auth`);

    const announced = nextEvent<Envelope<'auth'>>(firstSocket, `company-${first.session.user.companyId}-auth`);
    await signIn();
    const event = await announced;
    expect(event).toMatchObject({ action: 'update', user: { id: first.session.user.id }, companyId: first.session.user.companyId });
    expect(event.seq).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(colleagueEvents).toEqual([]);
  });
});

describe('joining rooms', () => {
  it('acknowledges a join once the socket is in its rooms: an event emitted right after reaches it', async () => {
    const other = await createCompany(server.db.em);
    const attendant = await createUser(server.db.em, other.id);
    const em = forkForCompany(server.db.em, other.id);
    const [mineQueue, otherQueue] = ['Suporte', 'Vendas'].map((name) =>
      em.create(Queue, { companyId: other.id, name, color: name === 'Suporte' ? '#0000ff' : '#00ff00' }),
    );
    await em.flush();
    em.create(UserQueue, { companyId: other.id, userId: attendant.user.id, queueId: mineQueue?.id ?? 0 });
    await em.flush();
    const [mine, notMine] = [mineQueue?.id, otherQueue?.id];
    const { session } = await signIn(attendant.user.email, attendant.password);
    const socket = await open(session.token);
    const events = collect<Envelope<'settings'>>(socket, `company-${other.id}-settings`);

    expect(await socket.emitWithAck('joinTickets', 'pending')).toEqual({ ok: true });
    const emit = (key: string, queueId: number | undefined) =>
      server.realtime.emit(other.id, 'settings', { action: 'update', setting: { key, value: '1' } }, [
        rooms.queueTickets(other.id, queueId ?? null, 'pending'),
      ]);
    await emit('mine', mine);
    await emit('not-mine', notMine);
    await emit('mine-again', mine);
    await vi.waitFor(() => expect(events.map((event) => event.setting.key)).toEqual(['mine', 'mine-again']));
  });

  it('answers a join it refused, or of a ticket the caller may not see, with ok: false', async () => {
    const { session } = await signIn();
    const socket = await open(session.token);
    expect(await socket.emitWithAck('joinTickets', 'unknown')).toEqual({ ok: false });
    expect(await socket.emitWithAck('joinChatBox', '999999999')).toEqual({ ok: false });
    expect(await socket.emitWithAck('joinNotification')).toEqual({ ok: true });
  });
});

describe('sequence numbers and catch-up', () => {
  it('numbers each company event in order and replays what a socket missed in its rooms', async () => {
    const { session } = await signIn();
    const companyId = session.user.companyId;
    const socket = await open(session.token);
    const start = (await sync(socket, 0)).seq;

    const userRoom = rooms.user(companyId, session.user.id);
    const otherRoom = rooms.user(companyId, 999_999);
    await server.realtime.emit(companyId, 'settings', { action: 'update', setting: { key: 'a', value: '1' } }, [userRoom]);
    await server.realtime.emit(companyId, 'settings', { action: 'update', setting: { key: 'b', value: '2' } }, [otherRoom]);
    await server.realtime.emit(companyId, 'settings', { action: 'update', setting: { key: 'c', value: '3' } }, [userRoom]);

    const reply = await sync(socket, start);
    expect(reply.refetch).toBe(false);
    expect(reply.seq).toBe(start + 3);
    expect(reply.events.map((missed) => [missed.payload.seq, (missed.payload as Envelope<'settings'>).setting.key])).toEqual([
      [start + 1, 'a'],
      [start + 3, 'c'],
    ]);
  });

  it('delivers a burst of events emitted at once in the order emitted, live and replayed alike', async () => {
    const { session } = await signIn();
    const companyId = session.user.companyId;
    const socket = await open(session.token);
    const start = (await sync(socket, 0)).seq;
    const live = collect(socket, `company-${companyId}-settings`);
    const userRoom = rooms.user(companyId, session.user.id);
    const keys = Array.from({ length: 60 }, (_, index) => `burst-${index}`);

    const seqs = await Promise.all(
      keys.map((key, index) =>
        server.realtime.emit(companyId, 'settings', { action: 'update', setting: { key, value: String(index) } }, [
          index % 3 === 2 ? rooms.user(companyId, 999_999) : userRoom,
        ]),
      ),
    );

    expect(seqs).toEqual(keys.map((_, index) => start + 1 + index));
    const mine = keys.filter((_, index) => index % 3 !== 2);
    await vi.waitFor(() => expect(live.length).toBe(mine.length));
    const shown = (events: readonly unknown[]) => events.map((event) => (event as Envelope<'settings'>).setting.key);
    expect(shown(live)).toEqual(mine);
    const reply = await sync(socket, start);
    expect(shown(reply.events.map((missed) => missed.payload))).toEqual(mine);
    expect(reply.events.map((missed) => missed.payload.seq)).toEqual(
      keys.flatMap((_, index) => (index % 3 === 2 ? [] : [start + 1 + index])),
    );
  });

  it('keeps sequences per company and never replays another company events', async () => {
    const other = await createCompany(server.db.em);
    const stranger = await createUser(server.db.em, other.id);
    const { session } = await signIn(stranger.user.email, stranger.password);
    const socket = await open(session.token);
    const foreignEvents = collect(socket, `company-1-settings`);
    await server.realtime.emit(1, 'settings', { action: 'update', setting: { key: 'x', value: 'y' } }, [rooms.company(1)]);
    const reply = await sync(socket, 0);
    expect(reply.events.every((missed) => missed.payload.companyId === other.id)).toBe(true);
    expect(foreignEvents).toEqual([]);
  });

  it('tells a client to refetch when the log no longer reaches back to what it saw', async () => {
    const { session } = await signIn();
    const socket = await open(session.token);
    await server.realtime.emit(session.user.companyId, 'settings', { action: 'update', setting: { key: 'old', value: '1' } }, [
      rooms.company(session.user.companyId),
    ]);
    await server.db.em.getConnection().execute(`update realtime_events set created_at = now() - interval '1 hour'`);
    await server.db.em.getConnection().execute(`delete from realtime_events where created_at < now() - interval '15 minutes'`);
    await server.realtime.emit(session.user.companyId, 'settings', { action: 'update', setting: { key: 'new', value: '1' } }, [
      rooms.company(session.user.companyId),
    ]);
    expect((await sync(socket, 1)).refetch).toBe(true);
  });

  it('tells a client to refetch when nothing of what it missed is kept any more (the log emptied)', async () => {
    const { session } = await signIn();
    const companyId = session.user.companyId;
    const socket = await open(session.token);
    for (const key of ['first', 'second']) {
      await server.realtime.emit(companyId, 'settings', { action: 'update', setting: { key, value: '1' } }, [rooms.company(companyId)]);
    }
    const [{ last_seq: current } = { last_seq: 0 }] = await server.db.em
      .getConnection()
      .execute<{ last_seq: number }[]>(`select last_seq::int as last_seq from realtime_sequences where company_id = ?`, [companyId]);
    // What a database crash does to the unlogged log, or pruning after a quiet quarter of an hour.
    await server.db.em.getConnection().execute(`delete from realtime_events where company_id = ?`, [companyId]);
    expect((await sync(socket, current - 1)).refetch).toBe(true);
    expect(await sync(socket, current)).toMatchObject({ refetch: false, events: [] });
  });
});
