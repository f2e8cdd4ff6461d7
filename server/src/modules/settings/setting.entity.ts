import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

const SettingSchema = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  uniques: [{ properties: ['companyId', 'key'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    key: p.string().length(100),
    value: p.text().default(''),
    ...timestamps(),
  },
});

export class Setting extends SettingSchema.class {}
SettingSchema.setClass(Setting);
