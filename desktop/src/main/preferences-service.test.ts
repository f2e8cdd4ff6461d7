import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PreferenceEntry } from '../common/ipc.ts';
import { createPreferencesService } from './preferences-service.ts';
import type { KeyValueStore } from './preferences-service.ts';

/** A JSON file store shaped like electron-store (which cannot load without Electron): reads the file on start, writes on set. */
function jsonFileStore(file: string): KeyValueStore {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    data = {};
  }
  return {
    get: (key) => (Object.hasOwn(data, key) ? data[key] : undefined),
    set(key, value) {
      data = { ...data, [key]: value };
      writeFileSync(file, JSON.stringify(data));
    },
    delete(key) {
      data = Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
      writeFileSync(file, JSON.stringify(data));
    },
  };
}

const dirs: string[] = [];
function preferencesFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'balcao-prefs-'));
  dirs.push(dir);
  return path.join(dir, 'preferences.json');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
  }
});

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
