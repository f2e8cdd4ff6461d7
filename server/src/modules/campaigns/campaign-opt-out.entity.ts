import { defineEntity, p } from '@mikro-orm/core';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Campaign } from './campaign.entity.ts';

/** A number that answered a campaign with a stop word: the company's later campaigns leave it out. */
const CampaignOptOutSchema = defineEntity({
  name: 'CampaignOptOut',
  tableName: 'campaign_opt_outs',
  uniques: [{ properties: ['companyId', 'number'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    number: p.string().length(50),
    word: p.string().length(30),
    campaignId: () => p.manyToOne(Campaign).mapToPk().fieldName('campaign_id').nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});

export class CampaignOptOut extends CampaignOptOutSchema.class {}
CampaignOptOutSchema.setClass(CampaignOptOut);
