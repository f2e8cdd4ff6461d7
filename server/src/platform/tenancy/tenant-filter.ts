import type { EntityManager, EntityMetadata } from '@mikro-orm/core';
import { TENANT_PROPERTY } from './company-owned.ts';

export const TENANT_FILTER = 'tenant';

export type TenantParams = { companyId: number } | { unscoped: true };

type TenantArgs = { companyId?: number; unscoped?: boolean };

/** Raised when company-owned data is touched with no tenant bound: a programming error, never a user's. */
export class TenantScopeMissingError extends Error {
  constructor(entityName: string) {
    super(`Company-owned entity ${entityName} was queried without a tenant; bind one or use an explicitly unscoped manager`);
  }
}

export function isCompanyOwned(meta: EntityMetadata | undefined): boolean {
  return meta?.properties[TENANT_PROPERTY as never] !== undefined;
}

function isCompanyItself(meta: EntityMetadata | undefined): boolean {
  return meta?.className === 'Company';
}

/**
 * The one place where queries are scoped to the authenticated company. It applies to every entity
 * that has a `companyId` (and to Company itself, by id), including entities added later, so no
 * route or service ever filters by company by hand. Reads, updates and deletes are covered.
 */
export const tenantFilter = {
  name: TENANT_FILTER,
  default: true,
  args: false,
  cond: (args: TenantArgs | undefined, _type: string, em: EntityManager, _options: unknown, entityName?: string) => {
    const meta = entityName ? em.getMetadata().getByClassName(entityName, false) : undefined;
    if (args?.unscoped === true || (!isCompanyOwned(meta) && !isCompanyItself(meta))) {
      return {};
    }
    if (typeof args?.companyId !== 'number') {
      throw new TenantScopeMissingError(entityName ?? 'unknown');
    }
    return isCompanyItself(meta) ? { id: args.companyId } : { [TENANT_PROPERTY]: args.companyId };
  },
};

/** A fork bound to one company: everything it reads, updates, deletes or creates belongs to that company. */
export function forkForCompany<T extends EntityManager>(em: T, companyId: number): T {
  const fork = em.fork({ clear: true });
  fork.setFilterParams(TENANT_FILTER, { companyId } satisfies TenantParams);
  return fork;
}

/**
 * A fork that sees every company. Only platform-level code uses it (sign-in before a company is
 * known, seeding, super-user administration, background jobs that then bind a company).
 */
export function forkUnscoped<T extends EntityManager>(em: T): T {
  const fork = em.fork({ clear: true });
  fork.setFilterParams(TENANT_FILTER, { unscoped: true } satisfies TenantParams);
  return fork;
}

export function boundCompanyId(em: EntityManager): number | undefined {
  const params = em.getFilterParams<TenantArgs>(TENANT_FILTER) as TenantArgs | undefined;
  return typeof params?.companyId === 'number' ? params.companyId : undefined;
}

/** The company a request's manager is bound to; a manager bound to none is a programming error. */
export function companyOf(em: EntityManager): number {
  const companyId = boundCompanyId(em);
  if (companyId === undefined) {
    throw new Error('This needs a manager bound to a company');
  }
  return companyId;
}
