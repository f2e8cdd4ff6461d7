import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';

type AdapterOptions = NonNullable<Parameters<typeof createAdapter>[1]>;
type AdapterFactory = ReturnType<typeof createAdapter>;
type Published = { type: number; nsp: string };
type PubSub = { publish: (message: Published) => Promise<void> };

/** Below the adapter's own limit (8000 bytes), which sends larger messages as attachments. */
const NOTIFY_LIMIT = 7900;
/** Notifications per statement (two parameters each, well within PostgreSQL's 65535). */
const BATCH_LIMIT = 500;

/**
 * The socket.io PostgreSQL adapter, publishing what is broadcast together in one statement (several
 * `pg_notify`) instead of one round trip per event, one batch at a time, in emit order; this
 * process's own sockets get each event at once. Anything the adapter would send differently (binary,
 * large) goes through its own publish.
 */
export function createBatchedAdapter(pool: pg.Pool, options: AdapterOptions): AdapterFactory {
  const channelPrefix = options.channelPrefix ?? 'socket.io';
  const make = createAdapter(pool, options);
  const patched = new WeakSet<PubSub>();
  // socket.io calls the factory with `new`: a function returning the adapter, not an arrow.
  return function batchedAdapter(nsp) {
    const adapter = make(nsp);
    const client = (adapter as unknown as { client: PubSub }).client;
    if (!patched.has(client)) {
      patched.add(client);
      const single = client.publish.bind(client);
      const queue: { message: Published; payload: string; done: () => void }[] = [];
      let flushing: Promise<void> = Promise.resolve();
      const flush = async () => {
        const batch = queue.splice(0, BATCH_LIMIT);
        if (queue.length > 0) {
          flushing = flushing.then(flush);
        }
        const channels = batch.map(({ message }) => `${channelPrefix}#${message.nsp}`);
        const calls = batch.map((_entry, index) => `pg_notify($${index * 2 + 1}, $${index * 2 + 2})`);
        try {
          await pool.query(
            `SELECT ${calls.join(', ')}`,
            batch.flatMap(({ payload }, index) => [channels[index], payload]),
          );
        } catch (error) {
          options.errorHandler?.(error as Error);
        }
        batch.forEach(({ done }) => done());
      };
      client.publish = (message) => {
        const payload = JSON.stringify(message);
        if (Buffer.byteLength(payload) > NOTIFY_LIMIT || hasBinary(message)) {
          return flushing.then(() => single(message));
        }
        return new Promise<void>((resolve) => {
          queue.push({ message, payload, done: resolve });
          if (queue.length === 1) {
            flushing = flushing.then(flush);
          }
        });
      };
    }
    deliverHereFirst(adapter as unknown as ClusterBroadcast);
    return adapter;
  };
}

/** socket.io-adapter's message type of a broadcast (`MessageType.BROADCAST`). */
const BROADCAST = 3;

type BroadcastOptions = { rooms: Set<string>; except?: Set<string>; flags?: { local?: boolean } };
type ClusterBroadcast = {
  broadcast(packet: unknown, options: BroadcastOptions): Promise<void>;
  publishAndReturnOffset(message: object): Promise<unknown>;
};

/**
 * The cluster adapter delivers a broadcast to this process's sockets only once it was published; here
 * they get it at once, in emit order, and the other processes through the (batched) publish. So a
 * socket that joins a room just after an emit does not receive that event late.
 */
function deliverHereFirst(adapter: ClusterBroadcast): void {
  const broadcast = adapter.broadcast.bind(adapter);
  adapter.broadcast = (packet, options) => {
    void broadcast(packet, { ...options, flags: { ...options.flags, local: true } });
    if (!options.flags?.local) {
      const encoded = { rooms: [...options.rooms], except: [...(options.except ?? [])], flags: options.flags };
      void adapter.publishAndReturnOffset({ type: BROADCAST, data: { packet, opts: encoded } }).catch(() => undefined);
    }
    return Promise.resolve();
  };
}

function hasBinary(value: unknown): boolean {
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    return true;
  }
  if (Array.isArray(value)) {
    return value.some(hasBinary);
  }
  return typeof value === 'object' && value !== null && Object.values(value).some(hasBinary);
}
