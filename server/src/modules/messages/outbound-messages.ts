import { createHash, randomUUID } from 'node:crypto';
import type { MediaType, MessageDetails } from '@balcao/shared';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import { VOICE_NOTE_MIMETYPE, type VoiceNoteEncoder } from '../../platform/media/voice-note-encoder.ts';
import type { OutboundContent, SendOptions, SentMessage } from '../../platform/messaging/connection-provider.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import { mediaTypeOf } from '../inbound/media-type.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { readSummaryParts, ticketPayload } from '../tickets/ticket-payload.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import { lockedMessage } from './message-lock.ts';
import { Message } from './message.entity.ts';
import { messagePayload } from './message-payload.ts';
import { messageRecords } from './message-records.ts';

/** Sends through the session of a connection (the session manager's `send`). */
export type SendThroughConnection = (
  companyId: number,
  connectionId: number,
  to: string,
  content: OutboundContent,
  options?: SendOptions,
) => Promise<SentMessage>;

export type OutboundRequest = {
  companyId: number;
  ticketId: number;
  content: OutboundContent;
  /** The attendant who sends; absent for automatic messages. */
  userId?: number;
  clientKey?: string;
  quotedMsgId?: number;
  /**
   * Sends under a WhatsApp message id derived from the client key, so that sending the same stored
   * message again after a crash (`retry` with the same option) reaches the contact once.
   */
  stableProviderId?: boolean;
  /**
   * A paced sender's floor (epoch ms): the message is stored at once, the provider asked no earlier, so
   * a sender that did its work ahead never hands two messages over closer than its interval.
   */
  notBefore?: number;
};

/** The WhatsApp-style message id of a client key (the form Baileys makes: `3EB0` and hex). */
export function providerIdOf(companyId: number, clientKey: string): string {
  return `3EB0${createHash('sha256').update(`${companyId}:${clientKey}`).digest('hex').slice(0, 36).toUpperCase()}`;
}

/** Deletes a sent message for everyone (the session manager's `deleteMessage`). */
export type RevokeThroughConnection = (companyId: number, connectionId: number, to: string, messageId: string) => Promise<void>;

type Deps = {
  em: EntityManager;
  realtime: Realtime;
  logger: Logger;
  media: MediaService;
  voice: VoiceNoteEncoder;
  send: SendThroughConnection;
  revoke: RevokeThroughConnection;
  /** Called once a send's WhatsApp id is recorded (changes that came before it are then applied). */
  recorded?: (connection: { id: number; companyId: number }, waId: string) => Promise<void>;
};

/** Ack of a message the provider accepted (1 = on WhatsApp's server; later acks arrive as updates). */
const SENT_ACK = 1;

/** What a pending row shows as its WhatsApp id until the provider gives the real one. */
const PENDING_ID_PREFIX = 'pending:';

function bodyOf(content: OutboundContent): string {
  switch (content.kind) {
    case 'text':
    case 'template':
      return content.body;
    case 'media':
      return content.caption ?? content.filename;
    case 'voice':
      return '';
    case 'location':
      return `https://maps.google.com/maps?q=${content.latitude}%2C${content.longitude}&z=17|${content.name ?? ''}`;
  }
}

/** What a retry needs beyond the body: a template goes out again as the same template. */
function detailsOf(content: OutboundContent): MessageDetails | null {
  return content.kind === 'template'
    ? { kind: 'template', name: content.name, language: content.language, parameters: [...content.parameters] }
    : null;
}

function mediaTypeOfContent(content: OutboundContent): MediaType {
  switch (content.kind) {
    case 'text':
    case 'template':
      return 'chat';
    case 'media':
      return mediaTypeOf(content.mimetype);
    case 'voice':
      return 'audio';
    case 'location':
      return 'locationMessage';
  }
}

/**
 * Every message Balcão sends (an attendant's, the bot's, the API's) is stored before the provider is
 * asked, as `pending`, then becomes `sent` with the provider's id or `failed` with the reason: a send
 * never vanishes, and a client key makes a retried request a no-op.
 */
