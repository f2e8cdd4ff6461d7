import type { EventArgs, EventSubscriber } from '@mikro-orm/core';
import { TENANT_PROPERTY } from './company-owned.ts';
import { boundCompanyId, isCompanyOwned } from './tenant-filter.ts';

export class TenantViolationError extends Error {}

type Owned = { [TENANT_PROPERTY]?: number };

/**
 * Filters do not cover inserts. This subscriber stamps the bound company on new company-owned rows
 * and refuses a row of another company, or a change of a row's company, from a company-bound manager.
 */
export class TenantGuardSubscriber implements EventSubscriber {
  beforeCreate(args: EventArgs<object>): void {
    if (!isCompanyOwned(args.meta)) {
      return;
    }
    const entity = args.entity as Owned;
    const companyId = boundCompanyId(args.em);
    if (companyId === undefined) {
      return;
    }
    entity[TENANT_PROPERTY] ??= companyId;
    if (entity[TENANT_PROPERTY] !== companyId) {
      throw new TenantViolationError(`Refused to create ${args.meta?.className ?? 'a row'} for another company`);
    }
  }

  beforeUpdate(args: EventArgs<object>): void {
    const companyId = boundCompanyId(args.em);
    if (!isCompanyOwned(args.meta) || companyId === undefined) {
      return;
    }
    const changed = args.changeSet?.payload as Owned | undefined;
    if (changed && TENANT_PROPERTY in changed && changed[TENANT_PROPERTY] !== companyId) {
      throw new TenantViolationError(`Refused to move ${args.meta?.className ?? 'a row'} to another company`);
    }
  }
}
