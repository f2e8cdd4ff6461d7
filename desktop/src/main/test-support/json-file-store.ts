import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KeyValueStore } from '../../common/key-value-store.ts';

/**
 * A JSON file store shaped like electron-store (which cannot load without Electron): reads the file
 * when created (a start of the app), writes it on every change. An unreadable file starts empty, as
 * electron-store's `clearInvalidConfig` does.
 */
export function jsonFileStore(file: string): KeyValueStore {
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

/** A path for a store file in a fresh temporary folder (removed by `removeStoreFiles`). */
export function storeFile(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `balcao-${name}-`));
  dirs.push(dir);
  return path.join(dir, `${name}.json`);
}

export function removeStoreFiles(): void {
  for (const dir of dirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
  }
}
