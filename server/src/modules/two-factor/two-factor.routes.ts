import Router from '@koa/router';
import {
  emptyObject,
  twoFactorChallengeBody,
  twoFactorCodeBody,
  twoFactorDisableBody,
  twoFactorEnrolConfirmBody,
  twoFactorVerifyBody,
  type SessionResponse,
  type TwoFactorRecoveryCodesResponse,
} from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated, type RouteContext } from '../../platform/http/validate.ts';
import { setRefreshCookie } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { RateLimits } from '../auth/rate-limits.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { User } from '../users/user.entity.ts';
import type { TwoFactorService } from './two-factor.service.ts';

type Options = { auth: AuthService; twoFactor: TwoFactorService; secureCookies: boolean; limits: RateLimits };

async function callerUser(ctx: RouteContext): Promise<User> {
  return ctx.state.em.findOneOrFail(User, { id: authOf(ctx.state).userId });
}

/**
 * The second step of sign-in (with the challenge POST /auth/login answered) and the signed-in
 * user's own two-factor settings.
 */
export function twoFactorRoutes({ auth, twoFactor, secureCookies, limits }: Options): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.post(
    '/auth/two-factor/verify',
    limits.limit('twoFactor'),
    validated({ body: twoFactorVerifyBody }, async (ctx, { body }) => {
      const user = await twoFactor.verifyChallenge(body.challenge, body.code, ctx.ip);
      const { session, refreshToken } = await auth.completeSignIn(user, ctx.ip);
      setRefreshCookie(ctx, refreshToken, secureCookies);
      ctx.body = session satisfies SessionResponse;
    }),
  );

  router.post(
    '/auth/two-factor/enrol',
    limits.limit('twoFactor'),
    validated({ body: twoFactorChallengeBody }, async (ctx, { body }) => {
      ctx.body = await twoFactor.setupFromChallenge(body.challenge);
    }),
  );

  router.post(
    '/auth/two-factor/enrol/confirm',
    limits.limit('twoFactor'),
    validated({ body: twoFactorEnrolConfirmBody }, async (ctx, { body }) => {
      const { user, recoveryCodes } = await twoFactor.enableFromChallenge(body.challenge, body.code, ctx.ip);
      const { session, refreshToken } = await auth.completeSignIn(user, ctx.ip);
      setRefreshCookie(ctx, refreshToken, secureCookies);
      ctx.body = { ...session, recoveryCodes } satisfies SessionResponse & TwoFactorRecoveryCodesResponse;
    }),
  );

  router.get('/auth/two-factor', requireAuth(auth), async (ctx) => {
    ctx.body = await twoFactor.status(ctx.state.em, await callerUser(ctx));
  });

  router.post(
    '/auth/two-factor/setup',
    requireAuth(auth),
    validated({ body: emptyObject.partial().passthrough() }, async (ctx) => {
      ctx.body = await twoFactor.setup(ctx.state.em, await callerUser(ctx));
    }),
  );

  router.post(
    '/auth/two-factor/enable',
    requireAuth(auth),
    validated({ body: twoFactorCodeBody }, async (ctx, { body }) => {
      const recoveryCodes = await twoFactor.enable(ctx.state.em, await callerUser(ctx), body.code, ctx.ip);
      ctx.body = { recoveryCodes } satisfies TwoFactorRecoveryCodesResponse;
    }),
  );

  router.post(
    '/auth/two-factor/recovery-codes',
    requireAuth(auth),
    validated({ body: twoFactorCodeBody }, async (ctx, { body }) => {
      const recoveryCodes = await twoFactor.renewRecoveryCodes(ctx.state.em, await callerUser(ctx), body.code, ctx.ip);
      ctx.body = { recoveryCodes } satisfies TwoFactorRecoveryCodesResponse;
    }),
  );

  router.post(
    '/auth/two-factor/disable',
    requireAuth(auth),
    validated({ body: twoFactorDisableBody }, async (ctx, { body }) => {
      await twoFactor.disable(ctx.state.em, await callerUser(ctx), body.password, body.code, ctx.ip);
      ctx.status = 204;
    }),
  );

  return router;
}
