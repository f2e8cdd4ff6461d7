import { createHash, randomUUID } from 'node:crypto';
import { isErrorCode } from '@balcao/shared';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** A call on one connection's session, to be run by the process that owns it. */
export type RelayRequest = { op: string; companyId: number; connectionId: number; args: unknown };

type Wire =
  | { t: 'q'; id: string; reply: string; op: string; c: number; w: number; a: unknown }
  | { t: 's'; id: string; ok: true; v: unknown }
  | { t: 's'; id: string; ok: false; code: string; message: string }
  | { t: 'ref'; ref: string };

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout; watch: NodeJS.Timeout };

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; bigger messages go through a table. */
const NOTIFY_LIMIT = 7_000;
/** First key of the advisory lock that says "this process is alive" (the second is derived from the owner id). */
export const LIVENESS_KEY = 0x42616c63;
const RECONNECT_MS = { first: 500, max: 10_000 };
/** How often a call waiting for its answer checks that the process it went to is still alive. */
const WATCH_MS = 500;
const PAYLOAD_TTL = '5 minutes';

function digest(owner: string): Buffer {
  return createHash('sha256').update(owner).digest();
}

/** The NOTIFY channel on which the process `owner` receives requests and answers. */
export function channelOf(owner: string): string {
  return `balcao_sessions_${digest(owner).toString('hex').slice(0, 24)}`;
}

function livenessKeyOf(owner: string): number {
  return digest(owner).readUInt32BE(0) & 0x7fffffff;
}

type Base64Box = { $base64: string };

function isBase64Box(value: unknown): value is Base64Box {
  return typeof value === 'object' && value !== null && typeof (value as Partial<Base64Box>).$base64 === 'string';
}

/** JSON where Buffers (media to send) travel as base64. */
function encode(message: Wire): string {
  return JSON.stringify(message, function (this: Record<string, unknown>, key: string, value: unknown) {
    const original = this[key];
    return Buffer.isBuffer(original) ? { $base64: original.toString('base64') } : value;
  });
}

function decode(text: string): Wire {
  return JSON.parse(text, (_key, value: unknown) => (isBase64Box(value) ? Buffer.from(value.$base64, 'base64') : value)) as Wire;
}

function noAnswer(message: string): AppError {
  return new AppError('ERR_WAPP_NOT_INITIALIZED', { message });
}

/** The process a call went to died before answering: the caller may route the call again. */
export class OwnerGone extends AppError {
  constructor() {
    super('ERR_WAPP_NOT_INITIALIZED', { message: 'The server process running this session stopped before answering; try again' });
  }
}

type Options = {
  pool: pg.Pool;
  owner: string;
  logger: Logger;
  timeoutMs: number;
  /** Runs a request another process forwarded here; what it resolves with is the answer. */
  handler: (request: RelayRequest) => Promise<unknown>;
};

/**
 * Requests between server processes over PostgreSQL LISTEN/NOTIFY: each process listens on a
 * channel derived from its owner id; a request carries a correlation id and the caller's channel,
 * the answer comes back on it, or the call fails after `timeoutMs`. Payloads over ~7 KB (media sent
 * from a process that does not own the session) are written to `session_relay_payloads` and only
 * their id is notified. The listening connection also holds an advisory lock, so other processes can
 * tell whether this one is still alive before waiting for it.
 */
export class SessionRelay {
  readonly channel: string;
  readonly #pool: pg.Pool;
  readonly #logger: Logger;
  readonly #timeoutMs: number;
  readonly #handler: Options['handler'];
  readonly #livenessKey: number;
  readonly #waiting = new Map<string, Waiting>();
  #client: pg.PoolClient | undefined;
  #reconnect: NodeJS.Timeout | undefined;
  #closed = false;

  constructor({ pool, owner, logger, timeoutMs, handler }: Options) {
    this.#pool = pool;
    this.#logger = logger;
    this.#timeoutMs = timeoutMs;
    this.#handler = handler;
    this.channel = channelOf(owner);
    this.#livenessKey = livenessKeyOf(owner);
  }

  /** Starts listening; requests and answers arrive from then on. */
  async start(): Promise<void> {
    this.#closed = false;
    await this.#connect();
  }

