import * as a from '@balcao/shared';
import { z } from 'zod';
import { list, noContent, ok, type OperationAnswers } from './answer-builders.ts';

/** A Cloud API connection's fields, required with provider `cloud` (an update keeps the stored ones). */
const CLOUD_FIELDS_RULES = Object.fromEntries(
  ['cloudPhoneNumberId', 'cloudBusinessAccountId', 'cloudAccessToken', 'cloudAppSecret'].map((field) => [
    `body.${field}`,
    'Required with provider `cloud`, unless the connection already has it.',
  ]),
);

/** A new connection (the route answers with and without the trailing slash). */
const newConnection: OperationAnswers = {
  success: [ok(a.connectionRecordSchema, 'The new connection.')],
  stateRules: CLOUD_FIELDS_RULES,
  errors: [
    'ERR_WAPP_NAME_ALREADY_EXISTS',
    'ERR_WAPP_GREETING_REQUIRED',
    'ERR_NO_QUEUE_FOUND',
    'ERR_NO_PROMPT_FOUND',
    'ERR_NO_INTEGRATION_FOUND',
    'ERR_PLAN_LIMIT_REACHED',
    'ERR_SANDBOX_DISABLED',
  ],
};

/** The answers of the connections' operations: WhatsApp sessions, the sandbox phone, Cloud API templates and webhooks. */
export const CONNECTION_ANSWERS: Record<string, OperationAnswers> = {
  'GET /whatsapp/providers': { success: [ok(a.providersResponseSchema)] },
  'GET /whatsapp': { success: [ok(list(a.connectionRecordSchema))] },
  'GET /whatsapp/': { success: [ok(list(a.connectionRecordSchema))] },
  'POST /whatsapp': newConnection,
  'POST /whatsapp/': newConnection,
  'GET /whatsapp/:id': { success: [ok(a.connectionRecordSchema)], errors: ['ERR_NO_WAPP_FOUND'] },
  'PUT /whatsapp/:id': {
    success: [ok(a.connectionRecordSchema)],
    stateRules: CLOUD_FIELDS_RULES,
    errors: [
      'ERR_NO_WAPP_FOUND',
      'ERR_WAPP_NAME_ALREADY_EXISTS',
      'ERR_WAPP_GREETING_REQUIRED',
      'ERR_NO_QUEUE_FOUND',
      'ERR_NO_PROMPT_FOUND',
      'ERR_NO_INTEGRATION_FOUND',
      'ERR_NO_OTHER_WHATSAPP',
    ],
  },
  'DELETE /whatsapp/:id': { success: [noContent('Deleted.')], errors: ['ERR_NO_WAPP_FOUND', 'ERR_NO_OTHER_WHATSAPP'] },
  'POST /whatsapp/:id/token': { success: [ok(a.connectionTokenResponseSchema, 'The new API token.')], errors: ['ERR_NO_WAPP_FOUND'] },
  'POST /whatsappsession/:id': { success: [ok(a.connectionSessionSchema)], errors: ['ERR_NO_WAPP_FOUND', 'ERR_WAPP_NOT_INITIALIZED'] },
  'PUT /whatsappsession/:id': { success: [ok(a.connectionSessionSchema)], errors: ['ERR_NO_WAPP_FOUND', 'ERR_WAPP_NOT_INITIALIZED'] },
  'DELETE /whatsappsession/:id': { success: [ok(a.connectionSessionSchema)], errors: ['ERR_NO_WAPP_FOUND'] },
  'POST /sandbox/:connectionId/scan': {
    success: [ok(a.connectionSessionSchema)],
    errors: ['ERR_NO_WAPP_FOUND', 'ERR_SANDBOX_DISABLED', 'ERR_WAPP_NOT_INITIALIZED'],
  },
  'POST /sandbox/:connectionId/inbound': {
    success: [{ status: 202, description: 'Stored; the message arrives as from the phone.', schema: a.sandboxInboundResponseSchema }],
    errors: ['ERR_NO_WAPP_FOUND', 'ERR_SANDBOX_DISABLED', 'ERR_WAPP_NOT_INITIALIZED'],
  },
  'GET /sandbox/:connectionId/outbox': {
    success: [ok(list(a.sandboxOutboxEntrySchema))],
    errors: ['ERR_NO_WAPP_FOUND', 'ERR_SANDBOX_DISABLED'],
  },
  'GET /webhooks/whatsapp-cloud/:connectionId': {
    success: [{ status: 200, description: 'The challenge, echoed (Meta’s verification).', schema: z.string(), contentType: 'text/plain' }],
    errors: ['ERR_NO_WAPP_FOUND', 'ERR_NOT_AUTHENTICATED', 'ERR_NO_PERMISSION'],
  },
  'POST /webhooks/whatsapp-cloud/:connectionId': {
    success: [ok(a.webhookReceivedSchema)],
    errors: ['ERR_NO_WAPP_FOUND', 'ERR_NOT_AUTHENTICATED', 'ERR_NO_PERMISSION'],
  },
};
