import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One inbound message POSTed to an n8n or webhook receiver: retried by a job until delivered or failed. */
const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  indexes: [{ properties: ['companyId', 'status'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    integrationId: p.integer(),
    ticketId: p.integer(),
    payload: p.json<Record<string, unknown>>(),
    status: p.enum(WEBHOOK_DELIVERY_STATUSES).default('pending'),
    attempts: p.integer().default(0),
    lastError: p.text().default(''),
    ...timestamps(),
  },
});

export class WebhookDelivery extends WebhookDeliverySchema.class {}
WebhookDeliverySchema.setClass(WebhookDelivery);
