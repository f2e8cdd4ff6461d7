import { USER_STATUS_INTERVAL_MS, type ClientToServerEvents, type ServerToClientEvents, type SyncReply } from '@balcao/shared';
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
 * was missed through `sync`, and feeds every event to the dispatcher.
 */
export class RealtimeClient {
  readonly #options: RealtimeOptions;
  #socket: BalcaoSocket | undefined;
  #statusTimer: ReturnType<typeof setInterval> | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** False until the first connection told us where the company's sequence stands. */
  #hasBaseline = false;
  #refreshedForHandshake = false;
  readonly #seen = new Set<number>();
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
    socket.on('ready', ({ seq }) => this.#setBaseline(seq));
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
    store.setStatus('connected');
    this.#refreshedForHandshake = false;
    socket.emit('joinNotification');
    if (store.openTicketId) {
      socket.emit('joinChatBox', store.openTicketId);
    }
    for (const status of store.ticketStatuses) {
      socket.emit('joinTickets', status);
    }
    socket.emit('userStatus');
    clearInterval(this.#statusTimer);
    this.#statusTimer = setInterval(() => socket.emit('userStatus'), USER_STATUS_INTERVAL_MS);
    const catchingUp = this.#hasBaseline;
    socket.emit('sync', { lastSeq: store.lastSeq }, (reply: SyncReply) => this.#onSync(reply, catchingUp));
  }

  #onSync(reply: SyncReply, catchingUp: boolean): void {
    if (!catchingUp) {
      // First connection: whatever the log holds happened before this session; only note where it stands.
      this.#setBaseline(reply.seq);
      return;
    }
    for (const missed of reply.events) {
      this.#receive(missed.event, missed.payload);
    }
    if (reply.refetch) {
      useRealtimeStore.getState().requestRefetch();
    }
    useRealtimeStore.getState().sawSeq(reply.seq);
  }

  #setBaseline(seq: number): void {
    if (!this.#hasBaseline) {
      this.#hasBaseline = true;
      useRealtimeStore.getState().sawSeq(seq);
    }
  }

  #receive(event: string, payload: unknown): void {
    // An event can arrive live and again in a sync reply: handle it once.
    const seq = (payload as { seq?: unknown } | null)?.seq;
    if (typeof seq === 'number' && this.#seen.has(seq)) {
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
