import type { Logger } from '../../logger.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type {
  ConnectionProvider,
  NumberCheck,
  OutboundContent,
  PhoneContact,
  ProviderEvents,
  ProviderTarget,
  SendOptions,
  SentMessage,
} from '../../platform/messaging/connection-provider.ts';
import { TypedEmitter } from '../../platform/messaging/typed-emitter.ts';
import { MAX_INBOUND_MEDIA_BYTES } from '../baileys/inbound-receiver.ts';
import type { CloudAccount, CloudAccounts } from './cloud-accounts.ts';
import { GraphError, type GraphClient } from './graph-client.ts';
import { messagePayload, uploadOf } from './outbound-payload.ts';
import { Pacer } from './pacer.ts';

/** Attempts of one send answered "rate limited" before it fails; the waits double from `retryBaseMs`. */
export const MAX_SEND_ATTEMPTS = 5;

export type CloudProviderDeps = { accounts: CloudAccounts; logger: Logger; retryBaseMs?: number };

function notConnected(): AppError {
  return new AppError('ERR_WAPP_NOT_INITIALIZED', { message: 'This Cloud API connection is not connected; check its settings' });
}

function sendError(error: unknown): AppError {
  return new AppError('ERR_SENDING_WAPP_MSG', { message: error instanceof Error ? error.message : String(error) });
}

/**
 * One number through Meta's WhatsApp Cloud API. There is no QR code and no socket: `start` makes a test
 * call with the access token and reports CONNECTED when it succeeds, DISCONNECTED (with the Graph API's
 * error kept on the connection) otherwise. Sends upload their files first, are paced under the number's
 * throughput, and are retried with backoff when Meta answers that a rate limit was hit. Inbound messages
 * and statuses do not come through here: Meta posts them to the webhook (cloud-webhooks.ts).
 */
export class CloudProvider implements ConnectionProvider {
  readonly events = new TypedEmitter<ProviderEvents>();
  readonly target: ProviderTarget;
  readonly #deps: CloudProviderDeps;
  #account: CloudAccount | undefined;
  #client: GraphClient | undefined;
  #pacer: Pacer | undefined;

  constructor(target: ProviderTarget, deps: CloudProviderDeps) {
    this.target = target;
    this.#deps = deps;
  }

  get connected(): boolean {
    return this.#client !== undefined;
  }

  async start(): Promise<void> {
    const { accounts, logger } = this.#deps;
    this.events.emit('status', { status: 'OPENING' });
    let account: CloudAccount;
    try {
      account = await accounts.load(this.target.companyId, this.target.id);
      const client = accounts.client(account);
      await client.phoneNumber(account.phoneNumberId);
      this.#account = account;
      this.#client = client;
      this.#pacer = new Pacer(account.messagesPerSecond);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.info({ connectionId: this.target.id, reason: message }, 'Cloud API test call failed');
      await accounts.recordError(this.target.companyId, this.target.id, message);
      this.events.emit('status', { status: 'DISCONNECTED' });
      return;
    }
    await accounts.recordError(this.target.companyId, this.target.id, null);
    this.events.emit('status', { status: 'CONNECTED' });
  }

  stop(): Promise<void> {
    this.#client = undefined;
    this.events.removeAll();
    return Promise.resolve();
  }

  logout(): Promise<void> {
    return this.stop();
  }

  async send(to: string, content: OutboundContent, options?: SendOptions): Promise<SentMessage> {
    const client = this.#client;
    const account = this.#account;
    if (!client || !account) {
      throw notConnected();
    }
    const upload = uploadOf(content);
    const mediaId = upload
      ? await this.#withRetry(() => client.uploadMedia(account.phoneNumberId, upload.data, upload.mimetype, upload.filename))
      : undefined;
    const payload = messagePayload(to, content, options, mediaId);
    const answer = await this.#withRetry(() => client.sendMessage(account.phoneNumberId, payload));
    const id = answer.messages?.[0]?.id;
    if (!id) {
      throw new AppError('ERR_SENDING_WAPP_MSG', { message: 'The Graph API accepted the message without an id' });
    }
    return { id };
  }

  /** Paced, and tried again after a rate-limit answer (1 s, 2 s, 4 s…); any other error fails at once. */
  async #withRetry<T>(call: () => Promise<T>): Promise<T> {
    const base = this.#deps.retryBaseMs ?? 1000;
    for (let attempt = 1; ; attempt += 1) {
      await this.#pacer?.wait();
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof GraphError) || !error.rateLimited || attempt >= MAX_SEND_ATTEMPTS) {
          throw sendError(error);
        }
        const delay = base * 2 ** (attempt - 1) * (0.8 + Math.random() * 0.4);
        this.#deps.logger.info(
          { connectionId: this.target.id, attempt, delay, code: error.code },
          'Cloud API rate limit; sending again later',
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  async markRead(_chat: string, messageIds: readonly string[]): Promise<void> {
    const client = this.#client;
    const account = this.#account;
    if (!client || !account) {
      throw notConnected();
    }
    for (const id of messageIds) {
      await client.sendMessage(account.phoneNumberId, { messaging_product: 'whatsapp', status: 'read', message_id: id });
    }
  }

  deleteMessage(): Promise<void> {
    return Promise.reject(new AppError('ERR_DELETE_WAPP_MSG', { message: 'The WhatsApp Cloud API cannot delete a sent message' }));
  }

  rejectCall(): Promise<void> {
    return Promise.resolve();
  }

  /** The Cloud API has no lookup of numbers: a number is written to as given, and Meta reports a failure by status. */
  checkNumber(number: string): Promise<NumberCheck> {
    if (!this.connected) {
      return Promise.reject(notConnected());
    }
    const digits = number.replace(/\D/g, '');
    return Promise.resolve({ exists: /^[1-9]\d{7,14}$/.test(digits), number: digits });
  }

  profilePicture(): Promise<string | null> {
    return Promise.resolve(null);
  }

  phoneContacts(): Promise<PhoneContact[]> {
    return Promise.resolve([]);
  }

  /** `ref.mediaId` through the Graph API's media endpoint (Meta keeps inbound media for 30 days). */
  async downloadMedia(ref: Record<string, unknown>): Promise<Buffer> {
    const account = this.#account;
    if (!this.connected || !account || typeof ref['mediaId'] !== 'string') {
      throw notConnected();
    }
    const client = this.#deps.accounts.client(account);
    const info = await client.mediaInfo(ref['mediaId']);
    return client.download(info.url, MAX_INBOUND_MEDIA_BYTES);
  }

  /** Nothing to keep alive: the session answers while its test call succeeded. */
  probe(): Promise<boolean> {
    return Promise.resolve(this.connected);
  }
}
