import type { Logger } from '../../logger.ts';
import type { AckUpdate, InboundMessage } from './inbound-message.ts';

export type SinkConnection = { id: number; companyId: number };

/** Where received messages and delivery acks go once the session manager has them. */
export interface InboundSink {
  receive(connection: SinkConnection, message: InboundMessage): Promise<void>;
  receiveAck(connection: SinkConnection, update: AckUpdate): Promise<void>;
}

/**
 * Until the inbound engine (contacts, tickets, messages) lands, events are only recorded in the
 * debug log. Message bodies are not logged.
 */
export class LoggingInboundSink implements InboundSink {
  readonly #logger: Logger;

  constructor(logger: Logger) {
    this.#logger = logger;
  }

  receive(connection: SinkConnection, message: InboundMessage): Promise<void> {
    this.#logger.debug(
      { connectionId: connection.id, companyId: connection.companyId, messageId: message.id, hasMedia: message.media !== undefined },
      'inbound message received (no inbound engine yet)',
    );
    return Promise.resolve();
  }

  receiveAck(connection: SinkConnection, update: AckUpdate): Promise<void> {
    this.#logger.debug({ connectionId: connection.id, companyId: connection.companyId, ...update }, 'delivery ack received');
    return Promise.resolve();
  }
}
