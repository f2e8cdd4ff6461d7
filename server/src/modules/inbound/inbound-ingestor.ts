import { DEFAULT_COMPANY_SETTINGS } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import type { MediaService, StoredMedia } from '../media/media.service.ts';
import { Message } from '../messages/message.entity.ts';
import { messagePayload } from '../messages/message-payload.ts';
import { Setting } from '../settings/setting.entity.ts';
import { type Ticket } from '../tickets/ticket.entity.ts';
import { readSummaryParts, ticketPayload } from '../tickets/ticket-payload.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import { findActiveTicket, reopenOrNewTicket } from '../tickets/ticket-resolver.ts';
import { awaitedRating, recordRating } from '../tickets/rating-answer.ts';
import { STATUS_BROADCAST, type InboundMessage } from '../../platform/messaging/inbound-message.ts';
import { mediaTypeOf } from './media-type.ts';
import type { StoredContact, StoredMessage, StoredTicket } from './stored-views.ts';

export type IngestResult =
  | {
      outcome: 'stored';
      ticket: StoredTicket;
      message: StoredMessage;
      contact: StoredContact;
      ticketCreated: boolean;
      ticketReopened: boolean;
    }
  /** The message answered the rating question of the contact's last attendance: stored there, ticket left closed. */
  | { outcome: 'rated'; ticket: Ticket; message: Message; contact: Contact; rate: number }
  | { outcome: 'duplicate' }
  | { outcome: 'ignored'; reason: string };

type Deps = { em: EntityManager; media: MediaService; realtime: Realtime; logger: Logger };
type Connection = { id: number; companyId: number };

/**
 * Stores every inbound message exactly once, in order per contact: contact find-or-create (by
 * number or LID), ticket find-or-create (the active ticket, a closed one reopened within the
 * company's reopen window, or a new pending one with its tracking row), the message with its
 * media, unread count and last message. Events go out after commit, only to the rooms that may see them.
 */
export class InboundIngestor {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async ingest(connection: Connection, inbound: InboundMessage): Promise<IngestResult> {
    if (inbound.from === STATUS_BROADCAST) {
      return { outcome: 'ignored', reason: 'status broadcast' };
    }
    const em = forkForCompany(this.#deps.em, connection.companyId);
    if (inbound.isGroup && (await this.#ignoresGroups(em))) {
      return { outcome: 'ignored', reason: 'group messages are turned off' };
    }
    /** The stored file's name, for the event (the client shows a document by it). */
    let mediaName: string | null = null;
    const result = await em.transactional(async (tx) => {
      // One contact's messages on one connection are ingested one at a time, in arrival order.
      await tx.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [connection.id, inbound.from]);
      if ((await tx.count(Message, { whatsappId: connection.id, waId: inbound.id })) > 0) {
        return { outcome: 'duplicate' } as const;
      }
      const contact = await this.#contactFor(tx, connection, inbound);
      const active = await findActiveTicket(tx, contact.id, connection.id);
      const rating = active
        ? null
        : await awaitedRating(tx, { contactId: contact.id, connectionId: connection.id, text: inbound.body, now: new Date() });
      if (rating) {
        const { message, media } = await this.#storeMessage(tx, connection, rating.ticket, contact, inbound, { unread: false });
        mediaName = media?.filename ?? null;
        recordRating(tx, rating);
        await tx.flush();
        return { outcome: 'rated', ticket: rating.ticket, message, contact, rate: rating.rate } as const;
      }
      const { ticket, created, reopened } = active
        ? { ticket: active, created: false, reopened: false }
        : await reopenOrNewTicket(tx, {
            companyId: connection.companyId,
            connectionId: connection.id,
            contact,
            isGroup: inbound.isGroup ?? false,
          });
      // A system line (a number or identity change) is about the conversation, not something to answer.
      const unread = inbound.mediaType !== 'system';
      const { message, media } = await this.#storeMessage(tx, connection, ticket, contact, inbound, { unread });
      mediaName = media?.filename ?? null;
      await tx.flush();
      return { outcome: 'stored', ticket, message, contact, ticketCreated: created, ticketReopened: reopened } as const;
    });
    if (result.outcome === 'stored' || result.outcome === 'rated') {
      await this.#announce(result.ticket, result.message, result.contact, mediaName);
    }
    return result;
  }

