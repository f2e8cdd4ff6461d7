import { z } from 'zod';
import { idSchema } from './common.ts';
import { clientKey } from './messages.ts';

const graphId = z
  .string()
  .trim()
  .regex(/^\d{1,32}$/, 'Digits only, as Meta shows it');

/** The fields of a `cloud` connection (WhatsApp Cloud API); secrets left out of an update keep their stored value. */
export const cloudFields = {
  cloudPhoneNumberId: graphId,
  cloudBusinessAccountId: graphId,
  cloudAccessToken: z.string().trim().min(20).max(1024),
  cloudAppSecret: z.string().trim().min(16).max(256),
  /** Left empty, Balcão generates one. */
  cloudVerifyToken: z
    .string()
    .trim()
    .max(128)
    .regex(/^[\w.~-]*$/, 'Letters, digits and . _ ~ - only'),
  cloudMessagesPerSecond: z.coerce.number().int().min(1).max(1_000),
};

/** What admins see of a Cloud API connection: the secrets masked, the verify token and the webhook path whole. */
export type CloudSettingsRecord = {
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string | null;
  appSecret: string | null;
  verifyToken: string;
  messagesPerSecond: number;
  /** Where Meta posts: `/webhooks/whatsapp-cloud/{id}` on this server's public address. */
  webhookPath: string;
  /** The Graph API's error of the last test call, when it failed. */
  lastError: string | null;
};

/** Meta's webhook verification (`GET /webhooks/whatsapp-cloud/{connectionId}`). */
export const cloudVerificationQuery = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string().min(1).max(256),
  'hub.challenge': z.string().min(1).max(256),
});

export const cloudWebhookParams = z.object({ connectionId: idSchema });

/** An approved template of the business account, as the picker shows it. */
export type CloudTemplate = {
  name: string;
  language: string;
  category: string;
  /** The body text with its `{{1}}`… placeholders. */
  body: string;
  /** How many `{{n}}` parameters the body takes. */
  parameterCount: number;
};

export type CloudTemplateList = { templates: CloudTemplate[]; fetchedAt: string };

export const cloudTemplatesQuery = z.object({
  refresh: z.enum(['true', 'false']).optional(),
});

const templateName = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .regex(/^[a-z0-9_]+$/);
const templateLanguage = z
  .string()
  .trim()
  .min(2)
  .max(15)
  .regex(/^[A-Za-z_]+$/);

/** `POST /messages/{ticketId}/template`: a template message, parameters may use message variables. */
export const templateMessageBody = z.object({
  name: templateName,
  language: templateLanguage,
  parameters: z.array(z.string().max(1_024)).max(20).default([]),
  clientKey: clientKey.optional(),
});
/**
 * The approved template a campaign or a scheduled message sends on a Cloud API connection (required
 * there: business-initiated messages outside the 24-hour window must be templates). Parameters may
 * use the sender's variables (a campaign's `{nome}`…, a schedule's `{{name}}`…).
 */
export const templateChoice = z.object({
  name: templateName,
  language: templateLanguage,
  parameters: z.array(z.string().trim().min(1).max(1_024)).max(20).default([]),
});
export type TemplateChoice = z.input<typeof templateChoice>;
/** A chosen template as stored and answered: the template as listed, with the parameters chosen. */
export type ChosenTemplate = CloudTemplate & { parameters: string[] };
export type TemplateMessageBody = z.input<typeof templateMessageBody>;

/** The customer-service window of a ticket on a Cloud API connection. */
export type ServiceWindow = { cloud: boolean; open: boolean; closesAt: string | null };
