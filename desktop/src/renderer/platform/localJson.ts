/** A localStorage entry read as JSON: `undefined` when absent or no longer readable (a hand edit, another version). */
export function readJson(key: string): unknown {
  const raw = localStorage.getItem(key);
  if (raw === null) {
    return undefined;
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Rejects when the value is refused or the browser will not store it (quota). */
export function writeJson(key: string, value: () => unknown): Promise<void> {
  try {
    localStorage.setItem(key, JSON.stringify(value()));
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
