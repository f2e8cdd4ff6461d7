import { z } from 'zod';
import { CAMPAIGN_STATUSES, CONFIRMATION_KEYS, MESSAGE_KEYS } from '../campaigns.ts';
import type { CampaignPage, CampaignRecord } from '../campaigns.ts';
import { chosenTemplateSchema } from './cloud.ts';
import { namedRef, pageOf } from './page.ts';
import { SHIPPING_STATUSES } from '../campaigns.ts';
import type { CampaignCounts, CampaignShippingPage, CampaignShippingRecord } from '../campaigns.ts';

export const campaignCountsSchema = z
  .object({
    valid: z.number(),
    delivered: z.number(),
    confirmationRequested: z.number(),
    confirmed: z.number(),
    optedOut: z.number(),
    failed: z.number(),
    pending: z.number(),
  })
  .meta({ id: 'CampaignCounts' }) satisfies z.ZodType<CampaignCounts>;

export const campaignShippingRecordSchema = z
  .object({
    id: z.number(),
    number: z.string(),
    name: z.string(),
    email: z.string(),
    status: z.enum(SHIPPING_STATUSES),
    message: z.string(),
    confirmationMessage: z.string(),
    deliveredAt: z.string().nullable(),
    confirmationRequestedAt: z.string().nullable(),
    confirmedAt: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'CampaignShippingRecord' }) satisfies z.ZodType<CampaignShippingRecord>;

export const campaignShippingPageSchema = z
  .object({
    records: z.array(campaignShippingRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'CampaignShippingPage' }) satisfies z.ZodType<CampaignShippingPage>;

const campaignTexts = Object.fromEntries([...MESSAGE_KEYS, ...CONFIRMATION_KEYS].map((key) => [key, z.string()])) as Record<
  (typeof MESSAGE_KEYS)[number] | (typeof CONFIRMATION_KEYS)[number],
  z.ZodString
>;

export const campaignRecordSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    confirmation: z.boolean(),
    scheduledAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    whatsappId: z.number(),
    contactListId: z.number().nullable(),
    tagListId: z.number().nullable(),
    fileListId: z.number().nullable(),
    mediaPath: z.string().nullable(),
    mediaName: z.string().nullable(),
    whatsapp: namedRef.nullable(),
    contactList: namedRef.nullable(),
    template: chosenTemplateSchema.nullable(),
    counts: campaignCountsSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
    ...campaignTexts,
  })
  .meta({ id: 'CampaignRecord' }) satisfies z.ZodType<CampaignRecord>;

export const campaignPageSchema = pageOf('records', campaignRecordSchema).meta({ id: 'CampaignPage' }) satisfies z.ZodType<CampaignPage>;
