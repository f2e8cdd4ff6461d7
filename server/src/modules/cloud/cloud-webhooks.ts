import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { InboundMessage } from '../../platform/messaging/inbound-message.ts';
import type { InboundSink } from '../../platform/messaging/inbound-sink.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { announceRecord } from '../../platform/records/announce.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { MAX_INBOUND_MEDIA_BYTES } from '../baileys/inbound-receiver.ts';
import { Message } from '../messages/message.entity.ts';
import type { CloudAccount, CloudAccounts } from './cloud-accounts.ts';
import type { MessageChanges } from './message-changes.ts';
import { moveContactNumber } from './number-change.ts';
import { mapWebhook, type MappedChange, type MappedInbound, type MappedMessage } from './webhook-mapper.ts';

type Deps = { accounts: CloudAccounts; sink: InboundSink; em: EntityManager; changes: MessageChanges; realtime: Realtime; logger: Logger };

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
 * messages to the inbound sink, which stores a wamid once (checked before any media is downloaded);
 * statuses, edits and revokes to `MessageChanges`, which keeps those that come before their message.
 */
export class CloudWebhooks {
  readonly #deps: Deps;
  readonly #pending = new Set<Promise<void>>();
  /** Messages being stored now (`connection:wamid`): a redelivery meanwhile downloads and stores nothing. */
  readonly #inFlight = new Set<string>();

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
      // In the order Meta listed them, messages before statuses: a status of a message in the same body finds it.
      for (const message of change.messages) {
        await this.#message(account, message);
      }
      for (const status of change.statuses) {
        await this.#deps.changes.change(
          target,
          status.id,
          'ack' in status ? { kind: 'ack', ack: status.ack } : { kind: 'failed', error: failureText(status.failed) },
        );
      }
      for (const title of change.errors) {
        this.#deps.logger.warn({ connectionId: account.connectionId, title }, 'Meta reported an error in a Cloud API webhook');
      }
      for (const state of change.unknownStatuses) {
        this.#deps.logger.warn({ connectionId: account.connectionId, status: state }, 'a Cloud API status of an unknown kind was ignored');
      }
    }
  }

  async #message(account: CloudAccount, message: MappedMessage): Promise<void> {
    const target = { id: account.connectionId, companyId: account.companyId };
    const { changes, logger } = this.#deps;
    switch (message.kind) {
      case 'message':
        if (message.unshown) {
          logger.warn({ connectionId: account.connectionId, type: message.unshown }, 'a Cloud API message of a kind Balcão cannot show');
        }
        await this.#store(account, message.mapped);
        return;
      case 'edit':
        await changes.change(target, message.edit.id, { kind: 'edit', body: message.edit.body });
        return;
      case 'revoke':
        await changes.change(target, message.revoke.id, { kind: 'revoke' });
        return;
      case 'reactionRemoved':
        if (!(await changes.removeReaction(target, message.from, message.target))) {
          logger.info({ connectionId: account.connectionId }, 'a reaction was taken back from a message Balcão has no reaction on');
        }
        return;
      case 'numberChanged': {
        const moved = await moveContactNumber(this.#deps.em, target, message.from, message.to);
        if (moved === 'moved') {
          // Contact lists and open conversations read the contact again (its number changed).
          await announceRecord(this.#deps.realtime, account.companyId, 'contact', { action: 'reload' });
        } else {
          logger.warn({ connectionId: account.connectionId, outcome: moved }, 'a contact changed number but was not moved');
        }
        await this.#store(account, message.line);
        return;
      }
    }
  }

  /**
   * Stores a message once: a wamid already stored, or being stored by a concurrent delivery, is skipped
   * before any media is downloaded; then the changes that came before it are applied.
   */
  async #store(account: CloudAccount, mapped: MappedInbound): Promise<void> {
    const target = { id: account.connectionId, companyId: account.companyId };
    const key = `${account.connectionId}:${mapped.message.id}`;
    if (this.#inFlight.has(key)) {
      return;
    }
    this.#inFlight.add(key);
    try {
      const em = forkForCompany(this.#deps.em, account.companyId);
      if ((await em.count(Message, { whatsappId: account.connectionId, waId: mapped.message.id })) > 0) {
        return;
      }
      await this.#deps.sink.receive(target, await this.#withMedia(account, mapped));
      await this.#deps.changes.applyEarly(target, mapped.message.id);
    } finally {
      this.#inFlight.delete(key);
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
}

/** Meta's error as the failed bubble shows it: its title and, where it has one, its details. */
function failureText(failed: { title: string; details: string | null }): string {
  return failed.details ? `${failed.title}: ${failed.details}` : failed.title;
}
