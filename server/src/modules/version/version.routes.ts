import Router from '@koa/router';
import { APP_VERSION } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';

export function versionRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get('/version', (ctx) => {
    ctx.body = { version: APP_VERSION };
  });
  return router;
}
