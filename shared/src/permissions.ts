import type { Profile } from './constants.ts';

/** Actions the interface and the server gate by profile (spec: roles and permissions). */
export const PERMISSIONS = [
  'dashboard:view',
  'drawer-admin-items:view',
  'tickets-manager:showall',
  'ticket-options:deleteTicket',
  'tickets:peek',
  'contacts-page:deleteContact',
  'user-modal:editProfile',
  'user-modal:editQueues',
  'connections-page:actionButtons',
  'connections-page:addConnection',
  'connections-page:editOrDeleteConnection',
  'tags:kanban',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ADMIN_PERMISSIONS: readonly Permission[] = PERMISSIONS;
const SUPERVISOR_PERMISSIONS: readonly Permission[] = ['tags:kanban'];

const PERMISSIONS_BY_PROFILE: Record<Profile, readonly Permission[]> = {
  admin: ADMIN_PERMISSIONS,
  supervisor: SUPERVISOR_PERMISSIONS,
  user: [],
};

export function can(profile: Profile, permission: Permission): boolean {
  return PERMISSIONS_BY_PROFILE[profile].includes(permission);
}
