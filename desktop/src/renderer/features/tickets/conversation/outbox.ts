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
  #watching = false;

  constructor(deliver: (item: T) => Promise<Delivery>) {
    this.#deliver = deliver;
  }

  add(item: T): void {
    this.#waiting.push(item);
    this.#watch();
  }

  /** Sends in order, stopping at the first reply the server still does not answer. */
  async flush(): Promise<void> {
    if (this.#flushing) {
      return;
    }
    this.#flushing = true;
    try {
      for (let item = this.#waiting[0]; item !== undefined; item = this.#waiting[0]) {
        const stalled = (await this.#deliver(item)) === 'offline';
        useOutboxStore.setState({ stalled });
        if (stalled) {
          return;
        }
        this.#waiting.shift();
      }
    } finally {
      this.#flushing = false;
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
