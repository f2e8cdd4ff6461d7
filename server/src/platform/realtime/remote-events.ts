import type { Logger } from '../../logger.ts';
import type { NoticeListener } from '../database/notice-listener.ts';
import { EVENTS_CHANNEL, parseEventsNotice, type EventLog, type EventsNotice } from './event-log.ts';
import type { Emitter } from './realtime.ts';

type Options = {
  notices: NoticeListener;
  log: EventLog;
  emitter: Emitter;
  logger: Logger;
  /** Told, in seconds, how long each announcement waited before its events reached this process's sockets. */
  lag?: (seconds: number) => void;
};

/** Events recorded this much before the announcements stopped arriving are looked at again when they resume. */
const GAP_MARGIN_SECONDS = 5;

/**
 * Sends the events recorded by the other server processes to this process's sockets. Each process
 * emits its own events to its own sockets at once; the announcement committed with the events names
 * only their company and sequence range, and here they are read back from the log, in the order they
 * were committed, and sent to the rooms recorded with them. When the listening connection was lost
 * (the database restarted), the events recorded meanwhile are read from the log once it listens again
 * and sent then: the sockets stayed connected to this process and would not ask for them. (An event
 * of this process recorded in that gap may reach a socket twice; clients handle an event once by its `seq`.)
 */
export class RemoteEvents {
  readonly #options: Options;
  #delivering: Promise<void> = Promise.resolve();
  /** The last sequence number announced per company, whichever process recorded it. */
  readonly #seen = new Map<number, number>();
  #lostAt: number | undefined;

  constructor(options: Options) {
    this.#options = options;
    options.notices.subscribe(EVENTS_CHANNEL, {
      notice: (payload) => {
        const notice = parseEventsNotice(payload);
        if (!notice) {
          return;
        }
        this.#seen.set(notice.companyId, Math.max(this.#seen.get(notice.companyId) ?? 0, notice.lastSeq));
        if (notice.origin !== options.log.origin) {
          const receivedAt = performance.now();
          this.#delivering = this.#delivering.then(() => this.#deliver(notice, receivedAt));
        }
      },
      lost: () => {
        this.#lostAt ??= Date.now();
      },
      listening: () => {
        const lostAt = this.#lostAt;
        this.#lostAt = undefined;
        if (lostAt !== undefined) {
          const seconds = (Date.now() - lostAt) / 1000 + GAP_MARGIN_SECONDS;
          this.#delivering = this.#delivering.then(() => this.#catchUp(seconds));
        }
      },
    });
  }

  /** Resolves once the events announced so far were sent. */
  drain(): Promise<void> {
    return this.#delivering;
  }

  async #deliver({ companyId, firstSeq, lastSeq }: EventsNotice, receivedAt: number): Promise<void> {
    try {
      for (const { event, rooms, payload } of await this.#options.log.range(companyId, firstSeq, lastSeq)) {
        this.#options.emitter.to(rooms).emit(event, payload);
      }
      this.#options.lag?.((performance.now() - receivedAt) / 1000);
    } catch (error) {
      // The sockets catch up through `sync` when they reconnect.
      this.#options.logger.warn({ err: error, companyId, firstSeq, lastSeq }, 'could not relay events of another process');
    }
  }

  async #catchUp(seconds: number): Promise<void> {
    try {
      const missed = await this.#options.log.recordedSince(this.#seen, seconds);
      for (const { companyId, event, rooms, payload } of missed) {
        this.#options.emitter.to(rooms).emit(event, payload);
        this.#seen.set(companyId, Math.max(this.#seen.get(companyId) ?? 0, payload.seq));
      }
      if (missed.length > 0) {
        this.#options.logger.info({ events: missed.length }, 'events recorded while notices were not heard were sent');
      }
    } catch (error) {
      this.#options.logger.warn({ err: error }, 'could not send the events recorded while notices were not heard');
    }
  }
}
