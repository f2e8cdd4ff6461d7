import { existsSync } from 'node:fs';
import path from 'node:path';
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
