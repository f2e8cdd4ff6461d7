import Router from '@koa/router';
import { idParams, queueOptionBody, queueOptionsQuery, queueOptionUpdateBody } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import type { QueueOptionsService } from './queue-options.service.ts';

/** The chatbot menu of a queue: any signed-in user reads it, admins edit it. */
export function queueOptionsRoutes({ auth, options }: { auth: AuthService; options: QueueOptionsService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get(
    '/queue-options',
    requireAuth(auth),
    validated({ query: queueOptionsQuery }, async (ctx, { query }) => {
      ctx.body = await options.list(ctx.state.em, query);
    }),
  );

  router.post(
    '/queue-options',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ body: queueOptionBody }, async (ctx, { body }) => {
      const created = await options.create(ctx.state.em, body);
      ctx.status = 201;
      ctx.body = created;
    }),
  );

  router.put(
    '/queue-options/:id',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ params: idParams, body: queueOptionUpdateBody }, async (ctx, { params, body }) => {
      ctx.body = await options.update(ctx.state.em, params.id, body);
    }),
  );

  router.delete(
    '/queue-options/:id',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ params: idParams }, async (ctx, { params }) => {
      await options.remove(ctx.state.em, params.id);
      ctx.status = 204;
    }),
  );

  return router;
}
