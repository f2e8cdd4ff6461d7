import type { ConnectionSession, ConnectionStatus } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { SessionTiming } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type {
  ConnectionProvider,
  NumberCheck,
  OutboundContent,
  SendOptions,
  SentMessage,
} from '../../platform/messaging/connection-provider.ts';
import type { InboundSink } from '../../platform/messaging/inbound-sink.ts';
import type { ProviderFactory } from '../../platform/messaging/provider-factory.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import type { NoticeListener } from '../../platform/database/notice-listener.ts';
import { HANDOVER_CHANNEL, LeaseTargetGone, newOwnerId, SessionLeases, type Orphan } from './session-leases.ts';
import { OwnerGone, SessionRelay } from './session-relay.ts';
import { LocalSessions, notFound, type Live } from './session-runtime.ts';
import { LeaseTaken, notRunning, registerProviderCalls, type AnyOperation, type SessionOperation } from './session-calls.ts';
import { every, probeWithin } from './session-upkeep.ts';
import { StartPacer } from './session-pacing.ts';
import { Whatsapp } from './whatsapp.entity.ts';

export { toSession } from './session-runtime.ts';
export type { SessionOperation } from './session-calls.ts';

/** Statuses whose sessions should be running: resumed at boot, taken over when their process dies. */
const RESUMED_STATUSES: ConnectionStatus[] = ['CONNECTED', 'OPENING', 'qrcode', 'PAIRING'];

type Dependencies = {
  em: EntityManager;
  pool: pg.Pool;
  realtime: Realtime;
  providers: ProviderFactory;
  sink: InboundSink;
  logger: Logger;
  timing: SessionTiming;
  /** This process's id in `session_leases`; generated when not given. */
  owner?: string;
  /** Hears when another process hands its sessions over (it stops), to take them at once. */
  notices?: NoticeListener;
  /** Told of each message a session of this process sent (the metrics). */
  onSent?: () => void;
};

/**
 * The sessions of every connection, seen from one server process. A session runs only in the process
 * holding its lease (`session_leases`); there, `LocalSessions` persists and announces what its
 * provider reports. Every public call works from any process: it runs here when the session lives
 * here and is forwarded to the owning process otherwise (`SessionRelay`), with the same signature.
 * Per-process timers renew the leases, take over sessions whose process died, and restart connected
 * sessions that stopped answering their probe.
 */
export class SessionManager {
  readonly owner: string;
  readonly #em: EntityManager;
  readonly #providers: ProviderFactory;
  readonly #logger: Logger;
  readonly #timing: SessionTiming;
  readonly #leases: SessionLeases;
  readonly #relay: SessionRelay;
  readonly #local: LocalSessions;
  readonly #operations = new Map<string, AnyOperation>();
  /** The takeover scan and the watchdog; the lease renewal is apart, as it runs until the leases are released. */
  #timers: (() => Promise<void>)[] = [];
  #renewal: (() => Promise<void>) | undefined;
  #closing = false;
  #scan: Promise<void> | undefined;
  readonly #pacer: StartPacer;

