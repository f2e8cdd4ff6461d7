import {
  SYNC_OVERLAP_EVENTS,
  USER_STATUS_INTERVAL_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SyncReply,
} from '@balcao/shared';
import { io, type Socket } from 'socket.io-client';
import { useRealtimeStore } from '../state/realtime.ts';
import { dispatchEvent, type DispatchContext } from './dispatcher.ts';

type BalcaoSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Handshake refusals that a fresh access token can fix. */
const AUTH_ERRORS = new Set(['ERR_SESSION_EXPIRED', 'ERR_SESSION_REVOKED', 'ERR_NOT_AUTHENTICATED']);
/** How long to wait before retrying a handshake the server refused for another reason. */
const REFUSED_RETRY_MS = 5_000;
/** How many recent sequence numbers are remembered to drop an event seen live and replayed. */
const SEEN_LIMIT = 1_000;
/** How long a join may go unanswered before the connection is counted as broken and opened again. */
const JOIN_ACK_TIMEOUT_MS = 30_000;

type HeldEvent = { event: string; payload: unknown; seq: number };

export type RealtimeOptions = {
  url: string;
  context: DispatchContext;
  getToken: () => string | null;
  /** Resolves to the new access token, or null when the session cannot be refreshed. */
  refreshToken: () => Promise<string | null>;
  reload?: () => void;
};

/**
 * The one socket of a signed-in user: joins its rooms on every (re)connect, catches up on what
 * was missed through `sync`, and feeds every event to the dispatcher. It counts itself live
 * (`connected`) only once the server acknowledged every join and answered the catch-up that follows:
 * from the acknowledgement on, every event emitted to its rooms reaches it, and the catch-up brings
 * what was emitted between the connection and the joins. Events that arrive meanwhile are held and
 * handled with the replayed ones, in sequence order.
 */
export class RealtimeClient {
  readonly #options: RealtimeOptions;
  #socket: BalcaoSocket | undefined;
  #statusTimer: ReturnType<typeof setInterval> | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** False until the first connection told us where the company's sequence stands. */
  #hasBaseline = false;
  /** Where the sequence stood at that first catch-up: what came before it was read with the screens, never handled as news. */
  #floor = 0;
  #refreshedForHandshake = false;
  readonly #seen = new Set<number>();
  /** False from a connection until its catch-up is handled: events then wait in `#held`. */
  #live = false;
  #held: HeldEvent[] = [];
  /** The sequence where the company stood when the current socket first connected (its `ready`). */
  #readySeq: Promise<number> | undefined;
  #unsubscribe: (() => void) | undefined;
  #stopWatchingNetwork: (() => void) | undefined;

  constructor(options: RealtimeOptions) {
    this.#options = options;
  }

