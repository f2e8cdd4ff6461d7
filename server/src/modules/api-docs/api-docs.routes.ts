import type { RateLimits } from '../auth/rate-limits.ts';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { describedAs } from '../../platform/http/route-table/route-meta.ts';
import { APP_VERSION } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import type { RouteEntry } from '../../platform/http/route-table/route-table.ts';
import { docsAsset, docsPage, DOCS_ASSETS } from './docs-page.ts';
import { openApiDocument } from './openapi-document.ts';

/**
 * The published API description: `GET /api/openapi.json` (OpenAPI 3.1, generated once from the route
 * table the first time it is asked) and a page that renders it at `/api/docs`, from our own files.
 */
export function apiDocsRoutes({ routes, limits }: { routes: () => RouteEntry[]; limits: RateLimits }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  let document: string | undefined;

  router.get('/api/openapi.json', limits.limit('publicPages'), (ctx) => {
    document ??= JSON.stringify(openApiDocument(routes(), { version: APP_VERSION }));
    ctx.type = 'application/json';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = document;
  });

  router.get('/api/docs', limits.limit('publicPages'), (ctx) => {
    ctx.type = 'text/html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = docsPage();
  });

  router.get(
    '/api/docs/:asset',
    limits.limit('publicPages'),
    // Looked up by name in our own list (never a path on disk): an unknown name is a 404.
    describedAs<Middleware<AppState, AppContext>>(
      async (ctx, next) => {
        const name = (ctx as unknown as { params: Record<string, string | undefined> }).params['asset'] ?? '';
        const asset = Object.hasOwn(DOCS_ASSETS, name) ? DOCS_ASSETS[name] : undefined;
        if (!asset) {
          await next();
          return;
        }
        ctx.type = asset.type;
        ctx.set('Cache-Control', 'public, max-age=3600');
        ctx.body = await docsAsset(asset);
      },
      { schemas: { params: z.object({ asset: z.string().max(100) }) } },
    ),
  );

  return router;
}
