import { can, type PlanFlag, type SessionUser } from '@balcao/shared';

/** Who may open a page or see a menu item. Every listed condition must hold. */
export type Access = {
  /** The profile may see the admin items (`drawer-admin-items:view`). */
  admin?: true;
  /** Platform administrators only. */
  super?: true;
  /** The company's plan switches this feature on. */
  flag?: PlanFlag;
  /** The browser has the `cshow` key (campaign pages). */
  cshow?: true;
};

export type AccessContext = {
  user: SessionUser;
  cshow: boolean;
};

export function isAdmin(user: SessionUser): boolean {
  return can(user.profile, 'drawer-admin-items:view');
}

export function planAllows(user: SessionUser, flag: PlanFlag): boolean {
  return user.company.plan[flag] === true;
}

export function hasAccess(access: Access | undefined, { user, cshow }: AccessContext): boolean {
  if (!access) {
    return true;
  }
  if (access.admin && !isAdmin(user)) {
    return false;
  }
  if (access.super && !user.super) {
    return false;
  }
  if (access.flag && !planAllows(user, access.flag)) {
    return false;
  }
  return !(access.cshow && !cshow);
}
