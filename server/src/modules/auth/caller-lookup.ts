import type { Profile } from '@balcao/shared';
import type pg from 'pg';
import type { NoticeListener } from '../../platform/database/notice-listener.ts';

/**
 * The parts of a user's row that decide whether a token still stands and what it may do, with their
 * company's standing (whether it may use the product: `hasActiveSubscription`).
 */
export type CallerRow = {
  id: number;
  companyId: number;
  profile: Profile;
  super: boolean;
  tokenVersion: number;
  company: { status: boolean; dueDate: string | null };
};

/**
 * Where the `users` trigger announces, by user id, a change of what a caller row holds, and the
 * `companies` trigger, as `company:<id>`, a change of a company's status or due date.
 */
export const CALLERS_CHANNEL = 'balcao_callers';
const COMPANY_NOTICE = /^company:(\d+)$/;

type Waiter = { id: number; companyId: number; resolve: (row: CallerRow | null) => void; reject: (error: unknown) => void };

/**
 * Callers' user rows (with their company's standing), read for requests and kept while they stay as
 * read. A trigger on `users` announces every change of token version, profile, super flag or company,
 * and every deletion, once committed, to every server process, which then forgets that user; one on
 * `companies` announces a change of status or due date, and every caller of that company is
 * forgotten; this process also forgets at once what it changed itself (`forget`). While notices
 * cannot be trusted to arrive (before listening, or with the listening connection lost) nothing is
 * kept: every request reads the row.
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
      notice: (payload) => {
        const company = COMPANY_NOTICE.exec(payload);
        if (company) {
          this.forgetCompany(Number(company[1]));
        } else {
          this.forget(Number(payload));
        }
      },
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

  /** Drops what is kept of every caller of a company whose standing changed. */
  forgetCompany(companyId: number): void {
    this.#generation += 1;
    for (const [id, row] of this.#kept) {
      if (row.companyId === companyId) {
        this.#kept.delete(id);
      }
    }
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
          company_status: boolean;
          company_due_date: string | null;
        }>({
          name: 'balcao_callers',
          text: `select u.id, u.company_id, u.profile, u.super, u.token_version,
                        c.status as company_status, to_char(c.due_date, 'YYYY-MM-DD') as company_due_date
                 from users u join unnest($1::int[], $2::int[]) as wanted(id, company_id)
                   on u.id = wanted.id and u.company_id = wanted.company_id
                 join companies c on c.id = u.company_id`,
          values: [batch.map((waiter) => Math.trunc(waiter.id)), batch.map((waiter) => Math.trunc(waiter.companyId))],
        });
        const byKey = new Map<string, CallerRow>();
        for (const row of rows) {
          const caller = {
            id: row.id,
            companyId: row.company_id,
            profile: row.profile,
            super: row.super,
            tokenVersion: row.token_version,
            company: { status: row.company_status, dueDate: row.company_due_date },
          };
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
