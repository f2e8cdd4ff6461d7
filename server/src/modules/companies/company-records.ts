import type { CompanyRecord } from '@balcao/shared';
import type { Plan } from '../plans/plan.entity.ts';
import type { Company } from './company.entity.ts';

export function toCompanyRecord(row: Company, plan: Plan): CompanyRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? null,
    phone: row.phone ?? null,
    planId: row.planId,
    plan: { id: plan.id, name: plan.name, value: Number(plan.value) },
    status: row.status,
    dueDate: row.dueDate ?? null,
    recurrence: row.recurrence,
    billingName: row.billingName ?? null,
    billingDocument: row.billingDocument ?? null,
    billingAddress: row.billingAddress ?? null,
    billingCity: row.billingCity ?? null,
    billingState: row.billingState ?? null,
    billingZipcode: row.billingZipcode ?? null,
    billingCountry: row.billingCountry ?? null,
    referrerCompanyId: row.referrerCompanyId ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
