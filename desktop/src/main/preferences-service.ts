import { parseOrThrow, parseStoredPreference, preferenceEntrySchema, preferenceKeySchema } from '../common/ipc.ts';
import type { PreferenceEntry, PreferenceKey, PreferenceValue } from '../common/ipc.ts';
import type { KeyValueStore } from '../common/key-value-store.ts';

export type PreferencesService = {
  /** The stored value, or `null` when it was never set or the file holds something no longer valid. */
  get<K extends PreferenceKey>(key: K): PreferenceValue<K> | null;
  set(entry: PreferenceEntry): void;
  /** Forgets a preference: it reads as `null` again. */
  clear(key: PreferenceKey): void;
};

/**
 * Local, per-machine preferences (theme, language, volume, server URL, …). Only keys in the
 * allowlist of `common/ipc.ts` are read or written, and only with values their schema accepts,
 * whoever the caller is.
 */
export function createPreferencesService(store: KeyValueStore): PreferencesService {
  return {
    get(key) {
      const checkedKey = parseOrThrow(preferenceKeySchema, key, 'preference key') as typeof key;
      return parseStoredPreference(checkedKey, store.get(checkedKey));
    },
    set(entry) {
      const checked = parseOrThrow(preferenceEntrySchema, entry, 'preference');
      store.set(checked.key, checked.value);
    },
    clear(key) {
      store.delete(parseOrThrow(preferenceKeySchema, key, 'preference key'));
    },
  };
}
