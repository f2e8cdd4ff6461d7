import { defineEntity, p } from '@mikro-orm/core';
import { SHIPPING_STATUSES } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Campaign } from './campaign.entity.ts';

/**
 * One recipient of a campaign, once: unique per (campaign, number). Its state is committed before and
 * after each send (pending → sending → delivered), and the send's client key is derived from the row,
 * so the dispatcher that takes over after a crash knows what was sent and sends nothing twice.
 */
const CampaignShippingSchema = defineEntity({
  name: 'CampaignShipping',
  tableName: 'campaign_shippings',
  uniques: [{ properties: ['campaignId', 'number'] }],
  // (company, number, id): a contact's answer finds the campaigns that wrote to that number (campaign-replies.ts).
  indexes: [{ properties: ['campaignId', 'status', 'id'] }, { properties: ['companyId', 'number', 'id'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    campaignId: () => p.manyToOne(Campaign).mapToPk().fieldName('campaign_id').deleteRule('cascade'),
    number: p.string().length(50),
    name: p.string().length(50).default(''),
    email: p.string().length(254).default(''),
    status: p.enum(SHIPPING_STATUSES).default('pending'),
    message: p.text(),
    confirmationMessage: p.text().default(''),
    /** A template campaign's parameters, filled for this contact when the campaign started. */
    templateParameters: p.json<string[]>().nullable(),
    attempts: p.integer().default(0),
    error: p.text().nullable(),
    /** The stored message of the main send (in the contact's ticket). */
    messageId: p.bigint('number').nullable(),
    deliveredAt: p.datetime().nullable(),
    confirmationRequestedAt: p.datetime().nullable(),
    confirmedAt: p.datetime().nullable(),
    ...timestamps(),
  },
});

export class CampaignShipping extends CampaignShippingSchema.class {}
CampaignShippingSchema.setClass(CampaignShipping);
