import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { InboundMessage } from '../../platform/messaging/inbound-message.ts';
import type { InboundSink } from '../../platform/messaging/inbound-sink.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { MAX_INBOUND_MEDIA_BYTES } from '../baileys/inbound-receiver.ts';
import { Message } from '../messages/message.entity.ts';
import { messageRecords } from '../messages/message-records.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { ticketRooms } from '../tickets/ticket-rooms.ts';
import type { CloudAccount, CloudAccounts } from './cloud-accounts.ts';
import { mapWebhook, type FailedStatus, type MappedChange, type MappedInbound } from './webhook-mapper.ts';

type Deps = { accounts: CloudAccounts; sink: InboundSink; em: EntityManager; realtime: Realtime; logger: Logger };

/** Compares two texts in constant time (their lengths aside, which leak nothing of a random token). */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function unsigned(): AppError {
  return new AppError('ERR_NOT_AUTHENTICATED', { message: 'The webhook signature (X-Hub-Signature-256) is missing or wrong' });
}

/**
 * Meta's webhooks of a Cloud API connection. The verification answers the challenge when the verify
 * token matches; a post is taken only when its signature is the HMAC-SHA256 of its raw bytes with the
 * connection's app secret. Each change for the connection's number then goes the way of every provider:
 * messages (media fetched first) to the inbound sink, which stores a wamid once; statuses as acks, or a
 * failed send with Meta's error title.
 */
export class CloudWebhooks {
  readonly #deps: Deps;
  readonly #pending = new Set<Promise<void>>();

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** True when `token` is the connection's verify token. */
  async verify(connectionId: number, token: string): Promise<boolean> {
    const account = await this.#deps.accounts.forWebhook(connectionId);
    return account !== null && account.verifyToken !== '' && sameText(token, account.verifyToken);
  }

  /**
   * Checks the signature and reads the body; the changes are then handled in the background (Meta wants
   * its answer within seconds). Throws 401 when the signature is wrong, before anything is read or stored.
   */
  async accept(connectionId: number, raw: Buffer, signature: string | undefined): Promise<void> {
    const account = await this.#deps.accounts.forWebhook(connectionId);
    if (!account || !signature) {
      throw unsigned();
    }
    const expected = `sha256=${createHmac('sha256', account.appSecret).update(raw).digest('hex')}`;
    if (!sameText(signature.trim().toLowerCase(), expected)) {
      throw unsigned();
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch (error) {
      throw new AppError('ERR_VALIDATION', {
        message: 'The webhook body is not valid JSON',
        fields: [{ path: 'body', message: error instanceof Error ? error.message : 'Not JSON' }],
      });
    }
    const changes = mapWebhook(body).filter((change) => change.phoneNumberId === account.phoneNumberId);
    const work = this.#handle(account, changes).catch((error: unknown) =>
      this.#deps.logger.error({ err: error, connectionId }, 'a Cloud API webhook could not be handled'),
    );
    this.#pending.add(work);
    void work.finally(() => this.#pending.delete(work));
  }

  /** Resolves once every webhook accepted so far has been handled (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) {
      await Promise.all(this.#pending);
    }
  }

  async #handle(account: CloudAccount, changes: MappedChange[]): Promise<void> {
    const target = { id: account.connectionId, companyId: account.companyId };
    for (const change of changes) {
      // Messages first: a status of a message sent in the same batch finds it stored.
      await Promise.all(change.messages.map(async (mapped) => this.#deps.sink.receive(target, await this.#withMedia(account, mapped))));
      for (const ack of change.acks) {
        await this.#deps.sink.receiveAck(target, ack);
      }
      for (const failure of change.failures) {
        await this.#fail(account, failure);
      }
    }
  }

  /** Fetches the file through the Graph API's media endpoint; a failed download still delivers the message (caption or name). */
  async #withMedia(account: CloudAccount, { message, media }: MappedInbound): Promise<InboundMessage> {
    if (!media) {
      return message;
    }
    try {
      const client = this.#deps.accounts.client(account);
      const info = await client.mediaInfo(media.mediaId);
      const data = await client.download(info.url, MAX_INBOUND_MEDIA_BYTES);
      return { ...message, media: { filename: media.filename, mimetype: media.mimetype, data } };
    } catch (error) {
      this.#deps.logger.warn({ err: error, messageId: message.id }, 'Cloud API media could not be downloaded; delivered without its file');
      const reason = error instanceof Error ? error.message : String(error);
      return {
        ...message,
        mediaRef: { ref: { mediaId: media.mediaId }, filename: media.filename, mimetype: media.mimetype, error: reason.slice(0, 500) },
      };
    }
  }

  /** Marks a sent message failed with Meta's error title (shown in its bubble) and tells the ticket's viewers. */
  async #fail(account: CloudAccount, failure: FailedStatus): Promise<void> {
    const em = forkForCompany(this.#deps.em, account.companyId);
    const changed = await em.nativeUpdate(
      Message,
      { whatsappId: account.connectionId, waId: failure.id, fromMe: true },
      { sendStatus: 'failed', sendError: failure.error.slice(0, 1000) },
    );
    if (changed === 0) {
      return;
    }
    const message = await em.findOne(Message, { whatsappId: account.connectionId, waId: failure.id });
    const ticket = message ? await em.findOne(Ticket, { id: message.ticketId }) : null;
    if (!message || !ticket) {
      return;
    }
    const [record] = await messageRecords(em, account.companyId, [message.id]);
    if (!record) {
      return;
    }
    await this.#deps.realtime.emit(account.companyId, 'appMessage', { action: 'update', message: record }, ticketRooms(ticket));
  }
}
