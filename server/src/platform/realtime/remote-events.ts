import type { Logger } from '../../logger.ts';
import type { NoticeListener } from '../database/notice-listener.ts';
import { EVENTS_CHANNEL, parseEventsNotice, type EventLog, type EventsNotice } from './event-log.ts';
import type { Emitter } from './realtime.ts';

type Options = { notices: NoticeListener; log: EventLog; emitter: Emitter; logger: Logger };

/**
 * Sends the events recorded by the other server processes to this process's sockets. Each process
 * emits its own events to its own sockets at once; the announcement committed with the events names
 * only their company and sequence range, and here they are read back from the log, in the order they
 * were committed, and sent to the rooms recorded with them. While the listening connection is lost,
 * sockets catch up through `sync` when they reconnect.
 */
export class RemoteEvents {
  readonly #options: Options;
  #delivering: Promise<void> = Promise.resolve();

  constructor(options: Options) {
    this.#options = options;
    options.notices.subscribe(EVENTS_CHANNEL, {
      notice: (payload) => {
        const notice = parseEventsNotice(payload);
        if (notice && notice.origin !== options.log.origin) {
          this.#delivering = this.#delivering.then(() => this.#deliver(notice));
        }
      },
    });
  }

  /** Resolves once the events announced so far were sent. */
  drain(): Promise<void> {
    return this.#delivering;
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
}
