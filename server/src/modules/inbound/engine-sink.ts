import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { AckUpdate, InboundMessage } from '../../platform/messaging/inbound-message.ts';
import type { InboundSink, SinkConnection } from '../../platform/messaging/inbound-sink.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Message } from '../messages/message.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import type { InboundIngestor, IngestResult } from './inbound-ingestor.ts';

/** What runs after an inbound message was stored (the chatbot router). */
export type InboundRouter = { route(connection: SinkConnection, stored: Extract<IngestResult, { outcome: 'stored' }>): Promise<void> };

/** Feeds what sessions receive into the inbound engine, and advances acks of sent messages. */
export class InboundEngineSink implements InboundSink {
  readonly #ingestor: InboundIngestor;
  readonly #em: EntityManager;
  readonly #realtime: Realtime;
  readonly #router: InboundRouter | undefined;
  readonly #logger: Logger | undefined;

  constructor(deps: { ingestor: InboundIngestor; em: EntityManager; realtime: Realtime; router?: InboundRouter; logger?: Logger }) {
    this.#ingestor = deps.ingestor;
    this.#em = deps.em;
    this.#realtime = deps.realtime;
    this.#router = deps.router;
    this.#logger = deps.logger;
  }

  /** Stores the message (committed), then lets the router answer it; a routing failure never loses the message. */
  async receive(connection: SinkConnection, message: InboundMessage): Promise<void> {
    const result = await this.#ingestor.ingest(connection, message);
    if (result.outcome !== 'stored' || !this.#router) {
      return;
    }
    try {
      await this.#router.route(connection, result);
    } catch (error) {
      this.#logger?.error({ err: error, connectionId: connection.id, ticketId: result.ticket.id }, 'routing an inbound message failed');
    }
  }

  /** Acks only move forward; a late "delivered" never overwrites "read". */
  async receiveAck(connection: SinkConnection, update: AckUpdate): Promise<void> {
    const em = forkForCompany(this.#em, connection.companyId);
    const changed = await em.nativeUpdate(
      Message,
      { whatsappId: connection.id, waId: update.id, ack: { $lt: update.ack } },
      { ack: update.ack },
    );
    if (changed === 0) {
      return;
    }
    const message = await em.findOne(Message, { whatsappId: connection.id, waId: update.id });
    const ticket = message ? await em.findOne(Ticket, { id: message.ticketId }) : null;
    if (message && ticket) {
      await this.#realtime.emit(
        connection.companyId,
        'appMessage',
        { action: 'update', message: { id: message.id, ticketId: ticket.id, ack: message.ack } },
        ticketRooms(ticket),
      );
    }
  }
}
