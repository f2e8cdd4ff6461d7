import { describe, expect, it } from 'vitest';
import { applySpellcheckLanguage, spellcheckLanguagesFor } from './spellcheck.ts';

/** A few of the codes Chromium lists in `session.availableSpellCheckerLanguages`. */
const CHROMIUM = ['en-AU', 'en-GB', 'en-US', 'es', 'es-419', 'es-ES', 'pt-BR', 'pt-PT'];

function fakeSession(available = CHROMIUM) {
  const set: string[][] = [];
  return { availableSpellCheckerLanguages: available, setSpellCheckerLanguages: (languages: string[]) => set.push(languages), set };
}

describe('spellcheck in the interface language', () => {
  it.each([
    ['pt', ['pt-BR']],
    ['en', ['en-US']],
    ['es', ['es']],
  ] as const)('%s checks with %j', (language, expected) => {
    const session = fakeSession();
    expect(applySpellcheckLanguage(session, language, 'linux')).toEqual(expected);
    expect(session.set).toEqual([expected]);
  });

  it('falls back to another variant of the language', () => {
    expect(spellcheckLanguagesFor('pt', ['pt-PT', 'en-US'])).toEqual(['pt-PT']);
  });

  it('leaves the dictionaries alone when none fits, and on macOS (the system checker)', () => {
    const session = fakeSession(['de-DE']);
    expect(applySpellcheckLanguage(session, 'pt', 'win32')).toEqual([]);
    const mac = fakeSession();
    expect(applySpellcheckLanguage(mac, 'pt', 'darwin')).toEqual([]);
    expect([...session.set, ...mac.set]).toEqual([]);
  });
});
