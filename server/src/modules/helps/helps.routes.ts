import Router from '@koa/router';
import { helpBody, helpListQuery, noFilters } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireSuper } from '../auth/require-auth.ts';
import type { HelpsService } from './helps.service.ts';

/** Everyone signed in reads help videos; only super users write them. */
export function helpsRoutes({ auth, helps }: { auth: AuthService; helps: HelpsService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/helps/list',
    requireAuth(auth),
    validated({ query: noFilters }, async (ctx) => {
      ctx.body = await helps.all(ctx.state.em);
    }),
  );

  recordRoutes(router, {
    path: '/helps',
    read: [requireAuth(auth)],
    write: [requireSuper()],
    list: { query: helpListQuery, handle: (ctx, query) => helps.page(ctx.state.em, query) },
    get: (ctx, id) => helps.get(ctx.state.em, id),
    create: { body: helpBody, handle: (ctx, body) => helps.create(ctx.state.em, body) },
    update: { body: helpBody, handle: (ctx, id, body) => helps.update(ctx.state.em, id, body) },
    remove: (ctx, id) => helps.remove(ctx.state.em, id),
  });

  return router;
}
