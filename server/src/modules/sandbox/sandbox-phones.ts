import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ProviderTarget } from '../../platform/messaging/connection-provider.ts';
import type { SessionManager } from '../connections/session-manager.ts';
import { SandboxPending, type SandboxMessage } from './sandbox-pending.ts';
import { newId, SandboxProvider, type OutboxEntry, type SandboxInput } from './sandbox-provider.ts';

/** Most recent sends kept per sandbox connection. */
const OUTBOX_LIMIT = 200;

function notRunning(): AppError {
  return new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'The sandbox session is not running; start it first' });
}

/**
 * The sandbox phones of this process and what was sent through them. Phones and outboxes live in
 * the memory of the process running the session (a restart empties the outboxes); the `scan`,
 * `inbound` and `outbox` calls reach that process from any other through the session manager.
 * Messages written while a paired phone's session runs nowhere are held in PostgreSQL and delivered,
 * marked recovered, when it is back.
 */
export class SandboxPhones {
  readonly pending: SandboxPending;
  readonly #logger: Logger;
  readonly #phones = new Map<number, SandboxProvider>();
  readonly #outboxes = new Map<number, OutboxEntry[]>();
  readonly #catchUps = new Map<number, Promise<void>>();
  #sessions: SessionManager | undefined;

  constructor({ pool, logger }: { pool: pg.Pool; logger: Logger }) {
    this.pending = new SandboxPending(pool);
    this.#logger = logger;
  }

  /** The provider builder handed to the ProviderFactory. */
  readonly build = (target: ProviderTarget): SandboxProvider => {
    const outbox = this.#outboxes.get(target.id) ?? [];
    this.#outboxes.set(target.id, outbox);
    const phone: SandboxProvider = new SandboxProvider(target, {
      record: (entry) => {
        outbox.push(entry);
        outbox.splice(0, Math.max(0, outbox.length - OUTBOX_LIMIT));
      },
      catchUp: () => this.#catchUp(phone),
      loggedOut: () => {
        this.pending.clear(target.id).catch((error: unknown) => this.#logger.warn({ err: error }, 'held sandbox messages not dropped'));
      },
      closed: () => {
        if (this.#phones.get(target.id) === phone) {
          this.#phones.delete(target.id);
        }
      },
    });
    this.#phones.set(target.id, phone);
    return phone;
  };

  /** Registers the phone's calls with the session manager, so any process can reach the phone's process. */
  serve(sessions: SessionManager): void {
    this.#sessions = sessions;
    sessions.handle<unknown, null>('sandbox:scan', async (companyId, connectionId) => {
      this.#live(companyId, connectionId).scan();
      await sessions.settled(connectionId);
      return null;
    });
    // Answered once the message is stored (and what came before it), as a phone's message counts as
    // delivered once the device took it: when the process dies first, the caller offers it again. Not
    // once the connection is idle: under a steady stream each caller would wait for the ones after it.
    sessions.handle<SandboxMessage, string>('sandbox:inbound', async (companyId, connectionId, message) => {
      const id = this.#live(companyId, connectionId).receive(message);
      await sessions.handledSoFar(connectionId);
      return id;
    });
    sessions.handle<unknown, OutboxEntry[]>('sandbox:outbox', (_companyId, connectionId) => Promise.resolve(this.outbox(connectionId)));
    sessions.handle<unknown, null>('sandbox:catch-up', (companyId, connectionId) => {
      this.#catchUp(this.#live(companyId, connectionId));
      return Promise.resolve(null);
    });
  }

  /** The live phone of a connection of `companyId`, if its session runs in this process. */
  phone(companyId: number, connectionId: number): SandboxProvider | undefined {
    const phone = this.#phones.get(connectionId);
    return phone?.target.companyId === companyId ? phone : undefined;
  }

  /** What was sent through a connection's phone in this process. */
  outbox(connectionId: number): OutboxEntry[] {
    return (this.#outboxes.get(connectionId) ?? []).map((entry) => ({ ...entry }));
  }

  /** The user "scans" the QR code shown by the phone, wherever its session runs. */
  async scan(companyId: number, connectionId: number): Promise<void> {
    await this.#manager().onOwner(companyId, connectionId, 'sandbox:scan', {}, () => Promise.reject(notRunning()));
  }

  /**
   * A contact writes to the phone, wherever its session runs; answers the message id. When the
   * session runs nowhere but the phone is `paired`, the message is held and delivered on its return.
   */
  async inbound(companyId: number, connectionId: number, input: SandboxInput, { paired }: { paired: boolean }): Promise<string> {
    const message: SandboxMessage = { ...input, id: input.id ?? newId() };
    const sessions = this.#manager();
    return sessions.onOwner(companyId, connectionId, 'sandbox:inbound', message, async () => {
      if (!paired) {
        throw notRunning();
      }
      await this.pending.hold(companyId, connectionId, message);
      // The session may have come back meanwhile: its process then delivers what is held at once.
      await sessions.onOwner(companyId, connectionId, 'sandbox:catch-up', {}, () => Promise.resolve(null)).catch(() => null);
      return message.id;
    });
  }

  /** What Balcão sent through the phone, read in the process running its session (else this one's). */
  async outboxOf(companyId: number, connectionId: number): Promise<OutboxEntry[]> {
    return this.#manager().onOwner(companyId, connectionId, 'sandbox:outbox', {}, () => Promise.resolve(this.outbox(connectionId)));
  }

  #manager(): SessionManager {
    if (!this.#sessions) {
      throw new Error('SandboxPhones.serve() was not called');
    }
    return this.#sessions;
  }

  #live(companyId: number, connectionId: number): SandboxProvider {
    const phone = this.phone(companyId, connectionId);
    if (!phone) {
      throw notRunning();
    }
    return phone;
  }

  /** Delivers the held messages of a phone, one catch-up at a time per connection. */
  #catchUp(phone: SandboxProvider): void {
    const id = phone.target.id;
    const run = (this.#catchUps.get(id) ?? Promise.resolve())
      .then(() => this.#deliverHeld(phone))
      .catch((error: unknown) => this.#logger.warn({ err: error, connectionId: id }, 'held sandbox messages not delivered'));
    this.#catchUps.set(id, run);
    void run.then(() => {
      if (this.#catchUps.get(id) === run) {
        this.#catchUps.delete(id);
      }
    });
  }

  async #deliverHeld(phone: SandboxProvider): Promise<void> {
    const id = phone.target.id;
    const held = phone.connected ? await this.pending.list(id) : [];
    if (held.length === 0 || !phone.connected) {
      return;
    }
    for (const { message, heldAt } of held) {
      phone.receive(message, heldAt);
    }
    // Forgotten only once the session manager has ingested them (a redelivery would be a no-op anyway).
    await this.#manager().settled(id);
    if (phone.connected) {
      await this.pending.remove(
        id,
        held.map((entry) => entry.seq),
      );
    }
  }
}
