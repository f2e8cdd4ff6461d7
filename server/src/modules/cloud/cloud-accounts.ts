import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CloudSettingsRecord } from '@balcao/shared';
import { maskSecret, type FieldCipher } from '../../platform/crypto/field-cipher.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { GraphClient } from './graph-client.ts';

/** A Cloud API connection's settings with its secrets opened: only ever held in memory, never answered. */
export type CloudAccount = {
  connectionId: number;
  companyId: number;
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  messagesPerSecond: number;
};

export type SealedField = 'cloudAccessToken' | 'cloudAppSecret';

/** The cipher's context of a sealed column: the value only opens on the row and column it was written for. */
export const sealContext = (connectionId: number, field: SealedField) => `whatsapp:${connectionId}:${field}`;

/** A verify token for Meta's webhook check, when the admin leaves it empty. */
export const newVerifyToken = () => randomBytes(24).toString('base64url');

function notConfigured(): AppError {
  return new AppError('ERR_WAPP_NOT_INITIALIZED', {
    message: 'This Cloud API connection lacks its phone number id, business account id, access token or app secret',
  });
}

/** Reads and seals the Cloud API settings of connections; makes the Graph client of one. */
export class CloudAccounts {
  readonly #em: EntityManager;
  readonly #cipher: FieldCipher;
  readonly graphUrl: string;

  constructor({ em, cipher, graphUrl }: { em: EntityManager; cipher: FieldCipher; graphUrl: string }) {
    this.#em = em;
    this.#cipher = cipher;
    this.graphUrl = graphUrl;
  }

  seal(connectionId: number, field: SealedField, value: string): string {
    return this.#cipher.encrypt(value, sealContext(connectionId, field));
  }

  /** The account of a connection of `companyId`; throws ERR_WAPP_NOT_INITIALIZED when it is incomplete. */
  async load(companyId: number, connectionId: number): Promise<CloudAccount> {
    const row = await forkForCompany(this.#em, companyId).findOne(Whatsapp, { id: connectionId, provider: 'cloud' });
    const account = row ? this.#open(row) : null;
    if (!account) {
      throw notConfigured();
    }
    return account;
  }

  /** For webhooks, which carry no company: the account of the connection with this id, if it is a complete Cloud one. */
  async forWebhook(connectionId: number): Promise<CloudAccount | null> {
    const row = await forkUnscoped(this.#em).findOne(Whatsapp, { id: connectionId, provider: 'cloud' });
    return row ? this.#open(row) : null;
  }

  /** What an admin sees of a Cloud connection's settings: the secrets masked (their last four characters), never whole. */
  settingsOf(row: Whatsapp): CloudSettingsRecord | null {
    if (row.provider !== 'cloud') {
      return null;
    }
    const opened = (field: SealedField): string | null => {
      const sealed = row[field];
      try {
        return sealed ? this.#cipher.decrypt(sealed, sealContext(row.id, field)) : null;
      } catch {
        return null;
      }
    };
    return {
      phoneNumberId: row.cloudPhoneNumberId ?? '',
      businessAccountId: row.cloudBusinessAccountId ?? '',
      accessToken: maskSecret(opened('cloudAccessToken')),
      appSecret: maskSecret(opened('cloudAppSecret')),
      verifyToken: row.cloudVerifyToken ?? '',
      messagesPerSecond: row.cloudMessagesPerSecond,
      webhookPath: `/webhooks/whatsapp-cloud/${row.id}`,
      lastError: row.cloudError ?? null,
    };
  }

  client(account: Pick<CloudAccount, 'accessToken'>): GraphClient {
    return new GraphClient(this.graphUrl, account.accessToken);
  }

  /** Keeps the Graph API's error of the last test call (null once one succeeded), for the admin's dialog. */
  async recordError(companyId: number, connectionId: number, error: string | null): Promise<void> {
    await forkForCompany(this.#em, companyId).nativeUpdate(Whatsapp, { id: connectionId }, { cloudError: error?.slice(0, 1000) ?? null });
  }

  #open(row: Whatsapp): CloudAccount | null {
    const { cloudPhoneNumberId, cloudBusinessAccountId, cloudAccessToken, cloudAppSecret } = row;
    if (!cloudPhoneNumberId || !cloudBusinessAccountId || !cloudAccessToken || !cloudAppSecret) {
      return null;
    }
    return {
      connectionId: row.id,
      companyId: row.companyId,
      phoneNumberId: cloudPhoneNumberId,
      businessAccountId: cloudBusinessAccountId,
      accessToken: this.#cipher.decrypt(cloudAccessToken, sealContext(row.id, 'cloudAccessToken')),
      appSecret: this.#cipher.decrypt(cloudAppSecret, sealContext(row.id, 'cloudAppSecret')),
      verifyToken: row.cloudVerifyToken ?? '',
      messagesPerSecond: row.cloudMessagesPerSecond,
    };
  }
}
