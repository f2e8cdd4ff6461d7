import type { proto, WAMessage, WAMessageKey } from '@whiskeysockets/baileys';
import { Lru } from './lru.ts';

/** Messages kept per connection: enough for quotes and read receipts of an ongoing conversation. */
export const RECENT_MESSAGES = 1000;

/**
 * The last messages a session sent or received, by WhatsApp id, in this process's memory. They let
 * Balcão quote a message (Baileys needs its key and content), mark received messages read with their
 * exact key, delete a sent message, and answer Baileys' `getMessage` when a contact's phone asks for
 * a message again (a failed decryption on their side). Older messages, or any after a restart, are
 * unknown: a quote of one is sent without the quote, and a retry request for one goes unanswered.
 */
export class RecentMessages {
  readonly #messages = new Lru<string, WAMessage>(RECENT_MESSAGES);

  remember(message: WAMessage): void {
    if (message.key.id && message.message) {
      this.#messages.set(message.key.id, message);
    }
  }

  get(id: string): WAMessage | undefined {
    return this.#messages.get(id);
  }

  /** Baileys' `getMessage`: the content of a message this session handled, if still kept. */
  contentOf(key: WAMessageKey): proto.IMessage | undefined {
    return (key.id ? this.#messages.get(key.id)?.message : undefined) ?? undefined;
  }
}