  start(): void {
    if (this.#socket) {
      return;
    }
    useRealtimeStore.getState().setStatus('connecting');
    this.#unsubscribe = useRealtimeStore.subscribe((state, previous) => {
      const socket = this.#socket;
      if (state.openTicketId !== previous.openTicketId && socket?.connected) {
        if (previous.openTicketId) {
          socket.emit('leaveChatBox', previous.openTicketId);
        }
        if (state.openTicketId) {
          socket.emit('joinChatBox', state.openTicketId);
        }
      }
      if (state.ticketStatuses !== previous.ticketStatuses && socket?.connected) {
        for (const status of previous.ticketStatuses.filter((status) => !state.ticketStatuses.includes(status))) {
          socket.emit('leaveTickets', status);
        }
        for (const status of state.ticketStatuses.filter((status) => !previous.ticketStatuses.includes(status))) {
          socket.emit('joinTickets', status);
        }
      }
    });
    this.#watchNetwork();
    this.#open();
  }

  /**
   * The browser knows at once when the network goes: the socket would notice only after its ping
   * timeout (up to 45 s), so the offline state shows now and the dead transport is dropped (socket.io
   * then retries). Back online, a new socket connects at once instead of waiting for the backoff.
   */
  #watchNetwork(): void {
    if (typeof window === 'undefined') {
      return;
    }
    const offline = () => {
      useRealtimeStore.getState().setStatus('reconnecting');
      this.#socket?.io.engine?.close();
    };
    const online = () => {
      if (this.#socket && !this.#socket.connected) {
        this.#reopen();
      }
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    this.#stopWatchingNetwork = () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }

  /** A new socket (and engine) carrying the current token in the handshake query. */
  #open(): void {
    const socket: BalcaoSocket = io(this.#options.url, {
      transports: ['websocket'],
      query: { token: this.#options.getToken() ?? '' },
      reconnection: true,
      forceNew: true,
      autoConnect: false,
    });
    this.#socket = socket;
    // Reconnection attempts build a new engine from these options: give it the latest token.
    socket.io.on('reconnect_attempt', () => {
      socket.io.opts.query = { token: this.#options.getToken() ?? '' };
    });
    socket.on('connect', () => this.#onConnect(socket));
    socket.on('disconnect', (reason) => this.#onDisconnect(socket, reason));
    socket.on('connect_error', (error) => void this.#onConnectError(socket, error));
    this.#readySeq = new Promise((resolve) => socket.once('ready', ({ seq }) => resolve(seq)));
    socket.onAny((event: string, payload: unknown) => this.#receive(event, payload));
    socket.connect();
  }

  /** The handshake query only travels with a new engine, so a new token means a new socket. */
  #reopen(): void {
    this.#close();
    this.#open();
  }

  #close(): void {
    clearInterval(this.#statusTimer);
    clearTimeout(this.#retryTimer);
    const socket = this.#socket;
    this.#socket = undefined;
    socket?.removeAllListeners();
    socket?.io.removeAllListeners();
    socket?.disconnect();
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#stopWatchingNetwork?.();
    this.#stopWatchingNetwork = undefined;
    this.#close();
    useRealtimeStore.getState().reset();
  }

  #onConnect(socket: BalcaoSocket): void {
    const store = useRealtimeStore.getState();
    this.#live = false;
    this.#refreshedForHandshake = false;
    const joins = [
      socket.timeout(JOIN_ACK_TIMEOUT_MS).emitWithAck('joinNotification'),
      ...(store.openTicketId ? [socket.timeout(JOIN_ACK_TIMEOUT_MS).emitWithAck('joinChatBox', store.openTicketId)] : []),
      ...store.ticketStatuses.map((status) => socket.timeout(JOIN_ACK_TIMEOUT_MS).emitWithAck('joinTickets', status)),
    ];
    socket.emit('userStatus');
    clearInterval(this.#statusTimer);
    this.#statusTimer = setInterval(() => socket.emit('userStatus'), USER_STATUS_INTERVAL_MS);
    const catchingUp = this.#hasBaseline;
    // After a reconnect, from a little before the last event seen: an older one may have been on its way.
    const since = catchingUp
      ? Promise.resolve(Math.max(this.#floor, useRealtimeStore.getState().lastSeq - SYNC_OVERLAP_EVENTS))
      : (this.#readySeq ?? Promise.resolve(0));
    Promise.all([since, Promise.all(joins)]).then(
      ([lastSeq]) => {
        if (this.#socket === socket && socket.connected) {
          socket.emit('sync', { lastSeq }, (reply: SyncReply) => this.#onSync(reply, lastSeq, catchingUp));
        }
      },
      () => {
        // A join the server never answered: this connection cannot be trusted to be live.
        if (this.#socket === socket) {
          this.#reopen();
        }
      },
    );
  }

  /**
   * The catch-up after the joins: what was missed since `lastSeq` (on a first connection, since it
   * connected) and what arrived live meanwhile, in sequence order; then the client is live.
   */
  #onSync(reply: SyncReply, lastSeq: number, catchingUp: boolean): void {
    const replayed = reply.events.flatMap(({ event, payload }) => (payload.seq > lastSeq ? [{ event, payload, seq: payload.seq }] : []));
    const pending = [...replayed, ...this.#held].sort((a, b) => a.seq - b.seq);
    this.#held = [];
    if (!catchingUp) {
      this.#floor = lastSeq;
    }
    this.#hasBaseline = true;
    this.#live = true;
    for (const { event, payload } of pending) {
      this.#receive(event, payload);
    }
    if (reply.refetch && catchingUp) {
      useRealtimeStore.getState().requestRefetch();
    }
    useRealtimeStore.getState().sawSeq(reply.seq);
    useRealtimeStore.getState().setStatus('connected');
  }

  #receive(event: string, payload: unknown): void {
    // An event can arrive live and again in a sync reply: handle it once.
    const seq = (payload as { seq?: unknown } | null)?.seq;
    if (typeof seq === 'number' && this.#seen.has(seq)) {
      return;
    }
    if (!this.#live && typeof seq === 'number') {
      this.#held.push({ event, payload, seq });
      return;
    }
    const envelope = dispatchEvent(event, payload, { ...this.#options.context, reload: this.#options.reload });
    if (!envelope) {
      return;
    }
    this.#seen.add(envelope.seq);
    if (this.#seen.size > SEEN_LIMIT) {
      const oldest = this.#seen.values().next().value;
      if (oldest !== undefined) {
        this.#seen.delete(oldest);
      }
    }
    useRealtimeStore.getState().sawSeq(envelope.seq);
  }

  #onDisconnect(socket: BalcaoSocket, reason: Socket.DisconnectReason): void {
    clearInterval(this.#statusTimer);
    this.#live = false;
    if (reason === 'io client disconnect') {
      return;
    }
    useRealtimeStore.getState().setStatus('reconnecting');
    if (reason === 'io server disconnect' && this.#socket === socket) {
      // The server closed this socket on purpose: socket.io does not retry by itself then.
      this.#reopen();
    }
  }

  async #onConnectError(socket: BalcaoSocket, error: Error): Promise<void> {
    useRealtimeStore.getState().setStatus('reconnecting');
    if (socket.active) {
      return; // A transport failure: the manager keeps retrying with backoff.
    }
    const reload = this.#options.reload ?? (() => window.location.reload());
    if (!AUTH_ERRORS.has(error.message)) {
      this.#retryTimer = setTimeout(() => {
        if (this.#socket === socket) {
          this.#reopen();
        }
      }, REFUSED_RETRY_MS);
      return;
    }
    if (this.#refreshedForHandshake) {
      reload(); // A fresh token was refused too.
      return;
    }
    this.#refreshedForHandshake = true;
    const token = await this.#options.refreshToken();
    if (token === null) {
      reload();
      return;
    }
    if (this.#socket === socket) {
      this.#reopen();
    }
  }
}
