import type { EntityManager } from '@mikro-orm/postgresql';
import type { Profile } from '@balcao/shared';

/** Who is calling, established once by `requireAuth`. */
export type AuthContext = {
  userId: number;
  companyId: number;
  profile: Profile;
  super: boolean;
};

export type AppState = {
  /** The request's entity manager; bound to the caller's company once authenticated. */
  em: EntityManager;
  auth?: AuthContext;
};

export type AppContext = Record<never, never>;

export function authOf(state: AppState): AuthContext {
  if (!state.auth) {
    throw new Error('authOf() used on a route without requireAuth');
  }
  return state.auth;
}
