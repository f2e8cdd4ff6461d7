import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPageRequest } from '@balcao/shared';
import type { Middleware } from 'koa';
import serve from 'koa-static';

/** Serves the web build of the renderer (hash-routed, so only `/` and its assets). */
export function webAssets(webDistDir: string): Middleware {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    return async (ctx, next) => {
      await next();
      if (ctx.method === 'GET' && ctx.path === '/' && ctx.body === undefined) {
        ctx.type = 'text/plain';
        ctx.body = 'Balcão server is running. The web app is not built: run `npm run build:web`.';
      }
    };
  }
  return serve(webDistDir, { index: 'index.html', maxage: 0, gzip: true, brotli: false });
}

/**
 * A screen opened by its plain address (`/tickets/42` typed or shared) gets the app, before any API
 * route can answer it; the app's boot moves the path into the hash router (`deep-link.ts`). The build's
 * asset URLs are relative, so a `<base>` pointing back at the app's root (relative too, so the app
 * may sit under a proxy's sub-path) keeps them loading from any depth.
 */
export function deepLinks(webDistDir: string): Middleware {
  const indexFile = path.join(webDistDir, 'index.html');
  return async (ctx, next) => {
    if (!isPageRequest({ method: ctx.method, path: ctx.path, accept: ctx.get('accept') }) || !existsSync(indexFile)) {
      await next();
      return;
    }
    const depth = ctx.path.split('/').length - 2;
    const base = depth > 0 ? '../'.repeat(depth) : './';
    const html = await readFile(indexFile, 'utf8');
    ctx.type = 'text/html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = html.replace(/<head>/i, `<head>\n    <base href="${base}" />`);
  };
}

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
    });
    await next();
  };
}
