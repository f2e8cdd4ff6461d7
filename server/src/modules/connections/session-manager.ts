import type { ConnectionSession, ConnectionStatus } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ConnectionProvider, SendTextOptions } from '../../platform/messaging/connection-provider.ts';
import type { InboundSink } from '../../platform/messaging/inbound-sink.ts';
import type { ProviderFactory } from '../../platform/messaging/provider-factory.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Whatsapp } from './whatsapp.entity.ts';

/** Statuses whose sessions are started again when the server starts. */
const RESUMED_STATUSES: ConnectionStatus[] = ['CONNECTED', 'OPENING', 'qrcode', 'PAIRING'];

type Live = { companyId: number; provider: ConnectionProvider; off: () => void };

type Dependencies = { em: EntityManager; realtime: Realtime; providers: ProviderFactory; sink: InboundSink; logger: Logger };

export function toSession(row: Whatsapp): ConnectionSession {
  return { id: row.id, status: row.status, qrcode: row.qrcode, retries: row.retries, updatedAt: row.updatedAt.toISOString() };
}

function notFound(): AppError {
  return new AppError('ERR_NO_WAPP_FOUND', { message: 'No connection found with this ID' });
}

/**
 * Owns the live providers of this process. Every status or QR change is persisted, then emitted on
 * `company-{id}-whatsappSession`. Work on one connection runs one step at a time, in order.
 * Single process: leases across processes and detection of silent sessions come later.
 */
export class SessionManager {
  readonly #em: EntityManager;
  readonly #realtime: Realtime;
  readonly #providers: ProviderFactory;
  readonly #sink: InboundSink;
  readonly #logger: Logger;
  readonly #live = new Map<number, Live>();
  readonly #chains = new Map<number, Promise<void>>();

  constructor({ em, realtime, providers, sink, logger }: Dependencies) {
    this.#em = em;
    this.#realtime = realtime;
    this.#providers = providers;
    this.#sink = sink;
    this.#logger = logger;
  }

  isLive(connectionId: number): boolean {
    return this.#live.has(connectionId);
  }

