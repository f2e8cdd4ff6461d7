import { z } from 'zod';
import { CONNECTION_PROVIDERS, CONNECTION_STATUSES } from '../../constants.ts';
import type { ConnectionRecord, ConnectionSession } from '../connections.ts';
import { cloudSettingsRecordSchema } from './cloud.ts';
import { coloredRef } from './page.ts';
import type { ConnectionTokenResponse } from '../connections.ts';

export const connectionTokenResponseSchema = z
  .object({
    token: z.string(),
  })
  .meta({ id: 'ConnectionTokenResponse' }) satisfies z.ZodType<ConnectionTokenResponse>;

export const connectionRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    status: z.enum(CONNECTION_STATUSES),
    qrcode: z.string(),
    retries: z.number(),
    isDefault: z.boolean(),
    provider: z.enum(CONNECTION_PROVIDERS),
    greetingMessage: z.string(),
    complationMessage: z.string(),
    outOfHoursMessage: z.string(),
    ratingMessage: z.string(),
    expiresInactiveMessage: z.string(),
    expiresTicket: z.number(),
    timeUseBotQueues: z.number(),
    maxUseBotQueues: z.number(),
    timeToTransfer: z.number().nullable(),
    transferQueueId: z.number().nullable(),
    promptId: z.number().nullable(),
    integrationId: z.number().nullable(),
    token: z.string(),
    updatedAt: z.string(),
    queues: z.array(coloredRef),
    cloud: cloudSettingsRecordSchema.nullable(),
  })
  .meta({ id: 'ConnectionRecord' }) satisfies z.ZodType<ConnectionRecord>;

export const connectionSessionSchema = connectionRecordSchema
  .pick({ id: true, status: true, qrcode: true, retries: true, updatedAt: true })
  .meta({ id: 'ConnectionSession' }) satisfies z.ZodType<ConnectionSession>;