export class OutboundMessages {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async send(original: OutboundRequest): Promise<Message> {
    const request =
      original.content.kind === 'voice'
        ? { ...original, content: { ...original.content, data: await this.#deps.voice.encode(original.content.data) } }
        : original;
    const queued = await this.#store(request);
    if (!queued.created) {
      return queued.message;
    }
    const { message, ticket, contact } = queued;
    const quoted = request.quotedMsgId === undefined ? undefined : await this.#quotedWaId(request.companyId, request.quotedMsgId);
    const stableId = request.stableProviderId && request.clientKey ? providerIdOf(request.companyId, request.clientKey) : undefined;
    const options =
      quoted || stableId ? { ...(quoted ? { quotedId: quoted } : {}), ...(stableId ? { messageId: stableId } : {}) } : undefined;
    const early = (request.notBefore ?? 0) - Date.now();
    if (early > 0) {
      await new Promise((resolve) => setTimeout(resolve, early));
    }
    let outcome: { sent: SentMessage } | { error: string };
    try {
      const sent = await this.#deps.send(request.companyId, message.whatsappId ?? 0, contact.number, request.content, options);
      outcome = { sent };
    } catch (error) {
      this.#deps.logger.warn({ err: error, ticketId: ticket.id, messageId: message.id }, 'a message could not be sent');
      outcome = { error: error instanceof Error ? error.message : String(error) };
    }
    return this.#settle(request.companyId, message.id, outcome);
  }

  /**
   * Sends a failed message again under the same row (same id, same client key). Only a failed row is
   * taken, atomically, so two retries never send twice; anything else is answered as it stands.
   */
  async retry(companyId: number, messageId: number, { stableProviderId = false }: { stableProviderId?: boolean } = {}): Promise<Message> {
    const em = forkForCompany(this.#deps.em, companyId);
    const taken = await em.nativeUpdate(
      Message,
      { id: messageId, sendStatus: 'failed', isDeleted: false },
      { sendStatus: 'pending', sendError: null },
    );
    const message = await em.findOneOrFail(Message, { id: messageId });
    if (taken === 0) {
      return message;
    }
    const ticket = await em.findOneOrFail(Ticket, { id: message.ticketId });
    const contact = await em.findOneOrFail(Contact, { id: ticket.contactId });
    await this.#announce('update', message, ticket);
    let outcome: { sent: SentMessage } | { error: string };
    try {
      const content = await this.#contentOf(em, message);
      const quoted = message.quotedMsgId ? await this.#quotedWaId(companyId, message.quotedMsgId) : undefined;
      const connectionId = message.whatsappId ?? ticket.whatsappId ?? 0;
      const stableId = stableProviderId && message.clientKey ? providerIdOf(companyId, message.clientKey) : undefined;
      const options =
        quoted || stableId ? { ...(quoted ? { quotedId: quoted } : {}), ...(stableId ? { messageId: stableId } : {}) } : undefined;
      outcome = { sent: await this.#deps.send(companyId, connectionId, contact.number, content, options) };
    } catch (error) {
      this.#deps.logger.warn({ err: error, ticketId: ticket.id, messageId }, 'a retried message could not be sent');
      outcome = { error: error instanceof Error ? error.message : String(error) };
    }
    return this.#settle(companyId, messageId, outcome);
  }

  /** What a stored message sends: its text, or its stored file (a voice note is stored already encoded). */
  async #contentOf(em: EntityManager, message: Message): Promise<OutboundContent> {
    if (message.details?.kind === 'template') {
      const { name, language, parameters } = message.details;
      return { kind: 'template', name, language, parameters, body: message.body };
    }
    if (!message.mediaId) {
      return { kind: 'text', body: message.body };
    }
    const { media, stream } = await this.#deps.media.open(em, message.mediaId);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    }
    const data = Buffer.concat(chunks);
    if (media.mimetype === VOICE_NOTE_MIMETYPE) {
      return { kind: 'voice', data };
    }
    const caption = message.body && message.body !== media.filename ? { caption: message.body } : {};
    return { kind: 'media', data, filename: media.filename, mimetype: media.mimetype, ...caption };
  }

  /**
   * Sends still pending long after they began were cut off (a crash or a restart mid-send): whether the
   * provider took them is unknown, so they are shown as failed, for a person to retry, never resent blindly.
   */
  async failInterrupted(startedBefore: Date): Promise<number> {
    return forkUnscoped(this.#deps.em).nativeUpdate(
      Message,
      { sendStatus: 'pending', createdAt: { $lt: startedBefore } },
      { sendStatus: 'failed', sendError: 'Interrupted before the connection confirmed the send' },
    );
  }

  /** Stores the pending row (or finds the one an earlier request with the same client key made). */
  async #store(
    request: OutboundRequest,
  ): Promise<{ created: true; message: Message; ticket: Ticket; contact: Contact } | { created: false; message: Message }> {
    const em = forkForCompany(this.#deps.em, request.companyId);
    if (request.clientKey) {
      const earlier = await em.findOne(Message, { clientKey: request.clientKey });
      if (earlier) {
        return { created: false, message: earlier };
      }
    }
    const stored = await this.#insertPending(em, request).catch(async (error: unknown) => {
      // Two requests with one client key raced: the other one's row is the answer.
      const earlier =
        request.clientKey && error instanceof UniqueConstraintViolationException
          ? await forkForCompany(this.#deps.em, request.companyId).findOne(Message, { clientKey: request.clientKey })
          : null;
      if (!earlier) {
        throw error;
      }
      return earlier;
    });
    if (stored instanceof Message) {
      return { created: false, message: stored };
    }
    await this.#announce('create', stored.message, stored.ticket, stored.contact);
    return { created: true, ...stored };
  }

  #insertPending(em: EntityManager, request: OutboundRequest): Promise<{ message: Message; ticket: Ticket; contact: Contact }> {
    return em.transactional(async (tx) => {
      const ticket = await tx.findOneOrFail(Ticket, { id: request.ticketId });
      const contact = await tx.findOneOrFail(Contact, { id: ticket.contactId });
      const media =
        request.content.kind === 'media' || request.content.kind === 'voice'
          ? await this.#deps.media.save(
              tx,
              request.content.data,
              request.content.kind === 'media' ? request.content.filename : 'voice-note.ogg',
              request.content.kind === 'media' ? request.content.mimetype : VOICE_NOTE_MIMETYPE,
            )
          : null;
      const message = tx.create(Message, {
        companyId: request.companyId,
        ticketId: ticket.id,
        contactId: contact.id,
        whatsappId: ticket.whatsappId ?? null,
        waId: `${PENDING_ID_PREFIX}${randomUUID()}`,
        body: bodyOf(request.content),
        fromMe: true,
        read: true,
        ack: 0,
        mediaType: mediaTypeOfContent(request.content),
        mediaId: media?.id ?? null,
        quotedMsgId: request.quotedMsgId ?? null,
        details: detailsOf(request.content),
        sendStatus: 'pending',
        clientKey: request.clientKey ?? null,
        userId: request.userId ?? null,
        sentAt: new Date(),
      });
      ticket.lastMessage = message.body;
      ticket.fromMe = true;
      ticket.updatedAt = new Date();
      await tx.flush();
      return { message, ticket, contact };
    });
  }