  /** Starts (or restarts) a session from its stored state; `fresh` forgets the pairing first (a new QR). */
  async start(companyId: number, connectionId: number, { fresh = false } = {}): Promise<ConnectionSession> {
    await this.#serial(connectionId, async () => {
      const em = forkForCompany(this.#em, companyId);
      const row = await em.findOne(Whatsapp, { id: connectionId });
      if (!row) {
        throw notFound();
      }
      this.#providers.assertSupported(row.provider);
      const previous = this.#take(connectionId);
      if (fresh) {
        await previous?.provider.logout();
        await this.#write(companyId, connectionId, { status: 'OPENING', qrcode: '', retries: 0 });
      } else {
        await previous?.provider.stop();
      }
      const provider = this.#providers.create({
        id: row.id,
        companyId,
        provider: row.provider,
        paired: !fresh && row.status === 'CONNECTED',
      });
      this.#attach(companyId, connectionId, provider);
      await provider.start();
    });
    return this.#current(companyId, connectionId);
  }

  /** Logs the session out: DISCONNECTED, no QR code; the next start asks for a new scan. */
  async disconnect(companyId: number, connectionId: number): Promise<ConnectionSession> {
    await this.#serial(connectionId, async () => {
      if (!(await forkForCompany(this.#em, companyId).findOne(Whatsapp, { id: connectionId }))) {
        throw notFound();
      }
      await this.#take(connectionId)?.provider.logout();
      await this.#write(companyId, connectionId, { status: 'DISCONNECTED', qrcode: '', retries: 0 });
    });
    return this.#current(companyId, connectionId);
  }

  /** Stops a session without touching its row (the connection was deleted or changed provider). */
  async forget(connectionId: number): Promise<void> {
    await this.#serial(connectionId, async () => {
      await this.#take(connectionId)?.provider.logout();
    });
  }

  /** Sends a text through a connection of `companyId` whose session runs in this process. */
  async sendText(companyId: number, connectionId: number, to: string, body: string, options?: SendTextOptions): Promise<{ id: string }> {
    const live = this.#live.get(connectionId);
    if (live?.companyId !== companyId) {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'This connection has no running session' });
    }
    return live.provider.sendText(to, body, options);
  }

  /** Waits until every pending step of a connection has been persisted and emitted. */
  async settled(connectionId: number): Promise<void> {
    let chain = this.#chains.get(connectionId);
    while (chain) {
      await chain;
      const next = this.#chains.get(connectionId);
      chain = next === chain ? undefined : next;
    }
  }

  /** At boot: starts again every connection that was connected or pairing when the server stopped. */
  async resumeAll(): Promise<void> {
    const rows = await forkUnscoped(this.#em).find(Whatsapp, { status: { $in: RESUMED_STATUSES } }, { orderBy: { id: 'asc' } });
    for (const row of rows) {
      try {
        await this.start(row.companyId, row.id);
      } catch (error) {
        this.#logger.warn({ connectionId: row.id, err: error }, 'connection could not be resumed; marked DISCONNECTED');
        await this.#serial(row.id, () => this.#write(row.companyId, row.id, { status: 'DISCONNECTED', qrcode: '', retries: 0 }));
      }
    }
  }

  /** At shutdown: stops every session, keeping pairings, so the next start resumes them. */
  async stopAll(): Promise<void> {
    const ids = [...this.#live.keys()];
    await Promise.all(ids.map((id) => this.#serial(id, async () => this.#take(id)?.provider.stop())));
    await Promise.all(ids.map((id) => this.settled(id)));
  }

  #attach(companyId: number, connectionId: number, provider: ConnectionProvider): void {
    const target = { id: connectionId, companyId };
    const step = (label: string, task: () => Promise<unknown>) => {
      this.#serial(connectionId, async () => {
        if (this.#live.get(connectionId)?.provider === provider) {
          await task();
        }
      }).catch((error: unknown) => this.#logger.error({ err: error, connectionId }, `session ${label} failed`));
    };
    const offs = [
      provider.events.on('qr', ({ qrcode }) =>
        step('qr', () => this.#write(companyId, connectionId, { status: 'qrcode', qrcode, retries: 'increment' })),
      ),
      provider.events.on('status', ({ status }) =>
        step('status', () =>
          this.#write(companyId, connectionId, status === 'CONNECTED' ? { status, qrcode: '', retries: 0 } : { status, qrcode: '' }),
        ),
      ),
      provider.events.on('message', (message) => step('message', () => this.#sink.receive(target, message))),
      provider.events.on('ack', (update) => step('ack', () => this.#sink.receiveAck(target, update))),
    ];
    this.#live.set(connectionId, { companyId, provider, off: () => offs.forEach((off) => off()) });
  }

  #take(connectionId: number): Live | undefined {
    const live = this.#live.get(connectionId);
    this.#live.delete(connectionId);
    live?.off();
    return live;
  }

  /** Persists a session change and announces it to the company; a deleted connection is stopped instead. */
  async #write(
    companyId: number,
    connectionId: number,
    change: { status: ConnectionStatus; qrcode: string; retries?: number | 'increment' },
  ): Promise<void> {
    const em = forkForCompany(this.#em, companyId);
    const row = await em.findOne(Whatsapp, { id: connectionId });
    if (!row) {
      await this.#take(connectionId)?.provider.stop();
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

  async #current(companyId: number, connectionId: number): Promise<ConnectionSession> {
    await this.settled(connectionId);
    const row = await forkForCompany(this.#em, companyId).findOne(Whatsapp, { id: connectionId });
    if (!row) {
      throw notFound();
    }
    return toSession(row);
  }

  /** Runs `task` after every earlier step of this connection; its failure is the caller's, not the chain's. */
  #serial<T>(connectionId: number, task: () => Promise<T>): Promise<T> {
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
