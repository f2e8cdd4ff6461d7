import { MESSAGES_PAGE_SIZE, type CloudTemplate, type MessageRecord, type ServiceWindow } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UploadedFile } from '../../platform/http/multipart.ts';
import type { OutboundContent } from '../../platform/messaging/connection-provider.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { fillTicketVariables } from '../chatbot/ticket-variables.ts';
import { renderTemplate } from '../cloud/cloud-templates.ts';
import { serviceWindowOf } from '../cloud/service-window.ts';
import { Contact } from '../contacts/contact.entity.ts';
import type { MediaService } from '../media/media.service.ts';
import { assertCanSee, type TicketViewer } from '../tickets/ticket-access.ts';
import { lookUpVisibleTicket } from '../tickets/ticket-lookup.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import { lockedMessage } from './message-lock.ts';
import { Message } from './message.entity.ts';
import { readConversation } from './conversation-page.ts';
import { messageRecords } from './message-records.ts';
import type { OutboundMessages } from './outbound-messages.ts';

/** The provider calls a conversation needs, forwarded to the session's process (the session manager's). */
export type ConversationProvider = {
  markRead(companyId: number, connectionId: number, chat: string, messageIds: readonly string[]): Promise<void>;
  deleteMessage(companyId: number, connectionId: number, to: string, messageId: string): Promise<void>;
  downloadMedia(companyId: number, connectionId: number, ref: Record<string, unknown>): Promise<Buffer>;
};

type Deps = {
  em: EntityManager;
  realtime: Realtime;
  logger: Logger;
  outbound: OutboundMessages;
  provider: ConversationProvider;
  media: MediaService;
};

export type MessageSend = { body: string; quotedMsg?: number | null | undefined; clientKey?: string | undefined; files: UploadedFile[] };

function contentOf(file: UploadedFile, caption: string | undefined): OutboundContent {
  const mimetype = file.mimetype || 'application/octet-stream';
  if (mimetype.startsWith('audio/')) {
    return { kind: 'voice', data: file.buffer };
  }
  return { kind: 'media', data: file.buffer, filename: file.originalname, mimetype, ...(caption ? { caption } : {}) };
}

/** What one send request becomes: the text alone, or one message per file with the text as the first file's caption. */
function contentsOf({ body, files }: MessageSend): OutboundContent[] {
  if (files.length === 0) {
    return [{ kind: 'text', body }];
  }
  const [first, ...rest] = files.map((file, index) => contentOf(file, index === 0 ? body : undefined));
  // A voice note carries no caption: the text goes first, on its own.
  const leadingText: OutboundContent[] = first?.kind === 'voice' && body.trim() ? [{ kind: 'text', body }] : [];
  return [...leadingText, ...(first ? [first] : []), ...rest];
}

/** A free-form message on a Cloud API ticket whose 24-hour window has closed: only a template may go out. */
function windowClosed(path: string): AppError {
  return new AppError('ERR_VALIDATION', {
    message: "The contact's 24-hour window has closed: only an approved template can be sent now",
    fields: [{ path, message: 'The customer-service window is closed; send a template' }],
  });
}

/** What marking a conversation read needs of its ticket: an entity, or the plain row of a hot read. */
type ReadTicket = Pick<Ticket, 'id' | 'companyId' | 'status' | 'queueId' | 'userId' | 'contactId' | 'whatsappId' | 'unreadMessages'>;

