import * as a from '@balcao/shared';
import type { ErrorCode } from '@balcao/shared';
import { z } from 'zod';
import { bytes, created, list, noContent, ok, records, withStateRules, type OperationAnswers } from './answer-builders.ts';
import { CONNECTION_ANSWERS } from './connection-answers.ts';

export type { OperationAnswers, SuccessAnswer } from './answer-builders.ts';

/** A new ticket (the route answers with and without the trailing slash). */
const newTicket: OperationAnswers = {
  success: [ok(a.ticketRecordSchema, 'The new ticket.')],
  stateRules: { 'body.queueId': 'Required unless the caller is an admin.' },
  errors: [
    'ERR_NO_CONTACT_FOUND',
    'ERR_NO_WAPP_FOUND',
    'ERR_NO_DEF_WAPP_FOUND',
    'ERR_NO_QUEUE_FOUND',
    'ERR_NO_USER_FOUND',
    'ERR_OTHER_OPEN_TICKET',
  ],
};

const sessionWithCodes = a.sessionResponseSchema.extend({ recoveryCodes: z.array(z.string()) }).meta({ id: 'SessionWithRecoveryCodes' });
const issued = [
  { status: 201, description: 'A new invoice was made.', schema: a.issuedInvoiceResponseSchema },
  { status: 200, description: 'The open invoice already covering the period.', schema: a.issuedInvoiceResponseSchema },
];
const csv = bytes('text/csv', 'A CSV file (UTF-8, with a header row).');
const zip = bytes('application/zip', 'A ZIP archive.');
const sendErrors: ErrorCode[] = ['ERR_NO_TICKET_FOUND', 'ERR_NO_WAPP_FOUND', 'ERR_WAPP_NOT_INITIALIZED', 'ERR_SENDING_WAPP_MSG'];

/**
 * The answers of every operation, by `METHOD /path` as the router writes the path. A route missing
 * here is documented without a success body, and `api-docs.test.ts` lists it; a key that names no
 * route fails the same test.
 */
