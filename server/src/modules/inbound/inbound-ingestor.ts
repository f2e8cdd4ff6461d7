import { DEFAULT_COMPANY_SETTINGS } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import { Message } from '../messages/message.entity.ts';
import { Setting } from '../settings/setting.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { ticketPayload } from '../tickets/ticket-payload.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import { TicketTracking } from '../tickets/ticket-tracking.entity.ts';
import { STATUS_BROADCAST, type InboundMessage } from '../../platform/messaging/inbound-message.ts';
import { mediaTypeOf } from './media-type.ts';

export type IngestResult =
  | { outcome: 'stored'; ticket: Ticket; message: Message; contact: Contact; ticketCreated: boolean; ticketReopened: boolean }
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
    const result = await em.transactional(async (tx) => {
      // One contact's messages on one connection are ingested one at a time, in arrival order.
      await tx.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [connection.id, inbound.from]);
      if ((await tx.count(Message, { whatsappId: connection.id, waId: inbound.id })) > 0) {
        return { outcome: 'duplicate' } as const;
      }
      const contact = await this.#contactFor(tx, connection, inbound);
      const { ticket, created, reopened } = await this.#ticketFor(tx, connection, contact, inbound);
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
        read: false,
        ack: 0,
        mediaType: inbound.mediaType ?? mediaTypeOf(inbound.media?.mimetype),
        mediaId: media?.id ?? null,
        recovered: inbound.recovered ?? false,
        sentAt: inbound.timestamp,
      });
      ticket.lastMessage = inbound.body || (media ? media.filename : '');
      ticket.unreadMessages += 1;
      ticket.updatedAt = new Date();
      await tx.flush();
      return { outcome: 'stored', ticket, message, contact, ticketCreated: created, ticketReopened: reopened } as const;
    });
    if (result.outcome === 'stored') {
      await this.#announce(result.ticket, result.message, result.contact);
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
    });
    await tx.flush();
    return contact;
  }

  async #ticketFor(
    tx: EntityManager,
    connection: Connection,
    contact: Contact,
    inbound: InboundMessage,
  ): Promise<{ ticket: Ticket; created: boolean; reopened: boolean }> {
    const active = await tx.findOne(Ticket, { contactId: contact.id, whatsappId: connection.id, status: { $in: ['open', 'pending'] } });
    if (active) {
      return { ticket: active, created: false, reopened: false };
    }
    const windowMinutes = await this.#reopenWindowMinutes(tx);
    const recentlyClosed = await tx.findOne(
      Ticket,
      {
        contactId: contact.id,
        whatsappId: connection.id,
        status: 'closed',
        closedAt: { $gte: new Date(Date.now() - windowMinutes * 60_000) },
      },
      { orderBy: { closedAt: 'desc' } },
    );
    if (recentlyClosed) {
      recentlyClosed.status = 'pending';
      recentlyClosed.userId = null;
      recentlyClosed.closedAt = null;
      tx.create(TicketTracking, {
        companyId: connection.companyId,
        ticketId: recentlyClosed.id,
        whatsappId: connection.id,
        queuedAt: new Date(),
      });
      return { ticket: recentlyClosed, created: false, reopened: true };
    }
    const ticket = tx.create(Ticket, {
      companyId: connection.companyId,
      contactId: contact.id,
      whatsappId: connection.id,
      status: 'pending',
      isGroup: inbound.isGroup ?? false,
    });
    await tx.flush();
    tx.create(TicketTracking, { companyId: connection.companyId, ticketId: ticket.id, whatsappId: connection.id, queuedAt: new Date() });
    return { ticket, created: true, reopened: false };
  }

  /** The CheckMsgIsGroup setting: `enabled` (the default) means group messages are ignored. */
  async #ignoresGroups(em: EntityManager): Promise<boolean> {
    const setting = await em.findOne(Setting, { key: 'CheckMsgIsGroup' });
    return (setting?.value ?? DEFAULT_COMPANY_SETTINGS.CheckMsgIsGroup) === 'enabled';
  }

  async #reopenWindowMinutes(tx: EntityManager): Promise<number> {
    const setting = await tx.findOne(Setting, { key: 'ticketReopenWindowMinutes' });
    const minutes = Number(setting?.value ?? DEFAULT_COMPANY_SETTINGS.ticketReopenWindowMinutes);
    return Number.isFinite(minutes) && minutes >= 0 ? minutes : Number(DEFAULT_COMPANY_SETTINGS.ticketReopenWindowMinutes);
  }

  async #announce(ticket: Ticket, message: Message, contact: Contact): Promise<void> {
    const toRooms = ticketRooms(ticket);
    const messagePayload = {
      id: message.id,
      ticketId: ticket.id,
      body: message.body,
      fromMe: false,
      ack: message.ack,
      mediaType: message.mediaType,
      mediaUrl: message.mediaId ? `/media/${message.mediaId}` : null,
      createdAt: message.createdAt.toISOString(),
    };
    try {
      await this.#deps.realtime.emit(
        ticket.companyId,
        'appMessage',
        { action: 'create', message: messagePayload, ticket: ticketPayload(ticket, contact) },
        toRooms,
      );
    } catch (error) {
      // The message is stored; a lost event is repaired by the client's catch-up or refetch.
      this.#deps.logger.warn({ err: error, ticketId: ticket.id }, 'could not announce an inbound message');
    }
  }
}
