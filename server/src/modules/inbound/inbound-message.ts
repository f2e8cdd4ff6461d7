import type { MediaType } from '../messages/message.entity.ts';

/** A message that reached a connection, normalised from whichever provider received it. */
export type InboundMessage = {
  /** The provider's message id (WhatsApp's key id); the same id twice is the same message. */
  waId: string;
  /** The sender's phone number (digits) or, for LID-addressed senders, their LID. */
  from: string;
  /** WhatsApp's LID of the sender when known alongside the phone number. */
  lid?: string | undefined;
  name?: string | undefined;
  body: string;
  mediaType: MediaType;
  media?: { data: Buffer; filename: string; mimetype: string } | undefined;
  sentAt: Date;
  /** Delivered by the catch-up after a reconnect rather than live. */
  recovered?: boolean | undefined;
  isGroup?: boolean | undefined;
};

export const STATUS_BROADCAST = 'status@broadcast';