export const ROUTE_ANSWERS: Record<string, OperationAnswers> = {
  'GET /version': { success: [ok(a.versionResponseSchema)] },
  'GET /api/openapi.json': { success: [ok(z.record(z.string(), z.unknown()), 'This document (OpenAPI 3.1).')] },
  'GET /api/docs': { success: [bytes('text/html', 'The reference page (Swagger UI).')] },
  'GET /api/docs/:asset': { success: [bytes('*/*', 'A file of the reference page.')] },
  'POST /api/messages/send': {
    success: [ok(a.externalSendResponse, 'Sent: the messages and the ticket they went to.')],
    errors: ['ERR_WAPP_INVALID_CONTACT', 'ERR_SENDING_WAPP_MSG', 'ERR_IDEMPOTENCY_IN_PROGRESS', 'ERR_IDEMPOTENCY_KEY_REUSED'],
  },
  'GET /media/:id': { success: [bytes('*/*', 'The file, with its own content type.')] },

  // Sign-in and sessions
  'POST /auth/login': {
    success: [
      ok(
        z.union([a.sessionResponseSchema, a.twoFactorChallengeResponseSchema]),
        'Signed in (`token` and `user`, with the refresh cookie), or a two-factor challenge to answer at `/auth/two-factor/verify` or `/enrol`.',
      ),
    ],
    errors: ['ERR_INVALID_CREDENTIALS', 'ERR_COMPANY_INACTIVE', 'ERR_TWO_FACTOR_REQUIRED'],
  },
  'POST /auth/refresh_token': {
    success: [ok(a.sessionResponseSchema, 'A new access token (the refresh cookie is renewed).')],
    errors: ['ERR_NOT_AUTHENTICATED', 'ERR_SESSION_REVOKED', 'ERR_COMPANY_INACTIVE'],
  },
  'DELETE /auth/logout': { success: [noContent('Signed out; the refresh cookie is cleared.')] },
  'GET /auth/me': { success: [ok(a.sessionUserSchema, 'The signed-in user.')] },
  'POST /auth/two-factor/verify': {
    success: [ok(a.sessionResponseSchema, 'Signed in.')],
    errors: ['ERR_INVALID_TWO_FACTOR_CODE', 'ERR_TWO_FACTOR_CHALLENGE_EXPIRED'],
  },
  'POST /auth/two-factor/enrol': { success: [ok(a.twoFactorSetupResponseSchema)], errors: ['ERR_TWO_FACTOR_CHALLENGE_EXPIRED'] },
  'POST /auth/two-factor/enrol/confirm': {
    success: [ok(sessionWithCodes, 'Signed in, with the recovery codes (shown once).')],
    errors: ['ERR_INVALID_TWO_FACTOR_CODE', 'ERR_TWO_FACTOR_CHALLENGE_EXPIRED'],
  },
  'GET /auth/two-factor': { success: [ok(a.twoFactorStatusSchema)] },
  'POST /auth/two-factor/setup': { success: [ok(a.twoFactorSetupResponseSchema)], errors: ['ERR_TWO_FACTOR_ALREADY_ENABLED'] },
  'POST /auth/two-factor/enable': {
    success: [ok(a.twoFactorRecoveryCodesResponseSchema)],
    errors: ['ERR_INVALID_TWO_FACTOR_CODE', 'ERR_TWO_FACTOR_ALREADY_ENABLED', 'ERR_TWO_FACTOR_NOT_ENABLED'],
  },
  'POST /auth/two-factor/recovery-codes': {
    success: [ok(a.twoFactorRecoveryCodesResponseSchema)],
    // Wrong passwords and codes count toward the sign-in throttle.
    errors: ['ERR_INVALID_PASSWORD', 'ERR_INVALID_TWO_FACTOR_CODE', 'ERR_TWO_FACTOR_NOT_ENABLED', 'ERR_RATE_LIMITED'],
  },
  'POST /auth/two-factor/disable': {
    success: [noContent('Two-factor sign-in is off.')],
    errors: [
      'ERR_INVALID_PASSWORD',
      'ERR_INVALID_TWO_FACTOR_CODE',
      'ERR_TWO_FACTOR_NOT_ENABLED',
      'ERR_TWO_FACTOR_REQUIRED',
      'ERR_RATE_LIMITED',
    ],
  },
  'POST /forgetpassword/:email': {
    success: [ok(a.passwordResetResponseSchema, 'Sent when the address has an account (the same answer when not).')],
  },
  'POST /resetpasswords/:email/:token/:password': { success: [] },
  'POST /resetpasswords/:email/:token': { success: [ok(a.passwordResetResponseSchema)], errors: ['ERR_INVALID_RESET_CODE'] },

  // Users
  'GET /users/list': { success: [ok(list(a.userOptionRecordSchema), 'The users a picker offers.')] },
  'POST /users/set-language/:lang': { success: [noContent('Saved.')] },
  ...records('/users', {
    record: a.userRecordSchema,
    page: a.userListResponseSchema,
    updatedAs: a.userUpdateResponseSchema,
    errors: [
      'ERR_NO_USER_FOUND',
      'ERR_NO_QUEUE_FOUND',
      'ERR_NO_WAPP_FOUND',
      'ERR_USER_EMAIL_ALREADY_EXISTS',
      'ERR_PLAN_LIMIT_REACHED',
      'ERR_USER_CANNOT_DELETE_SELF',
      'ERR_USER_CANNOT_DEMOTE_SELF',
      'ERR_USER_LAST_ADMIN',
    ],
  }),
  'GET /audit-log': { success: [ok(a.auditListResponseSchema)] },

  // Companies, plans, billing
  'GET /companies/cadastro': { success: [ok(a.signupStatusSchema)] },
  'POST /companies/cadastro': {
    success: [created(a.signupResponseSchema, 'The company and its first admin were made.')],
    errors: ['ERR_USER_CREATION_DISABLED', 'ERR_NO_PLAN_FOUND', 'ERR_USER_EMAIL_ALREADY_EXISTS'],
  },
  'GET /companies/list': { success: [ok(list(a.companyRecordSchema))] },
  'GET /companies/deletions': { success: [ok(list(a.companyDeletionRecordSchema))] },
  'POST /companies/:id/renew': { success: [ok(a.companyRecordSchema)], errors: ['ERR_NO_COMPANY_FOUND', 'ERR_NO_DUE_DATE'] },
  'GET /companies/listPlan/:companyId': { success: [ok(a.companyWithPlanSchema)], errors: ['ERR_NO_COMPANY_FOUND'] },
  'PUT /companies/:id/schedules': { success: [ok(a.companySchedulesResponseSchema)], errors: ['ERR_NO_COMPANY_FOUND'] },
  ...records('/companies', {
    record: a.companyRecordSchema,
    page: a.companyListResponseSchema,
    errors: ['ERR_NO_COMPANY_FOUND', 'ERR_NO_PLAN_FOUND', 'ERR_USER_EMAIL_ALREADY_EXISTS', 'ERR_PLATFORM_COMPANY'],
  }),
  // After the plain routes: a company is deleted in the background.
  'DELETE /companies/:id': {
    success: [{ status: 202, description: 'Deletion requested; it runs in the background.', schema: a.companyDeletionRecordSchema }],
    errors: ['ERR_NO_COMPANY_FOUND', 'ERR_PLATFORM_COMPANY'],
  },
  'GET /plans/list': { success: [ok(list(a.publicPlanRecordSchema), 'The plans a visitor may choose at sign-up.')] },
  'GET /plans/all': { success: [ok(list(a.planRecordSchema))] },
  ...records('/plans', {
    record: a.planRecordSchema,
    page: a.planListResponseSchema,
    errors: ['ERR_NO_PLAN_FOUND', 'ERR_PLAN_IN_USE', 'ERR_PLAN_NAME_ALREADY_EXISTS'],
  }),
  // Without `shape=balcao`: every matching invoice as an array, as the reference product's client reads it.
  'GET /invoices/all': { success: [ok(z.union([list(a.invoiceRecordSchema), a.invoiceListResponseSchema]))] },
  'GET /invoices/:id': { success: [ok(a.invoiceRecordSchema)], errors: ['ERR_NO_INVOICE_FOUND'] },
  'POST /invoices/generate': { success: [ok(a.invoicesGeneratedSchema)] },
  'POST /companies/:id/invoices': { success: issued, errors: ['ERR_NO_COMPANY_FOUND', 'ERR_NO_DUE_DATE'] },
  'POST /invoices/:id/confirm': {
    success: [ok(a.invoiceRecordSchema, 'The invoice, paid.')],
    errors: ['ERR_NO_INVOICE_FOUND', 'ERR_INVOICE_ALREADY_PAID'],
  },
  'GET /subscription': { success: [ok(a.subscriptionRecordSchema)] },
  'POST /subscription': {
    success: [created(a.checkoutResponseSchema, 'A charge to pay (PIX).')],
    errors: ['ERR_NO_INVOICE_FOUND', 'ERR_INVOICE_ALREADY_PAID', 'ERR_PAYMENTS_NOT_CONFIGURED', 'ERR_PAYMENT_PROVIDER'],
  },
  'POST /subscription/invoice': { success: issued, errors: ['ERR_NO_DUE_DATE'] },
  'GET /payments/setup': { success: [ok(a.paymentSetupRecordSchema)] },
  'POST /subscription/webhook': { success: [ok(a.paymentNotifiedSchema)], errors: ['ERR_NOT_AUTHENTICATED'] },
  'POST /subscription/webhook/pix': { success: [ok(a.paymentNotifiedSchema)], errors: ['ERR_NOT_AUTHENTICATED'] },
  'GET /announcements/:id/media': {
    success: [bytes('*/*', 'The announcement’s image.')],
    // ERR_NOT_FOUND: the announcement has no image.
    errors: ['ERR_NO_ANNOUNCEMENT_FOUND', 'ERR_NOT_FOUND'],
  },
  'POST /announcements/:id/media-upload': { success: [ok(a.announcementRecordSchema)], errors: ['ERR_NO_ANNOUNCEMENT_FOUND'] },
  'DELETE /announcements/:id/media-upload': { success: [ok(a.announcementRecordSchema)], errors: ['ERR_NO_ANNOUNCEMENT_FOUND'] },
  ...records('/announcements', {
    record: a.announcementRecordSchema,
    page: a.announcementListResponseSchema,
    errors: ['ERR_NO_ANNOUNCEMENT_FOUND'],
  }),
  'GET /helps/list': { success: [ok(list(a.helpRecordSchema))] },
  ...records('/helps', { record: a.helpRecordSchema, page: a.helpListResponseSchema, errors: ['ERR_NO_HELP_FOUND'] }),

  ...CONNECTION_ANSWERS,

  // Queues and settings
  ...records('/queue', {
    record: a.queueRecordSchema,
    errors: [
      'ERR_NO_QUEUE_FOUND',
      'ERR_QUEUE_NAME_ALREADY_EXISTS',
      'ERR_QUEUE_COLOR_ALREADY_EXISTS',
      'ERR_PLAN_LIMIT_REACHED',
      'ERR_NO_PROMPT_FOUND',
      'ERR_NO_INTEGRATION_FOUND',
    ],
  }),
  'GET /queue-options': { success: [ok(list(a.queueOptionRecordSchema))], errors: ['ERR_NO_QUEUE_FOUND', 'ERR_NO_QUEUE_OPTION_FOUND'] },
  'POST /queue-options': { success: [created(a.queueOptionRecordSchema)], errors: ['ERR_NO_QUEUE_FOUND', 'ERR_NO_QUEUE_OPTION_FOUND'] },
  'PUT /queue-options/:id': { success: [ok(a.queueOptionRecordSchema)], errors: ['ERR_NO_QUEUE_OPTION_FOUND'] },
  'DELETE /queue-options/:id': { success: [noContent('Deleted.')], errors: ['ERR_NO_QUEUE_OPTION_FOUND'] },
  'GET /settings': { success: [ok(list(a.settingRecordSchema))] },
  'PUT /settings/:key': { success: [ok(a.settingRecordSchema)], errors: ['ERR_NO_SETTING_FOUND'] },

  // Tickets and messages
  'GET /tickets': { success: [ok(a.ticketListResponseSchema)] },
  'GET /tickets/': { success: [ok(a.ticketListResponseSchema)] },
  'POST /tickets': newTicket,
  'POST /tickets/': newTicket,
  'GET /tickets/u/:uuid': { success: [ok(a.ticketRecordSchema)], errors: ['ERR_NO_TICKET_FOUND'] },
  'GET /tickets/:id': { success: [ok(a.ticketRecordSchema)], errors: ['ERR_NO_TICKET_FOUND'] },
  'PUT /tickets/:id': {
    success: [ok(a.ticketRecordSchema)],
    errors: ['ERR_NO_TICKET_FOUND', 'ERR_NO_QUEUE_FOUND', 'ERR_NO_USER_FOUND', 'ERR_NO_WAPP_FOUND', 'ERR_OTHER_OPEN_TICKET'],
  },
  'DELETE /tickets/:id': { success: [noContent('Deleted.')], errors: ['ERR_NO_TICKET_FOUND'] },
  'GET /whatsapp/:id/templates': {
    success: [ok(a.cloudTemplateListSchema)],
    errors: ['ERR_NO_WAPP_FOUND', 'ERR_WAPP_NOT_INITIALIZED'],
    stateRules: { 'params.id': 'A WhatsApp Cloud API connection (only those have templates).' },
  },
  'GET /messages/:ticketId/window': { success: [ok(a.serviceWindowSchema)], errors: ['ERR_NO_TICKET_FOUND'] },
  'POST /messages/:ticketId/template': { success: [ok(a.messageSendResponseSchema, 'The message as sent.')], errors: sendErrors },
  'GET /messages/:ticketId': { success: [ok(a.messageListResponseSchema)], errors: ['ERR_NO_TICKET_FOUND'] },
  'POST /messages/:ticketId': {
    success: [ok(a.messageSendResponseSchema, 'The messages as stored (each with its send status).')],
    errors: sendErrors,
  },
  'POST /messages/:ticketId/read': { success: [noContent('Marked read.')], errors: ['ERR_NO_TICKET_FOUND'] },
  'POST /messages/:id/retry': { success: [ok(a.messageRecordSchema)], errors: ['ERR_NO_MESSAGE_FOUND', ...sendErrors] },
  'POST /messages/:id/media/retry': { success: [ok(a.messageRecordSchema)], errors: ['ERR_NO_MESSAGE_FOUND', 'ERR_WAPP_DOWNLOAD_MEDIA'] },
  'DELETE /messages/:id': {
    success: [ok(a.messageRecordSchema, 'The message, deleted.')],
    errors: ['ERR_NO_MESSAGE_FOUND', 'ERR_DELETE_WAPP_MSG'],
  },
  'GET /ticket-notes/list': { success: [ok(list(a.ticketNoteRecordSchema))], errors: ['ERR_NO_TICKET_FOUND', 'ERR_NO_CONTACT_FOUND'] },
  'POST /ticket-notes': { success: [created(a.ticketNoteRecordSchema)], errors: ['ERR_NO_TICKET_FOUND', 'ERR_NO_CONTACT_FOUND'] },
  'DELETE /ticket-notes/:id': { success: [noContent('Deleted.')], errors: ['ERR_NO_TICKET_NOTE_FOUND'] },

  // Tags and the board
  'GET /tags/list': { success: [ok(list(a.tagRecordSchema))] },
  'GET /tags/kanban': { success: [ok(a.tagKanbanResponseSchema)] },
  'POST /tags/sync': { success: [ok(a.tagSyncResponseSchema)], errors: ['ERR_NO_TICKET_FOUND', 'ERR_NO_TAG_FOUND'] },
  ...records('/tags', {
    record: a.tagRecordSchema,
    page: a.tagListResponseSchema,
    createdAs: a.tagListItemSchema,
    updatedAs: a.tagListItemSchema,
    errors: ['ERR_NO_TAG_FOUND', 'ERR_TAG_NAME_ALREADY_EXISTS'],
  }),
  'GET /ticket/kanban': { success: [ok(a.kanbanResponseSchema)] },
  'PUT /ticket-tags/:ticketId/:tagId': { success: [ok(a.ticketTagsResponseSchema)], errors: ['ERR_NO_TICKET_FOUND', 'ERR_NO_TAG_FOUND'] },
  'DELETE /ticket-tags/:ticketId': { success: [ok(a.ticketTagsResponseSchema)], errors: ['ERR_NO_TICKET_FOUND'] },

  // Quick messages, files, contacts
  'GET /quick-messages/list': { success: [ok(list(a.quickMessageRecordSchema))] },
  ...records('/quick-messages', {
    record: a.quickMessageRecordSchema,
    page: a.quickMessageListResponseSchema,
    errors: ['ERR_NO_QUICK_MESSAGE_FOUND', 'ERR_QUICK_MESSAGE_SHORTCODE_EXISTS'],
  }),
  'POST /quick-messages/:id/media-upload': { success: [ok(a.quickMessageRecordSchema)], errors: ['ERR_NO_QUICK_MESSAGE_FOUND'] },
  'DELETE /quick-messages/:id/media-upload': { success: [ok(a.quickMessageRecordSchema)], errors: ['ERR_NO_QUICK_MESSAGE_FOUND'] },
  'POST /files/uploadList/:id': { success: [ok(a.fileListRecordSchema)], errors: ['ERR_NO_FILE_FOUND', 'ERR_NO_FILE_OPTION_FOUND'] },
  ...records('/files', {
    record: a.fileListRecordSchema,
    page: a.fileListResponseSchema,
    errors: ['ERR_NO_FILE_FOUND', 'ERR_NO_FILE_OPTION_FOUND', 'ERR_FILE_NAME_ALREADY_EXISTS'],
  }),
  'GET /contacts/export': { success: [csv] },
  'GET /contacts/list': { success: [ok(list(a.contactOptionRecordSchema))] },
  'POST /contacts/upload': { success: [ok(a.contactUploadResponseSchema, 'The contacts made, and each row refused with why.')] },
  'POST /contacts/import': {
    success: [ok(a.contactImportResponseSchema)],
    errors: ['ERR_NO_WAPP_FOUND', 'ERR_NO_DEF_WAPP_FOUND', 'ERR_WAPP_NOT_INITIALIZED'],
  },
  ...records('/contacts', {
    record: a.contactRecordSchema,
    page: a.contactListResponseSchema,
    errors: ['ERR_NO_CONTACT_FOUND', 'ERR_DUPLICATED_CONTACT', 'ERR_WAPP_INVALID_CONTACT'],
  }),
  'GET /contacts/:id/export': { success: [zip], errors: ['ERR_NO_CONTACT_FOUND'] },
  'POST /contacts/:id/erase': { success: [ok(a.contactErasureRecordSchema, 'What was erased.')], errors: ['ERR_NO_CONTACT_FOUND'] },
  'GET /companies/:id/export': { success: [zip], errors: ['ERR_NO_COMPANY_FOUND'] },

  // Dashboard, internal chat, schedules
  'GET /dashboard': { success: [ok(a.dashboardResponseSchema)] },
  'GET /dashboard/ticketsUsers': { success: [ok(a.ticketsUsersResponseSchema)] },
  'GET /dashboard/ticketsDay': { success: [ok(a.ticketsDayResponseSchema)] },
  ...records('/chats', { record: a.chatRecordSchema, page: a.chatListResponseSchema, errors: ['ERR_NO_CHAT_FOUND', 'ERR_NO_USER_FOUND'] }),
  ...Object.fromEntries(
    ['POST /chats', 'PUT /chats/:id'].map((key) => [
      key,
      {
        success: [key.startsWith('POST') ? created(a.chatRecordSchema) : ok(a.chatRecordSchema, 'The record as saved.')],
        errors: ['ERR_NO_CHAT_FOUND', 'ERR_NO_USER_FOUND'] as ErrorCode[],
        stateRules: { 'body.users': 'At least one colleague besides the caller (who joins as the owner).' },
      },
    ]),
  ),
  'GET /chats/:id/messages': { success: [ok(a.chatMessagesResponseSchema)], errors: ['ERR_NO_CHAT_FOUND'] },
  'POST /chats/:id/messages': { success: [created(a.chatMessageRecordSchema, 'The message.')], errors: ['ERR_NO_CHAT_FOUND'] },
  'POST /chats/:id/read': { success: [ok(a.chatRecordSchema)], errors: ['ERR_NO_CHAT_FOUND'] },
  ...withStateRules(
    records('/schedules', {
      record: a.scheduleRecordSchema,
      page: a.scheduleListResponseSchema,
      errors: ['ERR_NO_SCHEDULE_FOUND', 'ERR_NO_CONTACT_FOUND', 'ERR_NO_WAPP_FOUND', 'ERR_SCHEDULE_NOT_EDITABLE'],
    }),
    ['POST /schedules', 'PUT /schedules/:id'],
    { 'body.template': 'Only a schedule whose connection is a WhatsApp Cloud API connection sends a template.' },
  ),
  'POST /schedules/:id/media-upload': {
    success: [ok(a.scheduleRecordSchema)],
    errors: ['ERR_NO_SCHEDULE_FOUND', 'ERR_SCHEDULE_NOT_EDITABLE'],
  },
  'DELETE /schedules/:id/media-upload': {
    success: [ok(a.scheduleRecordSchema)],
    errors: ['ERR_NO_SCHEDULE_FOUND', 'ERR_SCHEDULE_NOT_EDITABLE'],
  },

  // Campaigns
  'GET /contact-lists/list': { success: [ok(list(a.contactListOptionSchema))] },
  'POST /contact-lists/:id/upload': {
    success: [ok(a.contactListUploadResponseSchema, 'The contacts added, and each row refused with why.')],
    errors: ['ERR_NO_CONTACT_LIST_FOUND'],
  },
  ...records('/contact-lists', { record: a.contactListRecordSchema, page: a.contactListPageSchema, errors: ['ERR_NO_CONTACT_LIST_FOUND'] }),
  ...records('/contact-list-items', {
    record: a.contactListItemRecordSchema,
    page: a.contactListItemPageSchema,
    errors: ['ERR_NO_CONTACT_LIST_ITEM_FOUND', 'ERR_NO_CONTACT_LIST_FOUND', 'ERR_DUPLICATED_CONTACT'],
  }),
  'GET /contact-list-items': {
    success: [ok(a.contactListItemPageSchema, 'A page of the list’s contacts.')],
    errors: ['ERR_NO_CONTACT_LIST_FOUND'],
  },
  'GET /campaign-settings': { success: [ok(list(a.campaignSettingEntrySchema))] },
  'POST /campaign-settings': { success: [ok(list(a.campaignSettingEntrySchema), 'The settings as saved.')] },
  'POST /campaigns/:id/cancel': { success: [ok(a.campaignRecordSchema)], errors: ['ERR_NO_CAMPAIGN_FOUND', 'ERR_CAMPAIGN_WRONG_STATUS'] },
  'POST /campaigns/:id/restart': { success: [ok(a.campaignRecordSchema)], errors: ['ERR_NO_CAMPAIGN_FOUND', 'ERR_CAMPAIGN_WRONG_STATUS'] },
  'GET /campaigns/:id/shipping': {
    success: [{ ...ok(a.campaignShippingPageSchema, 'A page of the campaign’s deliveries, or all of them as CSV (`?format=csv`).') }, csv],
    errors: ['ERR_NO_CAMPAIGN_FOUND'],
  },
  'POST /campaigns/:id/media-upload': {
    success: [ok(a.campaignRecordSchema)],
    errors: ['ERR_NO_CAMPAIGN_FOUND', 'ERR_CAMPAIGN_NOT_EDITABLE'],
  },
  'DELETE /campaigns/:id/media-upload': {
    success: [ok(a.campaignRecordSchema)],
    errors: ['ERR_NO_CAMPAIGN_FOUND', 'ERR_CAMPAIGN_NOT_EDITABLE'],
  },
  ...records('/campaigns', {
    record: a.campaignRecordSchema,
    page: a.campaignPageSchema,
    errors: [
      'ERR_NO_CAMPAIGN_FOUND',
      'ERR_CAMPAIGN_NOT_EDITABLE',
      'ERR_NO_WAPP_FOUND',
      'ERR_NO_TAG_FOUND',
      'ERR_NO_FILE_FOUND',
      'ERR_NO_CONTACT_LIST_FOUND',
    ],
  }),

  // Bots
  ...records('/prompt', {
    record: a.promptRecordSchema,
    page: a.promptListResponseSchema,
    errors: ['ERR_NO_PROMPT_FOUND', 'ERR_NO_QUEUE_FOUND'],
  }),
  'DELETE /prompt/:id': { success: [ok(a.messageResponseSchema, 'Deleted.')], errors: ['ERR_NO_PROMPT_FOUND'] },
  'POST /queueIntegration/testSession': {
    success: [ok(a.dialogflowTestResponseSchema)],
    errors: ['ERR_INTEGRATION_TEST_FAILED', 'ERR_NO_INTEGRATION_FOUND'],
  },
  'GET /queueIntegration/:id/secret': { success: [ok(a.webhookSecretResponseSchema)], errors: ['ERR_NO_INTEGRATION_FOUND'] },
  'POST /queueIntegration/:id/secret': {
    success: [ok(a.webhookSecretResponseSchema, 'The new signing secret.')],
    errors: ['ERR_NO_INTEGRATION_FOUND'],
  },
  ...records('/queueIntegration', {
    record: a.queueIntegrationRecordSchema,
    page: a.queueIntegrationListResponseSchema,
    errors: ['ERR_NO_INTEGRATION_FOUND'],
  }),
};

