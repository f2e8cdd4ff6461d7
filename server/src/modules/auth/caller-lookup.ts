import type { Profile } from '@balcao/shared';
import type pg from 'pg';
import type { NoticeListener } from '../../platform/database/notice-listener.ts';

/** The parts of a user's row that decide whether a token still stands and what it may do. */
export type CallerRow = { id: number; companyId: number; profile: Profile; super: boolean; tokenVersion: number };

/** Where the `users` trigger announces, by user id, a change of what a caller row holds. */
export const CALLERS_CHANNEL = 'balcao_callers';

type Waiter = { id: number; companyId: number; resolve: (row: CallerRow | null) => void; reject: (error: unknown) => void };

/**
 * Callers' user rows, read for requests and kept while they stay as read. A trigger on `users`
 * announces every change of token version, profile, super flag or company, and every deletion, once
 * committed, to every server process, which then forgets that user; this process also forgets at
 * once what it changed itself (`forget`). While notices cannot be trusted to arrive (before
 * listening, or with the listening connection lost) nothing is kept: every request reads the row.
 *
 * Reads are shared: the requests that arrive while one is under way are answered by the next, in one
 * named statement on the driver's pool (it skips the ORM, as it runs for every request not yet known).
 */
export class CallerLookup {
  readonly #pool: pg.Pool;
  readonly #kept = new Map<number, CallerRow>();
  /** Moves on with every change announced and every gap in the notices: a read started before is not kept. */
  #generation = 0;
  #listening = false;
  #waiting: Waiter[] = [];
  #running = false;

  constructor(pool: pg.Pool, notices: NoticeListener) {
    this.#pool = pool;
    notices.subscribe(CALLERS_CHANNEL, {
      notice: (payload) => this.forget(Number(payload)),
      listening: () => this.#resetAll(true),
      lost: () => this.#resetAll(false),
    });
  }

  find(id: number, companyId: number): Promise<CallerRow | null> {
    const kept = this.#kept.get(id);
    if (kept) {
      return Promise.resolve(kept.companyId === companyId ? kept : null);
    }
    return new Promise((resolve, reject) => {
      this.#waiting.push({ id, companyId, resolve, reject });
      if (!this.#running) {
        void this.#next();
      }
    });
  }

  /** Drops what is kept of a user whose row changed. */
  forget(userId: number): void {
    this.#generation += 1;
    this.#kept.delete(userId);
  }

  #resetAll(listening: boolean): void {
    this.#generation += 1;
    this.#listening = listening;
    this.#kept.clear();
  }

  async #next(): Promise<void> {
    this.#running = true;
    while (this.#waiting.length > 0) {
      const batch = this.#waiting;
      this.#waiting = [];
      const generation = this.#generation;
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
        const byKey = new Map<string, CallerRow>();
        for (const row of rows) {
          const caller = { id: row.id, companyId: row.company_id, profile: row.profile, super: row.super, tokenVersion: row.token_version };
          byKey.set(`${row.id}:${row.company_id}`, caller);
          if (this.#listening && generation === this.#generation) {
            this.#kept.set(row.id, caller);
          }
        }
        batch.forEach((waiter) => waiter.resolve(byKey.get(`${waiter.id}:${waiter.companyId}`) ?? null));
      } catch (error) {
        batch.forEach((waiter) => waiter.reject(error));
      }
    }
    this.#running = false;
  }
}
