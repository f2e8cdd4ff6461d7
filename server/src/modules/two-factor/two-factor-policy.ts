import type { EntityManager } from '@mikro-orm/postgresql';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Setting } from '../settings/setting.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * Whether users of a company must sign in with a code: the company's `twoFactorRequired`, or the
 * platform's `platformTwoFactorRequired` (a setting of the super users' company, as `userCreation`).
 */
export async function isTwoFactorRequired(em: EntityManager, companyId: number): Promise<boolean> {
  const unscoped = forkUnscoped(em);
  const superUser = await unscoped.findOne(User, { super: true }, { orderBy: { id: 'asc' }, fields: ['companyId'] });
  const rows = await unscoped.find(Setting, {
    $or: [
      { companyId, key: 'twoFactorRequired' },
      ...(superUser ? [{ companyId: superUser.companyId, key: 'platformTwoFactorRequired' as const }] : []),
    ],
  });
  return rows.some((row) => row.value === 'enabled');
}
