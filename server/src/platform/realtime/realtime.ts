import { channelEventName, type Channel, type ChannelPayloads, type Envelope } from '@balcao/shared';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { EventLog } from './event-log.ts';

/** What the socket server offers to modules: emit only to the rooms that may see an event. */
export type Emitter = {
  to(rooms: string[]): { emit(event: string, payload: unknown): boolean };
};

export class Realtime {
  readonly #log: EventLog;
  readonly #logger: Logger;
  #emitter: Emitter | undefined;
  /** The last event of each company being recorded by this process. */
  readonly #appending = new Map<number, Promise<void>>();
  readonly #listeners: ((companyId: number, channel: Channel) => void)[] = [];

  constructor(log: EventLog, logger: Logger) {
    this.#log = log;
    this.#logger = logger;
  }

  attach(emitter: Emitter): void {
    this.#emitter = emitter;
  }

  /** Tells `listener` of every event emitted by this process (caches drop what an event says changed). */
  onEmit(listener: (companyId: number, channel: Channel) => void): void {
    this.#listeners.push(listener);
  }

  /**
   * Stamps the company's next sequence number on the event, records it for replay, then sends it
   * to the given rooms (across every server process sharing the database). Call after commit.
   */
  async emit<C extends Channel>(companyId: number, channel: C, payload: ChannelPayloads[C], toRooms: string[]): Promise<number> {
    this.#listeners.forEach((listener) => listener(companyId, channel));
    const event = channelEventName(companyId, channel);
    const envelope = { ...payload, companyId } as Envelope<C>;
    // One company's events are recorded and sent one after another: concurrent appends would be
    // answered on different connections, and this process's sockets could see them out of order.
    const previous = this.#appending.get(companyId) ?? Promise.resolve();
    const done = previous.then(async () => {
      const seq = await this.#log.append(companyId, event, toRooms, envelope);
      envelope.seq = seq;
      if (this.#emitter) {
        this.#emitter.to(toRooms).emit(event, envelope);
      } else {
        this.#logger.debug({ event }, 'realtime event recorded with no socket server attached');
      }
      return seq;
    });
    const settled = done.then(
      () => undefined,
      () => undefined,
    );
    this.#appending.set(companyId, settled);
    void settled.then(() => {
      if (this.#appending.get(companyId) === settled) {
        this.#appending.delete(companyId);
      }
    });
    return done;
  }

  /**
   * Events of one company recorded by the caller's own transaction: run `query` in it (before its
   * COMMIT; it answers `last_seq`), then, once committed, `send(lastSeq)` stamps and sends them in order.
   */
  prepareMany<C extends Channel>(
    companyId: number,
    events: readonly { channel: C; payload: ChannelPayloads[C]; rooms: string[] }[],
  ): { query: pg.QueryConfig; send: (lastSeq: number) => void } {
    const entries = events.map(({ channel, payload, rooms }) => ({
      event: channelEventName(companyId, channel),
      rooms,
      payload: { ...payload, companyId } as Envelope<C>,
    }));
    return {
      query: this.#log.appendManyQuery(companyId, entries),
      send: (lastSeq) => {
        events.forEach(({ channel }) => this.#listeners.forEach((listener) => listener(companyId, channel)));
        entries.forEach((entry, index) => {
          entry.payload.seq = lastSeq - entries.length + 1 + index;
          this.#emitter?.to(entry.rooms).emit(entry.event, entry.payload);
        });
      },
    };
  }
}