  constructor({ em, pool, realtime, providers, sink, logger, timing, owner = newOwnerId(), notices, onSent }: Dependencies) {
    this.owner = owner;
    this.#em = em;
    this.#providers = providers;
    this.#local = new LocalSessions({ em, realtime, sink, logger });
    this.#logger = logger;
    this.#timing = timing;
    this.#pacer = new StartPacer(timing.resumesPerSecond);
    this.#leases = new SessionLeases({ pool, owner, leaseMs: timing.leaseMs });
    this.#relay = new SessionRelay({
      pool,
      owner,
      logger,
      timeoutMs: timing.forwardTimeoutMs,
      handler: ({ op, companyId, connectionId, args }) => this.#operation(op)(companyId, connectionId, args),
    });
    notices?.subscribe(HANDOVER_CHANNEL, {
      notice: () => {
        if (this.#timers.length > 0) {
          void this.#scanOrphans();
        }
      },
    });
    this.handle<{ fresh: boolean }, ConnectionSession>('session:start', async (companyId, connectionId, { fresh }) => {
      await this.#local.serial(connectionId, () => this.#startHere(companyId, connectionId, fresh));
      return this.#local.current(companyId, connectionId);
    });
    this.handle<unknown, ConnectionSession>('session:disconnect', async (companyId, connectionId) => {
      await this.#local.serial(connectionId, async () => {
        if (!(await forkForCompany(this.#em, companyId).findOne(Whatsapp, { id: connectionId }))) {
          throw notFound();
        }
        await this.#local.take(connectionId)?.provider.logout();
        // Status first: released with a resumable status, the lease would invite a takeover.
        await this.#local.write(companyId, connectionId, { status: 'DISCONNECTED', qrcode: '', retries: 0 });
        await this.#leases.release(connectionId);
      });
      return this.#local.current(companyId, connectionId);
    });
    this.handle<unknown, null>('session:forget', async (_companyId, connectionId) => {
      await this.#local.serial(connectionId, async () => {
        await this.#local.take(connectionId)?.provider.logout();
        await this.#leases.release(connectionId);
      });
      return null;
    });
    registerProviderCalls(
      (op, run) => this.handle(op, run),
      (c, id) => this.#liveProvider(c, id),
      onSent,
    );
  }

  /** How many sessions run in this process, by their last reported state. */
  statesHere(): Record<string, number> {
    const states: Record<string, number> = {};
    for (const [, live] of this.#local.entries()) {
      const state = live.status ?? 'starting';
      states[state] = (states[state] ?? 0) + 1;
    }
    return states;
  }

  /** Whether the session of a connection runs in this process. */
  isLive(connectionId: number): boolean {
    return this.#local.get(connectionId) !== undefined;
  }

  /** The live provider of a connection of `companyId` in this process (for provider-specific calls of its module). */
  localProvider(companyId: number, connectionId: number): ConnectionProvider | undefined {
    const live = this.#local.get(connectionId);
    return live?.companyId === companyId ? live.provider : undefined;
  }

  /** Whether a send on the connection can reach a session now: here, or in a live process holding its lease. */
  async isRunning(companyId: number, connectionId: number): Promise<boolean> {
    if (this.localProvider(companyId, connectionId)) {
      return true;
    }
    const lease = await this.#leases.live(connectionId);
    return lease?.companyId === companyId && lease.owner !== this.owner && (await this.#relay.alive(lease.owner));
  }

  /**
   * Registers a call that runs where a session lives. A module with calls of its own (the sandbox's
   * scan) registers them at startup in every process; arguments and answers must be JSON (Buffers allowed).
   */
  handle<A, R>(op: string, run: SessionOperation<A, R>): void {
    this.#operations.set(op, run as unknown as AnyOperation);
  }

  /**
   * Runs the call `op` on the process that owns the session: here when it lives here, else forwarded.
   * When no live process runs the session, `orphan` answers (default: 400 ERR_WAPP_NOT_INITIALIZED).
   */
  async onOwner<A, R>(companyId: number, connectionId: number, op: string, args: A, orphan?: () => Promise<R>): Promise<R> {
    return this.#route(companyId, connectionId, op, args, orphan, false);
  }

  async #route<A, R>(
    companyId: number,
    connectionId: number,
    op: string,
    args: A,
    orphan: (() => Promise<R>) | undefined,
    rerouted: boolean,
  ): Promise<R> {
    const run = this.#operation(op) as SessionOperation<A, R>;
    if (this.localProvider(companyId, connectionId)) {
      return run(companyId, connectionId, args);
    }
    const lease = await this.#leases.live(connectionId);
    if (lease?.companyId === companyId) {
      if (lease.owner !== this.owner) {
        if (await this.#relay.alive(lease.owner)) {
          try {
            return (await this.#relay.call(lease.owner, { op, companyId, connectionId, args })) as R;
          } catch (error) {
            if (!(error instanceof OwnerGone) || rerouted) {
              throw error;
            }
            // The owner died with the call: route it again (here, to the process that took the lease, or as an orphan).
            return this.#route(companyId, connectionId, op, args, orphan, true);
          }
        }
      } else {
        // Ours but not live yet: a start is under way.
        await this.settled(connectionId);
        if (this.localProvider(companyId, connectionId)) {
          return run(companyId, connectionId, args);
        }
      }
    }
    if (orphan) {
      return orphan();
    }
    throw notRunning();
  }

  /** Starts (or restarts) a session from its stored state; `fresh` forgets the pairing first (a new QR). */
  async start(companyId: number, connectionId: number, { fresh = false } = {}): Promise<ConnectionSession> {
    return this.#lifecycle<ConnectionSession>(companyId, connectionId, 'session:start', { fresh });
  }

  /** Logs the session out: DISCONNECTED, no QR code; the next start asks for a new scan. */
  async disconnect(companyId: number, connectionId: number): Promise<ConnectionSession> {
    return this.#lifecycle<ConnectionSession>(companyId, connectionId, 'session:disconnect', {});
  }

  /** Stops a session without touching its row (the connection was deleted or changed provider). */
  async forget(connectionId: number): Promise<void> {
    const companyId = this.#local.get(connectionId)?.companyId ?? (await this.#leases.live(connectionId))?.companyId;
    if (companyId !== undefined) {
      await this.#lifecycle(companyId, connectionId, 'session:forget', {});
    }
  }

  /** Sends through a connection of `companyId`, wherever its session runs. */
  async send(companyId: number, connectionId: number, to: string, content: OutboundContent, options?: SendOptions): Promise<SentMessage> {
    return this.onOwner(companyId, connectionId, 'send', { to, content, ...(options ? { options } : {}) });
  }

  /** Shorthand for sending a text. */
  async sendText(companyId: number, connectionId: number, to: string, body: string, options?: SendOptions): Promise<SentMessage> {
    return this.send(companyId, connectionId, to, { kind: 'text', body }, options);
  }

  /** Downloads again the media of an inbound message (its provider's `ref`), wherever the session runs. */
  async downloadMedia(companyId: number, connectionId: number, ref: Record<string, unknown>): Promise<Buffer> {
    return Buffer.from(
      await this.onOwner<{ ref: Record<string, unknown> }, string>(companyId, connectionId, 'downloadMedia', { ref }),
      'base64',
    );
  }

  async checkNumber(companyId: number, connectionId: number, number: string): Promise<NumberCheck> {
    return this.onOwner(companyId, connectionId, 'checkNumber', { number });
  }

  async markRead(companyId: number, connectionId: number, chat: string, messageIds: readonly string[]): Promise<void> {
    await this.onOwner(companyId, connectionId, 'markRead', { chat, messageIds });
  }

  async deleteMessage(companyId: number, connectionId: number, to: string, messageId: string): Promise<void> {
    await this.onOwner(companyId, connectionId, 'deleteMessage', { to, messageId });
  }

  async rejectCall(companyId: number, connectionId: number, callId: string, from: string): Promise<void> {
    await this.onOwner(companyId, connectionId, 'rejectCall', { callId, from });
  }

  async profilePicture(companyId: number, connectionId: number, number: string): Promise<string | null> {
    return this.onOwner(companyId, connectionId, 'profilePicture', { number });
  }

  /** Waits until every pending step of a connection in this process has been persisted and emitted. */
  async settled(connectionId: number): Promise<void> {
    await this.#local.settled(connectionId);
  }

  /** Waits until what was handed to a connection in this process so far has been persisted and emitted (not what arrives meanwhile). */
  async handledSoFar(connectionId: number): Promise<void> {
    await this.#local.handledSoFar(connectionId);
  }

  /**
   * At boot: listens for forwarded calls, starts every connection that should be running and that no
   * live process holds, then keeps renewing leases, taking over orphaned sessions and probing.
   */
  async resumeAll(): Promise<void> {
    this.#closing = false;
    await this.#relay.start();
    await this.#takeOver(true);
    const { renewMs, takeoverMs, probeMs } = this.#timing;
    const failed = (label: string) => (error: unknown) => this.#logger.error({ err: error }, `session ${label} failed`);
    this.#renewal = every(renewMs, () => this.#renew(), failed('lease renewal'));
    this.#timers = [
      every(takeoverMs, () => this.#scanOrphans(), failed('takeover')),
      ...(probeMs > 0 ? [every(probeMs, () => this.#watch(), failed('watchdog'))] : []),
    ];
  }

  /** The process is stopping: no session starts here any more (those running go on until `stopAll`). */
  refuseNew(): void {
    this.#closing = true;
  }

  /**
   * At shutdown: stops every session here, keeping pairings and statuses, and gives the leases up at
   * once, announcing it so another process takes the sessions over without waiting for its next scan.
   */
  async stopAll(): Promise<void> {
    this.#closing = true;
    await Promise.all(this.#timers.map((stop) => stop()));
    this.#timers = [];
    const ids = this.#local.entries().map(([id]) => id);
    await Promise.all(ids.map((id) => this.#local.serial(id, async () => this.#local.take(id)?.provider.stop())));
    await Promise.all(ids.map((id) => this.settled(id)));
    // Renewed until now: a backlog that takes longer to store than a lease lasts would otherwise let the
    // leases run out before they are released, and the next owner would wait for its scan to find them.
    await this.#renewal?.();
    this.#renewal = undefined;
    await this.#leases.releaseAll().catch((error: unknown) => this.#logger.warn({ err: error }, 'session leases not released'));
    await this.#relay.close();
  }

  /** Start, disconnect and forget: forwarded to a live owner elsewhere, else run here (taking the lease). */
  async #lifecycle<R>(companyId: number, connectionId: number, op: string, args: object): Promise<R> {
    const run = this.#operation(op) as SessionOperation<object, R>;
    if (!this.#local.get(connectionId)) {
      const lease = await this.#leases.live(connectionId);
      if (lease && lease.owner !== this.owner && (await this.#relay.alive(lease.owner))) {
        if (lease.companyId !== companyId) {
          throw notFound();
        }
        return (await this.#relay.call(lease.owner, { op, companyId, connectionId, args })) as R;
      }
    }
    try {
      return await run(companyId, connectionId, args);
    } catch (error) {
      if (!(error instanceof LeaseTaken) || !error.owner) {
        throw error;
      }
      if (await this.#relay.alive(error.owner)) {
        return (await this.#relay.call(error.owner, { op, companyId, connectionId, args })) as R;
      }
      throw notRunning(
        `The server process that ran this session stopped; another one takes it over within ${this.#timing.leaseMs / 1000} s`,
      );
    }
  }

  #operation(op: string): AnyOperation {
    const run = this.#operations.get(op);
    if (!run) {
      throw new AppError('ERR_INTERNAL_SERVER_ERROR', { message: `Unknown session call ${op}` });
    }
    return run;
  }

  #liveProvider(companyId: number, connectionId: number): ConnectionProvider {
    const provider = this.localProvider(companyId, connectionId);
    if (!provider) {
      throw notRunning();
    }
    return provider;
  }

  /** Inside the connection's chain: takes the lease, then replaces any provider of this process by a new one. */
  async #startHere(companyId: number, connectionId: number, fresh: boolean): Promise<void> {
    if (this.#closing) {
      throw notRunning('This server process is shutting down');
    }
    const row = await forkForCompany(this.#em, companyId).findOne(Whatsapp, { id: connectionId });
    if (!row) {
      throw notFound();
    }
    this.#providers.assertSupported(row.provider);
    await this.#acquire(companyId, connectionId);
    const previous = this.#local.take(connectionId);
    if (fresh) {
      await previous?.provider.logout();
      await this.#local.write(companyId, connectionId, { status: 'OPENING', qrcode: '', retries: 0 });
    } else {
      await previous?.provider.stop();
    }
    const provider = this.#providers.create({
      id: row.id,
      companyId,
      provider: row.provider,
      paired: !fresh && row.status === 'CONNECTED',
    });
    this.#local.attach(companyId, connectionId, provider);
    try {
      await provider.start();
    } catch (error) {
      if (this.#local.get(connectionId)?.provider === provider) {
        this.#local.take(connectionId);
        await this.#leases.release(connectionId);
      }
      throw error;
    }
  }

  async #acquire(companyId: number, connectionId: number): Promise<void> {
    let acquired: boolean;
    try {
      acquired = await this.#leases.acquire(connectionId, companyId);
    } catch (error) {
      throw error instanceof LeaseTargetGone ? notFound() : error;
    }
    if (!acquired) {
      throw new LeaseTaken((await this.#leases.live(connectionId))?.owner);
    }
  }

  /** Extends this process's leases; a session whose lease was lost stops here at once. */
  async #renew(): Promise<void> {
    for (const connectionId of await this.#leases.renew()) {
      const live = this.#local.take(connectionId);
      if (live) {
        this.#logger.warn({ connectionId, owner: this.owner }, 'session lease lost; session stopped in this process');
        await live.provider.stop().catch((error: unknown) => this.#logger.warn({ err: error, connectionId }, 'stopping a session failed'));
      }
    }
  }

  /** One takeover scan at a time, whether the timer or a handover notice asked for it. */
  #scanOrphans(): Promise<void> {
    this.#scan ??= this.#takeOver(false)
      .catch((error: unknown) => this.#logger.error({ err: error }, 'session takeover failed'))
      .finally(() => {
        this.#scan = undefined;
      });
    return this.#scan;
  }

  /** Starts the connections that should run and no live lease covers (boot, periodically), each on its pacer's turn. */
  async #takeOver(boot: boolean): Promise<void> {
    if (!boot) {
      await this.#relay.prune();
    }
    const starts: Promise<void>[] = [];
    for (const orphan of await this.#leases.orphans(RESUMED_STATUSES)) {
      if (this.#local.get(orphan.id)) {
        continue; // still running here: the renewal extends its lease
      }
      if (!this.#providers.supports(orphan.provider)) {
        if (boot) {
          await this.#markDisconnected(orphan, 'its provider is not available on this server');
        }
        continue;
      }
      await this.#pacer.turn();
      if (this.#closing) {
        break;
      }
      starts.push(this.#resume(orphan, boot));
    }
    await Promise.all(starts);
  }

  async #resume(orphan: Orphan, boot: boolean): Promise<void> {
    try {
      await this.#local.serial(orphan.id, () => this.#startHere(orphan.companyId, orphan.id, false));
      this.#logger.info(
        { connectionId: orphan.id, previousOwner: orphan.previousOwner, owner: this.owner },
        boot ? 'session resumed' : 'session taken over',
      );
    } catch (error) {
      if (error instanceof LeaseTaken || (error instanceof AppError && error.code === 'ERR_NO_WAPP_FOUND') || this.#closing) {
        return; // another process was quicker, or the connection is gone
      }
      this.#logger.warn({ connectionId: orphan.id, err: error }, 'connection could not be resumed');
      await this.#markDisconnected(orphan, 'it could not be resumed');
    }
  }

  async #markDisconnected({ id, companyId }: Orphan, reason: string): Promise<void> {
    this.#logger.warn({ connectionId: id, reason }, 'session marked DISCONNECTED');
    await this.#local.serial(id, () => this.#local.write(companyId, id, { status: 'DISCONNECTED', qrcode: '', retries: 0 }));
    await this.#leases.release(id);
  }

  /** Probes every connected session here; one that is silent is restarted from its stored state. */
  #watch(): Promise<void> {
    for (const [connectionId, live] of this.#local.entries()) {
      if (live.status !== 'CONNECTED' || live.probing) {
        continue;
      }
      live.probing = true;
      void this.#probe(connectionId, live).finally(() => {
        live.probing = false;
      });
    }
    return Promise.resolve();
  }

  async #probe(connectionId: number, live: Live): Promise<void> {
    const { healthy, error } = await probeWithin(live.provider, this.#timing.probeTimeoutMs);
    if (healthy || this.#local.get(connectionId) !== live || live.status !== 'CONNECTED' || this.#closing) {
      return;
    }
    this.#logger.warn({ connectionId, err: error }, 'session connected but silent; restarting it');
    await this.#pacer.turn();
    await this.#local
      .serial(connectionId, async () => {
        if (this.#local.get(connectionId) === live) {
          await this.#startHere(live.companyId, connectionId, false);
        }
      })
      .catch((failure: unknown) => this.#logger.error({ err: failure, connectionId }, 'restarting a silent session failed'));
  }
}
