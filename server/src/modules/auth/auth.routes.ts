import Router from '@koa/router';
import { emptyObject, loginBody, REFRESH_COOKIE_NAME, REFRESH_TOKEN_TTL_SECONDS } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { authOf } from '../../platform/http/context.ts';
import { validated, type RouteContext } from '../../platform/http/validate.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { User } from '../users/user.entity.ts';
import type { AuthService } from './auth.service.ts';
import type { RateLimits } from './rate-limits.ts';
import { requireAuth } from './require-auth.ts';
import { buildSessionUser } from './session-user.ts';

type Options = { auth: AuthService; secureCookies: boolean; limits: RateLimits };

/** Sets (or, with null, clears) the refresh token's cookie, readable only by /auth. */
export function setRefreshCookie(ctx: RouteContext, value: string | null, secureCookies: boolean): void {
  ctx.cookies.set(REFRESH_COOKIE_NAME, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies || ctx.secure,
    path: '/auth',
    maxAge: value === null ? 0 : REFRESH_TOKEN_TTL_SECONDS * 1000,
    overwrite: true,
  });
}

export function authRoutes({ auth, secureCookies, limits }: Options): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.post(
    '/auth/login',
    limits.limit('signIn'),
    validated({ body: loginBody }, async (ctx, { body }) => {
      const result = await auth.login(body.email, body.password, ctx.ip);
      if ('challenge' in result) {
        // The password was right; the session waits for the second step (POST /auth/two-factor/verify or enrol).
        ctx.body = result.challenge;
        return;
      }
      setRefreshCookie(ctx, result.refreshToken, secureCookies);
      ctx.body = result.session;
    }),
  );

  router.post(
    '/auth/refresh_token',
    limits.limit('sessionRefresh'),
    validated({ body: emptyObject.partial().passthrough() }, async (ctx) => {
      try {
        const { session, refreshToken } = await auth.refresh(ctx.cookies.get(REFRESH_COOKIE_NAME));
        setRefreshCookie(ctx, refreshToken, secureCookies);
        ctx.body = session;
      } catch (error) {
        setRefreshCookie(ctx, null, secureCookies);
        throw error;
      }
    }),
  );

  router.delete('/auth/logout', requireAuth(auth), async (ctx) => {
    const caller = authOf(ctx.state);
    await auth.logout(caller.userId, caller.companyId);
    setRefreshCookie(ctx, null, secureCookies);
    ctx.status = 204;
  });

  router.get('/auth/me', requireAuth(auth), async (ctx) => {
    const caller = authOf(ctx.state);
    const em = forkForCompany(ctx.state.em, caller.companyId);
    ctx.body = await buildSessionUser(em, await em.findOneOrFail(User, { id: caller.userId }));
  });

  return router;
}
