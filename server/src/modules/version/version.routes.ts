import Router from '@koa/router';
import { APP_VERSION } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import type { RateLimits } from '../auth/rate-limits.ts';

export function versionRoutes({ limits }: { limits: RateLimits }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get('/version', limits.limit('publicPages'), (ctx) => {
    ctx.body = { version: APP_VERSION };
  });
  return router;
}
