import { p } from '@mikro-orm/core';
import { Company } from '../../modules/companies/company.entity.ts';

/** The column every company-owned entity carries. Having it is what puts an entity under the tenant filter. */
export const TENANT_PROPERTY = 'companyId';

export function companyOwned() {
  return {
    companyId: () => p.manyToOne(Company).mapToPk().fieldName('company_id').deleteRule('cascade').index(),
  };
}
