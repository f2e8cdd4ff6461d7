import type { SessionUser } from '@balcao/shared';
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export type SessionState = {
  status: SessionStatus;
  user: SessionUser | null;
  /** Where a public page sends the user once signed in: /tickets right after a login, `/` otherwise. */
  landing: '/' | '/tickets';
};

export type SessionActions = {
  signedIn: (user: SessionUser, how?: 'login' | 'restored') => void;
  userChanged: (user: SessionUser) => void;
  signedOut: () => void;
};

export function getEmptySessionState(): SessionState {
  return { status: 'loading', user: null, landing: '/' };
}

/**
 * A company that pays by no invoice comes with a far-future due date (for the reference product's
 * clients) and `billingExempt`; here it has none, so no due date or warning shows.
 */
function withOwnDueDate(user: SessionUser): SessionUser {
  return user.company.billingExempt ? { ...user, company: { ...user.company, dueDate: null } } : user;
}

export const useSessionStore = create<SessionState & SessionActions>()((set) => ({
  ...getEmptySessionState(),
  signedIn: (user, how = 'restored') =>
    set({ status: 'authenticated', user: withOwnDueDate(user), landing: how === 'login' ? '/tickets' : '/' }),
  userChanged: (user) => set((state) => (state.status === 'authenticated' ? { user: withOwnDueDate(user) } : state)),
  signedOut: () => set({ status: 'anonymous', user: null, landing: '/' }),
}));

export const selectUser = (state: SessionState): SessionUser | null => state.user;
export const selectSessionStatus = (state: SessionState): SessionStatus => state.status;
export const selectLanding = (state: SessionState): SessionState['landing'] => state.landing;
