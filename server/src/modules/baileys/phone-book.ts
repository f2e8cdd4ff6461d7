import type { Contact } from '@whiskeysockets/baileys';
import type { PhoneContact } from '../../platform/messaging/connection-provider.ts';
import { partyOf } from './jids.ts';
import { Lru } from './lru.ts';

/** Address-book entries kept per connection; a phone with more keeps the most recently announced. */
const PHONE_BOOK_SIZE = 20_000;

/**
 * The phone's contacts as WhatsApp announces them to a session (at pairing, in the history sync, and
 * when one changes). Baileys stores none of them, so each session keeps its own list in memory: the
 * import after a restart sees the contacts WhatsApp has announced since.
 */
export class PhoneBook {
  readonly #entries = new Lru<string, PhoneContact>(PHONE_BOOK_SIZE);

  /** Adds or renames entries; an update without a name keeps the one known. */
  learn(contacts: readonly Partial<Contact>[]): void {
    for (const contact of contacts) {
      const { number } = partyOf(contact.id, contact.phoneNumber);
      if (!number) {
        continue;
      }
      const name = contact.name || contact.notify || contact.verifiedName || this.#entries.get(number)?.name || number;
      this.#entries.set(number, { number, name });
    }
  }

  list(): PhoneContact[] {
    return [...this.#entries.values()];
  }
}
