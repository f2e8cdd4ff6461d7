import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import { EVENTS_CHANNEL, parseEventsNotice, type EventLog, type EventsNotice } from './event-log.ts';
import type { Emitter } from './realtime.ts';

const RECONNECT_MS = { first: 500, max: 10_000 };

type Options = { pool: pg.Pool; log: EventLog; emitter: Emitter; logger: Logger };

/**
 * Sends the events recorded by the other server processes to this process's sockets. Each process
 * emits its own events to its own sockets at once; the announcement committed with the events names
 * only their company and sequence range, and here they are read back from the log, in the order they
 * were committed, and sent to the rooms recorded with them.
 */
export class RemoteEvents {
  readonly #options: Options;
  #client: pg.PoolClient | undefined;
  #stopped = false;
  #delivering: Promise<void> = Promise.resolve();
  #retryMs = RECONNECT_MS.first;
  #retry: NodeJS.Timeout | undefined;

  constructor(options: Options) {
    this.#options = options;
  }

  async start(): Promise<void> {
    const client = await this.#options.pool.connect();
    client.on('notification', (message) => {
      const notice = message.channel === EVENTS_CHANNEL && message.payload ? parseEventsNotice(message.payload) : null;
      if (notice && notice.origin !== this.#options.log.origin) {
        this.#delivering = this.#delivering.then(() => this.#deliver(notice));
      }
    });
    client.once('end', () => this.#lost(client));
    try {
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      client.release(true);
      throw error;
    }
    this.#client = client;
    this.#retryMs = RECONNECT_MS.first;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    if (client) {
      await client.query(`UNLISTEN ${EVENTS_CHANNEL}`).catch(() => undefined);
      client.release();
    }
    await this.#delivering;
  }

  async #deliver({ companyId, firstSeq, lastSeq }: EventsNotice): Promise<void> {
    try {
      for (const { event, rooms, payload } of await this.#options.log.range(companyId, firstSeq, lastSeq)) {
        this.#options.emitter.to(rooms).emit(event, payload);
      }
    } catch (error) {
      // The sockets catch up through `sync` when they reconnect.
      this.#options.logger.warn({ err: error, companyId, firstSeq, lastSeq }, 'could not relay events of another process');
    }
  }

  /** The LISTEN connection went away (the database restarted): listen again, backing off. */
  #lost(client: pg.PoolClient): void {
    if (this.#stopped || this.#client !== client) {
      return;
    }
    this.#client = undefined;
    client.release(true);
    this.#options.logger.warn('lost the connection that relays events of other processes; reconnecting');
    const again = () => {
      this.#retry = setTimeout(() => {
        if (this.#stopped) {
          return;
        }
        this.start().catch((error: unknown) => {
          this.#options.logger.warn({ err: error }, 'could not listen for events of other processes');
          this.#retryMs = Math.min(this.#retryMs * 2, RECONNECT_MS.max);
          again();
        });
      }, this.#retryMs);
    };
    again();
  }
}