  async #contactFor(tx: EntityManager, connection: Connection, inbound: InboundMessage): Promise<Contact> {
    const identifiers = [inbound.from, ...(inbound.lid ? [inbound.lid] : [])];
    const existing = await tx.findOne(Contact, { $or: [{ number: { $in: identifiers } }, { lid: { $in: identifiers } }] });
    if (existing) {
      if (inbound.lid && !existing.lid) {
        existing.lid = inbound.lid;
      }
      return existing;
    }
    const contact = tx.create(Contact, {
      companyId: connection.companyId,
      name: inbound.name?.trim() || inbound.from,
      number: inbound.from,
      lid: inbound.lid ?? null,
      isGroup: inbound.isGroup ?? false,
      whatsappId: connection.id,
    });
    await tx.flush();
    return contact;
  }

  async #storeMessage(
    tx: EntityManager,
    connection: Connection,
    ticket: Ticket,
    contact: Contact,
    inbound: InboundMessage,
    { unread }: { unread: boolean },
  ): Promise<{ message: Message; media: StoredMedia | null }> {
    const media = inbound.media
      ? await this.#deps.media.save(tx, inbound.media.data, inbound.media.filename, inbound.media.mimetype)
      : null;
    const message = tx.create(Message, {
      companyId: connection.companyId,
      ticketId: ticket.id,
      contactId: contact.id,
      whatsappId: connection.id,
      waId: inbound.id,
      body: inbound.body,
      fromMe: false,
      read: !unread,
      ack: 0,
      mediaType: inbound.mediaType ?? mediaTypeOf(inbound.media?.mimetype ?? inbound.mediaRef?.mimetype),
      mediaId: media?.id ?? null,
      mediaRef: media ? null : (inbound.mediaRef ?? null),
      quotedMsgId: inbound.quotedId ? await this.#quotedMessageId(tx, connection, inbound.quotedId) : null,
      recovered: inbound.recovered ?? false,
      sentAt: inbound.timestamp,
      details: inbound.details ?? null,
      referral: inbound.referral ?? null,
    });
    ticket.lastMessage = inbound.body || (media ? media.filename : (inbound.mediaRef?.filename ?? ''));
    ticket.fromMe = false;
    if (unread) {
      ticket.unreadMessages += 1;
    }
    ticket.updatedAt = new Date();
    return { message, media };
  }

  /** The stored message a reply or reaction points at, by the provider's id; null when Balcão never saw it. */
  async #quotedMessageId(tx: EntityManager, connection: Connection, waId: string): Promise<number | null> {
    const quoted = await tx.findOne(Message, { whatsappId: connection.id, waId }, { fields: ['id'] });
    return quoted?.id ?? null;
  }

  /** The CheckMsgIsGroup setting: `enabled` (the default) means group messages are ignored. */
  async #ignoresGroups(em: EntityManager): Promise<boolean> {
    const setting = await em.findOne(Setting, { key: 'CheckMsgIsGroup' });
    return (setting?.value ?? DEFAULT_COMPANY_SETTINGS.CheckMsgIsGroup) === 'enabled';
  }

  async #announce(ticket: Ticket, message: Message, contact: Contact, mediaName: string | null): Promise<void> {
    const toRooms = ticketRooms(ticket);
    try {
      const parts = await readSummaryParts(forkForCompany(this.#deps.em, ticket.companyId), ticket);
      const summary = ticketPayload(ticket, contact, parts);
      await this.#deps.realtime.emit(
        ticket.companyId,
        'appMessage',
        { action: 'create', message: messagePayload(message, { contact, mediaName }), ticket: summary, contact: summary.contact },
        toRooms,
      );
    } catch (error) {
      // The message is stored; a lost event is repaired by the client's catch-up or refetch.
      this.#deps.logger.warn({ err: error, ticketId: ticket.id }, 'could not announce an inbound message');
    }
  }
}
