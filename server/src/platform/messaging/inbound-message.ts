import type { MediaType } from '@balcao/shared';

/** A message received by a connection, the same shape whatever the provider. */
export type InboundMessage = {
  /** The provider's message id (WhatsApp's id for Baileys). */
  id: string;
  /** Sender's number, digits only with country code. */
  from: string;
  name?: string;
  body: string;
  media?: { filename: string; mimetype: string; data: Buffer };
  timestamp: Date;
  fromMe: false;
  /** WhatsApp's LID of the sender, when known beside the phone number (or instead of it, in `from`). */
  lid?: string;
  isGroup?: boolean;
  /** Set by providers for kinds the mimetype does not tell (location, vcard, call). */
  mediaType?: MediaType;
  /** Delivered by the catch-up after a reconnect rather than live. */
  recovered?: boolean;
};

export const STATUS_BROADCAST = 'status@broadcast';

/** Delivery progress of a message Balcão sent: 1 sent, 2 delivered, 3 read (4, 5 played). */
export type AckUpdate = { id: string; ack: number };
