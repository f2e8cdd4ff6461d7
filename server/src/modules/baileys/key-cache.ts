import type { CacheStore } from '@whiskeysockets/baileys';
import { Lru } from './lru.ts';

/** Signal keys kept in memory per session, for five minutes each (Baileys' own default). */
const CAPACITY = 5000;
const TTL_MS = 5 * 60 * 1000;

/**
 * The cache in front of a session's key store. Baileys' default starts an interval timer per store
 * that nothing ever stops; this one expires entries when read and is bounded, so a stopped session
 * leaves nothing running.
 */
export class KeyCache implements CacheStore {
  readonly #entries = new Lru<string, { value: unknown; until: number }>(CAPACITY);
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  get<T>(key: string): T | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.until <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry?.value as T | undefined;
  }

  set<T>(key: string, value: T): void {
    this.#entries.set(key, { value, until: this.#now() + TTL_MS });
  }

  del(key: string): void {
    this.#entries.delete(key);
  }

  flushAll(): void {
    this.#entries.clear();
  }
}
