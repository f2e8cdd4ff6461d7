/**
 * Spaces the sends of one number so they stay under its throughput (messages a second): each send
 * takes the next free slot; callers wait for theirs. Nothing is dropped, only delayed.
 */
export class Pacer {
  #intervalMs: number;
  #next = 0;

  constructor(perSecond: number) {
    this.#intervalMs = 1000 / Math.max(1, perSecond);
  }

  async wait(): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.#next);
    this.#next = slot + this.#intervalMs;
    if (slot > now) {
      await new Promise((resolve) => setTimeout(resolve, slot - now));
    }
  }
}
