import { ACCOUNT_ELSEWHERE_RELOAD_MS } from '@balcao/shared';
import { useUiStore } from '../state/ui.ts';

let pending: ReturnType<typeof setTimeout> | undefined;

/** Survives the reload (sessionStorage is not cleared) so the login page can say why it is showing. */
export const SIGNED_OUT_ELSEWHERE_KEY = 'balcao.signedOutElsewhere';

/** Whether this tab was just signed out by another sign-in; reading it clears it. */
export function takeSignedOutElsewhere(): boolean {
  const flagged = sessionStorage.getItem(SIGNED_OUT_ELSEWHERE_KEY) !== null;
  sessionStorage.removeItem(SIGNED_OUT_ELSEWHERE_KEY);
  return flagged;
}

/**
 * Another sign-in of this user: show the notice, then forget everything stored here and
 * reload after a second, which lands on /login.
 */
export function accountAccessedElsewhere(reload: () => void = () => window.location.reload()): void {
  if (pending !== undefined) {
    return;
  }
  useUiStore.getState().showAccountElsewhere();
  pending = setTimeout(() => {
    localStorage.clear();
    sessionStorage.setItem(SIGNED_OUT_ELSEWHERE_KEY, '1');
    reload();
  }, ACCOUNT_ELSEWHERE_RELOAD_MS);
}
