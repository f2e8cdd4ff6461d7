import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { describedAs, type RouteRateLimit } from '../../platform/http/route-table/route-meta.ts';
import type { LoginThrottleService } from './login-throttle.ts';

/** The public routes' limits, per client address unless `by: 'token'` (the external API's bearer token). */
export const RATE_RULES = {
  signIn: { name: 'sign-in', max: 60, windowSeconds: 60, by: 'address' },
  sessionRefresh: { name: 'session-refresh', max: 60, windowSeconds: 60, by: 'address' },
  // The code step of sign-in and enrolment at sign-in; each challenge's codes are throttled as well.
  twoFactor: { name: 'two-factor', max: 30, windowSeconds: 60, by: 'address' },
  signUp: { name: 'sign-up', max: 5, windowSeconds: 15 * 60, by: 'address' },
  signUpPage: { name: 'sign-up-page', max: 60, windowSeconds: 60, by: 'address' },
  passwordReset: { name: 'password-reset', max: 10, windowSeconds: 15 * 60, by: 'address' },
  plansList: { name: 'plans-list', max: 60, windowSeconds: 60, by: 'address' },
  externalApi: { name: 'external-api', max: 120, windowSeconds: 60, by: 'token' },
  webhooks: { name: 'webhooks', max: 600, windowSeconds: 60, by: 'address' },
  publicPages: { name: 'public-pages', max: 300, windowSeconds: 60, by: 'address' },
} as const satisfies Record<string, RouteRateLimit>;

export type RateRuleName = keyof typeof RATE_RULES;

/**
 * Puts a public route behind the limiter (LoginThrottleService, the one throttle of the server): 429
 * ERR_RATE_LIMITED past the rule's count in its window. `scale` multiplies every count
 * (RATE_LIMIT_SCALE; tests that hammer routes on purpose raise it).
 */
export class RateLimits {
  readonly #throttle: LoginThrottleService;
  readonly #scale: number;

  constructor(throttle: LoginThrottleService, scale = 1) {
    this.#throttle = throttle;
    this.#scale = scale;
  }

  limit<S extends AppState>(name: RateRuleName): Middleware<S, AppContext> {
    const rule = RATE_RULES[name];
    const max = Math.max(1, Math.round(rule.max * this.#scale));
    return describedAs<Middleware<S, AppContext>>(
      async (ctx, next) => {
        const token = rule.by === 'token' ? /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1] : undefined;
        // A token is counted by its hash (never stored as such); no token: by the address.
        const who = token ? `token:${createHash('sha256').update(token).digest('hex')}` : `address:${ctx.ip}`;
        await this.#throttle.hit(`rate:${rule.name}`, who, { max, windowSeconds: rule.windowSeconds });
        await next();
      },
      { rateLimit: { ...rule, max } },
    );
  }
}
