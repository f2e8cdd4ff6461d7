import { S_WHATSAPP_NET, type WAMessage, type WAMessageKey } from '@whiskeysockets/baileys';
import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { NumberCheck, OutboundContent, SendOptions, SentMessage } from '../../platform/messaging/connection-provider.ts';
import type { AddressBook } from './address-book.ts';
import type { BaileysSocket } from './baileys-socket.ts';
import { userOf } from './jids.ts';
import type { Lru } from './lru.ts';
import { toBaileysContent } from './outbound-content.ts';
import type { RecentMessages } from './recent-messages.ts';
import { withTimeout } from './timeout.ts';

const PROBE_TIMEOUT_MS = 15_000;
const LOOKUP_TIMEOUT_MS = 10_000;

type Deps = {
  /** The socket while it is open, else undefined. */
  socket: () => BaileysSocket | undefined;
  addresses: AddressBook;
  recent: RecentMessages;
  /** Caller JID of each recent call id, as WhatsApp gave it (needed to reject the call). */
  callers: Lru<string, string>;
  logger: Logger;
};

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What a connected Baileys session does on request: sends, read receipts, deletes, lookups, probes. */
export class SessionCalls {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async send(to: string, content: OutboundContent, options?: SendOptions): Promise<SentMessage> {
    const socket = this.#liveSocket();
    const jid = await this.#deps.addresses.jidFor(to, socket);
    const quoted = options?.quotedId ? this.#deps.recent.get(options.quotedId) : undefined;
    if (options?.quotedId && !quoted) {
      this.#deps.logger.debug({ quotedId: options.quotedId }, 'quoted message no longer known; sent without the quote');
    }
    let sent: WAMessage | undefined;
    try {
      sent = await socket.sendMessage(jid, toBaileysContent(content), {
        ...(quoted ? { quoted } : {}),
        ...(options?.messageId ? { messageId: options.messageId } : {}),
      });
    } catch (error) {
      throw new AppError('ERR_SENDING_WAPP_MSG', { message: `WhatsApp did not take the message: ${reasonOf(error)}` });
    }
    const id = sent?.key.id;
    if (!sent || !id) {
      throw new AppError('ERR_SENDING_WAPP_MSG', { message: 'WhatsApp did not take the message' });
    }
    this.#deps.recent.remember(sent);
    return { id };
  }

  /** Read receipts with the exact keys of known messages (a group message needs its participant). */
  async markRead(chat: string, messageIds: readonly string[]): Promise<void> {
    const socket = this.#liveSocket();
    const jid = await this.#deps.addresses.jidFor(chat, socket);
    const keys = messageIds.map((id): WAMessageKey => {
      const known = this.#deps.recent.get(id)?.key;
      return known && !known.fromMe ? { ...known, fromMe: false } : { remoteJid: jid, id, fromMe: false };
    });
    await socket.readMessages(keys);
  }

  async deleteMessage(to: string, messageId: string): Promise<void> {
    const socket = this.#liveSocket();
    const jid = await this.#deps.addresses.jidFor(to, socket);
    const key = this.#deps.recent.get(messageId)?.key ?? { remoteJid: jid, id: messageId, fromMe: true };
    try {
      await socket.sendMessage(key.remoteJid ?? jid, { delete: key });
    } catch (error) {
      throw new AppError('ERR_DELETE_WAPP_MSG', { message: `WhatsApp did not delete the message: ${reasonOf(error)}` });
    }
  }

  async rejectCall(callId: string, from: string): Promise<void> {
    const socket = this.#liveSocket();
    const caller = this.#deps.callers.get(callId) ?? (await this.#deps.addresses.jidFor(from, socket));
    await socket.rejectCall(callId, caller);
  }

  async checkNumber(number: string): Promise<NumberCheck> {
    const socket = this.#liveSocket();
    const digits = number.replace(/\D/g, '');
    try {
      const [found] = (await withTimeout(socket.onWhatsApp(digits), LOOKUP_TIMEOUT_MS, 'number check')) ?? [];
      return found?.exists ? { exists: true, number: userOf(found.jid) || digits } : { exists: false, number: digits };
    } catch (error) {
      throw new AppError('ERR_WAPP_CHECK_CONTACT', { message: `WhatsApp did not answer the number check: ${reasonOf(error)}` });
    }
  }

  /** Null when the contact has no picture, hides it, or WhatsApp does not answer (or the session is down). */
  async profilePicture(number: string): Promise<string | null> {
    const socket = this.#deps.socket();
    if (!socket) {
      return null;
    }
    try {
      const jid = await this.#deps.addresses.jidFor(number, socket);
      return (await socket.profilePictureUrl(jid, 'image', LOOKUP_TIMEOUT_MS)) ?? null;
    } catch {
      return null;
    }
  }

  /** A WhatsApp ping (the `w:p` query Baileys' keep-alive sends): true when answered within 15 s. */
  async probe(): Promise<boolean> {
    const socket = this.#deps.socket();
    if (!socket) {
      return false;
    }
    try {
      await socket.query(
        { tag: 'iq', attrs: { to: S_WHATSAPP_NET, type: 'get', xmlns: 'w:p' }, content: [{ tag: 'ping', attrs: {} }] },
        PROBE_TIMEOUT_MS,
      );
      return true;
    } catch {
      return false;
    }
  }

  #liveSocket(): BaileysSocket {
    const socket = this.#deps.socket();
    if (!socket) {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'This WhatsApp connection is not connected' });
    }
    return socket;
  }
}