/** A ticket's conversation: reading it (which marks it read), sending, deleting and retrying messages. */
export class MessagesService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** A page of the conversation as the JSON text of a MessageListResponse (shared/), its records as PostgreSQL wrote them. */
  async list(em: EntityManager, viewer: TicketViewer, ticketId: number, pageNumber: number, markRead = true): Promise<string> {
    const { ticket, messages, count, hasMore } = await readConversation(em, viewer, { ticketId, pageNumber, pageSize: MESSAGES_PAGE_SIZE });
    if (pageNumber === 1 && markRead) {
      await this.markRead(em, ticket);
    }
    return `{"messages":${messages},"count":${count},"hasMore":${hasMore}}`;
  }

  /** The attendant reads messages that arrived while the conversation was open: marked read as on opening. */
  async read(em: EntityManager, viewer: TicketViewer, ticketId: number): Promise<void> {
    await this.markRead(em, await lookUpVisibleTicket(em, viewer, ticketId));
  }

  /**
   * Opening (or answering) a conversation reads it: its messages become read and the unread count 0 (one
   * statement, which does not move the ticket in the lists); then, in the background, `updateUnread` goes
   * to the ticket's rooms and the phone is asked to show the contact's messages read.
   */
  async markRead(em: EntityManager, ticket: ReadTicket): Promise<void> {
    // Every unread message counts in unreadMessages, so a ticket at 0 has nothing to mark.
    if (ticket.unreadMessages === 0) {
      return;
    }
    // Committed without waiting for the disk (synchronous_commit off for this statement only): a read mark
    // lost in a crash only shows messages unread again, and opening a ticket stays fast under write load.
    const [marked] = await em.execute<{ wa_ids: string[] }[]>(
      `with marked as (
         update messages set read = true where company_id = ? and ticket_id = ? and read = false returning wa_id, from_me)
       update tickets set unread_messages = 0
        where company_id = ? and id = ? and (select set_config('synchronous_commit', 'off', true)) = 'off'
       returning (select coalesce(array_agg(wa_id), '{}') from marked where not from_me) as wa_ids`,
      [ticket.companyId, ticket.id, ticket.companyId, ticket.id],
    );
    ticket.unreadMessages = 0;
    // The reader has the page already: the announcement and the phone need not hold it back.
    void this.#announceRead(ticket, marked?.wa_ids ?? []);
  }

  async #announceRead(ticket: ReadTicket, ids: string[]): Promise<void> {
    try {
      await this.#deps.realtime.emit(ticket.companyId, 'ticket', { action: 'updateUnread', ticketId: ticket.id }, ticketRooms(ticket));
    } catch (error) {
      this.#deps.logger.warn({ err: error, ticketId: ticket.id }, 'could not announce a read ticket');
    }
    if (!ticket.whatsappId || ids.length === 0) {
      return;
    }
    const connectionId = ticket.whatsappId;
    try {
      const contact = await forkForCompany(this.#deps.em, ticket.companyId).findOne(Contact, { id: ticket.contactId });
      if (contact) {
        await this.#deps.provider.markRead(ticket.companyId, connectionId, contact.number, ids);
      }
    } catch (error) {
      this.#deps.logger.info({ err: error, ticketId: ticket.id }, 'the phone could not mark messages read');
    }
  }

  /**
   * Sends what an attendant wrote, on an open ticket only. Each message is stored before it is sent and
   * answered sent or failed with the reason; the same client key never sends twice.
   */
  async send(em: EntityManager, viewer: TicketViewer, ticketId: number, request: MessageSend): Promise<MessageRecord[]> {
    const ticket = await this.#visibleTicket(em, viewer, ticketId);
    if (ticket.status !== 'open') {
      throw new AppError('ERR_VALIDATION', {
        message: 'Only an open ticket takes messages: accept or reopen it first',
        fields: [{ path: 'params.ticketId', message: `The ticket is ${ticket.status}, not open` }],
      });
    }
    if (!request.body.trim() && request.files.length === 0) {
      throw new AppError('ERR_VALIDATION', {
        message: 'Some fields are invalid',
        fields: [{ path: 'body.body', message: 'Write a message or attach a file' }],
      });
    }
    if (!(await serviceWindowOf(em, ticket)).open) {
      throw windowClosed('body.body');
    }
    const quotedMsgId = request.quotedMsg ?? undefined;
    if (quotedMsgId !== undefined && !(await em.findOne(Message, { id: quotedMsgId, ticketId }))) {
      throw new AppError('ERR_VALIDATION', {
        message: 'Some fields are invalid',
        fields: [{ path: 'body.quotedMsg', message: 'No message of this ticket has this ID' }],
      });
    }
    // Variables are filled here, at send time, so the bubble shows what the contact received.
    const body = await fillTicketVariables(em, ticketId, request.body, { userId: viewer.userId });
    const sent: number[] = [];
    for (const [index, content] of contentsOf({ ...request, body }).entries()) {
      const clientKey = request.clientKey && (index === 0 ? request.clientKey : `${request.clientKey}:${index}`);
      const message = await this.#deps.outbound.send({
        companyId: viewer.companyId,
        ticketId,
        userId: viewer.userId,
        content,
        ...(clientKey ? { clientKey } : {}),
        ...(quotedMsgId !== undefined && index === 0 ? { quotedMsgId } : {}),
      });
      sent.push(message.id);
    }
    await this.markRead(em, ticket);
    return messageRecords(em, viewer.companyId, sent);
  }

  /** The customer-service window of a ticket the viewer sees (always open off the Cloud API). */
  async serviceWindow(em: EntityManager, viewer: TicketViewer, ticketId: number): Promise<ServiceWindow> {
    return serviceWindowOf(em, await this.#visibleTicket(em, viewer, ticketId));
  }

  /**
   * Sends an approved template on an open Cloud API ticket, in or out of the window. Its parameters
   * take the message variables like any text; the bubble shows the body as the contact reads it.
   */
  async sendTemplate(
    em: EntityManager,
    viewer: TicketViewer,
    ticketId: number,
    request: { template: CloudTemplate; parameters: string[]; clientKey?: string | undefined },
  ): Promise<MessageRecord> {
    const ticket = await this.#visibleTicket(em, viewer, ticketId);
    if (ticket.status !== 'open') {
      throw new AppError('ERR_VALIDATION', {
        message: 'Only an open ticket takes messages: accept or reopen it first',
        fields: [{ path: 'params.ticketId', message: `The ticket is ${ticket.status}, not open` }],
      });
    }
    const { template } = request;
    if (request.parameters.length !== template.parameterCount) {
      throw new AppError('ERR_VALIDATION', {
        message: 'Some fields are invalid',
        fields: [{ path: 'body.parameters', message: `This template takes ${template.parameterCount} parameters` }],
      });
    }
    const parameters: string[] = [];
    for (const parameter of request.parameters) {
      parameters.push(await fillTicketVariables(em, ticketId, parameter, { userId: viewer.userId }));
    }
    const message = await this.#deps.outbound.send({
      companyId: viewer.companyId,
      ticketId,
      userId: viewer.userId,
      content: {
        kind: 'template',
        name: template.name,
        language: template.language,
        parameters,
        body: renderTemplate(template, parameters),
      },
      ...(request.clientKey ? { clientKey: request.clientKey } : {}),
    });
    await this.markRead(em, ticket);
    const [record] = await messageRecords(em, viewer.companyId, [message.id]);
    return record as MessageRecord;
  }

  /**
   * Deletes for everyone a message sent from Balcão: revoked on the phone, kept in the ticket marked
   * deleted. One not sent yet is only marked: when its send still goes through, it is revoked then.
   */
  async remove(em: EntityManager, viewer: TicketViewer, messageId: number): Promise<MessageRecord> {
    const { message, ticket } = await this.#visibleMessage(em, viewer, messageId);
    if (!message.fromMe) {
      throw new AppError('ERR_NO_PERMISSION', { message: 'Only messages sent from Balcão can be deleted' });
    }
    if (!message.isDeleted && !(await this.#markUnsentDeleted(em, message.id))) {
      const sent = await em.findOneOrFail(Message, { id: message.id }, { refresh: true });
      const contact = await em.findOneOrFail(Contact, { id: ticket.contactId });
      await this.#deps.provider
        .deleteMessage(viewer.companyId, sent.whatsappId ?? ticket.whatsappId ?? 0, contact.number, sent.waId)
        .catch((error: unknown) => {
          throw new AppError('ERR_DELETE_WAPP_MSG', {
            message: `The connection could not delete the message: ${error instanceof Error ? error.message : String(error)}`,
          });
        });
      sent.isDeleted = true;
      await em.flush();
    }
    return this.#announced(em, viewer, ticket, message.id);
  }

  /**
   * Marks a message that has not been sent (pending or failed) deleted, under the row lock the send's
   * outcome also takes; false when it has been sent by then (it must be revoked on the phone first).
   */
  #markUnsentDeleted(em: EntityManager, messageId: number): Promise<boolean> {
    return em.transactional(async (tx) => {
      const row = await lockedMessage(tx, messageId);
      if (row.sendStatus === 'sent') {
        return false;
      }
      row.isDeleted = true;
      return true;
    });
  }

  /**
   * Asks the message's connection to download again a contact's file whose download failed; the file
   * is stored and the bubble updated. ERR_WAPP_DOWNLOAD_MEDIA when it fails again (the reason kept).
   */
  async retryMediaDownload(em: EntityManager, viewer: TicketViewer, messageId: number): Promise<MessageRecord> {
    const { message, ticket } = await this.#visibleMessage(em, viewer, messageId);
    if (message.mediaId || !message.mediaRef) {
      if (message.mediaId) {
        return this.#announced(em, viewer, ticket, message.id);
      }
      throw new AppError('ERR_VALIDATION', {
        message: 'This message has no file to download',
        fields: [{ path: 'params.id', message: 'No failed download on this message' }],
      });
    }
    const ref = message.mediaRef;
    let data: Buffer;
    try {
      data = await this.#deps.provider.downloadMedia(viewer.companyId, message.whatsappId ?? ticket.whatsappId ?? 0, ref.ref);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await em.nativeUpdate(Message, { id: message.id }, { mediaRef: { ...ref, error: reason.slice(0, 500) } });
      throw new AppError('ERR_WAPP_DOWNLOAD_MEDIA', { message: `The file could not be downloaded from WhatsApp: ${reason}` });
    }
    await em.transactional(async (tx) => {
      const stored = await this.#deps.media.save(tx, data, ref.filename, ref.mimetype);
      await tx.nativeUpdate(Message, { id: message.id, mediaId: null }, { mediaId: stored.id, mediaRef: null });
    });
    return this.#announced(em, viewer, ticket, message.id);
  }

  /** Sends a failed message again, under the same row. */
  async retry(em: EntityManager, viewer: TicketViewer, messageId: number): Promise<MessageRecord> {
    const { message } = await this.#visibleMessage(em, viewer, messageId);
    if (!message.fromMe) {
      throw new AppError('ERR_NO_PERMISSION', { message: 'Only messages sent from Balcão can be sent again' });
    }
    await this.#deps.outbound.retry(viewer.companyId, message.id);
    const [record] = await messageRecords(em, viewer.companyId, [message.id]);
    if (!record) {
      throw new AppError('ERR_NO_MESSAGE_FOUND', { message: 'No message found with this ID' });
    }
    return record;
  }

  async #announced(em: EntityManager, viewer: TicketViewer, ticket: Ticket, messageId: number): Promise<MessageRecord> {
    const [record] = await messageRecords(em, viewer.companyId, [messageId]);
    if (!record) {
      throw new AppError('ERR_NO_MESSAGE_FOUND', { message: 'No message found with this ID' });
    }
    try {
      await this.#deps.realtime.emit(viewer.companyId, 'appMessage', { action: 'update', message: record }, ticketRooms(ticket));
    } catch (error) {
      this.#deps.logger.warn({ err: error, messageId }, 'could not announce a message change');
    }
    return record;
  }

  async #visibleTicket(em: EntityManager, viewer: TicketViewer, ticketId: number): Promise<Ticket> {
    const ticket = await em.findOne(Ticket, { id: ticketId });
    if (!ticket) {
      throw new AppError('ERR_NO_TICKET_FOUND', { message: 'No ticket found with this ID' });
    }
    assertCanSee(viewer, ticket);
    return ticket;
  }

  async #visibleMessage(em: EntityManager, viewer: TicketViewer, messageId: number): Promise<{ message: Message; ticket: Ticket }> {
    const message = await em.findOne(Message, { id: messageId });
    if (!message) {
      throw new AppError('ERR_NO_MESSAGE_FOUND', { message: 'No message found with this ID' });
    }
    return { message, ticket: await this.#visibleTicket(em, viewer, message.ticketId) };
  }
}
