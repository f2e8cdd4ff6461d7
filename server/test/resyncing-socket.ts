import { SYNC_OVERLAP_EVENTS, type SyncReply } from '@balcao/shared';
import { io } from 'socket.io-client';
import type { TestSocket } from './socket-client.ts';

type Received = { event: string; payload: { seq: number; action?: string; message?: { body?: string } } };

/**
 * An attendant's socket kept the way the renderer keeps it (`RealtimeClient`): WebSocket first,
 * reconnecting by itself with socket.io's randomized back-off; on every connection it joins the
 * notifications, then asks `sync {lastSeq}` and handles the replayed events and those that arrived
 * meanwhile in sequence order, each once (after a reconnect, from `SYNC_OVERLAP_EVENTS` before the last seen). What it shows here is the bodies of the messages it was told of.
 */
export class ResyncingSocket {
  /** Bodies of the messages announced to it (`appMessage` create), live or replayed. */
  readonly bodies = new Set<string>();
  readonly socket: TestSocket;
  connections = 0;
  disconnects: string[] = [];
  refetches = 0;
  replayed = 0;
  #lastSeq: number | undefined;
  /** Where the sequence stood at the first catch-up: nothing before it is news. */
  #floor = 0;
  #live = false;
  #held: Received[] = [];
  readonly #seen = new Set<number>();

  constructor(url: string, token: string) {
    this.socket = io(url, { transports: ['websocket'], query: { token }, reconnection: true, forceNew: true });
    const socket = this.socket;
    const ready = new Promise<number>((resolve) => socket.once('ready', ({ seq }) => resolve(seq)));
    socket.on('connect', () => {
      this.connections += 1;
      this.#live = false;
      const since = this.#lastSeq === undefined ? ready : Promise.resolve(Math.max(this.#floor, this.#lastSeq - SYNC_OVERLAP_EVENTS));
      void Promise.all([since, socket.timeout(10_000).emitWithAck('joinNotification')]).then(
        ([lastSeq]) => socket.emit('sync', { lastSeq }, (reply: SyncReply) => this.#onSync(reply, lastSeq)),
        () => socket.io.engine?.close(),
      );
    });
    socket.on('disconnect', (reason) => {
      this.#live = false;
      this.disconnects.push(reason);
    });
    socket.onAny((event: string, payload: Received['payload']) => this.#receive({ event, payload }));
  }

  /** Resolves once connected and caught up for the first time. */
  async live(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.#live) {
      if (Date.now() > deadline) {
        throw new Error('the socket did not catch up');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): void {
    this.socket.close();
  }

  #onSync(reply: SyncReply, lastSeq: number): void {
    if (this.#lastSeq === undefined) {
      this.#floor = lastSeq;
    }
    if (reply.refetch) {
      this.refetches += 1;
    }
    const replayed = reply.events.filter(({ payload }) => payload.seq > lastSeq) as unknown as Received[];
    this.replayed += replayed.length;
    const pending = [...replayed, ...this.#held].sort((a, b) => a.payload.seq - b.payload.seq);
    this.#held = [];
    this.#live = true;
    for (const received of pending) {
      this.#receive(received);
    }
    this.#lastSeq = Math.max(this.#lastSeq ?? 0, reply.seq);
  }

  #receive(received: Received): void {
    const { event, payload } = received;
    if (!event.startsWith('company-') || typeof payload?.seq !== 'number' || this.#seen.has(payload.seq)) {
      return;
    }
    if (!this.#live) {
      this.#held.push(received);
      return;
    }
    this.#seen.add(payload.seq);
    this.#lastSeq = Math.max(this.#lastSeq ?? 0, payload.seq);
    if (event.endsWith('appMessage') && payload.action === 'create' && payload.message?.body) {
      this.bodies.add(payload.message.body);
    }
  }
}
