import type { Profile } from '@balcao/shared';
import type pg from 'pg';

/** The parts of a user's row that decide whether a token still stands and what it may do. */
export type CallerRow = { id: number; companyId: number; profile: Profile; super: boolean; tokenVersion: number };

type Waiter = { id: number; companyId: number; resolve: (row: CallerRow | null) => void; reject: (error: unknown) => void };

/**
 * Reads callers' user rows, many requests in one statement: the requests that arrive while a read is
 * under way are answered by the next one, which starts after them. So every request still sees the
 * row as it is after the request arrived (a revocation or a role change applies at once), at the cost
 * of one statement per round trip rather than one per request. A named statement on the driver's pool:
 * each connection plans it once, and it skips the ORM, as it runs for every request.
 */
export class CallerLookup {
  readonly #pool: pg.Pool;
  #waiting: Waiter[] = [];
  #running = false;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  find(id: number, companyId: number): Promise<CallerRow | null> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ id, companyId, resolve, reject });
      if (!this.#running) {
        void this.#next();
      }
    });
  }

  async #next(): Promise<void> {
    this.#running = true;
    while (this.#waiting.length > 0) {
      const batch = this.#waiting;
      this.#waiting = [];
      try {
        const { rows } = await this.#pool.query<{
          id: number;
          company_id: number;
          profile: Profile;
          super: boolean;
          token_version: number;
        }>({
          name: 'balcao_callers',
          text: `select u.id, u.company_id, u.profile, u.super, u.token_version
                 from users u join unnest($1::int[], $2::int[]) as wanted(id, company_id)
                   on u.id = wanted.id and u.company_id = wanted.company_id`,
          values: [batch.map((waiter) => Math.trunc(waiter.id)), batch.map((waiter) => Math.trunc(waiter.companyId))],
        });
        const byKey = new Map(rows.map((row) => [`${row.id}:${row.company_id}`, row]));
        for (const waiter of batch) {
          const row = byKey.get(`${waiter.id}:${waiter.companyId}`);
          waiter.resolve(
            row ? { id: row.id, companyId: row.company_id, profile: row.profile, super: row.super, tokenVersion: row.token_version } : null,
          );
        }
      } catch (error) {
        batch.forEach((waiter) => waiter.reject(error));
      }
    }
    this.#running = false;
  }
}
