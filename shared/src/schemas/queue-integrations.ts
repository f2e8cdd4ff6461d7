import { z } from 'zod';
import { has, NON_BLANK } from './json-rules.ts';
import { idSchema, pageQuery } from './common.ts';

export const QUEUE_INTEGRATION_TYPES = ['dialogflow', 'n8n', 'webhook', 'typebot'] as const;
export type QueueIntegrationType = (typeof QUEUE_INTEGRATION_TYPES)[number];

export const DIALOGFLOW_LANGUAGES = ['pt-BR', 'en', 'es'] as const;

export const QUEUE_INTEGRATION_DEFAULTS = { type: 'typebot', typebotDelayMessage: 1000, typebotExpires: 1 } as const;

const optionalText = (max: number) => z.string().trim().max(max).default('');
const httpUrl = z.url({ protocol: /^https?$/ }).max(1000);

/**
 * POST /queueIntegration and PUT /queueIntegration/{id}. Fields by type as the spec lists; for n8n,
 * webhook and typebot, projectName becomes the name.
 */
export const queueIntegrationBody = z
  .object({
    type: z.enum(QUEUE_INTEGRATION_TYPES).default(QUEUE_INTEGRATION_DEFAULTS.type),
    name: z.string().trim().min(2, 'Too Short!').max(50, 'Too Long!'),
    projectName: optionalText(200),
    jsonContent: optionalText(20_000),
    language: optionalText(10),
    urlN8N: z.union([z.literal(''), httpUrl]).default(''),
    typebotSlug: optionalText(200),
    typebotExpires: z.coerce.number().int().min(0).max(10_080).default(QUEUE_INTEGRATION_DEFAULTS.typebotExpires),
    typebotDelayMessage: z.coerce.number().int().min(0).max(60_000).default(QUEUE_INTEGRATION_DEFAULTS.typebotDelayMessage),
    typebotKeywordFinish: optionalText(100),
    typebotKeywordRestart: optionalText(100),
    typebotUnknownMessage: optionalText(1000),
    typebotRestartMessage: optionalText(1000),
  })
  .superRefine((body, ctx) => {
    const required = (path: keyof typeof body) => ctx.addIssue({ code: 'custom', path: [path], message: 'Required' });
    if (body.type !== 'dialogflow' && !body.urlN8N) {
      required('urlN8N');
    }
    if (body.type === 'typebot' && !body.typebotSlug) {
      required('typebotSlug');
    }
    if (body.type === 'dialogflow') {
      if (!body.projectName) {
        required('projectName');
      }
      if (!body.language) {
        required('language');
      }
      if (!body.jsonContent) {
        required('jsonContent');
      }
    }
  })
  .transform((body) => (body.type === 'dialogflow' ? body : { ...body, projectName: body.name }))
  .meta({
    description:
      'Dialogflow needs `projectName`, `language` and `jsonContent`; n8n, webhook and Typebot need `urlN8N`; Typebot (the default type) also `typebotSlug`.',
    allOf: [
      {
        if: has('type', { const: 'dialogflow' }),
        then: { allOf: ['projectName', 'language', 'jsonContent'].map((key) => has(key, NON_BLANK)) },
        else: has('urlN8N', { type: 'string', minLength: 1 }),
      },
      { if: { anyOf: [has('type', { const: 'typebot' }), { not: { required: ['type'] } }] }, then: has('typebotSlug', NON_BLANK) },
    ],
  });
export type QueueIntegrationBody = z.input<typeof queueIntegrationBody>;

/** GET /queueIntegration: search (lower-cased by the screen) on the name, 20 per page. */
export const queueIntegrationListQuery = pageQuery;

/**
 * POST /queueIntegration/testSession: one exchange with Dialogflow using these credentials. From the
 * dialog of a saved integration, `id` with the masked `jsonContent` it showed uses the stored key.
 */
export const dialogflowTestBody = z.object({
  id: idSchema.optional(),
  projectName: z.string().trim().min(1).max(200),
  jsonContent: z.string().trim().min(1).max(20_000),
  language: z.string().trim().min(2).max(10),
  /** What the test says to the agent; a greeting by default. */
  text: z.string().trim().min(1).max(256).default('Olá'),
});
export type DialogflowTestBody = z.input<typeof dialogflowTestBody>;

/** What the agent answered to the test. */
export type DialogflowTestResponse = { texts: string[]; intent: string; endConversation: boolean };

export type QueueIntegrationRecord = {
  id: number;
  type: QueueIntegrationType;
  name: string;
  projectName: string;
  /** Dialogflow's service-account JSON is a secret: answers only say whether it is set. */
  jsonContent: string;
  language: string;
  urlN8N: string;
  typebotSlug: string;
  typebotExpires: number;
  typebotDelayMessage: number;
  typebotKeywordFinish: string;
  typebotKeywordRestart: string;
  typebotUnknownMessage: string;
  typebotRestartMessage: string;
  /** The per-integration secret n8n and webhook receivers verify `X-Balcao-Signature` with (shown to admins). */
  webhookSecret: string;
  createdAt: string;
  updatedAt: string;
};

export type QueueIntegrationListResponse = { queueIntegrations: QueueIntegrationRecord[]; count: number; hasMore: boolean };

/** `GET` and `POST /queueIntegration/{id}/secret`: the signing secret of n8n and webhook deliveries (POST replaces it). */
export type WebhookSecretResponse = { webhookSecret: string };
