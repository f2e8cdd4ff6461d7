const WINDOW_MS = 5 * 60_000;

/**
 * The out-of-hours answer goes to a ticket at most once per 5 minutes. Kept in memory per process
 * (keyed by ticket id) because the ticket has no column for it yet: a restart, or a second server
 * process, may answer once more within the window. Moving it to the ticket needs a migration.
 */
export class OutOfHoursThrottle {
  readonly #lastSent = new Map<number, number>();

  /** True (and remembers now) when the ticket may be answered again. */
  allow(ticketId: number, now = Date.now()): boolean {
    for (const [id, at] of this.#lastSent) {
      if (now - at >= WINDOW_MS) {
        this.#lastSent.delete(id);
      }
    }
    if (this.#lastSent.has(ticketId)) {
      return false;
    }
    this.#lastSent.set(ticketId, now);
    return true;
  }
}
