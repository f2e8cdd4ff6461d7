/** An item in a lane, with what settles the promise its sender waits on. */
export type LaneEntry<T> = { item: T; resolve: () => void; reject: (error: unknown) => void };

/**
 * One lane per key: items are handled in the order given, one run at a time; what arrives while a
 * run is being handled forms the next run (at most `maxRun` items). Different keys run side by side.
 */
export class KeyedLanes<T> {
  readonly #handle: (run: LaneEntry<T>[]) => Promise<void>;
  readonly #maxRun: number;
  readonly #lanes = new Map<string, LaneEntry<T>[]>();

  /** `handle` gets a run of one key's items, in order, and settles each; what it leaves unsettled fails with it. */
  constructor(handle: (run: LaneEntry<T>[]) => Promise<void>, { maxRun = 100 }: { maxRun?: number } = {}) {
    this.#handle = handle;
    this.#maxRun = maxRun;
  }

  /** Resolves once `item` was handled. */
  push(key: string, item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiting = this.#lanes.get(key);
      if (waiting) {
        waiting.push({ item, resolve, reject });
        return;
      }
      const lane: LaneEntry<T>[] = [{ item, resolve, reject }];
      this.#lanes.set(key, lane);
      void this.#drain(key, lane);
    });
  }

  async #drain(key: string, lane: LaneEntry<T>[]): Promise<void> {
    while (lane.length > 0) {
      const run = lane.splice(0, this.#maxRun);
      try {
        await this.#handle(run);
        run.forEach((entry) => entry.resolve());
      } catch (error) {
        run.forEach((entry) => entry.reject(error));
      }
    }
    this.#lanes.delete(key);
  }
}
