import {
  DisconnectReason,
  type AnyMessageContent,
  type BaileysEventMap,
  type GroupMetadata,
  type MiscMessageGenerationOptions,
  type UserFacingSocketConfig,
  type WAMessage,
  type WAMessageKey,
} from '@whiskeysockets/baileys';
import type { BaileysSocket } from '../baileys-socket.ts';

type Listener = (arg: never) => void;

/** A Baileys-style failure: an Error carrying Boom's `output.statusCode`. */
export function disconnection(statusCode: number): Error {
  return Object.assign(new Error(`closed with ${statusCode}`), { output: { statusCode } });
}

/**
 * Stands in for WhatsApp's end of a Baileys socket (unreachable from tests): the test plays what
 * WhatsApp would send (`emit`, `showQr`, `open`, `close`) and reads what the provider sent.
 */
export class FakeSocket implements BaileysSocket {
  readonly config: UserFacingSocketConfig;
  readonly sent: { jid: string; content: AnyMessageContent; options: MiscMessageGenerationOptions | undefined }[] = [];
  readonly readKeys: WAMessageKey[] = [];
  readonly rejected: { callId: string; from: string }[] = [];
  readonly lidToPhone = new Map<string, string>();
  ended = false;
  loggedOut = false;
  answersPings = true;
  groupSubject = 'Clientes VIP';
  #next = 0;
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(config: UserFacingSocketConfig) {
    this.config = config;
  }

  readonly ev = {
    on: <T extends keyof BaileysEventMap>(event: T, listener: (arg: BaileysEventMap[T]) => void): void => {
      const set = this.#listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      this.#listeners.set(event, set);
    },
  };

  readonly signalRepository = {
    lidMapping: { getPNForLID: (lid: string) => Promise.resolve(this.lidToPhone.get(lid) ?? null) },
  };

  emit<T extends keyof BaileysEventMap>(event: T, arg: BaileysEventMap[T]): void {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      (listener as (arg: BaileysEventMap[T]) => void)(arg);
    }
  }

  showQr(qr: string): void {
    this.emit('connection.update', { qr });
  }

  open(): void {
    this.emit('connection.update', { connection: 'open' });
  }

  /** WhatsApp (or the network) closes the connection, as Baileys reports it. */
  close(statusCode: number): void {
    this.ended = true;
    this.emit('connection.update', { connection: 'close', lastDisconnect: { error: disconnection(statusCode), date: new Date() } });
  }

  sendMessage = (jid: string, content: AnyMessageContent, options?: MiscMessageGenerationOptions): Promise<WAMessage | undefined> => {
    this.sent.push({ jid, content, options });
    this.#next += 1;
    const message: WAMessage = {
      key: { remoteJid: jid, fromMe: true, id: `3EB0FAKE${String(this.#next).padStart(14, '0')}` },
      message: 'text' in content ? { extendedTextMessage: { text: content.text } } : {},
      messageTimestamp: Math.floor(Date.now() / 1000),
    };
    return Promise.resolve(message);
  };

  readMessages = (keys: WAMessageKey[]): Promise<void> => {
    this.readKeys.push(...keys);
    return Promise.resolve();
  };

  rejectCall = (callId: string, from: string): Promise<void> => {
    this.rejected.push({ callId, from });
    return Promise.resolve();
  };

  onWhatsApp = (...numbers: string[]): Promise<{ jid: string; exists: boolean }[] | undefined> =>
    Promise.resolve(numbers.map((number) => ({ jid: `${number}@s.whatsapp.net`, exists: number.startsWith('55') })));

  profilePictureUrl = (jid: string): Promise<string | undefined> =>
    jid.startsWith('55')
      ? Promise.resolve(`https://pps.whatsapp.net/v/t61/${jid.split('@')[0] ?? ''}.jpg`)
      : Promise.reject(disconnection(404));

  groupMetadata = (jid: string): Promise<GroupMetadata> =>
    Promise.resolve({ id: jid, owner: undefined, subject: this.groupSubject, participants: [] });

  query = (): Promise<unknown> =>
    this.answersPings ? Promise.resolve({ tag: 'iq', attrs: { type: 'result' } }) : Promise.reject(new Error('Timed Out'));

  updateMediaMessage = (message: WAMessage): Promise<WAMessage> => Promise.resolve(message);

  /** Baileys' logout unlinks the device, then ends the socket with `loggedOut`. */
  logout = (): Promise<void> => {
    this.loggedOut = true;
    this.close(DisconnectReason.loggedOut);
    return Promise.resolve();
  };

  /** Baileys' end: a close event (no error) unless already closed. */
  end = (): Promise<void> => {
    if (!this.ended) {
      this.ended = true;
      this.emit('connection.update', { connection: 'close', lastDisconnect: { error: undefined, date: new Date() } });
    }
    return Promise.resolve();
  };
}

/** Timers under the test's control: nothing runs until the test says so. */
export class TestClock {
  readonly waits: { ms: number; task: () => void; cancelled: boolean }[] = [];

  readonly schedule = (ms: number, task: () => void): (() => void) => {
    const wait = { ms, task, cancelled: false };
    this.waits.push(wait);
    return () => {
      wait.cancelled = true;
    };
  };

  /** Delays asked for so far, in order. */
  get delays(): number[] {
    return this.waits.map((wait) => wait.ms);
  }

  pending(): { ms: number; task: () => void; cancelled: boolean }[] {
    return this.waits.filter((wait) => !wait.cancelled);
  }

  /** Runs every wait still pending (as if their time had come). */
  elapse(): void {
    const due = this.pending();
    due.forEach((wait) => {
      wait.cancelled = true;
    });
    due.forEach((wait) => wait.task());
  }
}
