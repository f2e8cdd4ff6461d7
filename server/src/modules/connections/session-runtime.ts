import type { ConnectionSession, ConnectionStatus } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ConnectionProvider } from '../../platform/messaging/connection-provider.ts';
import type { InboundMessage } from '../../platform/messaging/inbound-message.ts';
import type { InboundSink } from '../../platform/messaging/inbound-sink.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Whatsapp } from './whatsapp.entity.ts';

/** A session running in this process. */
export type Live = {
  companyId: number;
  provider: ConnectionProvider;
  off: () => void;
  /** The last status the provider reported; the watchdog probes CONNECTED sessions only. */
  status: ConnectionStatus | undefined;
  probing: boolean;
};

export type SessionChange = { status: ConnectionStatus; qrcode: string; retries?: number | 'increment' };

export function toSession(row: Whatsapp): ConnectionSession {
  return { id: row.id, status: row.status, qrcode: row.qrcode, retries: row.retries, updatedAt: row.updatedAt.toISOString() };
}

export function notFound(): AppError {
  return new AppError('ERR_NO_WAPP_FOUND', { message: 'No connection found with this ID' });
}

/**
 * The providers running in this process and what they report: every status or QR change is
 * persisted on the connection row, then emitted on `company-{id}-whatsappSession`; messages, acks,
 * edits, revokes and calls go to the inbound sink. Work on one connection runs one step at a time, in
 * order, and events of a provider that was replaced meanwhile are dropped. Messages are the exception:
 * their step only hands them to the sink, in arrival order (the sink keeps each contact's order), so
 * contacts are ingested side by side; every other step waits until the messages before it are done.
 */
export class LocalSessions {
  readonly #em: EntityManager;
  readonly #realtime: Realtime;
  readonly #sink: InboundSink;
  readonly #logger: Logger;
  readonly #live = new Map<number, Live>();
  readonly #chains = new Map<number, Promise<void>>();
  /** Messages handed to the sink and not yet ingested, per connection. */
  readonly #inFlight = new Map<number, Set<Promise<void>>>();

  constructor({ em, realtime, sink, logger }: { em: EntityManager; realtime: Realtime; sink: InboundSink; logger: Logger }) {
    this.#em = em;
    this.#realtime = realtime;
    this.#sink = sink;
    this.#logger = logger;
  }

  get(connectionId: number): Live | undefined {
    return this.#live.get(connectionId);
  }

