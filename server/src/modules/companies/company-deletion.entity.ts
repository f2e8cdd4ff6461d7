import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';

export const DELETION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * One company deletion run by the `companies:delete` job, with its progress for the super user. A
 * platform row (no `companyId`): it outlives the company it removes.
 */
const CompanyDeletionSchema = defineEntity({
  name: 'CompanyDeletion',
  tableName: 'company_deletions',
  properties: {
    id: p.integer().primary(),
    deletedCompanyId: p.integer().index(),
    companyName: p.string().length(100),
    status: p.enum(DELETION_STATUSES).default('queued'),
    step: p.string().length(100).default(''),
    done: p.integer().default(0),
    total: p.integer().default(0),
    ...timestamps(),
  },
});

export class CompanyDeletion extends CompanyDeletionSchema.class {}
CompanyDeletionSchema.setClass(CompanyDeletion);
