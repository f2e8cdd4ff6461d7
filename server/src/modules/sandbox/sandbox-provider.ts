import { randomBytes } from 'node:crypto';
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
import type { InboundMessage } from '../../platform/messaging/inbound-message.ts';
import { TypedEmitter } from '../../platform/messaging/typed-emitter.ts';

/** What the simulated phone sent: the text (or caption), and for media its file name and type. */
export type OutboxEntry = {
  id: string;
  to: string;
  kind: OutboundContent['kind'];
  body: string;
  filename?: string;
  mimetype?: string;
  bytes?: number;
  quotedId?: string;
  ack: number;
  deleted: boolean;
  createdAt: string;
};

/** What the registry of phones does for a phone (it outlives the phone's session). */
export type PhoneHooks = {
  /** Keeps what Balcão sent through the phone. */
  record(entry: OutboxEntry): void;
  /** The phone is connected and answering: deliver the messages held while it was down. */
  catchUp(): void;
  /** The phone logged out: messages held for it are dropped. */
  loggedOut(): void;
  /** The session stopped. */
  closed(): void;
};

export type SandboxInput = {
  from: string;
  name?: string | undefined;
  body?: string | undefined;
  id?: string | undefined;
  media?: { filename: string; mimetype: string; base64: string; failDownloads?: number | undefined } | undefined;
};

/** Delay of each ack step after sending: 2 delivered, 3 read. */
const ACK_STEPS: readonly [ack: number, afterMs: number][] = [
  [2, 400],
  [3, 900],
];

type State = 'stopped' | 'qrcode' | 'connected';

/** The address book of every sandbox phone: a few people, to try POST /contacts/import with. */
export const SANDBOX_PHONE_CONTACTS: readonly PhoneContact[] = [
  { number: '5511955501001', name: 'Ana Sandbox' },
  { number: '5521955501002', name: 'Bruno Sandbox' },
  { number: '5531955501003', name: 'Carla Sandbox' },
];

/** In the sandbox a number is on WhatsApp when it looks like one: 8 to 15 digits, no leading zero. */
const SANDBOX_WHATSAPP_NUMBER = /^[1-9]\d{7,14}$/;

function outboxFields(content: OutboundContent): Pick<OutboxEntry, 'kind' | 'body' | 'filename' | 'mimetype' | 'bytes'> {
  switch (content.kind) {
    case 'text':
      return { kind: 'text', body: content.body };
    case 'template':
      return { kind: 'template', body: content.body };
    case 'media':
      return {
        kind: 'media',
        body: content.caption ?? '',
        filename: content.filename,
        mimetype: content.mimetype,
        bytes: content.data.length,
      };
    case 'voice':
      return { kind: 'voice', body: '', mimetype: 'audio/ogg; codecs=opus', bytes: content.data.length };
    case 'location':
      return { kind: 'location', body: `${content.latitude},${content.longitude}${content.name ? `|${content.name}` : ''}` };
  }
}

export function newId(): string {
  return `SBX${randomBytes(10).toString('hex').toUpperCase()}`;
}

function notConnected(): AppError {
  return new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'The sandbox phone is not connected; scan its QR code first' });
}

/** A simulated phone: shows a QR code, is "scanned" through the API, receives and sends messages. */
export class SandboxProvider implements ConnectionProvider {
  readonly events = new TypedEmitter<ProviderEvents>();
  readonly target: ProviderTarget;
  readonly #hooks: PhoneHooks;
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #sent = new Map<string, OutboxEntry>();
  readonly #readIds = new Set<string>();
  /** Inbound files told to fail their first downloads, by message id. */
  readonly #files = new Map<string, { data: Buffer; failuresLeft: number }>();
  #paired: boolean;
  #state: State = 'stopped';
  /**
   * Simulates a session that looks connected but no longer answers: probes fail and sends are refused.
   * It belongs to this provider instance, like a dead socket: restarting the session clears it.
   */
  silent = false;
  /** While set, sends wait for it before the phone takes them: a slow network, for tests of what happens meanwhile. */
  #held: Promise<void> | null = null;

  constructor(target: ProviderTarget, hooks: PhoneHooks) {
    this.target = target;
    this.#paired = target.paired;
    this.#hooks = hooks;
  }

  get connected(): boolean {
    return this.#state === 'connected';
  }

  start(): Promise<void> {
    if (this.#paired) {
      this.#state = 'connected';
      this.events.emit('status', { status: 'CONNECTED' });
      this.#hooks.catchUp();
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
    this.#hooks.catchUp();
  }

  /**
   * A contact writes to the sandbox number. `heldSince` marks a message held while the session was
   * down, delivered now by the catch-up: it keeps the time it was written and is marked recovered.
   */
  receive(input: SandboxInput, heldSince?: Date): string {
    this.#assertConnected();
    const id = input.id ?? newId();
    const message: InboundMessage = {
      id,
      from: input.from,
      ...(input.name === undefined ? {} : { name: input.name }),
      body: input.body ?? '',
      ...this.#mediaOf(id, input.media),
      timestamp: heldSince ?? new Date(),
      fromMe: false,
      ...(heldSince ? { recovered: true } : {}),
    };
    this.events.emit('message', message);
    return id;
  }

  /** The file of an inbound message, or (while it is told to fail downloads) what it takes to download it again. */
  #mediaOf(id: string, media: SandboxInput['media']): Pick<InboundMessage, 'media' | 'mediaRef'> {
    if (!media) {
      return {};
    }
    const data = Buffer.from(media.base64, 'base64');
    const failures = media.failDownloads ?? 0;
    if (failures === 0) {
      return { media: { filename: media.filename, mimetype: media.mimetype, data } };
    }
    this.#files.set(id, { data, failuresLeft: failures - 1 });
    const error = 'The sandbox phone failed the download';
    return { mediaRef: { ref: { sandboxFileId: id }, filename: media.filename, mimetype: media.mimetype, error } };
  }

