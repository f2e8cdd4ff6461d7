import { defineEntity, p } from '@mikro-orm/core';
import { CONNECTION_PROVIDERS, CONNECTION_STATUSES } from '@balcao/shared';
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
    ...timestamps(),
  },
});

export class Whatsapp extends WhatsappSchema.class {}
WhatsappSchema.setClass(Whatsapp);
