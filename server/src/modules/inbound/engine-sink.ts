import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { AckUpdate, CallEvent, EditEvent, InboundMessage, RevokeEvent } from '../../platform/messaging/inbound-message.ts';
import type { InboundSink, SinkConnection } from '../../platform/messaging/inbound-sink.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Message } from '../messages/message.entity.ts';
import { messageRecords } from '../messages/message-records.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import type { InboundIngestor, IngestResult } from './inbound-ingestor.ts';
import type { InboundBatcher } from './inbound-batcher.ts';
import { KeyedLanes, type LaneEntry } from './keyed-lanes.ts';

/** What runs after an inbound message was stored (the chatbot router). */
export type InboundRouter = { route(connection: SinkConnection, stored: Extract<IngestResult, { outcome: 'stored' }>): Promise<void> };

/** What a contact's answer means to the campaigns that wrote to them (a stop word, a confirmation). */
export type CampaignAnswers = {
  received(connection: SinkConnection, contact: { number: string; isGroup?: boolean }, body: string): Promise<void>;
};

/** What runs after a contact answered the rating question (the completion message). */
export type RatingFollowUp = { thankForRating(companyId: number, ticketId: number): Promise<void> };

/** What handles a ringing call. */
export type CallReceiver = { handle(connection: SinkConnection, call: CallEvent): Promise<void> };

type Deps = {
  ingestor: InboundIngestor;
  /** Stores text messages of known conversations in batches; without it every message goes through the ingestor. */
  batcher?: InboundBatcher;
  em: EntityManager;
  realtime: Realtime;
  router?: InboundRouter;
  rating?: RatingFollowUp;
  calls?: CallReceiver;
  campaigns?: CampaignAnswers;
  logger?: Logger;
};

/** Feeds what sessions receive into the inbound engine, and advances acks of sent messages. */
export class InboundEngineSink implements InboundSink {
  readonly #ingestor: InboundIngestor;
  readonly #batcher: InboundBatcher | undefined;
  readonly #em: EntityManager;
  readonly #realtime: Realtime;
  readonly #router: InboundRouter | undefined;
  readonly #rating: RatingFollowUp | undefined;
  readonly #calls: CallReceiver | undefined;
  readonly #campaigns: CampaignAnswers | undefined;
  readonly #logger: Logger | undefined;
  /** One contact's messages on one connection are handled in arrival order, a run at a time. */
  readonly #lanes = new KeyedLanes<{ connection: SinkConnection; message: InboundMessage }>((run) => this.#receiveRun(run));

  constructor(deps: Deps) {
    this.#ingestor = deps.ingestor;
    this.#batcher = deps.batcher;
    this.#em = deps.em;
    this.#realtime = deps.realtime;
    this.#router = deps.router;
    this.#rating = deps.rating;
    this.#calls = deps.calls;
    this.#campaigns = deps.campaigns;
    this.#logger = deps.logger;
  }

  /** Stores the message (committed), then lets the router answer it; a routing failure never loses the message. */
  receive(connection: SinkConnection, message: InboundMessage): Promise<void> {
    return this.#lanes.push(`${connection.id}:${message.from}`, { connection, message });
  }

  /**
   * A contact's messages that arrived together: the batch path stores what it can at once, then each
   * message, in order, is answered, or first ingested one by one when the batch path left it.
   */
  async #receiveRun(run: LaneEntry<{ connection: SinkConnection; message: InboundMessage }>[]): Promise<void> {
    const [first] = run;
    if (!first) {
      return;
    }
    const { connection } = first.item;
    // A batch that failed stored nothing (it rolled back): its messages then go one by one.
    const batched = this.#batcher
      ? await this.#batcher
          .storeRun(
            connection,
            run.map((entry) => entry.item.message),
          )
          .catch((error: unknown) => {
            this.#logger?.warn({ err: error, connectionId: connection.id }, 'batched inbound store failed');
            return [];
          })
      : [];
    for (const [index, entry] of run.entries()) {
      try {
        await this.#answer(connection, batched[index] ?? (await this.#ingestor.ingest(connection, entry.item.message)));
        entry.resolve();
      } catch (error) {
        entry.reject(error);
      }
    }
  }

  async #answer(connection: SinkConnection, result: IngestResult): Promise<void> {
    try {
      if (result.outcome === 'stored') {
        if (result.message.mediaType === 'system') {
          return;
        }
        if (!result.message.fromMe) {
          await this.#campaigns?.received(connection, result.contact, result.message.body);
        }
        await this.#router?.route(connection, result);
      } else if (result.outcome === 'rated') {
        await this.#rating?.thankForRating(connection.companyId, result.ticket.id);
      }
    } catch (error) {
      this.#logger?.error({ err: error, connectionId: connection.id, outcome: result.outcome }, 'answering an inbound message failed');
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
    if (message) {
      await this.#announceChange(em, connection.companyId, message);
    }
  }

  /** The contact's edit replaces the text of their message, marked as edited; an unknown id is ignored. */
  async receiveEdit(connection: SinkConnection, edit: EditEvent): Promise<void> {
    await this.#changeInbound(connection, edit.id, { body: edit.body, isEdited: true });
  }

  /** The contact's delete keeps the message for the attendants, marked as deleted. */
  async receiveRevoke(connection: SinkConnection, revoke: RevokeEvent): Promise<void> {
    await this.#changeInbound(connection, revoke.id, { isDeleted: true });
  }

  async receiveCall(connection: SinkConnection, call: CallEvent): Promise<void> {
    await this.#calls?.handle(connection, call);
  }

  async #changeInbound(connection: SinkConnection, waId: string, change: { body?: string; isEdited?: boolean; isDeleted?: boolean }) {
    const em = forkForCompany(this.#em, connection.companyId);
    const message = await em.findOne(Message, { whatsappId: connection.id, waId, fromMe: false });
    if (!message) {
      return;
    }
    if (change.body !== undefined && change.body !== message.body) {
      // The text before the edit stays reachable for audit.
      message.previousBodies = [...(message.previousBodies ?? []), message.body];
    }
    em.assign(message, change);
    await em.flush();
    await this.#announceChange(em, connection.companyId, message);
  }

  /** The changed message's whole record, as a client shows it (the reference product's puts it in place of the one shown). */
  async #announceChange(em: EntityManager, companyId: number, message: Message): Promise<void> {
    const ticket = await em.findOne(Ticket, { id: message.ticketId });
    const [record] = await messageRecords(em, companyId, [message.id]);
    if (ticket && record) {
      await this.#realtime.emit(companyId, 'appMessage', { action: 'update', message: record }, ticketRooms(ticket));
    }
  }
}
