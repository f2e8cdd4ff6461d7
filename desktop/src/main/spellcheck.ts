import type { Language } from '@balcao/shared';

/** Chromium dictionary codes to try for each interface language, best first. */
const DICTIONARIES: Record<Language, readonly string[]> = {
  pt: ['pt-BR', 'pt-PT', 'pt'],
  en: ['en-US', 'en-GB', 'en'],
  es: ['es', 'es-ES', 'es-419', 'es-MX'],
};

/** The part of Electron's `Session` used here. */
export type SpellcheckSession = {
  readonly availableSpellCheckerLanguages: string[];
  setSpellCheckerLanguages(languages: string[]): void;
};

/** The dictionary for `language` among those Chromium offers, or [] when it offers none of them. */
export function spellcheckLanguagesFor(language: Language, available: readonly string[]): string[] {
  const match = DICTIONARIES[language].find((code) => available.includes(code));
  return match === undefined ? [] : [match];
}

/**
 * Spellcheck in the interface language. macOS always uses the system's own checker (Electron
 * ignores the list there), so nothing is set on darwin.
 */
export function applySpellcheckLanguage(session: SpellcheckSession, language: Language, platform: NodeJS.Platform): string[] {
  if (platform === 'darwin') {
    return [];
  }
  const languages = spellcheckLanguagesFor(language, session.availableSpellCheckerLanguages);
  if (languages.length > 0) {
    session.setSpellCheckerLanguages(languages);
  }
  return languages;
}
