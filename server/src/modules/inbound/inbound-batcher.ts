import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';
import { STATUS_BROADCAST, type InboundMessage } from '../../platform/messaging/inbound-message.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Message } from '../messages/message.entity.ts';
import { messagePayload } from '../messages/message-payload.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { ticketPayload } from '../tickets/ticket-payload.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import type { IngestResult } from './inbound-ingestor.ts';
import { storeKnownConversations, type BatchItem, type BatchOutcome } from './known-conversations.ts';
import { mediaTypeOf } from './media-type.ts';

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

type Deps = { pool: pg.Pool; em: EntityManager; realtime: Realtime; logger: Logger };

/**
 * Groups the text messages that arrive together for one company and stores those of contacts with an
 * active ticket in one transaction (`storeKnownConversations`), announced in one event-log write.
 * A new contact or ticket, a rating answer, media and groups are left to the one-by-one ingestor.
 * The caller hands one run per contact and connection at a time, in order (the sink's lanes). One
 * batch per company is in flight; what arrives meanwhile forms the next one.
 */
export class InboundBatcher {
  readonly #deps: Deps;
  readonly #waiting = new Map<number, Group[]>();
  readonly #busy = new Set<number>();

  constructor(deps: Deps) {
    this.#deps = deps;
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
      if (queue.length === 1 && !this.#busy.has(connection.companyId)) {
        setImmediate(() => this.#next(connection.companyId));
      }
    });
  }

  #next(companyId: number): void {
    const batch = this.#waiting.get(companyId);
    if (!batch?.length || this.#busy.has(companyId)) {
      return;
    }
    this.#waiting.delete(companyId);
    this.#busy.add(companyId);
    void this.#run(companyId, batch)
      .catch((error: unknown) => batch.forEach((group) => group.reject(error)))
      .finally(() => {
        this.#busy.delete(companyId);
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
    let stored: BatchOutcome[];
    try {
      stored = await storeKnownConversations(this.#deps.pool, companyId, unique);
    } catch (error) {
      this.#deps.logger.warn({ err: error, companyId }, 'batched inbound store failed; storing one by one');
      stored = unique.map(() => null);
    }
    const outcomes: BatchOutcome[] = [];
    let next = 0;
    repeats.forEach((first) => {
      const outcome = first === undefined ? (stored[next++] ?? null) : outcomes[first];
      outcomes.push(first === undefined || !outcome ? (outcome ?? null) : { kind: 'duplicate' });
    });
    const results = await this.#load(companyId, outcomes);
    await this.#announce(
      companyId,
      results.filter((result): result is StoredResult => result?.outcome === 'stored'),
    );
    let offset = 0;
    for (const group of batch) {
      group.resolve(results.slice(offset, offset + group.messages.length));
      offset += group.messages.length;
    }
  }

  /** The stored rows as entities, for the events and for the router. */
  async #load(companyId: number, outcomes: BatchOutcome[]): Promise<RunResults> {
    const stored = outcomes.flatMap((outcome) => (outcome?.kind === 'stored' ? [outcome] : []));
    if (stored.length === 0) {
      return outcomes.map((outcome) => (outcome ? { outcome: 'duplicate' } : undefined));
    }
    const em = forkForCompany(this.#deps.em, companyId);
    const [messages, tickets, contacts] = await Promise.all([
      em.find(Message, { id: { $in: stored.map((outcome) => outcome.messageId) } }),
      em.find(Ticket, { id: { $in: [...new Set(stored.map((outcome) => outcome.ticketId))] } }),
      em.find(Contact, { id: { $in: [...new Set(stored.map((outcome) => outcome.contactId))] } }),
    ]);
    const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
    const [messageById, ticketById, contactById] = [byId(messages), byId(tickets), byId(contacts)];
    return outcomes.map((outcome) => {
      if (outcome?.kind !== 'stored') {
        return outcome ? { outcome: 'duplicate' } : undefined;
      }
      const message = messageById.get(outcome.messageId);
      const ticket = ticketById.get(outcome.ticketId);
      const contact = contactById.get(outcome.contactId);
      if (!message || !ticket || !contact) {
        throw new Error('a stored inbound message could not be read back');
      }
      return { outcome: 'stored', message, ticket, contact, ticketCreated: false, ticketReopened: false };
    });
  }

  /** Each event shows its ticket as it was right after that message (later messages of the batch not yet counted). */
  async #announce(companyId: number, results: StoredResult[]): Promise<void> {
    const later = new Map<number, number>();
    const events = results.toReversed().map(({ message, ticket, contact }) => {
      const after = later.get(ticket.id) ?? 0;
      later.set(ticket.id, after + 1);
      const payload = { ...ticketPayload(ticket, contact), lastMessage: message.body, unreadMessages: ticket.unreadMessages - after };
      return {
        channel: 'appMessage' as const,
        payload: { action: 'create' as const, message: messagePayload(message), ticket: payload },
        rooms: ticketRooms(ticket),
      };
    });
    try {
      await this.#deps.realtime.emitMany(companyId, events.reverse());
    } catch (error) {
      // The messages are stored; lost events are repaired by the clients' catch-up or refetch.
      this.#deps.logger.warn({ err: error, companyId }, 'could not announce inbound messages');
    }
  }
}

/**
 * The leading messages of a run the batch path may take: text, not from a group, one sender identity
 * (so one contact).
 */
function batchable(messages: readonly InboundMessage[]): InboundMessage[] {
  const group: InboundMessage[] = [];
  for (const message of messages) {
    const eligible = !message.media && !message.isGroup && message.from !== STATUS_BROADCAST;
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
