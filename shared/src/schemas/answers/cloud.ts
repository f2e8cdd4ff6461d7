import { z } from 'zod';
import type { ChosenTemplate, CloudSettingsRecord, CloudTemplate, CloudTemplateList, ServiceWindow } from '../cloud.ts';

export const cloudSettingsRecordSchema = z
  .object({
    phoneNumberId: z.string(),
    businessAccountId: z.string(),
    accessToken: z.string().nullable(),
    appSecret: z.string().nullable(),
    verifyToken: z.string(),
    messagesPerSecond: z.number(),
    webhookPath: z.string(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'CloudSettingsRecord' }) satisfies z.ZodType<CloudSettingsRecord>;

export const cloudTemplateSchema = z
  .object({
    name: z.string(),
    language: z.string(),
    category: z.string(),
    body: z.string(),
    parameterCount: z.number(),
  })
  .meta({ id: 'CloudTemplate' }) satisfies z.ZodType<CloudTemplate>;

export const cloudTemplateListSchema = z
  .object({
    templates: z.array(cloudTemplateSchema),
    fetchedAt: z.string(),
  })
  .meta({ id: 'CloudTemplateList' }) satisfies z.ZodType<CloudTemplateList>;

export const chosenTemplateSchema = cloudTemplateSchema
  .extend({
    parameters: z.array(z.string()),
  })
  .meta({ id: 'ChosenTemplate' }) satisfies z.ZodType<ChosenTemplate>;

export const serviceWindowSchema = z
  .object({
    cloud: z.boolean(),
    open: z.boolean(),
    closesAt: z.string().nullable(),
  })
  .meta({ id: 'ServiceWindow' }) satisfies z.ZodType<ServiceWindow>;
