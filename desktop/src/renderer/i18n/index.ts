import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@balcao/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Translation } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';
import { usePreferencesStore } from '../state/preferences.ts';

export const translations: Record<Language, Translation> = { pt, en, es };

export const resources = {
  pt: { translation: pt },
  en: { translation: en },
  es: { translation: es },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** Starts i18next once (or switches language when it already runs). */
export async function initI18n(language: Language): Promise<void> {
  if (i18n.isInitialized) {
    await i18n.changeLanguage(language);
  } else {
    await i18n.use(initReactI18next).init({
      resources,
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
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };

/** The language pickers call this: saves the choice and switches the interface. */
export function selectLanguage(language: Language): void {
  usePreferencesStore.getState().setLanguage(language);
  changeLanguage(language).catch(() => undefined);
}
