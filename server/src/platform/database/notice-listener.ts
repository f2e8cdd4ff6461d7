import type pg from 'pg';
import type { Logger } from '../../logger.ts';

const RECONNECT_MS = { first: 500, max: 10_000 };

/** What listens on one channel. `listening`/`lost` bracket the time its notices can be trusted to arrive. */
export type NoticeSubscriber = {
  notice: (payload: string) => void;
  listening?: () => void;
  lost?: () => void;
};

/**
 * One connection of this process that LISTENs to PostgreSQL notifications (`pg_notify`, delivered
 * once the sending transaction commits) and hands each to the subscriber of its channel. A lost
 * connection (the database restarted) is opened again with growing delays; subscribers are told when
 * notices stop and start arriving, as what was sent in between is gone.
 */
export class NoticeListener {
  readonly #pool: pg.Pool;
  readonly #logger: Logger;
  readonly #subscribers = new Map<string, NoticeSubscriber>();
  #client: pg.PoolClient | undefined;
  #stopped = false;
  #retryMs = RECONNECT_MS.first;
  #retry: NodeJS.Timeout | undefined;

  constructor({ pool, logger }: { pool: pg.Pool; logger: Logger }) {
    this.#pool = pool;
    this.#logger = logger;
  }

  /** Subscribes before `start`: one subscriber per channel. */
  subscribe(channel: string, subscriber: NoticeSubscriber): void {
    if (!/^[a-z_]+$/.test(channel) || this.#subscribers.has(channel)) {
      throw new Error(`cannot subscribe to channel ${channel}`);
    }
    this.#subscribers.set(channel, subscriber);
  }

  async start(): Promise<void> {
    const client = await this.#pool.connect();
    client.on('notification', ({ channel, payload }) => {
      if (payload !== undefined) {
        this.#subscribers.get(channel)?.notice(payload);
      }
    });
    client.once('end', () => this.#lost(client));
    try {
      await client.query([...this.#subscribers.keys()].map((channel) => `LISTEN ${channel}`).join('; '));
    } catch (error) {
      client.release(true);
      throw error;
    }
    this.#client = client;
    this.#retryMs = RECONNECT_MS.first;
    this.#subscribers.forEach((subscriber) => subscriber.listening?.());
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    this.#subscribers.forEach((subscriber) => subscriber.lost?.());
    if (client) {
      await client.query('UNLISTEN *').catch(() => undefined);
      client.release();
    }
  }

  #lost(client: pg.PoolClient): void {
    if (this.#stopped || this.#client !== client) {
      return;
    }
    this.#client = undefined;
    client.release(true);
    this.#subscribers.forEach((subscriber) => subscriber.lost?.());
    this.#logger.warn('lost the connection that listens for notices of other processes; reconnecting');
    const again = () => {
      this.#retry = setTimeout(() => {
        if (this.#stopped) {
          return;
        }
        this.start().catch((error: unknown) => {
          this.#logger.warn({ err: error }, 'could not listen for notices of other processes');
          this.#retryMs = Math.min(this.#retryMs * 2, RECONNECT_MS.max);
          again();
        });
      }, this.#retryMs);
    };
    again();
  }
}