  /**
   * Records the provider's answer under the row's lock, which a deletion of the pending message also
   * takes: a message deleted while the provider was sending it is revoked on the phone as soon as it
   * has been sent, so the contact does not keep what the attendant sees as deleted.
   */
  async #settle(companyId: number, messageId: number, outcome: { sent: SentMessage } | { error: string }): Promise<Message> {
    const em = forkForCompany(this.#deps.em, companyId);
    const message = await em.transactional(async (tx) => {
      const row = await lockedMessage(tx, messageId);
      if ('sent' in outcome) {
        row.waId = outcome.sent.id;
        row.ack = Math.max(row.ack, SENT_ACK);
        row.sendStatus = 'sent';
      } else {
        row.sendStatus = 'failed';
        row.sendError = outcome.error.slice(0, 1000);
      }
      return row;
    });
    const ticket = await em.findOneOrFail(Ticket, { id: message.ticketId });
    if ('sent' in outcome && message.isDeleted) {
      await this.#revokeDeleted(em, message, ticket);
    }
    await this.#announce('update', message, ticket);
    if ('sent' in outcome && message.whatsappId && this.#deps.recorded) {
      await this.#deps.recorded({ id: message.whatsappId, companyId }, message.waId).catch((error: unknown) => {
        this.#deps.logger.warn({ err: error, messageId }, 'changes that came before a send was recorded could not be applied');
      });
    }
    return message;
  }

  async #revokeDeleted(em: EntityManager, message: Message, ticket: Ticket): Promise<void> {
    try {
      const contact = await em.findOneOrFail(Contact, { id: ticket.contactId });
      await this.#deps.revoke(message.companyId, message.whatsappId ?? ticket.whatsappId ?? 0, contact.number, message.waId);
    } catch (error) {
      this.#deps.logger.warn({ err: error, messageId: message.id }, 'a message deleted while it was being sent could not be revoked');
    }
  }

  async #quotedWaId(companyId: number, quotedMsgId: number): Promise<string | undefined> {
    const quoted = await forkForCompany(this.#deps.em, companyId).findOne(Message, { id: quotedMsgId });
    return quoted && !quoted.waId.startsWith(PENDING_ID_PREFIX) ? quoted.waId : undefined;
  }

  async #announce(action: 'create' | 'update', message: Message, ticket: Ticket, contact?: Contact): Promise<void> {
    try {
      // The whole record (with the quoted message), so every open conversation shows it as the sender's does.
      const em = forkForCompany(this.#deps.em, ticket.companyId);
      const [record] = await messageRecords(em, ticket.companyId, [message.id]);
      if (action === 'create' && contact) {
        const summary = ticketPayload(ticket, contact, await readSummaryParts(em, ticket));
        const payload = { action, message: record ?? messagePayload(message), ticket: summary, contact: summary.contact };
        await this.#deps.realtime.emit(ticket.companyId, 'appMessage', payload, ticketRooms(ticket));
      } else if (action === 'update' && record) {
        await this.#deps.realtime.emit(ticket.companyId, 'appMessage', { action, message: record }, ticketRooms(ticket));
      }
    } catch (error) {
      this.#deps.logger.warn({ err: error, ticketId: ticket.id }, 'could not announce an outbound message');
    }
  }
}
