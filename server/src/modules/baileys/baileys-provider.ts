import type { ConnectionStatus } from '@balcao/shared';
import {
  DisconnectReason,
  makeCacheableSignalKeyStore,
  type BaileysEventMap,
  type ConnectionState,
  type SignalKeyStore,
  type WAVersion,
} from '@whiskeysockets/baileys';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type {
  ConnectionProvider,
  NumberCheck,
  OutboundContent,
  PhoneContact,
  ProviderEvents,
  ProviderTarget,
  SendOptions,
  SentMessage,
} from '../../platform/messaging/connection-provider.ts';
import { TypedEmitter } from '../../platform/messaging/typed-emitter.ts';
import { AddressBook } from './address-book.ts';
import { UnreadableAuthStateError, type AuthSession, type PgAuthStore } from './auth-store.ts';
import { reconnectDelay } from './backoff.ts';
import {
  BROWSER,
  realMediaDownloader,
  realSocketFactory,
  type BaileysSocket,
  type MediaDownloader,
  type SocketFactory,
} from './baileys-socket.ts';
import { InboundReceiver } from './inbound-receiver.ts';
import { KeyCache } from './key-cache.ts';
import { messageOfMediaRef } from './media-ref-codec.ts';
import { Lru } from './lru.ts';
import { PhoneBook } from './phone-book.ts';
import { RecentMessages } from './recent-messages.ts';
import { SessionCalls } from './session-calls.ts';
import { withTimeout } from './timeout.ts';
import { mapCall, mapStatusUpdates } from './update-mapper.ts';

/** QR codes shown per start; when the next one comes unscanned, the session gives up (as the reference does). */
export const MAX_QR_CODES = 3;
/** How long a retried media download may take (an attendant is waiting for it). */
const MEDIA_RETRY_TIMEOUT_MS = 60_000;
const LOGOUT_TIMEOUT_MS = 5_000;

/** Runs `task` after `ms`; returns a function that cancels it. Tests inject their own clock. */
export type Schedule = (ms: number, task: () => void) => () => void;

