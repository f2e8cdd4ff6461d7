import type { ExternalSendResponse } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import type { NumberCheck } from '../../platform/messaging/connection-provider.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import type { Message } from '../messages/message.entity.ts';
import type { OutboundMessages } from '../messages/outbound-messages.ts';
import type { TicketClosing } from '../tickets/ticket-closing.ts';
import { activeOrNewTicket } from '../tickets/ticket-resolver.ts';
import type { ApiCaller } from './api-token-auth.ts';
import type { ExternalSend } from './external-send.ts';
import { fingerprintOf, IdempotentSends } from './idempotent-sends.ts';

type Deps = {
  em: EntityManager;
  outbound: OutboundMessages;
  closing: TicketClosing;
  checkNumber: (companyId: number, connectionId: number, number: string) => Promise<NumberCheck>;
};

/**
 * Sends a message for an integration, through the connection whose token authenticated it: the
 * number is checked on WhatsApp, the contact and its ticket found or created (as an inbound message
 * would), the text or each file sent and stored like any other message, and the ticket closed when asked.
 */
export class ExternalApiService {
  readonly #deps: Deps;
  readonly #keys: IdempotentSends;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#keys = new IdempotentSends({ em: deps.em });
  }

  /**
   * `send`, at most once per `Idempotency-Key`: a retry with the key of a request that was sent answers
   * that request's answer (`replayed`) and sends nothing; a send that failed leaves the key free.
   */
  async sendOnce(
    caller: ApiCaller,
    request: ExternalSend,
    key: string | undefined,
  ): Promise<{ answer: ExternalSendResponse; replayed: boolean }> {
    if (key === undefined) {
      return { answer: await this.send(caller, request), replayed: false };
    }
    const claim = await this.#keys.claim(caller, key, fingerprintOf(request));
    if (claim.kind === 'replay') {
      return { answer: claim.answer, replayed: true };
    }
    let answer: ExternalSendResponse;
    try {
      answer = await this.send(caller, request);
    } catch (error) {
      await claim.release();
      throw error;
    }
    await claim.record(answer);
    return { answer, replayed: false };
  }

  async send(caller: ApiCaller, request: ExternalSend): Promise<ExternalSendResponse> {
    const check = await this.#deps.checkNumber(caller.companyId, caller.connectionId, request.number);
    if (!check.exists) {
      throw new AppError('ERR_WAPP_INVALID_CONTACT', { message: 'This number is not on WhatsApp' });
    }
    const ticketId = await this.#ticketFor(caller, check.number || request.number);
    const sent: Message[] = [];
    if (request.files.length === 0) {
      sent.push(await this.#deps.outbound.send({ companyId: caller.companyId, ticketId, content: { kind: 'text', body: request.body } }));
    }
    for (const [index, file] of request.files.entries()) {
      sent.push(
        await this.#deps.outbound.send({
          companyId: caller.companyId,
          ticketId,
          content: {
            kind: 'media',
            data: file.buffer,
            filename: file.originalname,
            mimetype: file.mimetype || 'application/octet-stream',
            ...(index === 0 && request.body ? { caption: request.body } : {}),
          },
        }),
      );
    }
    const failed = sent.find((message) => message.sendStatus === 'failed');
    if (failed) {
      throw new AppError('ERR_SENDING_WAPP_MSG', {
        message: `The connection could not send the message: ${failed.sendError ?? ''}`.trim(),
      });
    }
    if (request.closeTicket) {
      await this.#deps.closing.close(caller.companyId, ticketId, { reason: 'api' });
    }
    const ids = sent.map((message) => message.id);
    return { mensagem: 'Mensagem enviada', messageId: ids[0] ?? 0, messageIds: ids, ticketId };
  }

  /** The contact (by number or LID) and its active ticket, created as an inbound message would create them. */
  async #ticketFor(caller: ApiCaller, number: string): Promise<number> {
    const em = forkForCompany(this.#deps.em, caller.companyId);
    return em.transactional(async (tx) => {
      // The same lock as the inbound engine: this contact's messages on this connection, one at a time.
      await tx.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [caller.connectionId, number]);
      let contact = await tx.findOne(Contact, { $or: [{ number }, { lid: number }] });
      if (!contact) {
        contact = tx.create(Contact, { companyId: caller.companyId, name: number, number, whatsappId: caller.connectionId });
        await tx.flush();
      }
      const { ticket } = await activeOrNewTicket(tx, {
        companyId: caller.companyId,
        connectionId: caller.connectionId,
        contact,
        isGroup: false,
      });
      await tx.flush();
      return ticket.id;
    });
  }
}
