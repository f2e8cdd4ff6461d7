import { channelEventName, type Channel, type ChannelPayloads, type Envelope } from '@balcao/shared';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import type { EventLog } from './event-log.ts';

/** What the socket server offers to modules: emit only to the rooms that may see an event. */
export type Emitter = {
  to(rooms: string[]): { emit(event: string, payload: unknown): boolean };
};

/** At most this many waiting events of one company go into one recording statement. */
export const MAX_EVENTS_PER_APPEND = 200;

type WaitingEvent = {
  event: string;
  rooms: string[];
  payload: Envelope<Channel>;
  recorded: (seq: number) => void;
  failed: (error: unknown) => void;
};

export class Realtime {
  readonly #log: EventLog;
  readonly #logger: Logger;
  #emitter: Emitter | undefined;
  /** Companies whose events this process is recording, with the events waiting for that to end. */
  readonly #waiting = new Map<number, WaitingEvent[]>();
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
  emit<C extends Channel>(companyId: number, channel: C, payload: ChannelPayloads[C], toRooms: string[]): Promise<number> {
    this.#listeners.forEach((listener) => listener(companyId, channel));
    const envelope = { ...payload, companyId } as Envelope<C>;
    // One company's events are recorded and sent one after another: concurrent appends would be
    // answered on different connections, and this process's sockets could see them out of order.
    // Those emitted while a recording is under way wait for it and are then recorded together.
    return new Promise<number>((recorded, failed) => {
      const waiting: WaitingEvent = { event: channelEventName(companyId, channel), rooms: toRooms, payload: envelope, recorded, failed };
      const queue = this.#waiting.get(companyId);
      if (queue) {
        queue.push(waiting);
        return;
      }
      this.#waiting.set(companyId, [waiting]);
      void this.#record(companyId);
    });
  }

  async #record(companyId: number): Promise<void> {
    const queue = this.#waiting.get(companyId) ?? [];
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_EVENTS_PER_APPEND);
      try {
        const lastSeq = await this.#append(companyId, batch);
        batch.forEach((waiting, index) => {
          const seq = lastSeq - batch.length + 1 + index;
          waiting.payload.seq = seq;
          this.#send(waiting);
          waiting.recorded(seq);
        });
      } catch (error) {
        batch.forEach((waiting) => waiting.failed(error));
      }
    }
    this.#waiting.delete(companyId);
  }

  #append(companyId: number, batch: readonly WaitingEvent[]): Promise<number> {
    const [only] = batch;
    return batch.length === 1 && only
      ? this.#log.append(companyId, only.event, only.rooms, only.payload)
      : this.#log.appendMany(
          companyId,
          batch.map(({ event, rooms, payload }) => ({ event, rooms, payload })),
        );
  }

  #send({ event, rooms, payload }: WaitingEvent): void {
    if (this.#emitter) {
      this.#emitter.to(rooms).emit(event, payload);
    } else {
      this.#logger.debug({ event }, 'realtime event recorded with no socket server attached');
    }
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