const realSchedule: Schedule = (ms, task) => {
  const timer = setTimeout(task, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export type BaileysProviderDeps = {
  auth: Pick<PgAuthStore, 'open' | 'wipe'>;
  version: WAVersion;
  /** `WA_WEB_SOCKET_URL`: where the socket dials WhatsApp Web; unset, Baileys' own (WhatsApp's). */
  socketUrl?: string | undefined;
  logger: Logger;
  makeSocket?: SocketFactory | undefined;
  download?: MediaDownloader | undefined;
  schedule?: Schedule | undefined;
  random?: (() => number) | undefined;
  now?: (() => Date) | undefined;
};

/** The status code of a Baileys disconnection (a Boom error), if any. */
function statusCodeOf(error: unknown): number | undefined {
  return (error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One WhatsApp number through Baileys. Auth state lives in PostgreSQL (`PgAuthStore`); the socket is
 * made by an injected factory (Baileys' own by default), so the lifecycle is tested with a fake socket.
 *
 * Lifecycle: `start` reports OPENING and opens a socket; a QR code is reported as `qr` (after
 * MAX_QR_CODES unscanned, the session stops: DISCONNECTED, unpaired state wiped); `open` reports
 * CONNECTED. A close by logout (401) or refusal (403) wipes the pairing and reports DISCONNECTED; a
 * close because another client took the number (440) reports DISCONNECTED and keeps it; the restart
 * WhatsApp asks for after pairing (515) reconnects at once; any other close reports OPENING and
 * reconnects with exponential backoff and jitter (1 s doubling to 60 s, reset by a successful open).
 */
export class BaileysProvider implements ConnectionProvider {
  readonly events = new TypedEmitter<ProviderEvents>();
  readonly target: ProviderTarget;
  readonly #deps: BaileysProviderDeps;
  readonly #log: Logger;
  readonly #baileysLog: Logger;
  readonly #makeSocket: SocketFactory;
  readonly #schedule: Schedule;
  readonly #random: () => number;
  readonly #recent = new RecentMessages();
  readonly #addresses = new AddressBook();
  readonly #phoneBook = new PhoneBook();
  readonly #callers = new Lru<string, string>(200);
  readonly #receiver: InboundReceiver;
  readonly #download: MediaDownloader;
  readonly #calls: SessionCalls;
  #session: AuthSession | undefined;
  #keys: SignalKeyStore | undefined;
  #socket: BaileysSocket | undefined;
  /** The last socket made, even closed: media of messages received through it is still downloaded with it. */
  #lastSocket: BaileysSocket | undefined;
  /** Bumped for every socket, and on stop: events of an older socket are ignored. */
  #generation = 0;
  #running = false;
  #connected = false;
  #failures = 0;
  #qrCodes = 0;
  #cancelRetry: (() => void) | undefined;
  #reported: ConnectionStatus | undefined;

  constructor(target: ProviderTarget, deps: BaileysProviderDeps) {
    this.target = target;
    this.#deps = deps;
    this.#log = deps.logger.child({ connectionId: target.id });
    // Baileys logs a lot at info level: its own lines start at warn unless ours are quieter.
    this.#baileysLog = deps.logger.child(
      { connectionId: target.id, module: 'baileys' },
      { level: deps.logger.levelVal > 40 ? deps.logger.level : 'warn' },
    );
    this.#makeSocket = deps.makeSocket ?? realSocketFactory;
    this.#schedule = deps.schedule ?? realSchedule;
    this.#random = deps.random ?? Math.random;
    this.#download = deps.download ?? realMediaDownloader(this.#baileysLog);
    this.#receiver = new InboundReceiver({
      events: this.events,
      socket: () => this.#socket ?? this.#lastSocket,
      download: this.#download,
      addresses: this.#addresses,
      recent: this.#recent,
      logger: this.#log,
      now: deps.now ?? (() => new Date()),
    });
    this.#calls = new SessionCalls({
      socket: () => (this.#connected ? this.#socket : undefined),
      addresses: this.#addresses,
      recent: this.#recent,
      callers: this.#callers,
      logger: this.#log,
    });
  }

  get connected(): boolean {
    return this.#connected;
  }

  /** Resolves once every message received so far has been turned into events. */
  inboundIdle(): Promise<void> {
    return this.#receiver.idle();
  }

  async start(): Promise<void> {
    if (this.#running) {
      return;
    }
    if (this.target.fresh) {
      await this.#deps.auth.wipe(this.target.id);
    }
    this.#session = await this.#openSession();
    this.#keys = makeCacheableSignalKeyStore(this.#session.state.keys, this.#baileysLog, new KeyCache());
    this.#running = true;
    this.#failures = 0;
    this.#qrCodes = 0;
    this.#report('OPENING');
    this.#connect();
  }

  /** Closes the socket; the pairing stays stored, so the next start reconnects without a scan. */
  async stop(): Promise<void> {
    await this.#shutdown({ logout: false });
  }

  /** Tells WhatsApp to unlink this device (when connected), then forgets the stored pairing. */
  async logout(): Promise<void> {
    await this.#shutdown({ logout: true });
  }

  send(to: string, content: OutboundContent, options?: SendOptions): Promise<SentMessage> {
    return this.#calls.send(to, content, options);
  }

  markRead(chat: string, messageIds: readonly string[]): Promise<void> {
    return this.#calls.markRead(chat, messageIds);
  }

  deleteMessage(to: string, messageId: string): Promise<void> {
    return this.#calls.deleteMessage(to, messageId);
  }

  rejectCall(callId: string, from: string): Promise<void> {
    return this.#calls.rejectCall(callId, from);
  }

  checkNumber(number: string): Promise<NumberCheck> {
    return this.#calls.checkNumber(number);
  }

  profilePicture(number: string): Promise<string | null> {
    return this.#calls.profilePicture(number);
  }

  probe(): Promise<boolean> {
    return this.#calls.probe();
  }

  /** Downloads again with the stored media key and path; Baileys asks the sender's phone to re-upload an expired file. */
  async downloadMedia(ref: Record<string, unknown>): Promise<Buffer> {
    const socket = this.#connected ? this.#socket : undefined;
    if (!socket) {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'The WhatsApp session is not connected' });
    }
    return withTimeout(this.#download(messageOfMediaRef(ref), socket), MEDIA_RETRY_TIMEOUT_MS, 'media download');
  }

  phoneContacts(): Promise<PhoneContact[]> {
    if (!this.#connected) {
      return Promise.reject(new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'The WhatsApp session is not connected' }));
    }
    return Promise.resolve(this.#phoneBook.list());
  }

  async #openSession(): Promise<AuthSession> {
    try {
      return await this.#deps.auth.open(this.target);
    } catch (error) {
      if (error instanceof UnreadableAuthStateError) {
        this.#log.error({ err: error }, 'stored WhatsApp pairing unreadable');
        throw new AppError('ERR_WAPP_NOT_INITIALIZED', {
          message:
            "The stored WhatsApp pairing of this connection cannot be read with this server's secret " +
            '(every server process must share JWT_SECRET or secrets.json); ask for a new QR code to pair again',
        });
      }
      throw error;
    }
  }

  #connect(): void {
    this.#cancelRetry = undefined;
    const session = this.#session;
    if (!this.#running || !session || !this.#keys) {
      return;
    }
    this.#generation += 1;
    const generation = this.#generation;
    let socket: BaileysSocket;
    try {
      socket = this.#makeSocket({
        auth: { creds: session.state.creds, keys: this.#keys },
        version: this.#deps.version,
        ...(this.#deps.socketUrl ? { waWebSocketUrl: this.#deps.socketUrl } : {}),
        browser: BROWSER,
        logger: this.#baileysLog,
        // Stay "offline" so the phone keeps showing notifications to the people using it.
        markOnlineOnConnect: false,
        syncFullHistory: false,
        generateHighQualityLinkPreview: false,
        getMessage: (key) => Promise.resolve(this.#recent.contentOf(key)),
      });
    } catch (error) {
      this.#log.error({ err: error }, 'could not create a WhatsApp socket');
      this.#failed();
      return;
    }
    this.#socket = socket;
    this.#lastSocket = socket;
    const current = () => generation === this.#generation && this.#running;
    socket.ev.on('creds.update', () => {
      session.saveCreds().catch((error: unknown) => this.#log.error({ err: error }, 'WhatsApp credentials not saved'));
    });
    socket.ev.on('connection.update', (update) => {
      if (current()) {
        this.#onConnection(update);
      }
    });
    socket.ev.on('messages.upsert', (upsert) => {
      if (current()) {
        this.#receiver.receive(upsert);
      }
    });
    socket.ev.on('contacts.upsert', (contacts) => this.#phoneBook.learn(contacts));
    socket.ev.on('contacts.update', (contacts) => this.#phoneBook.learn(contacts));
    socket.ev.on('messaging-history.set', ({ contacts }) => this.#phoneBook.learn(contacts));
    socket.ev.on('messages.update', (updates) => {
      if (current()) {
        mapStatusUpdates(updates).forEach((ack) => this.events.emit('ack', ack));
      }
    });
    socket.ev.on('call', (calls: BaileysEventMap['call']) => {
      if (!current()) {
        return;
      }
      for (const mapped of calls.map(mapCall)) {
        if (mapped) {
          this.#callers.set(mapped.call.id, mapped.callerJid);
          this.events.emit('call', mapped.call);
        }
      }
    });
  }

  #onConnection(update: Partial<ConnectionState>): void {
    if (update.qr) {
      this.#qrCodes += 1;
      if (this.#qrCodes > MAX_QR_CODES) {
        void this.#giveUp('the QR code was not scanned', { wipe: true });
        return;
      }
      this.#reported = 'qrcode';
      this.events.emit('qr', { qrcode: update.qr });
    }
    if (update.connection === 'open') {
      this.#connected = true;
      this.#failures = 0;
      this.#qrCodes = 0;
      this.#report('CONNECTED');
    } else if (update.connection === 'close') {
      this.#connected = false;
      this.#socket = undefined;
      this.#onClose(update.lastDisconnect?.error);
    }
  }

  #onClose(error: unknown): void {
    const code = statusCodeOf(error);
    switch (code) {
      case DisconnectReason.loggedOut:
        void this.#giveUp('logged out from the phone', { wipe: true });
        return;
      case DisconnectReason.forbidden:
        void this.#giveUp('refused by WhatsApp', { wipe: true });
        return;
      case DisconnectReason.connectionReplaced:
        void this.#giveUp('another client took over this number', { wipe: false });
        return;
      case DisconnectReason.restartRequired:
        this.#retryIn(0);
        return;
      default:
        this.#log.info({ code, reason: error ? reasonOf(error) : undefined }, 'WhatsApp connection closed; reconnecting');
        this.#failed();
    }
  }

  #failed(): void {
    this.#failures += 1;
    this.#retryIn(reconnectDelay(this.#failures, this.#random));
  }

  #retryIn(delayMs: number): void {
    this.#report('OPENING');
    this.#cancelRetry = this.#schedule(delayMs, () => this.#connect());
  }

  /** The session ends on WhatsApp's side: no reconnection; DISCONNECTED once the state is settled. */
  async #giveUp(reason: string, { wipe }: { wipe: boolean }): Promise<void> {
    this.#log.warn({ reason }, 'WhatsApp session ended');
    const socket = this.#halt();
    await socket?.end(undefined).catch(() => undefined);
    await this.#closeSession({ wipe }).catch((error: unknown) => this.#log.error({ err: error }, 'WhatsApp auth state not wiped'));
    this.#report('DISCONNECTED');
  }

  async #shutdown({ logout }: { logout: boolean }): Promise<void> {
    const wasConnected = this.#connected;
    const socket = this.#halt();
    if (socket && logout && wasConnected) {
      await withTimeout(socket.logout(), LOGOUT_TIMEOUT_MS, 'logout').catch((error: unknown) =>
        this.#log.warn({ err: error }, 'WhatsApp did not confirm the logout; the pairing is forgotten here anyway'),
      );
    }
    await socket?.end(undefined).catch(() => undefined);
    await this.#closeSession({ wipe: logout });
    this.events.removeAll();
  }

  /** Stops everything under way; returns the socket to close. */
  #halt(): BaileysSocket | undefined {
    this.#running = false;
    this.#connected = false;
    this.#generation += 1;
    this.#cancelRetry?.();
    this.#cancelRetry = undefined;
    const socket = this.#socket;
    this.#socket = undefined;
    return socket;
  }

  async #closeSession({ wipe }: { wipe: boolean }): Promise<void> {
    const session = this.#session;
    this.#session = undefined;
    this.#keys = undefined;
    await session?.close();
    if (wipe) {
      await this.#deps.auth.wipe(this.target.id);
    }
  }

  #report(status: ConnectionStatus): void {
    if (this.#reported !== status) {
      this.#reported = status;
      this.events.emit('status', { status });
    }
  }
}
