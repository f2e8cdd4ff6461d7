import { randomBytes } from 'node:crypto';
import { DEFAULT_COMPANY_SETTINGS, DEFAULT_PLAN, DEFAULT_WEEK_SCHEDULE, PLAN_FLAGS } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../modules/auth/password.ts';
import { Company } from '../modules/companies/company.entity.ts';
import { Plan } from '../modules/plans/plan.entity.ts';
import { Setting } from '../modules/settings/setting.entity.ts';
import { User } from '../modules/users/user.entity.ts';
import { forkUnscoped } from '../platform/tenancy/tenant-filter.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@balcao.local';
export const PLATFORM_COMPANY_NAME = 'Balcão';

export type SeedResult = {
  /** Set only when this start created the super admin with a generated password (shown once). */
  generatedAdmin?: { email: string; password: string };
};

/** Serialises concurrent first starts of several server processes. */
const SEED_LOCK = 0x62616c63;

/** First start: the default plan, the platform company with its default settings, and a super admin. */
export async function seedPlatform(rootEm: EntityManager, admin: { email?: string; password?: string }): Promise<SeedResult> {
  return forkUnscoped(rootEm).transactional(async (em) => {
    await em.execute('SELECT pg_advisory_xact_lock(?)', [SEED_LOCK]);
    if ((await em.count(User, { super: true })) > 0) {
      return {};
    }
    let plan = await em.findOne(Plan, { name: DEFAULT_PLAN.name });
    if (!plan) {
      plan = em.create(Plan, {
        ...DEFAULT_PLAN,
        ...Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, true])),
      });
      await em.flush();
    }
    const company = em.create(Company, {
      name: PLATFORM_COMPANY_NAME,
      planId: plan.id,
      status: true,
      dueDate: null,
      recurrence: 'MENSAL',
      schedules: DEFAULT_WEEK_SCHEDULE,
    });
    await em.flush();
    for (const [key, value] of Object.entries(DEFAULT_COMPANY_SETTINGS)) {
      em.create(Setting, { companyId: company.id, key, value });
    }
    const email = (admin.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    const password = admin.password ?? randomBytes(12).toString('base64url');
    em.create(User, {
      companyId: company.id,
      name: 'Admin',
      email,
      passwordHash: await hashPassword(password),
      profile: 'admin',
      super: true,
    });
    await em.flush();
    return admin.password ? {} : { generatedAdmin: { email, password } };
  });
}
