import { defineEntity, p } from '@mikro-orm/core';
import { CLOUD_DEFAULT_MESSAGES_PER_SECOND, CONNECTION_PROVIDERS, CONNECTION_STATUSES, type CloudTemplate } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Queue } from '../queues/queue.entity.ts';
import { apiTokenHash } from './api-token.ts';

/** A messaging connection (a WhatsApp number, or the sandbox phone). */
const WhatsappSchema = defineEntity({
  name: 'Whatsapp',
  tableName: 'whatsapps',
  uniques: [{ properties: ['companyId', 'name'] }],
  indexes: [{ properties: ['companyId', 'status'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    name: p.string().length(50),
    status: p.enum(CONNECTION_STATUSES).default('DISCONNECTED'),
    qrcode: p.text().default(''),
    retries: p.integer().default(0),
    isDefault: p.boolean().default(false),
    provider: p.enum(CONNECTION_PROVIDERS).default('beta'),
    greetingMessage: p.text().default(''),
    complationMessage: p.text().default(''),
    outOfHoursMessage: p.text().default(''),
    ratingMessage: p.text().default(''),
    expiresInactiveMessage: p.text().default(''),
    expiresTicket: p.integer().default(0),
    timeUseBotQueues: p.integer().default(0),
    maxUseBotQueues: p.integer().default(3),
    timeToTransfer: p.integer().nullable(),
    transferQueueId: () => p.manyToOne(Queue).mapToPk().fieldName('transfer_queue_id').nullable().deleteRule('set null'),
    promptId: p.integer().nullable(),
    integrationId: p.integer().nullable(),
    /** Bearer token of the external message API; unique across companies. */
    token: p.string().length(64).unique().hidden(),
    /** SHA-256 of the token (hex), what the external API looks a caller up by; kept in step with it. */
    tokenHash: p
      .string()
      .length(64)
      .unique()
      .hidden()
      .onCreate((row: { token: string }) => apiTokenHash(row.token))
      .onUpdate((row: { token: string }) => apiTokenHash(row.token)),
    /** WhatsApp Cloud API (`provider` cloud): the number's and business account's ids at Meta. */
    cloudPhoneNumberId: p.string().length(32).nullable(),
    cloudBusinessAccountId: p.string().length(32).nullable(),
    /** Sealed with the field cipher, bound to `whatsapp:{id}:cloudAccessToken`. */
    cloudAccessToken: p.text().nullable().hidden(),
    /** Sealed with the field cipher, bound to `whatsapp:{id}:cloudAppSecret`; signs Meta's webhooks. */
    cloudAppSecret: p.text().nullable().hidden(),
    cloudVerifyToken: p.string().length(128).nullable().hidden(),
    cloudMessagesPerSecond: p.integer().default(CLOUD_DEFAULT_MESSAGES_PER_SECOND),
    /** The Graph API's error of the last test call. */
    cloudError: p.text().nullable(),
    /** The business account's approved templates, as last listed, and when. */
    cloudTemplates: p.json<CloudTemplate[]>().nullable(),
    cloudTemplatesAt: p.datetime().nullable(),
    ...timestamps(),
  },
});

export class Whatsapp extends WhatsappSchema.class {}
WhatsappSchema.setClass(Whatsapp);
