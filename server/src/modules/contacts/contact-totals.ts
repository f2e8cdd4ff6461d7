/** How long the unfiltered total of a company's contacts is reused before it is counted again. */
export const CONTACT_TOTAL_TTL_MS = 10_000;

/**
 * The total of a company's whole contact list, kept briefly: counting 200,000 index entries is most of
 * a page's cost, and every page of the list asks for it. This process's own creates, deletes and
 * imports forget it at once; contacts added elsewhere (inbound messages, another process) show up in
 * the total within `CONTACT_TOTAL_TTL_MS`. A search's total is always counted.
 */
export class ContactTotals {
  readonly #totals = new Map<number, { count: number; until: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async of(companyId: number, count: () => Promise<number>): Promise<number> {
    const kept = this.#totals.get(companyId);
    if (kept && kept.until > this.#now()) {
      return kept.count;
    }
    const counted = await count();
    this.#totals.set(companyId, { count: counted, until: this.#now() + CONTACT_TOTAL_TTL_MS });
    return counted;
  }

  forget(companyId: number): void {
    this.#totals.delete(companyId);
  }
}
