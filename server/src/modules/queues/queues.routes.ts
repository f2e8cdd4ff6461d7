import Router from '@koa/router';
import { noFilters, queueBody } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import type { QueuesService } from './queues.service.ts';

/** Every signed-in user reads the company's queues; only admins (and super users) change them. */
export function queuesRoutes({ auth, queues }: { auth: AuthService; queues: QueuesService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  recordRoutes(router, {
    path: '/queue',
    read: [requireAuth(auth)],
    write: [requireProfile('admin')],
    list: { query: noFilters, handle: (ctx) => queues.list(ctx.state.em) },
    get: (ctx, id) => queues.get(ctx.state.em, id),
    create: { body: queueBody, handle: (ctx, body) => queues.create(ctx.state.em, body) },
    update: { body: queueBody, handle: (ctx, id, body) => queues.update(ctx.state.em, id, body) },
    remove: (ctx, id) => queues.remove(ctx.state.em, id),
  });

  return router;
}
