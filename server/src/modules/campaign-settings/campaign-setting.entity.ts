import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

/** One campaign setting of a company (`messageInterval`, `longerIntervalAfter`, `greaterInterval`, `variables`), its value as JSON. */
const CampaignSettingSchema = defineEntity({
  name: 'CampaignSetting',
  tableName: 'campaign_settings',
  uniques: [{ properties: ['companyId', 'key'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    key: p.string().length(50),
    value: p.json<unknown>(),
    ...timestamps(),
  },
});

export class CampaignSetting extends CampaignSettingSchema.class {}
CampaignSettingSchema.setClass(CampaignSetting);
