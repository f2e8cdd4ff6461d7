import { z } from 'zod';
import { QUEUE_INTEGRATION_TYPES } from '../queue-integrations.ts';
import type {
  DialogflowTestResponse,
  QueueIntegrationListResponse,
  QueueIntegrationRecord,
  WebhookSecretResponse,
} from '../queue-integrations.ts';

export const dialogflowTestResponseSchema = z
  .object({
    texts: z.array(z.string()),
    intent: z.string(),
    endConversation: z.boolean(),
  })
  .meta({ id: 'DialogflowTestResponse' }) satisfies z.ZodType<DialogflowTestResponse>;

export const queueIntegrationRecordSchema = z
  .object({
    id: z.number(),
    type: z.enum(QUEUE_INTEGRATION_TYPES),
    name: z.string(),
    projectName: z.string(),
    jsonContent: z.string(),
    language: z.string(),
    urlN8N: z.string(),
    typebotSlug: z.string(),
    typebotExpires: z.number(),
    typebotDelayMessage: z.number(),
    typebotKeywordFinish: z.string(),
    typebotKeywordRestart: z.string(),
    typebotUnknownMessage: z.string(),
    typebotRestartMessage: z.string(),
    webhookSecret: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'QueueIntegrationRecord' }) satisfies z.ZodType<QueueIntegrationRecord>;

export const queueIntegrationListResponseSchema = z
  .object({
    queueIntegrations: z.array(queueIntegrationRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'QueueIntegrationListResponse' }) satisfies z.ZodType<QueueIntegrationListResponse>;

export const webhookSecretResponseSchema = z
  .object({
    webhookSecret: z.string(),
  })
  .meta({ id: 'WebhookSecretResponse' }) satisfies z.ZodType<WebhookSecretResponse>;
