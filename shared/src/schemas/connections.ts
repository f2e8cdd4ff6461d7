import { z } from 'zod';
import { atMostOneId } from './json-rules.ts';
import { CONNECTION_PROVIDERS, type ConnectionProvider, type ConnectionStatus } from '../constants.ts';
import { cloudFields, type CloudSettingsRecord } from './cloud.ts';
import { idSchema } from './common.ts';

const message = z.string().max(5_000);
const minutes = z.coerce.number().int().min(0).max(525_600);
const maxUseBotQueues = z.coerce.number().int().min(0).max(100);

/** Every field of a connection the client may write, with no defaults (an update changes only what it sends). */
const connectionFields = {
  name: z.string().trim().min(2).max(50),
  isDefault: z.boolean(),
  provider: z.enum(CONNECTION_PROVIDERS),
  greetingMessage: message,
  complationMessage: message,
  outOfHoursMessage: message,
  ratingMessage: message,
  expiresInactiveMessage: message,
  expiresTicket: minutes,
  timeUseBotQueues: minutes,
  maxUseBotQueues,
  timeToTransfer: minutes.nullable(),
  transferQueueId: idSchema.nullable(),
  promptId: idSchema.nullable(),
  integrationId: idSchema.nullable(),
  queueIds: z.array(idSchema).max(200),
  ...cloudFields,
};

export const connectionBody = z
  .object({
    ...connectionFields,
    isDefault: connectionFields.isDefault.default(false),
    provider: connectionFields.provider.default('beta'),
    greetingMessage: message.default(''),
    complationMessage: message.default(''),
    outOfHoursMessage: message.default(''),
    ratingMessage: message.default(''),
    expiresInactiveMessage: message.default(''),
    expiresTicket: minutes.default(0),
    timeUseBotQueues: minutes.default(0),
    maxUseBotQueues: maxUseBotQueues.default(3),
    timeToTransfer: connectionFields.timeToTransfer.optional(),
    transferQueueId: connectionFields.transferQueueId.optional(),
    promptId: connectionFields.promptId.optional(),
    integrationId: connectionFields.integrationId.optional(),
    queueIds: connectionFields.queueIds.default([]),
    cloudPhoneNumberId: cloudFields.cloudPhoneNumberId.optional(),
    cloudBusinessAccountId: cloudFields.cloudBusinessAccountId.optional(),
    cloudAccessToken: cloudFields.cloudAccessToken.optional(),
    cloudAppSecret: cloudFields.cloudAppSecret.optional(),
    cloudVerifyToken: cloudFields.cloudVerifyToken.optional(),
    cloudMessagesPerSecond: cloudFields.cloudMessagesPerSecond.optional(),
  })
  .meta(atMostOneId('promptId', 'integrationId'));
export type ConnectionBody = z.input<typeof connectionBody>;
/** PUT: only the fields sent change; absent ones keep their stored value. */
export const connectionUpdateBody = z.object(connectionFields).partial().meta(atMostOneId('promptId', 'integrationId'));

/** `session=0` (the only form clients send) keeps the pairing state out of the answer. */
export const connectionQuery = z.object({
  session: z.coerce.number().int().min(0).max(1).optional(),
  companyId: idSchema.optional(),
});

export type ConnectionRecord = {
  id: number;
  name: string;
  status: ConnectionStatus;
  qrcode: string;
  retries: number;
  isDefault: boolean;
  provider: ConnectionProvider;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  expiresInactiveMessage: string;
  expiresTicket: number;
  timeUseBotQueues: number;
  maxUseBotQueues: number;
  timeToTransfer: number | null;
  transferQueueId: number | null;
  promptId: number | null;
  integrationId: number | null;
  token: string;
  updatedAt: string;
  queues: { id: number; name: string; color: string }[];
  /** The Cloud API settings of a `cloud` connection, for admins only (secrets masked); null otherwise. */
  cloud: CloudSettingsRecord | null;
};

/** The answer of `POST /whatsapp/{id}/token`: the connection's new API token (the old one no longer works). */
export type ConnectionTokenResponse = { token: string };

export type ConnectionSession = Pick<ConnectionRecord, 'id' | 'status' | 'qrcode' | 'retries' | 'updatedAt'>;

/** Simulated inbound message of the sandbox phone; `id` plays WhatsApp's message id. */
export const sandboxInboundBody = z
  .object({
    from: z
      .string()
      .trim()
      .regex(/^\d{8,15}$/, 'Use digits only, with country code'),
    name: z.string().trim().min(1).max(100).optional(),
    body: z.string().max(65_536).optional(),
    id: z.string().trim().min(1).max(128).optional(),
    media: z
      .object({
        filename: z.string().trim().min(1).max(255),
        mimetype: z
          .string()
          .trim()
          .regex(/^[\w.+-]+\/[\w.+-]+$/),
        base64: z.string().min(1).max(22_000_000),
        /** The phone fails this many downloads of the file first (the inbound one included): tests the retry. */
        failDownloads: z.number().int().min(0).max(10).optional(),
      })
      .optional(),
  })
  .refine((input) => input.body !== undefined || input.media !== undefined, { message: 'Send a body or a media file', path: ['body'] });
export type SandboxInbound = z.input<typeof sandboxInboundBody>;
export const connectionIdParams = z.object({ connectionId: idSchema });
