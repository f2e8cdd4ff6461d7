import Router from '@koa/router';
import { planBody, planListQuery } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { plainGet, recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { RateLimits } from '../auth/rate-limits.ts';
import { requireAuth, requireSuper } from '../auth/require-auth.ts';
import type { PlansService } from './plans.service.ts';

/** GET /plans/list is public (the sign-up page); everything else is for super users. */
export function plansRoutes({
  auth,
  plans,
  limits,
}: {
  auth: AuthService;
  plans: PlansService;
  limits: RateLimits;
}): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const guards = [requireAuth(auth), requireSuper()];

  plainGet(router, '/plans/list', [limits.limit('plansList')], (ctx) => plans.publicList(ctx.state.em));
  plainGet(router, '/plans/all', guards, (ctx) => plans.all(ctx.state.em));

  recordRoutes(router, {
    path: '/plans',
    read: guards,
    list: { query: planListQuery, handle: (ctx, query) => plans.page(ctx.state.em, query) },
    get: (ctx, id) => plans.get(ctx.state.em, id),
    create: { body: planBody, handle: (ctx, body) => plans.create(ctx.state.em, body) },
    update: { body: planBody, handle: (ctx, id, body) => plans.update(ctx.state.em, id, body) },
    remove: (ctx, id) => plans.remove(ctx.state.em, id),
  });

  return router;
}
