import type { ConnectionProvider as ProviderKind, ConnectionStatus } from '@balcao/shared';
import type { AckUpdate, CallEvent, EditEvent, InboundMessage, RevokeEvent } from './inbound-message.ts';
import type { TypedEmitter } from './typed-emitter.ts';

/** What a provider reports; the session manager persists and broadcasts it. */
export type ProviderEvents = {
  /** A new QR code to show; each one counts as a retry. */
  qr: { qrcode: string };
  status: { status: ConnectionStatus };
  message: InboundMessage;
  ack: AckUpdate;
  /** A contact edited one of their messages. */
  edit: EditEvent;
  /** A contact deleted one of their messages for everyone. */
  revoke: RevokeEvent;
  /** A contact is calling the number; the engine decides whether to reject it. */
  call: CallEvent;
};

/** What can be sent through a connection. Voice notes are OGG/Opus, sent as push-to-talk. */
export type OutboundContent =
  | { kind: 'text'; body: string }
  | { kind: 'media'; data: Buffer; filename: string; mimetype: string; caption?: string }
  | { kind: 'voice'; data: Buffer; seconds?: number }
  | { kind: 'location'; latitude: number; longitude: number; name?: string }
  /** An approved WhatsApp Cloud API template; `body` is its text with the parameters filled, as the inbox shows it. */
  | { kind: 'template'; name: string; language: string; parameters: string[]; body: string };

export type SendOptions = {
  quotedId?: string;
  /**
   * The WhatsApp message id to send under. A send repeated under the same id (after a crash left it
   * unconfirmed) is recognised by the recipient's phone as the same message and shown once.
   */
  messageId?: string;
};

/** The provider's id of a message it accepted for delivery. */
export type SentMessage = { id: string };

/** A contact saved in the phone's own address book (number in digits). */
export type PhoneContact = { number: string; name: string };

/** Whether a number has WhatsApp, and the id to write to (the provider may normalise the number). */
export type NumberCheck = { exists: boolean; number: string };

/**
 * The connection a provider instance serves. `paired` says whether the connection was last seen
 * connected (the sandbox, which stores no credentials, trusts it); `fresh` asks to forget any stored
 * pairing before starting, for a new QR code (Baileys wipes its stored auth state).
 */
export type ProviderTarget = { id: number; companyId: number; provider: ProviderKind; paired: boolean; fresh?: boolean };

/**
 * One live messaging session (a WhatsApp number through Baileys, or the simulated sandbox phone).
 * Every send refuses with ERR_WAPP_NOT_INITIALIZED unless the session is connected.
 */
export interface ConnectionProvider {
  readonly events: TypedEmitter<ProviderEvents>;
  /** Opens the session: reports `status` CONNECTED when paired, otherwise a `qr`. */
  start(): Promise<void>;
  /** Closes the session but keeps the pairing, so the next start reconnects without a scan. */
  stop(): Promise<void>;
  /** Closes the session and forgets the pairing. */
  logout(): Promise<void>;
  send(to: string, content: OutboundContent, options?: SendOptions): Promise<SentMessage>;
  /** Marks messages of a chat as read on the phone. */
  markRead(chat: string, messageIds: readonly string[]): Promise<void>;
  /** Deletes a message Balcão sent, for everyone. */
  deleteMessage(to: string, messageId: string): Promise<void>;
  rejectCall(callId: string, from: string): Promise<void>;
  checkNumber(number: string): Promise<NumberCheck>;
  /** The contact's profile picture address, or null when it has none or hides it. */
  profilePicture(number: string): Promise<string | null>;
  /** The contacts of the phone's address book that the session knows (POST /contacts/import). */
  phoneContacts(): Promise<PhoneContact[]>;
  /**
   * Asks the remote end whether the session still answers (Baileys: a query to WhatsApp). False, a
   * rejection or no answer within the caller's timeout means a silent session, which gets restarted.
   */
  probe(): Promise<boolean>;
  /** Downloads again the media of an inbound message whose first download failed (`ref` as the provider gave it). */
  downloadMedia(ref: Record<string, unknown>): Promise<Buffer>;
}
