import type { BaileysSocket } from './baileys-socket.ts';
import { guessJid, userOf } from './jids.ts';
import { Lru } from './lru.ts';

/** Addresses remembered per connection (contacts and groups that wrote since the session started). */
const KNOWN_ADDRESSES = 5000;

/**
 * Where to write to an address the engine gives (a contact's number, LID or group id, digits only).
 * Addresses seen on received messages are remembered with their exact JID; otherwise Baileys' LID store
 * (persisted with the auth state) tells a known LID from a phone number, and the rest is guessed
 * (`guessJid`: more than 15 digits is a group, else a phone number).
 */
export class AddressBook {
  readonly #jids = new Lru<string, string>(KNOWN_ADDRESSES);

  remember(address: string, jid: string): void {
    this.#jids.set(address, jid);
  }

  async jidFor(address: string, socket: BaileysSocket | undefined): Promise<string> {
    const known = this.#jids.get(address);
    if (known) {
      return known;
    }
    const guess = guessJid(address);
    if (!guess.endsWith('@s.whatsapp.net')) {
      return guess;
    }
    const phone = await this.phoneOfLid(userOf(guess), socket);
    return phone ? `${phone}@s.whatsapp.net` : guess;
  }

  /** The phone number behind a LID, when Baileys' LID store knows it. */
  async phoneOfLid(lid: string, socket: BaileysSocket | undefined): Promise<string | undefined> {
    const store = socket?.signalRepository?.lidMapping;
    if (!store || !lid) {
      return undefined;
    }
    try {
      const pn = await store.getPNForLID(`${lid}@lid`);
      return pn ? userOf(pn) || undefined : undefined;
    } catch {
      return undefined;
    }
  }
}
