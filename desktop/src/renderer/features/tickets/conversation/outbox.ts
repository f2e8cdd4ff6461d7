import { create } from 'zustand';
import { useRealtimeStore } from '../../../state/realtime.ts';

/** `done`: sent (or refused for good), next one; `offline`: the server did not answer, wait for it. */
export type Delivery = 'done' | 'offline';

/** Whether replies are waiting because the server does not answer (the conversation shows a banner). */
export const useOutboxStore = create<{ stalled: boolean }>()(() => ({ stalled: false }));

/**
 * Replies on their way out, sent one at a time in the order written. One the server does not answer
 * stays first, its bubble pending, and those after it wait behind; all go out once the server
 * answers again (the socket is back, or the browser is online again). Each keeps its clientKey,
 * which the server stores once, so a reply whose answer was lost on the way is not sent twice.
 */
export class Outbox<T> {
  readonly #waiting: T[] = [];
  readonly #deliver: (item: T) => Promise<Delivery>;
  #flushing = false;
  #again = false;
  #watching = false;

  constructor(deliver: (item: T) => Promise<Delivery>) {
    this.#deliver = deliver;
  }

  add(item: T): void {
    this.#waiting.push(item);
    this.#watch();
  }

  /** What still waits, in order. */
  get waiting(): readonly T[] {
    return this.#waiting;
  }

  /** Forgets what waits (the account signed out); a send already on its way still ends. */
  clear(): void {
    this.#waiting.length = 0;
    useOutboxStore.setState({ stalled: false });
  }

  /**
   * Sends in order, stopping at the first reply the server still does not answer. A call made while
   * a send is on its way (the network came back meanwhile) makes one more pass once it ends.
   */
  async flush(): Promise<void> {
    if (this.#flushing) {
      this.#again = true;
      return;
    }
    this.#flushing = true;
    try {
      do {
        this.#again = false;
        await this.#sendWaiting();
      } while (this.#again);
    } finally {
      this.#flushing = false;
    }
  }

  async #sendWaiting(): Promise<void> {
    for (let item = this.#waiting[0]; item !== undefined; item = this.#waiting[0]) {
      const stalled = (await this.#deliver(item)) === 'offline';
      useOutboxStore.setState({ stalled });
      if (stalled) {
        return;
      }
      // Not shift(): the outbox may have been cleared and refilled while this one was on its way.
      const index = this.#waiting.indexOf(item);
      if (index !== -1) {
        this.#waiting.splice(index, 1);
      }
    }
  }

  #watch(): void {
    if (this.#watching) {
      return;
    }
    this.#watching = true;
    const retry = () => void this.flush();
    window.addEventListener('online', retry);
    useRealtimeStore.subscribe((state, previous) => {
      if (state.status === 'connected' && previous.status !== 'connected') {
        retry();
      }
    });
  }
}
