import { randomBytes } from 'node:crypto';
import { AppError } from '../../platform/http/app-error.ts';
import type { ConnectionProvider, ProviderEvents, ProviderTarget } from '../../platform/messaging/connection-provider.ts';
import type { InboundMessage } from '../../platform/messaging/inbound-message.ts';
import { TypedEmitter } from '../../platform/messaging/typed-emitter.ts';

export type OutboxEntry = { id: string; to: string; body: string; ack: number; createdAt: string };

/** Where the phone writes what Balcão sent through it (kept by the registry, so it outlives a session). */
export type Outbox = { record(entry: OutboxEntry): void };

export type SandboxInput = {
  from: string;
  name?: string | undefined;
  body?: string | undefined;
  id?: string | undefined;
  media?: { filename: string; mimetype: string; base64: string } | undefined;
};

/** Delay of each ack step after sending: 2 delivered, 3 read. */
const ACK_STEPS: readonly [ack: number, afterMs: number][] = [
  [2, 400],
  [3, 900],
];

type State = 'stopped' | 'qrcode' | 'connected';

function notConnected(): AppError {
  return new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'The sandbox phone is not connected; scan its QR code first' });
}

/** A simulated phone: shows a QR code, is "scanned" through the API, receives and sends messages. */
export class SandboxProvider implements ConnectionProvider {
  readonly events = new TypedEmitter<ProviderEvents>();
  readonly target: ProviderTarget;
  readonly #outbox: Outbox;
  readonly #onClose: () => void;
  readonly #timers = new Set<NodeJS.Timeout>();
  #paired: boolean;
  #state: State = 'stopped';

  constructor(target: ProviderTarget, outbox: Outbox, onClose: () => void) {
    this.target = target;
    this.#paired = target.paired;
    this.#outbox = outbox;
    this.#onClose = onClose;
  }

  get connected(): boolean {
    return this.#state === 'connected';
  }

  start(): Promise<void> {
    if (this.#paired) {
      this.#state = 'connected';
      this.events.emit('status', { status: 'CONNECTED' });
    } else {
      this.#state = 'qrcode';
      this.events.emit('qr', { qrcode: `balcao-sandbox:${this.target.id}:${randomBytes(16).toString('base64url')}` });
    }
    return Promise.resolve();
  }

  /** The user "scanned" the QR code: the phone is paired and connected. */
  scan(): void {
    if (this.#state === 'connected') {
      return;
    }
    if (this.#state !== 'qrcode') {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'The sandbox shows no QR code; start its session first' });
    }
    this.#paired = true;
    this.#state = 'connected';
    this.events.emit('status', { status: 'CONNECTED' });
  }

  /** A contact writes to the sandbox number. */
  receive(input: SandboxInput): string {
    if (!this.connected) {
      throw notConnected();
    }
    const id = input.id ?? `SBX${randomBytes(10).toString('hex').toUpperCase()}`;
    const message: InboundMessage = {
      id,
      from: input.from,
      ...(input.name === undefined ? {} : { name: input.name }),
      body: input.body ?? '',
      ...(input.media
        ? { media: { filename: input.media.filename, mimetype: input.media.mimetype, data: Buffer.from(input.media.base64, 'base64') } }
        : {}),
      timestamp: new Date(),
      fromMe: false,
    };
    this.events.emit('message', message);
    return id;
  }

  sendText(to: string, body: string): Promise<{ id: string }> {
    if (!this.connected) {
      return Promise.reject(notConnected());
    }
    const entry: OutboxEntry = {
      id: `SBX${randomBytes(10).toString('hex').toUpperCase()}`,
      to,
      body,
      ack: 1,
      createdAt: new Date().toISOString(),
    };
    this.#outbox.record(entry);
    for (const [ack, afterMs] of ACK_STEPS) {
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        entry.ack = ack;
        this.events.emit('ack', { id: entry.id, ack });
      }, afterMs);
      timer.unref();
      this.#timers.add(timer);
    }
    return Promise.resolve({ id: entry.id });
  }

  stop(): Promise<void> {
    this.#close();
    return Promise.resolve();
  }

  logout(): Promise<void> {
    this.#paired = false;
    this.#close();
    return Promise.resolve();
  }

  #close(): void {
    this.#timers.forEach((timer) => clearTimeout(timer));
    this.#timers.clear();
    this.#state = 'stopped';
    this.events.removeAll();
    this.#onClose();
  }
}
