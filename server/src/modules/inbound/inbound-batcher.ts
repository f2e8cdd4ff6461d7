import type { TicketListedParts } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import { STATUS_BROADCAST, type InboundMessage } from '../../platform/messaging/inbound-message.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { messagePayload } from '../messages/message-payload.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { ticketPayload } from '../tickets/ticket-payload.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import type { IngestResult } from './inbound-ingestor.ts';
import { storeKnownConversations, type BatchItem, type BatchOutcome } from './known-conversations.ts';
import { mediaTypeOf } from './media-type.ts';
import { StoredViews } from './stored-views.ts';

type Connection = { id: number; companyId: number };
type StoredResult = Extract<IngestResult, { outcome: 'stored' }>;
/** What the batch path settled for each message of a run; `undefined` is left to the one-by-one path. */
export type RunResults = (StoredResult | { outcome: 'duplicate' } | undefined)[];
type Group = {
  connection: Connection;
  messages: InboundMessage[];
  resolve: (results: RunResults) => void;
  reject: (error: unknown) => void;
};

/** Messages per batch, beyond which the groups wait for the next one (a first group always goes). */
const MAX_BATCH_ITEMS = 500;

type Deps = { pool: pg.Pool; em: EntityManager; realtime: Realtime; logger: Logger };

/**
 * Groups the text messages that arrive together for one company and stores those of contacts with an
 * active ticket in one transaction (`storeKnownConversations`), announced in one event-log write.
 * A new contact or ticket, a rating answer, media and groups are left to the one-by-one ingestor.
 * The caller hands one run per contact and connection at a time, in order (the sink's lanes). One
 * batch per company is under way at a time; what arrives meanwhile forms the next one, so batches grow
 * with the load and share their fixed cost (several in flight cost more CPU per message).
 */
