import Router from '@koa/router';
import { z } from 'zod';
import { forgetPasswordParams, resetPasswordBody, resetPasswordParams, type PasswordResetResponse } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { describedAs } from '../../platform/http/route-table/route-meta.ts';
import { validated } from '../../platform/http/validate.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { RateLimits } from './rate-limits.ts';

/**
 * The spec's two public calls. The code stays in the path as the spec has it; the new password is
 * read from the body. The spec's third path segment (the password in the URL, where logs keep it)
 * is refused without looking at the code.
 */
export function passwordResetRoutes({
  resets,
  limits,
}: {
  resets: PasswordResetService;
  limits: RateLimits;
}): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.post(
    '/forgetpassword/:email',
    limits.limit('passwordReset'),
    validated({ params: forgetPasswordParams }, async (ctx, { params }) => {
      await resets.request(params.email);
      ctx.body = { status: 'sent' } satisfies PasswordResetResponse;
    }),
  );

  router.post(
    '/resetpasswords/:email/:token/:password',
    limits.limit('passwordReset'),
    // Its schema only describes the path: whatever it holds, the answer is a refusal.
    describedAs(
      () => {
        throw new AppError('ERR_VALIDATION', {
          message: 'Send the new password in the body ({ "password": … }), never in the address',
          fields: [{ path: 'params.password', message: 'Not accepted in the path; send it in the body' }],
        });
      },
      { schemas: { params: resetPasswordParams.extend({ password: z.never() }) } },
    ),
  );

  router.post(
    '/resetpasswords/:email/:token',
    limits.limit('passwordReset'),
    validated({ params: resetPasswordParams, body: resetPasswordBody }, async (ctx, { params, body }) => {
      await resets.reset(params.email, params.token, body.password, ctx.ip);
      ctx.body = { status: 'updated' } satisfies PasswordResetResponse;
    }),
  );

  return router;
}
