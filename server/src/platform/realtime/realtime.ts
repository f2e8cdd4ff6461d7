import { channelEventName, type Channel, type ChannelPayloads, type Envelope } from '@balcao/shared';
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

  constructor(log: EventLog, logger: Logger) {
    this.#log = log;
    this.#logger = logger;
  }

  attach(emitter: Emitter): void {
    this.#emitter = emitter;
  }

  /**
   * Stamps the company's next sequence number on the event, records it for replay, then sends it
   * to the given rooms (across every server process sharing the database). Call after commit.
   */
  async emit<C extends Channel>(companyId: number, channel: C, payload: ChannelPayloads[C], toRooms: string[]): Promise<number> {
    const event = channelEventName(companyId, channel);
    const envelope = { ...payload, companyId } as Envelope<C>;
    const seq = await this.#log.append(companyId, event, toRooms, envelope);
    envelope.seq = seq;
    if (this.#emitter) {
      this.#emitter.to(toRooms).emit(event, envelope);
    } else {
      this.#logger.debug({ event }, 'realtime event recorded with no socket server attached');
    }
    return seq;
  }
}
