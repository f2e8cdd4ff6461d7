import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { User } from '../users/user.entity.ts';

/** A label of tickets; tags flagged `kanban` are the lanes of the kanban board. */
const TagSchema = defineEntity({
  name: 'Tag',
  tableName: 'tags',
  uniques: [{ properties: ['companyId', 'name'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    name: p.string().length(50),
    color: p.string().length(9),
    kanban: p.boolean().default(false),
    /** Who created the tag; null for tags older than the column, or whose creator was deleted. */
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').nullable().deleteRule('set null').index(),
    ...timestamps(),
  },
});

export class Tag extends TagSchema.class {}
TagSchema.setClass(Tag);
