type Options = {
  url: string;
  token: string;
  connectionIds: readonly number[];
  ratePerSecond: number;
  contacts?: number;
  /** Messages on their way at once at most: a stalled server slows the load down instead of drowning. */
  concurrency?: number;
};

/** The first wait before a message is offered again, doubling up to two seconds. */
const RETRY_MS = { first: 250, max: 2_000 };
const GIVE_UP_MS = 60_000;

/**
 * Contacts writing to sandbox connections at a steady rate, through `url` (a balancer). Each message
 * (body `load N`, WhatsApp id `LOAD-N`) is offered until a server answers 202, as WhatsApp delivers a
 * message again until the phone took it: a failed or cut request is simply sent again, same id.
 * The rate is offered, not forced: with `concurrency` messages unanswered, the next ones wait.
 */
export class InboundLoad {
  /** Bodies a server took (202). */
  readonly accepted = new Set<string>();
  /** Bodies never taken within a minute. */
  readonly abandoned: string[] = [];
  /** Answers other than 202 (and network errors) met on the way, by status. */
  readonly refusals = new Map<string, number>();
  readonly #options: Required<Options>;
  readonly #inFlight = new Set<Promise<void>>();
  readonly #latencies: number[] = [];
  #issued = 0;
  #startedAt = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: Options) {
    this.#options = { contacts: 20, concurrency: 40, ...options };
  }

  start(): void {
    this.#startedAt = Date.now();
    this.#timer = setInterval(() => {
      const due = Math.floor(((Date.now() - this.#startedAt) / 1000) * this.#options.ratePerSecond);
      while (this.#issued < due && this.#inFlight.size < this.#options.concurrency) {
        const sending = this.#send(this.#issued);
        this.#issued += 1;
        this.#inFlight.add(sending);
        void sending.finally(() => this.#inFlight.delete(sending));
      }
    }, 20);
  }

  /** Stops offering new messages and waits for those under way. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    while (this.#inFlight.size > 0) {
      await Promise.all([...this.#inFlight]);
    }
  }

  summary(): string {
    const sorted = [...this.#latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const seconds = (Date.now() - this.#startedAt) / 1000;
    return (
      `${this.#issued} messages in ${seconds.toFixed(1)} s (${(this.#issued / seconds).toFixed(0)}/s), ${this.accepted.size} taken, ` +
      `until taken p50 ${at(0.5)} ms p99 ${at(0.99)} ms max ${at(1)} ms, refused on the way ${JSON.stringify(Object.fromEntries(this.refusals))}`
    );
  }

  async #send(n: number): Promise<void> {
    const { url, token, connectionIds, contacts } = this.#options;
    const connectionId = connectionIds[n % connectionIds.length];
    const body = `load ${n}`;
    const message = JSON.stringify({ from: `55119${String(7_000_000 + (n % contacts)).padStart(8, '0')}`, body, id: `LOAD-${n}` });
    const began = Date.now();
    let wait = RETRY_MS.first;
    while (Date.now() - began < GIVE_UP_MS) {
      let outcome: string;
      try {
        const answer = await fetch(`${url}/sandbox/${connectionId}/inbound`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: message,
          signal: AbortSignal.timeout(30_000),
        });
        const text = await answer.text();
        if (answer.status === 202) {
          this.accepted.add(body);
          this.#latencies.push(Date.now() - began);
          return;
        }
        outcome = `${answer.status} ${/"error":"(\w+)"/.exec(text)?.[1] ?? ''}`.trim();
      } catch (error) {
        outcome = (error as Error).name;
      }
      this.refusals.set(outcome, (this.refusals.get(outcome) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, RETRY_MS.max);
    }
    this.abandoned.push(body);
  }
}
