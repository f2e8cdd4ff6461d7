import { z } from 'zod';
import { weekSchedule } from '../queues.ts';

/** GET /version. */
export const versionResponseSchema = z.object({ version: z.string() }).meta({ id: 'VersionResponse' });

/** GET /settings, PUT /settings/{key}: one company setting. */
export const settingRecordSchema = z.object({ key: z.string(), value: z.string() }).meta({ id: 'SettingRecord' });

/** GET /whatsapp/providers: the connection kinds this server offers. */
export const providersResponseSchema = z.object({ providers: z.array(z.string()) }).meta({ id: 'ProvidersResponse' });

/** An acknowledgement in words (e.g. DELETE /prompt/{id}). */
export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });

/** PUT /companies/{id}/schedules: the company's opening hours as saved. */
export const companySchedulesResponseSchema = z
  .object({ id: z.number(), schedules: weekSchedule })
  .meta({ id: 'CompanySchedulesResponse' });

/** GET /companies/listPlan/{companyId}: the company's stored fields with its plan (the reference client's shape). */
export const companyWithPlanSchema = z
  .looseObject({ id: z.number(), name: z.string(), planId: z.number(), plan: z.looseObject({ id: z.number(), name: z.string() }) })
  .meta({ id: 'CompanyWithPlan' });

/** POST /invoices/generate: how many invoices were made. */
export const invoicesGeneratedSchema = z.object({ created: z.number() }).meta({ id: 'InvoicesGenerated' });

/** The payment provider's notification, taken. */
export const paymentNotifiedSchema = z.object({ ok: z.literal(true), settled: z.number() }).meta({ id: 'PaymentNotified' });

/** A provider's webhook delivery, taken. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) }).meta({ id: 'WebhookReceived' });

/** POST /sandbox/{connectionId}/inbound: the id of the message the sandbox phone sent. */
export const sandboxInboundResponseSchema = z.object({ id: z.string() }).meta({ id: 'SandboxInboundResponse' });

/** GET /sandbox/{connectionId}/outbox: what the connection sent to the sandbox phone. */
export const sandboxOutboxEntrySchema = z
  .looseObject({ id: z.string(), to: z.string(), kind: z.string(), body: z.string() })
  .meta({ id: 'SandboxOutboxEntry' });

/** GET and POST /campaign-settings: each setting as `{ key, value }`. */
export const campaignSettingEntrySchema = z.object({ key: z.string(), value: z.unknown() }).meta({ id: 'CampaignSettingEntry' });

/** A file answered as its bytes (media, exports, the docs page's assets). */
export const fileBytesSchema = z.string().meta({ format: 'binary', description: 'The file’s bytes.' });
