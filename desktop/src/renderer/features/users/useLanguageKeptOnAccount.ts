import { useEffect } from 'react';
import { usePreferencesStore } from '../../state/preferences.ts';
import { saveLanguage } from './usersApi.ts';

/**
 * While signed in, a language chosen here (top bar menu, profile modal) is kept on the account, so
 * the next sign-in on any device starts in it. Best effort: the choice applies here either way.
 */
export function useLanguageKeptOnAccount(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) {
      return undefined;
    }
    return usePreferencesStore.subscribe((state, before) => {
      if (state.language !== before.language) {
        saveLanguage(state.language).catch(() => undefined);
      }
    });
  }, [signedIn]);
}