  /** Whether the process `owner` still has its listening connection to the database. */
  async alive(owner: string): Promise<boolean> {
    const { rows } = await this.#pool.query<{ alive: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND classid = $1::bigint::oid AND objid = $2::bigint::oid) AS alive`,
      [LIVENESS_KEY, livenessKeyOf(owner)],
    );
    return rows[0]?.alive === true;
  }

  /** Asks the process `owner` to run `request`; resolves with its answer, or rejects with its error. */
  async call(owner: string, request: RelayRequest): Promise<unknown> {
    if (!this.#client) {
      throw noAnswer('This server process cannot reach the other processes right now; try again');
    }
    const id = randomUUID();
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#forget(id);
        reject(noAnswer(`The server process running this session did not answer within ${this.#timeoutMs / 1000} s`));
      }, this.#timeoutMs);
      // A process killed just before the call (its lock not yet gone) never answers: notice it at once, not at the timeout.
      const watch = setInterval(() => {
        this.alive(owner).then(
          (alive) => {
            if (!alive && this.#forget(id)) {
              reject(new OwnerGone());
            }
          },
          () => undefined,
        );
      }, WATCH_MS);
      this.#waiting.set(id, { resolve, reject, timer, watch });
    });
    // The answer may come (or the send fail) before the caller awaits it: never an unhandled rejection.
    answer.catch(() => undefined);
    const { op, companyId, connectionId, args } = request;
    try {
      await this.#notify(channelOf(owner), { t: 'q', id, reply: this.channel, op, c: companyId, w: connectionId, a: args });
    } catch (error) {
      this.#settle(id, { t: 's', id, ok: false, code: 'ERR_INTERNAL_SERVER_ERROR', message: 'The request could not be forwarded' });
      throw error;
    }
    return answer;
  }

  /** Drops large payloads nobody collected (their receiver died). */
  async prune(): Promise<void> {
    await this.#pool.query(`DELETE FROM session_relay_payloads WHERE created_at < now() - interval '${PAYLOAD_TTL}'`);
  }

  /** Stops listening; calls still waiting for an answer fail. */
  close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnect);
    for (const [id, waiting] of this.#waiting) {
      this.#forget(id);
      waiting.reject(noAnswer('This server process is shutting down'));
    }
    const client = this.#client;
    this.#client = undefined;
    client?.release(true);
    return Promise.resolve();
  }

  async #connect(): Promise<void> {
    const client = await this.#pool.connect();
    client.on('notification', ({ channel, payload }) => {
      if (channel === this.channel && payload) {
        this.#receive(payload).catch((error: unknown) => this.#logger.error({ err: error }, 'session relay message failed'));
      }
    });
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    try {
      await client.query(`LISTEN "${this.channel}"`);
      await client.query('SELECT pg_try_advisory_lock($1, $2)', [LIVENESS_KEY, this.#livenessKey]);
    } catch (error) {
      client.release(true);
      throw error;
    }
    if (this.#closed) {
      client.release(true);
      return;
    }
    this.#client = client;
  }

  #lost(client: pg.PoolClient, error?: Error): void {
    if (this.#client !== client) {
      return;
    }
    this.#client = undefined;
    client.release(error ?? true);
    if (this.#closed) {
      return;
    }
    this.#logger.warn({ err: error }, 'session relay lost its database connection; reconnecting');
    let delay = RECONNECT_MS.first;
    const retry = () => {
      this.#reconnect = setTimeout(() => {
        this.#connect().catch(() => {
          delay = Math.min(delay * 2, RECONNECT_MS.max);
          retry();
        });
      }, delay);
      this.#reconnect.unref();
    };
    retry();
  }

  async #receive(payload: string): Promise<void> {
    let message = decode(payload);
    if (message.t === 'ref') {
      const { rows } = await this.#pool.query<{ body: string }>('DELETE FROM session_relay_payloads WHERE id = $1 RETURNING body', [
        message.ref,
      ]);
      const body = rows[0]?.body;
      if (body === undefined) {
        return;
      }
      message = decode(body);
    }
    if (message.t === 's') {
      this.#settle(message.id, message);
    } else if (message.t === 'q') {
      await this.#notify(message.reply, await this.#answer(message));
    }
  }

  async #answer(request: Extract<Wire, { t: 'q' }>): Promise<Extract<Wire, { t: 's' }>> {
    try {
      const value = await this.#handler({ op: request.op, companyId: request.c, connectionId: request.w, args: request.a });
      return { t: 's', id: request.id, ok: true, v: value };
    } catch (error) {
      if (error instanceof AppError) {
        return { t: 's', id: request.id, ok: false, code: error.code, message: error.message };
      }
      this.#logger.error({ err: error, op: request.op, connectionId: request.w }, 'forwarded session call failed');
      return { t: 's', id: request.id, ok: false, code: 'ERR_INTERNAL_SERVER_ERROR', message: 'Internal server error' };
    }
  }

  /** Stops waiting for the answer `id`; answers what was waiting, if anything. */
  #forget(id: string): Waiting | undefined {
    const waiting = this.#waiting.get(id);
    if (waiting) {
      this.#waiting.delete(id);
      clearTimeout(waiting.timer);
      clearInterval(waiting.watch);
    }
    return waiting;
  }

  #settle(id: string, answer: Extract<Wire, { t: 's' }>): void {
    const waiting = this.#forget(id);
    if (!waiting) {
      return;
    }
    if (answer.ok) {
      waiting.resolve(answer.v);
    } else {
      waiting.reject(new AppError(isErrorCode(answer.code) ? answer.code : 'ERR_INTERNAL_SERVER_ERROR', { message: answer.message }));
    }
  }

  async #notify(channel: string, message: Wire): Promise<void> {
    let text = encode(message);
    if (Buffer.byteLength(text) > NOTIFY_LIMIT) {
      const ref = randomUUID();
      await this.#pool.query('INSERT INTO session_relay_payloads (id, body) VALUES ($1, $2)', [ref, text]);
      text = encode({ t: 'ref', ref });
    }
    await this.#pool.query('SELECT pg_notify($1, $2)', [channel, text]);
  }
}
