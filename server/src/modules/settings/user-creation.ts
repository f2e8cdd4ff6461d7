import { DEFAULT_COMPANY_SETTINGS, type SettingKey } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { User } from '../users/user.entity.ts';
import { Setting } from './setting.entity.ts';

/**
 * Whether public sign-up may create users (and their company): the platform's switch, the
 * `userCreation` setting of the company that hosts the super users (the reference reads it without a
 * company, i.e. from the first one). When it is off, sign-up answers 403 ERR_USER_CREATION_DISABLED;
 * admins creating users of their own company are not concerned. Works from any manager (reads across
 * companies on purpose: sign-up has no company yet).
 */
export async function isUserCreationEnabled(em: EntityManager): Promise<boolean> {
  const unscoped = forkUnscoped(em);
  const superUser = await unscoped.findOne(User, { super: true }, { orderBy: { id: 'asc' }, fields: ['companyId'] });
  const setting = superUser ? await unscoped.findOne(Setting, { companyId: superUser.companyId, key: 'userCreation' }) : null;
  return (setting?.value ?? DEFAULT_COMPANY_SETTINGS.userCreation) !== 'disabled';
}

/** Settings that govern the platform rather than one company: only super users change them. */
export function isPlatformSetting(key: SettingKey): boolean {
  return key === 'userCreation' || key === 'platformTwoFactorRequired';
}
