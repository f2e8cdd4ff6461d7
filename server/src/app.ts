import Router from '@koa/router';
import Koa from 'koa';
import type { AppConfig } from './config.ts';
import { AppError } from './platform/http/app-error.ts';
import type { Logger } from './logger.ts';
import { auditScope } from './modules/audit/audit-scope.ts';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.ts';
import type { RateLimits } from './modules/auth/rate-limits.ts';
import { lazyEntityManager, type AppContext, type AppState } from './platform/http/context.ts';
import { jsonBodyReader } from './platform/http/body-reader.ts';
import { corsFor } from './platform/http/cors.ts';
import { errorMiddleware } from './platform/http/error-middleware.ts';
import { updateFiles } from './platform/http/update-files.ts';
import { routersOf, routeTable } from './platform/http/route-table/route-table.ts';
import { deepLinks, securityHeaders, webAssets } from './platform/http/web-assets.ts';
import type { Database } from './platform/database/database.ts';
import type { Metrics } from './platform/operations/metrics.ts';
import { httpMetrics, operationsEndpoints } from './platform/operations/operations-endpoints.ts';
import type { Readiness } from './platform/operations/readiness.ts';

export type HttpDependencies = {
  config: AppConfig;
  logger: Logger;
  db: Database;
  /** The public routes' request limits. */
  limits: RateLimits;
  /** Every area's routers (`composition/`), in the order they are mounted. */
  routers: Router<AppState, AppContext>[];
  /** `/health`, `/ready` and `/metrics`, answered before the API (docs/decisions/operations.md). */
  operations: { readiness: Readiness; metrics: Metrics };
};

/**
 * A known path asked with a method it does not take answers 405 with the `Allow` header (RFC 9110) and
 * the catalogue's JSON, like every other error. The router sets the status and the header; the body is ours.
 */
function methodsAllowed(root: Router<AppState, AppContext>): ReturnType<Router<AppState, AppContext>['allowedMethods']> {
  const allowedMethods = root.allowedMethods();
  return async (ctx, next) => {
    await allowedMethods(ctx, next);
    if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
      throw new AppError('ERR_METHOD_NOT_ALLOWED', {
        message: 'This path does not take this method',
        headers: { Allow: ctx.response.get('Allow') },
      });
    }
  };
}

/** The HTTP composition root: shared middleware, then every area's routes, then the web build. */

export type HttpApp = Koa<AppState, AppContext>;

export function createHttpApp({ config, logger, db, limits, routers, operations }: HttpDependencies): HttpApp {
  const app = new Koa<AppState, AppContext>({ proxy: config.trustProxy });
  app.use(httpMetrics(operations.metrics));
  app.use(securityHeaders({ hsts: config.secureCookies }));
  app.use(operationsEndpoints({ ...operations, metricsToken: config.operations.metricsToken }));
  app.use(corsFor(config.corsOrigins));
  app.use(errorMiddleware(logger));
  app.use(auditScope());
  app.use(deepLinks(config.webDistDir));
  app.use(updateFiles(config.updatesDir));
  app.use(jsonBodyReader());
  app.use(async (ctx, next) => {
    // A fresh identity map per request; requireAuth binds it to the caller's company.
    ctx.state.rootEm = db.em;
    lazyEntityManager(ctx.state, () => db.em.fork({ clear: true }));
    await next();
  });

  // One router holds every route: a request is matched once, not once per feature's router.
  const root = new Router<AppState, AppContext>();
  for (const router of [
    ...routers,
    // Described from the routers as mounted, so every route above (and this one) is in the document.
    apiDocsRoutes({ routes: () => routeTable(routersOf(app)), limits }),
  ]) {
    root.use(router.routes());
  }
  app.use(root.routes());
  app.use(methodsAllowed(root));
  app.use(webAssets(config.webDistDir));
  return app;
}
