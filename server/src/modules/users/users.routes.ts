import Router from '@koa/router';
import { userListQuery } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { listUserOptions } from './user-options.ts';

/** The colleagues a user may pick (transfer, filters); the users page's calls come with the users feature. */
export function usersRoutes({ auth }: { auth: AuthService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/users/list',
    requireAuth(auth),
    validated({ query: userListQuery }, async (ctx) => {
      ctx.body = await listUserOptions(ctx.state.em, authOf(ctx.state));
    }),
  );

  return router;
}
