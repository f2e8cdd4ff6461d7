import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';

const PlanSchema = defineEntity({
  name: 'Plan',
  tableName: 'plans',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(100).unique(),
    users: p.integer().default(0),
    connections: p.integer().default(0),
    queues: p.integer().default(0),
    value: p.decimal('number').precision(10).scale(2).default(0),
    useCampaigns: p.boolean().default(false),
    useSchedules: p.boolean().default(false),
    useInternalChat: p.boolean().default(false),
    useExternalApi: p.boolean().default(false),
    useKanban: p.boolean().default(false),
    useOpenAi: p.boolean().default(false),
    useIntegrations: p.boolean().default(false),
    ...timestamps(),
  },
});

export class Plan extends PlanSchema.class {}
PlanSchema.setClass(Plan);
