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
  /** The manager the request's one is forked from. */
  rootEm: EntityManager;
  auth?: AuthContext;
};

/**
 * Makes the request's entity manager (`state.em`) when it is first used: many requests, such as the
 * simulated phone's inbound messages, never touch it, and a fork is not free.
 */
export function lazyEntityManager(state: AppState, make: () => EntityManager): void {
  made.delete(state);
  Object.defineProperty(state, 'em', {
    configurable: true,
    enumerable: true,
    get: () => {
      let em = made.get(state);
      if (!em) {
        em = make();
        made.set(state, em);
      }
      return em;
    },
    set: (value: EntityManager) => {
      made.set(state, value);
    },
  });
}

/** The entity managers requests have made so far (`lazyEntityManager`). */
const made = new WeakMap<AppState, EntityManager>();

/**
 * What a read on the hot-read path (`hotRows`) runs on: the request's entity manager if it has made
 * one (it may hold a transaction), else the root one. Hot reads scope by company themselves, so a
 * request that only reads this way is spared a fork.
 */
export function hotReaderOf(state: AppState): EntityManager {
  return made.get(state) ?? state.rootEm;
}

export type AppContext = Record<never, never>;

export function authOf(state: AppState): AuthContext {
  if (!state.auth) {
    throw new Error('authOf() used on a route without requireAuth');
  }
  return state.auth;
}
