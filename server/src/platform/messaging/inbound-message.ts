import type { MediaType, MessageDetails, MessageReferral } from '@balcao/shared';
import type { MediaRef } from './media-ref.ts';

/** A message received by a connection, the same shape whatever the provider. */
export type InboundMessage = {
  /** The provider's message id (WhatsApp's id for Baileys). */
  id: string;
  /** Sender's number, digits only with country code. */
  from: string;
  name?: string;
  body: string;
  media?: { filename: string; mimetype: string; data: Buffer };
  /** The media could not be downloaded: what it takes to try again later (the message is stored without its file). */
  mediaRef?: MediaRef;
  timestamp: Date;
  fromMe: false;
  /** WhatsApp's LID of the sender, when known beside the phone number (or instead of it, in `from`). */
  lid?: string;
  isGroup?: boolean;
  /** In a group (`isGroup`, `from` is then the group's id): who wrote, by number and/or LID, with their push name. */
  participant?: { number?: string; lid?: string; name?: string };
  /** Set by providers for kinds the mimetype does not tell (location, vcard, call). */
  mediaType?: MediaType;
  /** Delivered by the catch-up after a reconnect rather than live. */
  recovered?: boolean;
  /** The provider's id of the message this one answers (a reply, or the message a reaction is about). */
  quotedId?: string;
  /** Structured content of kinds beyond text and media (an order, something unsupported, a system line). */
  details?: MessageDetails;
  /** The click-to-WhatsApp ad the message came from. */
  referral?: MessageReferral;
};

export const STATUS_BROADCAST = 'status@broadcast';

/** Delivery progress of a message Balcão sent: 1 sent, 2 delivered, 3 read (4, 5 played). */
export type AckUpdate = { id: string; ack: number };

/** A contact changed the text of a message they had sent (`id` is the original message's id). */
export type EditEvent = { id: string; from: string; body: string; timestamp: Date };

/** A contact deleted a message for everyone (`id` is the deleted message's id). */
export type RevokeEvent = { id: string; from: string; timestamp: Date };

/** A voice or video call ringing on the connection's number. */
export type CallEvent = { id: string; from: string; name?: string; isVideo: boolean; timestamp: Date };
