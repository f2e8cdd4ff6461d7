import { defineEntity, p } from '@mikro-orm/core';

/**
 * One row of the audit log. Rows are only ever added (a trigger refuses UPDATE, DELETE and TRUNCATE
 * outside the retention job), so there are no foreign keys: the company, actor and target ids stay
 * as they were written, with the actor's and target's names copied, after those rows are gone.
 * `companyId` (null for a failed sign-in of an unknown email) puts the rows under the tenant filter.
 */
const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  indexes: [
    { properties: ['companyId', 'createdAt', 'id'] },
    { properties: ['companyId', 'action', 'createdAt'] },
    { properties: ['createdAt'] },
  ],
  properties: {
    id: p.integer().primary(),
    companyId: p.integer().fieldName('company_id').nullable(),
    actorId: p.integer().nullable(),
    actorName: p.string().length(254).nullable(),
    action: p.string().length(40),
    targetType: p.string().length(30).nullable(),
    targetId: p.integer().nullable(),
    targetLabel: p.string().length(200).nullable(),
    before: p.json<Record<string, unknown>>().nullable(),
    after: p.json<Record<string, unknown>>().nullable(),
    address: p.string().length(64).nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class AuditEntry extends AuditEntrySchema.class {}
AuditEntrySchema.setClass(AuditEntry);