  entries(): [number, Live][] {
    return [...this.#live.entries()];
  }

  /** Makes `provider` the session of the connection here, listening to what it reports. */
  attach(companyId: number, connectionId: number, provider: ConnectionProvider): void {
    const target = { id: connectionId, companyId };
    const failed = (label: string) => (error: unknown) => this.#logger.error({ err: error, connectionId }, `session ${label} failed`);
    const step = (label: string, task: () => Promise<unknown>) => {
      this.serial(connectionId, async () => {
        if (this.#live.get(connectionId)?.provider === provider) {
          await task();
        }
      }).catch(failed(label));
    };
    const handOver = (message: InboundMessage) => {
      this.#chain(connectionId, () => {
        if (this.#live.get(connectionId)?.provider === provider) {
          this.#track(connectionId, this.#sink.receive(target, message).catch(failed('message')));
        }
        return Promise.resolve();
      }).catch(failed('message'));
    };
    const live: Live = { companyId, provider, off: () => undefined, status: undefined, probing: false };
    const offs = [
      provider.events.on('qr', ({ qrcode }) => {
        live.status = 'qrcode';
        step('qr', () => this.write(companyId, connectionId, { status: 'qrcode', qrcode, retries: 'increment' }));
      }),
      provider.events.on('status', ({ status }) => {
        live.status = status;
        step('status', () =>
          this.write(companyId, connectionId, status === 'CONNECTED' ? { status, qrcode: '', retries: 0 } : { status, qrcode: '' }),
        );
      }),
      provider.events.on('message', handOver),
      provider.events.on('ack', (update) => step('ack', () => this.#sink.receiveAck(target, update))),
      provider.events.on('edit', (edit) => step('edit', () => this.#sink.receiveEdit(target, edit))),
      provider.events.on('revoke', (revoke) => step('revoke', () => this.#sink.receiveRevoke(target, revoke))),
      provider.events.on('call', (call) => step('call', () => this.#sink.receiveCall(target, call))),
    ];
    live.off = () => offs.forEach((off) => off());
    this.#live.set(connectionId, live);
  }

  /** Detaches the connection's provider (the caller stops it); later events of that provider are dropped. */
  take(connectionId: number): Live | undefined {
    const live = this.#live.get(connectionId);
    this.#live.delete(connectionId);
    live?.off();
    return live;
  }

  /** Persists a session change and announces it to the company; a deleted connection is stopped instead. */
  async write(companyId: number, connectionId: number, change: SessionChange): Promise<void> {
    const em = forkForCompany(this.#em, companyId);
    const row = await em.findOne(Whatsapp, { id: connectionId });
    if (!row) {
      await this.take(connectionId)?.provider.stop();
      return;
    }
    row.status = change.status;
    row.qrcode = change.qrcode;
    if (change.retries !== undefined) {
      row.retries = change.retries === 'increment' ? row.retries + 1 : change.retries;
    }
    row.updatedAt = new Date();
    await em.flush();
    await this.#realtime.emit(companyId, 'whatsappSession', { action: 'update', session: toSession(row) }, [rooms.company(companyId)]);
  }

  /** The stored session of a connection once every pending step here has been persisted. */
  async current(companyId: number, connectionId: number): Promise<ConnectionSession> {
    await this.settled(connectionId);
    const row = await forkForCompany(this.#em, companyId).findOne(Whatsapp, { id: connectionId });
    if (!row) {
      throw notFound();
    }
    return toSession(row);
  }

  /** Waits until every pending step of a connection has been persisted and emitted. */
  async settled(connectionId: number): Promise<void> {
    for (;;) {
      const chain = this.#chains.get(connectionId);
      if (chain) {
        await chain;
      }
      await this.#drain(connectionId);
      if (this.#chains.get(connectionId) === chain && !this.#inFlight.get(connectionId)?.size) {
        return;
      }
    }
  }

  /**
   * Waits until what was handed to the connection so far (steps and messages) has been persisted and
   * emitted. Unlike `settled`, it does not wait for what arrives meanwhile: under a steady stream of
   * messages the connection is never idle, and a caller waiting for its own message would wait for all.
   */
  async handledSoFar(connectionId: number): Promise<void> {
    const chain = this.#chains.get(connectionId);
    if (chain) {
      await chain;
    }
    await this.#drain(connectionId);
  }

  /**
   * Runs `task` after every earlier step of this connection, and after the messages handed over before
   * it were ingested; its failure is the caller's, not the chain's.
   */
  serial<T>(connectionId: number, task: () => Promise<T>): Promise<T> {
    return this.#chain(connectionId, async () => {
      await this.#drain(connectionId);
      return task();
    });
  }

  #track(connectionId: number, work: Promise<void>): void {
    let pending = this.#inFlight.get(connectionId);
    if (!pending) {
      pending = new Set();
      this.#inFlight.set(connectionId, pending);
    }
    const set = pending;
    set.add(work);
    void work.finally(() => {
      set.delete(work);
      if (set.size === 0 && this.#inFlight.get(connectionId) === set) {
        this.#inFlight.delete(connectionId);
      }
    });
  }

  async #drain(connectionId: number): Promise<void> {
    const pending = this.#inFlight.get(connectionId);
    if (pending?.size) {
      await Promise.all(pending);
    }
  }

  #chain<T>(connectionId: number, task: () => Promise<T>): Promise<T> {
    const previous = this.#chains.get(connectionId) ?? Promise.resolve();
    const run = previous.then(task);
    const chain = run.then(
      () => undefined,
      () => undefined,
    );
    this.#chains.set(connectionId, chain);
    void chain.then(() => {
      if (this.#chains.get(connectionId) === chain) {
        this.#chains.delete(connectionId);
      }
    });
    return run;
  }
}
