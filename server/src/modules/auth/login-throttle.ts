import { createHash } from 'node:crypto';
import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_MAX_FAILURES } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { LoginThrottle } from './login-throttle.entity.ts';

function throttleKey(email: string, address: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}|${address}`).digest('hex');
}

/**
 * Counts failed sign-ins per (email, address) in PostgreSQL, so every server process sees the same
 * count; after LOGIN_MAX_FAILURES in the window, sign-in is refused until the block ends.
 */
export class LoginThrottleService {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async assertAllowed(email: string, address: string): Promise<void> {
    const row = await this.#em.fork().findOne(LoginThrottle, { key: throttleKey(email, address) });
    const blockedUntil = row?.blockedUntil?.getTime() ?? 0;
    if (blockedUntil > Date.now()) {
      const retryAfter = Math.ceil((blockedUntil - Date.now()) / 1000);
      throw new AppError('ERR_RATE_LIMITED', {
        message: `Too many failed sign-ins; try again in ${retryAfter} s`,
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.#em.fork().execute(
      `INSERT INTO login_throttles (key, failures, window_started_at, blocked_until) VALUES (?, 1, now(), NULL)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_throttles.window_started_at < now() - make_interval(secs => ?) THEN 1 ELSE login_throttles.failures + 1 END,
         window_started_at = CASE WHEN login_throttles.window_started_at < now() - make_interval(secs => ?) THEN now() ELSE login_throttles.window_started_at END,
         blocked_until = CASE
           WHEN login_throttles.window_started_at >= now() - make_interval(secs => ?) AND login_throttles.failures + 1 >= ?
           THEN now() + make_interval(secs => ?) ELSE NULL END`,
      [
        throttleKey(email, address),
        LOGIN_FAILURE_WINDOW_SECONDS,
        LOGIN_FAILURE_WINDOW_SECONDS,
        LOGIN_FAILURE_WINDOW_SECONDS,
        LOGIN_MAX_FAILURES,
        LOGIN_FAILURE_WINDOW_SECONDS,
      ],
    );
  }

  async reset(email: string, address: string): Promise<void> {
    await this.#em.fork().nativeDelete(LoginThrottle, { key: throttleKey(email, address) });
  }
}
