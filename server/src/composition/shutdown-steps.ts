import type { Logger } from '../logger.ts';

type Step = { name: string; run: () => Promise<unknown> };

/**
 * The steps of a stop, run in the reverse of the order they were added (each part stops before what it
 * stands on). A step that fails is logged and the stop goes on; a step that has not finished after
 * `stepTimeoutMs` is named in the log and left behind, so a stop never hangs on one part (a connection
 * that a database outage left checked out would otherwise hold the pool's end for ever).
 */
export class ShutdownSteps {
  readonly #steps: Step[] = [];
  readonly #logger: Logger;
  readonly #stepTimeoutMs: number;

  constructor({ logger, stepTimeoutMs }: { logger: Logger; stepTimeoutMs: number }) {
    this.#logger = logger;
    this.#stepTimeoutMs = stepTimeoutMs;
  }

  add(name: string, run: () => Promise<unknown>): void {
    this.#steps.push({ name, run });
  }

  /** Runs every step once, last added first. */
  async runInReverse(): Promise<void> {
    const steps = this.#steps.splice(0).reverse();
    for (const step of steps) {
      await this.#bounded(step);
    }
  }

  async #bounded({ name, run }: Step): Promise<void> {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed out'>((resolve) => {
      timer = setTimeout(() => resolve('timed out'), this.#stepTimeoutMs);
      timer.unref();
    });
    const done = Promise.resolve()
      .then(run)
      .then(
        () => 'done' as const,
        (error: unknown) => {
          this.#logger.warn({ err: error, step: name }, 'shutdown step failed');
          return 'failed' as const;
        },
      );
    const outcome = await Promise.race([done, timedOut]);
    clearTimeout(timer);
    if (outcome === 'timed out') {
      this.#logger.error(
        { step: name, waitedMs: this.#stepTimeoutMs },
        'shutdown step did not finish in time; the stop goes on without it',
      );
    } else {
      this.#logger.debug({ step: name, ms: Date.now() - started, outcome }, 'shutdown step');
    }
  }
}
