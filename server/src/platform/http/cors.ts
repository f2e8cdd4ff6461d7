import cors from '@koa/cors';
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';

/**
 * Cross-origin access for the web clients an operator lists in `CORS_ORIGINS` (another client served
 * from another origin, such as the reference product's own web client). A listed origin gets its
 * `Access-Control-Allow-Origin` with credentials, so the refresh cookie travels; any other origin gets no
 * CORS header at all, and its browser keeps the answer from it. The list is empty by default.
 */
export function corsFor(origins: readonly string[]): Middleware {
  const allowed = new Set(origins);
  return cors({
    origin: (ctx) => (allowed.has(ctx.get('Origin')) ? ctx.get('Origin') : ''),
    credentials: true,
    maxAge: 600,
  });
}

/**
 * Whether a socket's opening request may go on: a request without an `Origin` (not from a browser),
 * one from the server's own origin (its web app, or the dev server's proxy), or one from a listed origin.
 */
export function socketOriginAllowed(origins: readonly string[], request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) {
    return true;
  }
  if (origins.includes(origin)) {
    return true;
  }
  const own = URL.parse(origin);
  return own !== null && own.host === request.headers.host;
}
