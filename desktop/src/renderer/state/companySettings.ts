import { DEFAULT_COMPANY_SETTINGS, SECRET_SETTING_KEYS, type SettingKey } from '@balcao/shared';
import { create } from 'zustand';
import { useSessionStore } from './session.ts';

export type SettingEntry = { key: string; value: string };

export type CompanySettingsState = {
  /** Every key the settings page shows, filled from the defaults where the company has no row. */
  values: Record<SettingKey, string>;
  loaded: boolean;
};

type CompanySettingsActions = {
  setAll: (entries: readonly SettingEntry[]) => void;
  apply: (entry: SettingEntry) => void;
  reset: () => void;
};

function merged(entries: readonly SettingEntry[]): Record<SettingKey, string> {
  const values = { ...DEFAULT_COMPANY_SETTINGS };
  for (const { key, value } of entries) {
    if (key in values) {
      values[key as SettingKey] = value;
    }
  }
  return values;
}

/** The settings page's copy of the company's options (admins read secret keys too). */
export const useCompanySettingsStore = create<CompanySettingsState & CompanySettingsActions>()((set) => ({
  values: merged([]),
  loaded: false,
  setAll: (entries) => set({ values: merged(entries), loaded: true }),
  apply: ({ key, value }) => set((state) => (key in state.values ? { values: { ...state.values, [key]: value } } : state)),
  reset: () => set({ values: merged([]), loaded: false }),
}));

/**
 * A setting changed (saved here, or a `settings` event from another session): the settings page and
 * the signed-in user's company settings, which every other screen reads, follow at once.
 */
export function applySettingChange(entry: SettingEntry): void {
  useCompanySettingsStore.getState().apply(entry);
  if ((SECRET_SETTING_KEYS as readonly string[]).includes(entry.key)) {
    return;
  }
  const session = useSessionStore.getState();
  const { user } = session;
  if (!user) {
    return;
  }
  const others = user.company.settings.filter(({ key }) => key !== entry.key);
  session.userChanged({ ...user, company: { ...user.company, settings: [...others, { key: entry.key, value: entry.value }] } });
}

/** A company setting as the signed-in user's session knows it (non-secret keys), or its default. */
export function useCompanySetting(key: SettingKey): string {
  return useSessionStore(
    (state) => state.user?.company.settings.find((entry) => entry.key === key)?.value ?? DEFAULT_COMPANY_SETTINGS[key],
  );
}
