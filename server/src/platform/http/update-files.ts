import type { Middleware } from 'koa';
import serve from 'koa-static';

export const UPDATES_PATH = '/updates';

/**
 * Serves the desktop app's releases (electron-updater's generic provider: `latest*.yml` and the
 * installers they name) from a folder, read-only and without listing it. The path is resolved inside
 * the folder by koa-send, so `..` cannot leave it; a missing file falls through to the 404.
 * The feed files change with each release, so nothing is cached.
 */
export function updateFiles(updatesDir: string): Middleware {
  const serveFile = serve(updatesDir, { index: false, hidden: false, maxage: 0, gzip: false, brotli: false, defer: false });
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(`${UPDATES_PATH}/`)) {
      await next();
      return;
    }
    const requested = ctx.path;
    ctx.path = requested.slice(UPDATES_PATH.length);
    try {
      await serveFile(ctx, () => Promise.resolve());
    } finally {
      ctx.path = requested;
    }
    if (ctx.body === undefined || ctx.body === null) {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
  };
}
