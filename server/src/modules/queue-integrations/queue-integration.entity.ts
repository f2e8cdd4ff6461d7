import { defineEntity, p } from '@mikro-orm/core';
import { QUEUE_INTEGRATION_TYPES } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

/**
 * A bot a queue or a connection hands its conversations to: Typebot, n8n, a webhook or Dialogflow.
 * Dialogflow's service-account JSON is kept encrypted (context `queueIntegration:{id}:jsonContent`).
 */
const QueueIntegrationSchema = defineEntity({
  name: 'QueueIntegration',
  tableName: 'queue_integrations',
  indexes: [{ properties: ['companyId', 'name'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    type: p.enum(QUEUE_INTEGRATION_TYPES),
    name: p.string().length(50),
    projectName: p.string().length(200).default(''),
    jsonContentSealed: p.text().default(''),
    language: p.string().length(10).default(''),
    urlN8N: p.string().length(1000).fieldName('url_n8n').default(''),
    typebotSlug: p.string().length(200).default(''),
    typebotExpires: p.integer().default(1),
    typebotDelayMessage: p.integer().default(1000),
    typebotKeywordFinish: p.string().length(100).default(''),
    typebotKeywordRestart: p.string().length(100).default(''),
    typebotUnknownMessage: p.text().default(''),
    typebotRestartMessage: p.text().default(''),
    /** Signs what n8n and webhook receivers get (HMAC-SHA256); made by the server. */
    webhookSecret: p.string().length(64),
    ...timestamps(),
  },
});

export class QueueIntegration extends QueueIntegrationSchema.class {}
QueueIntegrationSchema.setClass(QueueIntegration);
