import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@balcao/shared';
import { create } from 'zustand';
import { getPlatform, type PreferenceKey, type Preferences } from '../platform/index.ts';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const VOLUME_STEP = 0.1;
export const DEFAULT_VOLUME = 1;

/** Saved choices of the person at this computer (not of the account). */
export type PreferencesState = {
  theme: Theme;
  volume: number;
  language: Language;
  /** Outgoing ticket messages start with the attendant's name (on unless turned off). */
  signOption: boolean;
  /** The side menu as the user last left it on a window wide enough to keep it beside the page; null: never chosen. */
  drawerOpen: boolean | null;
  /** Desktop app only: starts with the system (a login item). */
  startWithSystem: boolean;
  /** Desktop app only: closing the window keeps the app in the tray. */
  closeToTray: boolean;
};

export type PreferencesActions = {
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  setVolume: (volume: number) => void;
  setLanguage: (language: Language) => void;
  setSignOption: (sign: boolean) => void;
  rememberDrawerOpen: (open: boolean) => void;
  setDesktopOption: (option: DesktopOption, on: boolean) => void;
};

export const DESKTOP_OPTIONS = ['startWithSystem', 'closeToTray'] as const;
export type DesktopOption = (typeof DESKTOP_OPTIONS)[number];

export function getDefaultPreferences(): PreferencesState {
  return {
    theme: 'light',
    volume: DEFAULT_VOLUME,
    language: DEFAULT_LANGUAGE,
    signOption: true,
    drawerOpen: null,
    startWithSystem: false,
    closeToTray: false,
  };
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 0 to 1 in steps of 0.1. */
export function normalizeVolume(value: number): number {
  if (!Number.isFinite(value)) {
    return DEFAULT_VOLUME;
  }
  return Math.round(Math.min(1, Math.max(0, value)) / VOLUME_STEP) / (1 / VOLUME_STEP);
}

function booleanFrom(value: string | undefined): boolean | null {
  return value === 'true' || value === 'false' ? value === 'true' : null;
}

/**
 * Reads stored preferences key by key: one that is missing, malformed or edited by hand falls back
 * to its default alone, the others are kept. (Hand-written rather than zod: this runs before the
 * sign-in page, whose download budget zod does not fit.)
 */
export function preferencesFrom(stored: Preferences): PreferencesState {
  const defaults = getDefaultPreferences();
  const volume = stored.volume === undefined || stored.volume.trim() === '' ? Number.NaN : Number(stored.volume);
  return {
    theme: stored.theme === 'dark' || stored.theme === 'light' ? stored.theme : defaults.theme,
    volume: Number.isFinite(volume) ? normalizeVolume(volume) : defaults.volume,
    language: isLanguage(stored.language) ? stored.language : defaults.language,
    signOption: booleanFrom(stored.signOption) ?? defaults.signOption,
    drawerOpen: booleanFrom(stored.drawerOpen) ?? defaults.drawerOpen,
    startWithSystem: booleanFrom(stored.startWithSystem) ?? defaults.startWithSystem,
    closeToTray: booleanFrom(stored.closeToTray) ?? defaults.closeToTray,
  };
}

function persist(key: PreferenceKey, value: string): void {
  getPlatform()
    .setPreference(key, value)
    .catch(() => undefined);
}

export const usePreferencesStore = create<PreferencesState & PreferencesActions>()((set, get) => ({
  ...getDefaultPreferences(),
  setTheme: (theme) => {
    set({ theme });
    persist('theme', theme);
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  setVolume: (volume) => {
    const normalized = normalizeVolume(volume);
    set({ volume: normalized });
    persist('volume', String(normalized));
  },
  setLanguage: (language) => {
    set({ language });
    persist('language', language);
  },
  setSignOption: (signOption) => {
    set({ signOption });
    persist('signOption', String(signOption));
  },
  rememberDrawerOpen: (drawerOpen) => {
    set({ drawerOpen });
    persist('drawerOpen', String(drawerOpen));
  },
  setDesktopOption: (option, on) => {
    set({ [option]: on });
    persist(option, String(on));
  },
}));

/** Boot (and tests): load what the platform stored (or the given values) into the slice. */
export async function hydratePreferences(stored?: Preferences): Promise<PreferencesState> {
  const state = preferencesFrom(stored ?? (await getPlatform().loadPreferences()));
  usePreferencesStore.setState(state);
  return state;
}
