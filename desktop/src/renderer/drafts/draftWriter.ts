/** Typing pauses this long before the draft is written; a reload or a closing window writes at once. */
export const DRAFT_SAVE_DELAY_MS = 400;

type Save = (key: string, text: string) => Promise<void>;

/**
 * Writes drafts as the attendant types without writing on every key: the latest text waits
 * `DRAFT_SAVE_DELAY_MS` and replaces any text still waiting; `flush` writes it now.
 */
export class DraftWriter {
  readonly #save: Save;
  #pending: { key: string; text: string } | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(save: Save) {
    this.#save = save;
  }

  write(key: string, text: string): void {
    if (this.#pending && this.#pending.key !== key) {
      this.flush();
    }
    this.#pending = { key, text };
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), DRAFT_SAVE_DELAY_MS);
  }

  flush(): void {
    clearTimeout(this.#timer);
    const pending = this.#pending;
    this.#pending = null;
    if (pending) {
      this.#save(pending.key, pending.text).catch(() => undefined);
    }
  }

  /** Forgets the draft now (it was sent): text still waiting for that key is dropped. */
  clear(key: string): void {
    if (this.#pending?.key === key) {
      clearTimeout(this.#timer);
      this.#pending = null;
    }
    this.#save(key, '').catch(() => undefined);
  }
}
