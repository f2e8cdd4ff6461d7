import type { ConnectionProvider as ProviderKind, ConnectionStatus } from '@balcao/shared';
import type { AckUpdate, InboundMessage } from './inbound-message.ts';
import type { TypedEmitter } from './typed-emitter.ts';

/** What a provider reports; the session manager persists and broadcasts it. */
export type ProviderEvents = {
  /** A new QR code to show; each one counts as a retry. */
  qr: { qrcode: string };
  status: { status: ConnectionStatus };
  message: InboundMessage;
  ack: AckUpdate;
};

export type SendTextOptions = { quotedId?: string };

/** The connection a provider instance serves. `paired` says whether stored credentials can be reused. */
export type ProviderTarget = { id: number; companyId: number; provider: ProviderKind; paired: boolean };

/** One live messaging session (a WhatsApp number through Baileys, or the simulated sandbox phone). */
export interface ConnectionProvider {
  readonly events: TypedEmitter<ProviderEvents>;
  /** Opens the session: reports `status` CONNECTED when paired, otherwise a `qr`. */
  start(): Promise<void>;
  /** Closes the session but keeps the pairing, so the next start reconnects without a scan. */
  stop(): Promise<void>;
  /** Closes the session and forgets the pairing. */
  logout(): Promise<void>;
  /** Sends a text; refuses with ERR_WAPP_NOT_INITIALIZED unless connected. */
  sendText(to: string, body: string, options?: SendTextOptions): Promise<{ id: string }>;
}
