import { ACCOUNT_ELSEWHERE_RELOAD_MS } from '@balcao/shared';
import { useUiStore } from '../state/ui.ts';

let pending: ReturnType<typeof setTimeout> | undefined;

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
    reload();
  }, ACCOUNT_ELSEWHERE_RELOAD_MS);
}