export class InboundBatcher {
  readonly #deps: Deps;
  readonly #views: StoredViews;
  readonly #waiting = new Map<number, Group[]>();
  /** Companies with a batch under way. */
  readonly #running = new Set<number>();

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#views = new StoredViews(deps.em, { ticket: Ticket, message: Message, contact: Contact });
  }

  /** Stores what it can of one contact's run of messages on one connection. */
  storeRun(connection: Connection, messages: readonly InboundMessage[]): Promise<RunResults> {
    const group = batchable(messages);
    if (group.length === 0) {
      return Promise.resolve([]);
    }
    return new Promise((resolve, reject) => {
      const queue = this.#waiting.get(connection.companyId) ?? [];
      queue.push({ connection, messages: group, resolve, reject });
      this.#waiting.set(connection.companyId, queue);
      if (queue.length === 1 && !this.#running.has(connection.companyId)) {
        setImmediate(() => this.#next(connection.companyId));
      }
    });
  }

  #next(companyId: number): void {
    const batch = this.#waiting.get(companyId);
    if (!batch?.length || this.#running.has(companyId)) {
      return;
    }
    // A bounded batch keeps its statement's plan and duration small; the rest forms the next batch.
    let items = 0;
    const taken = batch.findIndex((group) => (items += group.messages.length) > MAX_BATCH_ITEMS);
    const rest = taken > 0 ? batch.splice(taken) : [];
    if (rest.length > 0) {
      this.#waiting.set(companyId, rest);
    } else {
      this.#waiting.delete(companyId);
    }
    this.#running.add(companyId);
    void this.#run(companyId, batch)
      .catch((error: unknown) => batch.forEach((group) => group.reject(error)))
      .finally(() => {
        this.#running.delete(companyId);
        this.#next(companyId);
      });
  }

  async #run(companyId: number, batch: Group[]): Promise<void> {
    const items = batch.flatMap(({ connection, messages }) => messages.map((message) => toItem(connection, message)));
    // A message id seen twice in a batch is stored once: the repeat takes the first one's outcome, as a duplicate.
    const firstOf = new Map<string, number>();
    const repeats = items.map((item, index) => {
      const key = `${item.connectionId}:${item.waId}`;
      const first = firstOf.get(key);
      firstOf.set(key, first ?? index);
      return first;
    });
    const unique = items.filter((_item, index) => repeats[index] === undefined);
    let results: RunResults = items.map(() => undefined);
    let send: ((lastSeq: number) => void) | undefined;
    let lastSeq: string | undefined;
    try {
      const { recorded } = await storeKnownConversations(this.#deps.pool, companyId, unique, (stored) => {
        const outcomes = withRepeats(stored, repeats);
        results = this.#records(outcomes);
        const listed = outcomes.map((outcome) => (outcome?.kind === 'stored' ? outcome.listed : null));
        const announced = this.#announcement(companyId, results, listed);
        send = announced?.send;
        return announced?.query ?? null;
      });
      lastSeq = (recorded as { last_seq?: string }[])[0]?.last_seq;
    } catch (error) {
      this.#deps.logger.warn({ err: error, companyId }, 'batched inbound store failed; storing one by one');
      results = items.map(() => undefined);
      send = undefined;
    }
    try {
      if (send && lastSeq !== undefined) {
        send(Number(lastSeq));
      }
    } catch (error) {
      // The messages are stored and their events recorded: clients catch up through `sync`.
      this.#deps.logger.warn({ err: error, companyId }, 'could not send inbound message events');
    }
    let offset = 0;
    for (const group of batch) {
      group.resolve(results.slice(offset, offset + group.messages.length));
      offset += group.messages.length;
    }
  }

  /** The stored rows as the plain records the events and the router read. */
  #records(outcomes: BatchOutcome[]): RunResults {
    return outcomes.map((outcome) => {
      if (outcome?.kind !== 'stored') {
        return outcome ? { outcome: 'duplicate' } : undefined;
      }
      return {
        outcome: 'stored',
        message: this.#views.message(outcome.message),
        ticket: this.#views.ticket(outcome.ticket),
        contact: this.#views.contact(outcome.contact),
        ticketCreated: false,
        ticketReopened: false,
      };
    });
  }

  /**
   * The events of the stored messages, recorded in the batch's transaction. Each shows its ticket as it
   * was right after that message (later messages of the batch not yet counted).
   */
  #announcement(companyId: number, results: RunResults, listed: readonly (TicketListedParts | null)[]) {
    const stored = results.flatMap((result, index) => (result?.outcome === 'stored' ? [{ ...result, listed: listed[index] ?? null }] : []));
    if (stored.length === 0) {
      return null;
    }
    const later = new Map<number, number>();
    const events = stored.toReversed().map(({ message, ticket, contact, listed: parts }) => {
      const after = later.get(ticket.id) ?? 0;
      later.set(ticket.id, after + 1);
      const payload = {
        // The store statement reads the parts of every ticket it touched (a stored message's always).
        ...ticketPayload(ticket, contact, parts ?? { whatsapp: null }),
        lastMessage: message.body,
        unreadMessages: ticket.unreadMessages - after,
      };
      return {
        channel: 'appMessage' as const,
        payload: { action: 'create' as const, message: messagePayload(message, { contact }), ticket: payload, contact: payload.contact },
        rooms: ticketRooms(ticket),
      };
    });
    return this.#deps.realtime.prepareMany(companyId, events.reverse());
  }
}

/** The outcomes of every item of a batch from those of its unique items: a repeat is a duplicate of a stored first. */
function withRepeats(stored: BatchOutcome[], repeats: (number | undefined)[]): BatchOutcome[] {
  const outcomes: BatchOutcome[] = [];
  let next = 0;
  for (const first of repeats) {
    const outcome = first === undefined ? (stored[next++] ?? null) : (outcomes[first] ?? null);
    outcomes.push(first === undefined || !outcome ? outcome : { kind: 'duplicate' });
  }
  return outcomes;
}

/**
 * The leading messages of a run the batch path may take: text, quoting nothing, not from a group, without
 * structured content or an ad, one sender identity (so one contact).
 */
function batchable(messages: readonly InboundMessage[]): InboundMessage[] {
  const group: InboundMessage[] = [];
  for (const message of messages) {
    const eligible =
      !message.media &&
      !message.quotedId &&
      !message.isGroup &&
      !message.details &&
      !message.referral &&
      !message.mediaRef &&
      message.from !== STATUS_BROADCAST;
    if (!eligible || (message.lid ?? null) !== (group[0]?.lid ?? message.lid ?? null)) {
      break;
    }
    group.push(message);
  }
  return group;
}

function toItem(connection: Connection, inbound: InboundMessage): BatchItem {
  return {
    connectionId: connection.id,
    from: inbound.from,
    lid: inbound.lid ?? null,
    waId: inbound.id,
    body: inbound.body,
    mediaType: inbound.mediaType ?? mediaTypeOf(undefined),
    sentAt: inbound.timestamp,
    recovered: inbound.recovered ?? false,
  };
}
