import { jidDecode } from '@whiskeysockets/baileys';

/** Who a JID names: a phone number, a LID (WhatsApp's privacy id), both, or neither (groups, broadcasts). */
export type Party = { number?: string; lid?: string };

const PHONE_SERVERS = new Set(['s.whatsapp.net', 'c.us', 'hosted']);
const LID_SERVERS = new Set(['lid', 'hosted.lid']);

/** The number or LID behind `jid` and its alternate (Baileys 7 gives both when WhatsApp sends both). */
export function partyOf(...jids: (string | null | undefined)[]): Party {
  const party: Party = {};
  for (const jid of jids) {
    const decoded = jid ? jidDecode(jid) : undefined;
    if (!decoded?.user) {
      continue;
    }
    if (PHONE_SERVERS.has(decoded.server)) {
      party.number ??= decoded.user;
    } else if (LID_SERVERS.has(decoded.server)) {
      party.lid ??= decoded.user;
    }
  }
  return party;
}

/** The user part of a JID (`120363025246125486` for a group), or '' when it has none. */
export function userOf(jid: string | null | undefined): string {
  return (jid ? jidDecode(jid)?.user : undefined) ?? '';
}

/** Longest phone number in the E.164 plan; longer all-digit ids are groups. */
const MAX_PHONE_DIGITS = 15;

/**
 * Best guess of the JID an address names when the provider has not seen it yet: a full JID is kept,
 * `digits-digits` or more than 15 digits is a group, anything else a phone number.
 */
export function guessJid(address: string): string {
  if (address.includes('@')) {
    return address;
  }
  if (/^\d+-\d+$/.test(address) || address.replace(/\D/g, '').length > MAX_PHONE_DIGITS) {
    return `${address}@g.us`;
  }
  return `${address.replace(/\D/g, '')}@s.whatsapp.net`;
}
