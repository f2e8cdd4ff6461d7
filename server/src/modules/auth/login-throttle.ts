import { createHash } from 'node:crypto';
import { LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_MAX_FAILURES } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../platform/http/app-error.ts';
import { LoginThrottle } from './login-throttle.entity.ts';

function throttleKey(email: string, address: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}|${address}`).digest('hex');
}

/** How many counted events a key may have in a window before it is blocked for the window's length. */
export type ThrottleRule = { max: number; windowSeconds: number };

const LOGIN_RULE: ThrottleRule = { max: LOGIN_MAX_FAILURES, windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS };

/**
 * THE rate limiter (one mechanism for every throttle): counts events per key in PostgreSQL, so every
 * server process sees the same count; after `max` in the window the key is refused (429
 * ERR_RATE_LIMITED with Retry-After) until the block ends. Sign-in counts its failures per (email,
 * address); the public routes count every request (`rateLimited`, rate-limits.ts).
 */
export class LoginThrottleService {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async assertAllowed(email: string, address: string, what = 'Too many failed sign-ins'): Promise<void> {
    const row = await this.#em.fork().findOne(LoginThrottle, { key: throttleKey(email, address) });
    const blockedUntil = row?.blockedUntil?.getTime() ?? 0;
    if (blockedUntil > Date.now()) {
      const retryAfter = Math.ceil((blockedUntil - Date.now()) / 1000);
      throw new AppError('ERR_RATE_LIMITED', {
        message: `${what}; try again in ${retryAfter} s`,
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }

  /** Counts one event and refuses it when the key is already blocked. */
  async hit(key: string, address: string, rule: ThrottleRule): Promise<void> {
    await this.assertAllowed(key, address, 'Too many requests');
    await this.recordFailure(key, address, rule);
  }

  async recordFailure(email: string, address: string, rule: ThrottleRule = LOGIN_RULE): Promise<void> {
    await this.#em.fork().execute(
      `INSERT INTO login_throttles (key, failures, window_started_at, blocked_until)
       VALUES (?, 1, now(), CASE WHEN 1 >= ? THEN now() + make_interval(secs => ?) ELSE NULL END)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_throttles.window_started_at < now() - make_interval(secs => ?) THEN 1 ELSE login_throttles.failures + 1 END,
         window_started_at = CASE WHEN login_throttles.window_started_at < now() - make_interval(secs => ?) THEN now() ELSE login_throttles.window_started_at END,
         blocked_until = CASE
           WHEN login_throttles.window_started_at >= now() - make_interval(secs => ?) AND login_throttles.failures + 1 >= ?
           THEN now() + make_interval(secs => ?) ELSE NULL END`,
      [
        throttleKey(email, address),
        rule.max,
        rule.windowSeconds,
        rule.windowSeconds,
        rule.windowSeconds,
        rule.windowSeconds,
        rule.max,
        rule.windowSeconds,
      ],
    );
  }

  async reset(email: string, address: string): Promise<void> {
    await this.#em.fork().nativeDelete(LoginThrottle, { key: throttleKey(email, address) });
  }
}
