import { DEFAULT_COMPANY_SETTINGS, type PlanFlag, type Profile } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../src/modules/auth/password.ts';
import { Company } from '../src/modules/companies/company.entity.ts';
import { Plan } from '../src/modules/plans/plan.entity.ts';
import { Setting } from '../src/modules/settings/setting.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { forkUnscoped } from '../src/platform/tenancy/tenant-filter.ts';

let counter = 0;

type CompanyOptions = { dueDate?: string | null; status?: boolean; flags?: Partial<Record<PlanFlag, boolean>> };

/** Another tenant with its own plan and default settings, written the way sign-up will write it. */
export async function createCompany(rootEm: EntityManager, options: CompanyOptions = {}): Promise<Company> {
  counter += 1;
  const em = forkUnscoped(rootEm);
  const plan = em.create(Plan, { name: `Plan ${counter}-${Date.now()}`, users: 5, connections: 5, queues: 5, value: 10, ...options.flags });
  await em.flush();
  const company = em.create(Company, {
    name: `Company ${counter}`,
    planId: plan.id,
    status: options.status ?? true,
    dueDate: options.dueDate === undefined ? '2099-12-31' : options.dueDate,
    recurrence: 'MENSAL',
    schedules: [],
  });
  await em.flush();
  for (const [key, value] of Object.entries(DEFAULT_COMPANY_SETTINGS)) {
    em.create(Setting, { companyId: company.id, key, value });
  }
  await em.flush();
  return company;
}

/**
 * Users made by fixtures get a cheap scrypt cost (the cost is stored in the hash), so the hundreds of
 * sign-ins of the test run do not each spend the production cost; users made through the API keep it.
 */
const FIXTURE_HASH_COST = { N: 2 ** 10, r: 8, p: 1 };

export async function createUser(
  rootEm: EntityManager,
  companyId: number,
  options: { profile?: Profile; password?: string; email?: string; super?: boolean } = {},
): Promise<{ user: User; password: string }> {
  counter += 1;
  const em = forkUnscoped(rootEm);
  const password = options.password ?? `Passw0rd-${counter}`;
  const user = em.create(User, {
    companyId,
    name: `User ${counter}`,
    email: options.email ?? `user${counter}-${Date.now()}@example.test`,
    passwordHash: await hashPassword(password, FIXTURE_HASH_COST),
    profile: options.profile ?? 'user',
    super: options.super ?? false,
  });
  await em.flush();
  return { user, password };
}
