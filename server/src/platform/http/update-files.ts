import type { Middleware } from 'koa';
import serve from 'koa-static';

export const UPDATES_PATH = '/updates';

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Serves the desktop app's releases (electron-updater's generic provider: `latest*.yml` and the
 * installers they name) from a folder, read-only and without listing it. The path is resolved inside
 * the folder by koa-send, so `..` cannot leave it; a missing file, or a path out of the folder, falls
 * through to the 404.
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
    } catch (error) {
      // A path that leaves the folder or cannot be decoded (koa-send's 400 and 403) names no file of it:
      // the same 404 as a missing file, not a client error the error middleware would blame on a body.
      if (!isClientError(error)) {
        throw error;
      }
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