  /** The file of `ref.sandboxFileId`, after the failures it was told to give. */
  downloadMedia(ref: Record<string, unknown>): Promise<Buffer> {
    this.#assertConnected();
    const file = typeof ref['sandboxFileId'] === 'string' ? this.#files.get(ref['sandboxFileId']) : undefined;
    if (!file) {
      return Promise.reject(new Error('The sandbox phone no longer has this file'));
    }
    if (file.failuresLeft > 0) {
      file.failuresLeft -= 1;
      return Promise.reject(new Error('The sandbox phone failed the download'));
    }
    return Promise.resolve(Buffer.from(file.data));
  }

  /** A contact edits a message they sent earlier. */
  edit(from: string, id: string, body: string): void {
    this.#assertConnected();
    this.events.emit('edit', { id, from, body, timestamp: new Date() });
  }

  /** A contact deletes a message they sent, for everyone. */
  revoke(from: string, id: string): void {
    this.#assertConnected();
    this.events.emit('revoke', { id, from, timestamp: new Date() });
  }

  /** A contact calls the number. */
  call(from: string, { name, isVideo = false }: { name?: string | undefined; isVideo?: boolean | undefined }): string {
    this.#assertConnected();
    const id = newId();
    this.events.emit('call', { id, from, ...(name === undefined ? {} : { name }), isVideo, timestamp: new Date() });
    return id;
  }

  /** Whether Balcão marked this inbound message as read on the phone. */
  wasRead(id: string): boolean {
    return this.#readIds.has(id);
  }

  /** Holds every send from now until the returned function is called (a slow network). */
  holdSends(): () => void {
    let release = (): void => undefined;
    this.#held = new Promise<void>((resolve) => {
      release = () => {
        this.#held = null;
        resolve();
      };
    });
    return release;
  }

  async send(to: string, content: OutboundContent, options?: SendOptions): Promise<SentMessage> {
    if (this.#held) {
      await this.#held;
    }
    return this.#take(to, content, options);
  }

  #take(to: string, content: OutboundContent, options?: SendOptions): Promise<SentMessage> {
    if (!this.connected) {
      return Promise.reject(notConnected());
    }
    if (this.silent) {
      return Promise.reject(new AppError('ERR_SENDING_WAPP_MSG', { message: 'The sandbox phone does not answer (silent)' }));
    }
    const repeated = options?.messageId ? this.#sent.get(options.messageId) : undefined;
    if (repeated) {
      // The same message id again (a resend after a crash): the phone shows it once, as WhatsApp's does.
      return Promise.resolve({ id: repeated.id });
    }
    const entry: OutboxEntry = {
      id: options?.messageId ?? newId(),
      to,
      ...outboxFields(content),
      ...(options?.quotedId ? { quotedId: options.quotedId } : {}),
      ack: 1,
      deleted: false,
      createdAt: new Date().toISOString(),
    };
    this.#hooks.record(entry);
    this.#sent.set(entry.id, entry);
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

  markRead(_chat: string, messageIds: readonly string[]): Promise<void> {
    if (!this.connected) {
      return Promise.reject(notConnected());
    }
    messageIds.forEach((id) => this.#readIds.add(id));
    return Promise.resolve();
  }

  deleteMessage(_to: string, messageId: string): Promise<void> {
    if (!this.connected) {
      return Promise.reject(notConnected());
    }
    const entry = this.#sent.get(messageId);
    if (!entry) {
      return Promise.reject(new AppError('ERR_DELETE_WAPP_MSG', { message: 'The sandbox phone never sent this message' }));
    }
    entry.deleted = true;
    return Promise.resolve();
  }

  rejectCall(): Promise<void> {
    return this.connected ? Promise.resolve() : Promise.reject(notConnected());
  }

  checkNumber(number: string): Promise<NumberCheck> {
    if (!this.connected) {
      return Promise.reject(notConnected());
    }
    const digits = number.replace(/\D/g, '');
    return Promise.resolve({ exists: SANDBOX_WHATSAPP_NUMBER.test(digits), number: digits });
  }

  profilePicture(): Promise<string | null> {
    return Promise.resolve(null);
  }

  phoneContacts(): Promise<PhoneContact[]> {
    return this.connected ? Promise.resolve([...SANDBOX_PHONE_CONTACTS]) : Promise.reject(notConnected());
  }

  /**
   * The simulated phone answers while connected, unless a test has made it go silent; like a phone
   * coming back to the network, an answering phone also receives what was held for it.
   */
  probe(): Promise<boolean> {
    const answering = this.connected && !this.silent;
    if (answering) {
      this.#hooks.catchUp();
    }
    return Promise.resolve(answering);
  }

  stop(): Promise<void> {
    this.#close();
    return Promise.resolve();
  }

  logout(): Promise<void> {
    this.#paired = false;
    this.#close();
    this.#hooks.loggedOut();
    return Promise.resolve();
  }

  #assertConnected(): void {
    if (!this.connected) {
      throw notConnected();
    }
  }

  #close(): void {
    this.#timers.forEach((timer) => clearTimeout(timer));
    this.#timers.clear();
    this.#state = 'stopped';
    this.events.removeAll();
    this.#hooks.closed();
  }
}
