import Router from '@koa/router';
import { idParams, queueBody } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import type { QueuesService } from './queues.service.ts';

/** Every signed-in user reads the company's queues; only admins (and super users) change them. */
export function queuesRoutes({ auth, queues }: { auth: AuthService; queues: QueuesService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/queue', requireAuth(auth), async (ctx) => {
    ctx.body = await queues.list(ctx.state.em);
  });

  router.get(
    '/queue/:id',
    requireAuth(auth),
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await queues.get(ctx.state.em, params.id);
    }),
  );

  router.post(
    '/queue',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ body: queueBody }, async (ctx, { body }) => {
      const created = await queues.create(ctx.state.em, body);
      ctx.status = 201;
      ctx.body = created;
    }),
  );

  router.put(
    '/queue/:id',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ params: idParams, body: queueBody }, async (ctx, { params, body }) => {
      ctx.body = await queues.update(ctx.state.em, params.id, body);
    }),
  );

  router.delete(
    '/queue/:id',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ params: idParams }, async (ctx, { params }) => {
      await queues.remove(ctx.state.em, params.id);
      ctx.status = 204;
    }),
  );

  return router;
}
