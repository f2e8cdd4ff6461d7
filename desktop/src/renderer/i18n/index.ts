import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@balcao/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Translation } from './en.ts';
import { usePreferencesStore } from '../state/preferences.ts';

/**
 * Each language in its own chunk, loaded when chosen: the first page downloads one language, not
 * three. Every language has every key (the Translation type and i18n.test.ts), so the fallback
 * language is never needed alongside.
 */
const loaders: Record<Language, () => Promise<Translation>> = {
  pt: () => import('./pt.ts').then((module) => module.pt),
  en: () => import('./en.ts').then((module) => module.en),
  es: () => import('./es.ts').then((module) => module.es),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loaders[language]());
  }
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** Starts i18next once (or switches language when it already runs). */
export async function initI18n(language: Language): Promise<void> {
  if (i18n.isInitialized) {
    await ensureLoaded(language);
    await i18n.changeLanguage(language);
  } else {
    await i18n.use(initReactI18next).init({
      resources: { [language]: { translation: await loaders[language]() } },
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };

/** The language pickers call this: saves the choice and switches the interface. */
export function selectLanguage(language: Language): void {
  usePreferencesStore.getState().setLanguage(language);
  changeLanguage(language).catch(() => undefined);
}