/** Paths whose handlers refuse a record-level action to a signed-in caller (403 ERR_NO_PERMISSION) beyond their guards. */
const RECORD_LEVEL_REFUSALS = [
  '/users',
  '/ticket-notes',
  '/chats',
  '/settings',
  '/messages',
  '/quick-messages',
  '/tickets',
  '/ticket/',
  '/ticket-tags',
  '/tags',
  '/whatsapp/:id/templates',
];
for (const [key, answers] of Object.entries(ROUTE_ANSWERS)) {
  const path = key.slice(key.indexOf(' ') + 1);
  if (RECORD_LEVEL_REFUSALS.some((prefix) => path.startsWith(prefix))) {
    answers.errors = [...(answers.errors ?? []), 'ERR_NO_PERMISSION'];
  }
}

/** Operations that save an address the server will call: a private or reserved one is refused (docs/decisions/outbound-requests.md). */
const SAVES_AN_ADDRESS = ['POST /prompt', 'PUT /prompt/:id', 'POST /queueIntegration', 'PUT /queueIntegration/:id'];
for (const key of SAVES_AN_ADDRESS) {
  const answers = ROUTE_ANSWERS[key];
  if (answers) {
    answers.errors = [...(answers.errors ?? []), 'ERR_OUTBOUND_ADDRESS_REFUSED'];
  }
}
