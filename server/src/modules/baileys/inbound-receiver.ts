import type { BaileysEventMap, WAMessage } from '@whiskeysockets/baileys';
import type { Logger } from '../../logger.ts';
import type { ProviderEvents } from '../../platform/messaging/connection-provider.ts';
import type { InboundMessage } from '../../platform/messaging/inbound-message.ts';
import type { TypedEmitter } from '../../platform/messaging/typed-emitter.ts';
import type { AddressBook } from './address-book.ts';
import type { BaileysSocket, MediaDownloader } from './baileys-socket.ts';
import { mapUpsert, type MediaToFetch } from './inbound-mapper.ts';
import { mediaRefOf } from './media-ref-codec.ts';
import { Lru } from './lru.ts';
import type { RecentMessages } from './recent-messages.ts';
import { withTimeout } from './timeout.ts';

/** Larger attachments are not downloaded: the message arrives with its caption or name only. */
export const MAX_INBOUND_MEDIA_BYTES = 64 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 120_000;
const GROUP_LOOKUP_TIMEOUT_MS = 10_000;
const GROUP_NAME_TTL_MS = 60 * 60 * 1000;

type Deps = {
  events: TypedEmitter<ProviderEvents>;
  socket: () => BaileysSocket | undefined;
  download: MediaDownloader;
  addresses: AddressBook;
  recent: RecentMessages;
  logger: Logger;
  now: () => Date;
};

/**
 * Turns Baileys' `messages.upsert` into provider events, one message at a time in arrival order
 * (a slow download delays the messages behind it, never reorders them). Completes what the pure
 * mapping cannot know: the phone number behind a LID, a group's name, the media bytes.
 */
export class InboundReceiver {
  readonly #deps: Deps;
  readonly #groupNames = new Lru<string, { name: string; until: number }>(500);
  #queue: Promise<void> = Promise.resolve();

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  receive({ messages, type, requestId }: BaileysEventMap['messages.upsert']): void {
    // `append`: the catch-up of what arrived while the session was offline; a requestId: resent by the phone.
    const recovered = type === 'append' || requestId !== undefined;
    for (const message of messages) {
      this.#queue = this.#queue
        .then(() => this.#receiveOne(message, recovered))
        .catch((error: unknown) =>
          this.#deps.logger.error({ err: error, messageId: message.key.id }, 'an inbound WhatsApp message failed'),
        );
    }
  }

  /** Resolves once every message received so far has been handled. */
  idle(): Promise<void> {
    return this.#queue;
  }

  async #receiveOne(raw: WAMessage, recovered: boolean): Promise<void> {
    const mapped = mapUpsert(raw, { recovered, receivedAt: this.#deps.now() });
    switch (mapped.kind) {
      case 'ignore':
        this.#deps.logger.debug({ messageId: raw.key.id, reason: mapped.reason }, 'inbound WhatsApp message ignored');
        return;
      case 'edit':
        this.#deps.events.emit('edit', mapped.edit);
        return;
      case 'revoke':
        this.#deps.events.emit('revoke', mapped.revoke);
        return;
      case 'message': {
        // Kept for quotes and read receipts of this message (statuses, reactions and the like are not).
        this.#deps.recent.remember(raw);
        let message = await this.#withPhoneNumbers(mapped.message);
        this.#deps.addresses.remember(
          message.from,
          message.from === mapped.message.from ? mapped.replyJid : `${message.from}@s.whatsapp.net`,
        );
        if (message.lid) {
          this.#deps.addresses.remember(message.lid, `${message.lid}@lid`);
        }
        if (message.isGroup) {
          message = await this.#withGroupName(message, raw.key.remoteJid ?? '');
        }
        if (mapped.media) {
          message = await this.#withMedia(message, mapped.media, raw);
        }
        this.#deps.events.emit('message', message);
      }
    }
  }

  /** A sender known only by LID gets their phone number when Baileys' LID store has it. */
  async #withPhoneNumbers(message: InboundMessage): Promise<InboundMessage> {
    const { addresses } = this.#deps;
    const socket = this.#deps.socket();
    if (message.participant?.lid && !message.participant.number) {
      const number = await addresses.phoneOfLid(message.participant.lid, socket);
      return number ? { ...message, participant: { ...message.participant, number } } : message;
    }
    if (!message.isGroup && message.lid && message.from === message.lid) {
      const number = await addresses.phoneOfLid(message.lid, socket);
      return number ? { ...message, from: number } : message;
    }
    return message;
  }

  /** A group's subject names its contact; looked up once an hour at most, and never blocking for long. */
  async #withGroupName(message: InboundMessage, groupJid: string): Promise<InboundMessage> {
    const cached = this.#groupNames.get(groupJid);
    const now = this.#deps.now().getTime();
    let name = cached && cached.until > now ? cached.name : undefined;
    const socket = this.#deps.socket();
    if (name === undefined && socket) {
      try {
        name = (await withTimeout(socket.groupMetadata(groupJid), GROUP_LOOKUP_TIMEOUT_MS, 'group lookup')).subject;
        this.#groupNames.set(groupJid, { name, until: now + GROUP_NAME_TTL_MS });
      } catch (error) {
        this.#deps.logger.debug({ err: error, groupJid }, 'group name unknown');
      }
    }
    return name ? { ...message, name } : message;
  }

  /** Attaches the media; a failed or refused download still delivers the message (caption or name, no file). */
  async #withMedia(message: InboundMessage, media: MediaToFetch, raw: WAMessage): Promise<InboundMessage> {
    const socket = this.#deps.socket();
    if (media.bytes !== undefined && media.bytes > MAX_INBOUND_MEDIA_BYTES) {
      this.#deps.logger.warn({ messageId: message.id, bytes: media.bytes }, 'inbound media too large; delivered without its file');
      return message;
    }
    const retryable = (reason: string): InboundMessage => ({
      ...message,
      mediaRef: { ref: mediaRefOf(raw), filename: media.filename, mimetype: media.mimetype, error: reason.slice(0, 500) },
    });
    if (!socket) {
      return retryable('The WhatsApp session was not connected');
    }
    try {
      const data = await withTimeout(this.#deps.download(raw, socket), DOWNLOAD_TIMEOUT_MS, 'media download');
      return { ...message, media: { filename: media.filename, mimetype: media.mimetype, data } };
    } catch (error) {
      this.#deps.logger.warn({ err: error, messageId: message.id }, 'inbound media could not be downloaded; delivered without its file');
      return retryable(error instanceof Error ? error.message : String(error));
    }
  }
}
