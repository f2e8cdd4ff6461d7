/** The clock a pacer reads and waits on (milliseconds); tests give it one they move themselves. */
export type PacerClock = { now: () => number; sleep: (ms: number) => Promise<void> };

const realClock: PacerClock = {
  now: () => performance.now(),
  sleep: (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms);
    }),
};

/**
 * Spaces the session starts this process makes on its own (resuming at boot, taking over, restarting a
 * silent session) at `perSecond` (SESSION_RESUMES_PER_SECOND): WhatsApp penalises a burst of reconnects
 * from one address, and a server coming back with hundreds of connections would otherwise open them all
 * in the same instant. Turns are given in the order they are asked for; the first after a pause goes at
 * once, each later one `1000 / perSecond` ms after the one before it. A start asked for by a person
 * (the connection's button) is not paced.
 */
export class StartPacer {
  readonly #intervalMs: number;
  readonly #clock: PacerClock;
  /** When the next turn may begin, on the clock. */
  #next = Number.NEGATIVE_INFINITY;

  constructor(perSecond: number, clock: PacerClock = realClock) {
    if (!(perSecond > 0)) {
      throw new Error('A start pacer needs a positive rate');
    }
    this.#intervalMs = 1000 / perSecond;
    this.#clock = clock;
  }

  /** Resolves when this caller's turn has come; the turn is reserved when it is asked for, so order is kept. */
  async turn(): Promise<void> {
    const now = this.#clock.now();
    const at = Math.max(now, this.#next);
    this.#next = at + this.#intervalMs;
    if (at > now) {
      await this.#clock.sleep(at - now);
    }
  }
}
