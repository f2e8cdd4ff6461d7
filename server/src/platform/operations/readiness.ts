import type pg from 'pg';

/** Why a process does not take traffic; `ready` when it does. */
export type ReadinessState = 'ready' | 'draining' | 'database unavailable' | 'migrations pending';

/** A readiness check that gets no answer from the database within this time fails. */
const CHECK_TIMEOUT_MS = 2_000;

type Options = { pool: pg.Pool; migrations: readonly string[] };

/**
 * Whether this process should be sent traffic (`GET /ready`): not draining, its database answers,
 * and every migration this code knows is applied (another process may have been rolled back onto an
 * older database). One small query per check, on the shared pool, bounded in time.
 */
export class Readiness {
  readonly #pool: pg.Pool;
  readonly #migrations: readonly string[];
  #draining = false;

  constructor({ pool, migrations }: Options) {
    this.#pool = pool;
    this.#migrations = migrations;
  }

  /** From now on the process answers 503 on `/ready`: it is shutting down. */
  drain(): void {
    this.#draining = true;
  }

  get draining(): boolean {
    return this.#draining;
  }

  async check(): Promise<ReadinessState> {
    if (this.#draining) {
      return 'draining';
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), CHECK_TIMEOUT_MS);
    });
    try {
      const applied = await Promise.race([
        this.#pool
          .query<{ applied: number }>('SELECT count(*)::int AS applied FROM mikro_orm_migrations WHERE name = ANY($1::text[])', [
            this.#migrations,
          ])
          .then((result) => result.rows[0]?.applied ?? 0),
        timeout,
      ]);
      if (applied === undefined) {
        return 'database unavailable';
      }
      return applied === this.#migrations.length ? (this.#draining ? 'draining' : 'ready') : 'migrations pending';
    } catch {
      return 'database unavailable';
    } finally {
      clearTimeout(timer);
    }
  }
}
