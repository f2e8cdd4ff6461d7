import Router from '@koa/router';
import { languageParams, userBody, userListQuery, userSearchQuery, userUpdateBody, type UserUpdateResponse } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import { setRefreshCookie } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth } from '../auth/require-auth.ts';
import { listUserOptions } from './user-options.ts';
import type { UsersService } from './users.service.ts';

type Options = { auth: AuthService; users: UsersService; secureCookies: boolean };

/**
 * The users page and the profile modal. Who may do what is decided by the service (an admin manages
 * the company's users; anyone else only reads and edits themselves), so that the rule has one place.
 */
export function usersRoutes({ auth, users, secureCookies }: Options): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  /** The colleagues a user may pick (transfer, filters). */
  router.get(
    '/users/list',
    requireAuth(auth),
    validated({ query: userListQuery }, async (ctx) => {
      ctx.body = await listUserOptions(ctx.state.em, authOf(ctx.state));
    }),
  );

  router.post(
    '/users/set-language/:lang',
    requireAuth(auth),
    validated({ params: languageParams }, async (ctx, { params }) => {
      await users.setLanguage(ctx.state.em, authOf(ctx.state), params.lang);
      ctx.status = 204;
    }),
  );

  recordRoutes(router, {
    path: '/users',
    read: [requireAuth(auth)],
    list: { query: userSearchQuery, handle: (ctx, query) => users.page(ctx.state.em, authOf(ctx.state), query) },
    get: (ctx, id) => users.get(ctx.state.em, authOf(ctx.state), id),
    create: { body: userBody, handle: (ctx, body) => users.create(ctx.state.em, authOf(ctx.state), body) },
    update: {
      body: userUpdateBody,
      handle: async (ctx, id, body): Promise<UserUpdateResponse> => {
        const caller = authOf(ctx.state);
        const { record, user, passwordChanged } = await users.update(ctx.state.em, caller, id, body);
        if (!passwordChanged || user.id !== caller.userId) {
          return record;
        }
        // A new password ended every session of the user, this one too: it goes on with a new one.
        const { session, refreshToken } = await auth.sessionFor(user);
        setRefreshCookie(ctx, refreshToken, secureCookies);
        return { ...record, token: session.token };
      },
    },
    remove: (ctx, id) => users.remove(ctx.state.em, authOf(ctx.state), id),
  });

  return router;
}
