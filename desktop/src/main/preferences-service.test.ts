import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreferenceEntry } from '../common/ipc.ts';
import { createPreferencesService } from './preferences-service.ts';
import { jsonFileStore, removeStoreFiles, storeFile } from './test-support/json-file-store.ts';

const preferencesFile = () => storeFile('preferences');
afterEach(removeStoreFiles);

describe('preferences service', () => {
  it('keeps preferences across restarts', () => {
    const file = preferencesFile();
    const first = createPreferencesService(jsonFileStore(file));
    first.set({ key: 'theme', value: 'dark' });
    first.set({ key: 'volume', value: 0.25 });
    first.set({ key: 'serverUrl', value: 'https://atendimento.example.com.br' });

    const afterRestart = createPreferencesService(jsonFileStore(file));
    expect(afterRestart.get('theme')).toBe('dark');
    expect(afterRestart.get('volume')).toBe(0.25);
    expect(afterRestart.get('serverUrl')).toBe('https://atendimento.example.com.br');
  });

  it('reports a preference that was never set as null', () => {
    const preferences = createPreferencesService(jsonFileStore(preferencesFile()));
    expect(preferences.get('language')).toBeNull();
    expect(preferences.get('drawerOpen')).toBeNull();
  });

  it('refuses unknown keys and invalid values, leaving the file untouched', () => {
    const file = preferencesFile();
    const preferences = createPreferencesService(jsonFileStore(file));
    preferences.set({ key: 'language', value: 'pt' });
    const before = readFileSync(file, 'utf8');

    expect(() => preferences.set({ key: 'authToken', value: 'secret' } as unknown as PreferenceEntry)).toThrow(/key/);
    expect(() => preferences.set({ key: 'language', value: 'fr' } as unknown as PreferenceEntry)).toThrow(/value/);
    expect(() => preferences.get('authToken' as never)).toThrow(/key/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('ignores a hand-edited or outdated value instead of handing it to the renderer', () => {
    const file = preferencesFile();
    writeFileSync(file, JSON.stringify({ theme: 'solarized', volume: '80%', language: 'es' }));
    const preferences = createPreferencesService(jsonFileStore(file));
    expect(preferences.get('theme')).toBeNull();
    expect(preferences.get('volume')).toBeNull();
    expect(preferences.get('language')).toBe('es');
  });
});
