import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { AppConfig } from './config.ts';
import type { Logger } from './logger.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import type { MediaService } from './modules/media/media.service.ts';
import { versionRoutes } from './modules/version/version.routes.ts';
import type { AppContext, AppState } from './platform/http/context.ts';
import { errorMiddleware } from './platform/http/error-middleware.ts';
import { securityHeaders, webAssets } from './platform/http/web-assets.ts';
import type { Database } from './platform/database/database.ts';

export type HttpDependencies = {
  config: AppConfig;
  logger: Logger;
  db: Database;
  auth: AuthService;
  media: MediaService;
};

/** The HTTP composition root: shared middleware, then every module's routes, then the web build. */
export function createHttpApp({ config, logger, db, auth, media }: HttpDependencies): Koa<AppState, AppContext> {
  const app = new Koa<AppState, AppContext>({ proxy: config.trustProxy });
  app.use(securityHeaders());
  app.use(errorMiddleware(logger));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' }));
  app.use(async (ctx, next) => {
    // A fresh identity map per request; requireAuth binds it to the caller's company.
    ctx.state.em = db.em.fork({ clear: true });
    await next();
  });

  const routers = [
    versionRoutes(),
    authRoutes({ auth, secureCookies: config.secureCookies }),
    companiesRoutes({ auth }),
    mediaRoutes({ auth, media }),
  ];
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(webAssets(config.webDistDir));
  return app;
}
