import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HELP_VIDEO_EMBED_ORIGIN, HELP_VIDEO_THUMBNAIL_ORIGIN, isPageRequest } from '@balcao/shared';
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

/**
 * The web build's content policy: only our own scripts (the build has no inline script), styles
 * inline too (Fluent UI's Griffel writes its rules at run time), pictures, sounds and recordings from
 * us or from blob:/data: URLs the app makes, the API and its socket on this origin, and no framing.
 * The one outside page it may frame is the help videos' player (YouTube's privacy-enhanced host), with
 * their thumbnails: no other host, so no other embed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${HELP_VIDEO_THUMBNAIL_ORIGIN}`,
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  `frame-src ${HELP_VIDEO_EMBED_ORIGIN}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** On every answer; HSTS only when the deployment says it is behind HTTPS (SECURE_COOKIES). */
export function securityHeaders({ hsts }: { hsts: boolean }): Middleware {
  return async (ctx, next) => {
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
      ...(hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    });
    await next();
  };
}
