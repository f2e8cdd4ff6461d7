import { p } from '@mikro-orm/core';
import { Company } from '../../modules/companies/company.entity.ts';

/** The column every company-owned entity carries. Having it is what puts an entity under the tenant filter. */
export const TENANT_PROPERTY = 'companyId';

/**
 * `indexed: false` leaves out the column's own index, for a table whose composite indexes lead with
 * `company_id` and serve it (a company-only index on a table written for every message costs an
 * insertion among one long run of equal keys, for nothing).
 */
export function companyOwned({ indexed = true }: { indexed?: boolean } = {}) {
  return {
    companyId: () => p.manyToOne(Company).mapToPk().fieldName('company_id').deleteRule('cascade').index(indexed),
  };
}
