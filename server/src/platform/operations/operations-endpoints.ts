import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import type { Metrics } from './metrics.ts';
import type { Readiness } from './readiness.ts';

/** The operator's endpoints, answered before anything else of the app (no body reading, no session, no rate limit). */
export const OPERATIONS_PATHS = ['/health', '/ready', '/metrics'] as const;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Whether an `Authorization` header carries the metrics token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

type Options = {
  readiness: Readiness;
  metrics: Metrics;
  /** Serves `/metrics` on this port to callers with this bearer token; unset: not on this port. */
  metricsToken: string | undefined;
};

/**
 * `GET /health` (the process answers: no database call), `GET /ready` (200 when it should get
 * traffic, else 503 with the reason) and, with a metrics token, `GET /metrics`. Outside the API's
 * router on purpose: they are for balancers, orchestrators and Prometheus, not for API clients, so
 * they are not in the API description, and they answer while the API would refuse.
 */
export function operationsEndpoints({ readiness, metrics, metricsToken }: Options): Middleware {
  return async (ctx, next): Promise<void> => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === '/health') {
      ctx.body = { status: 'ok' };
    } else if (ctx.path === '/ready') {
      const state = await readiness.check();
      ctx.status = state === 'ready' ? 200 : 503;
      ctx.body = { status: state };
    } else if (ctx.path === '/metrics' && metricsToken !== undefined) {
      if (!bearerMatches(ctx.get('authorization') || undefined, metricsToken)) {
        ctx.status = 401;
        ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
        ctx.body = { error: 'ERR_NOT_AUTHENTICATED', message: 'The metrics token is required' };
        return;
      }
      ctx.type = metrics.contentType;
      ctx.body = await metrics.text();
    } else {
      ctx.remove('Cache-Control');
      await next();
    }
  };
}

/** Times every request into the metrics, labelled by the route template the router matched (never the raw path). */
export function httpMetrics(metrics: Metrics): Middleware {
  return async (ctx, next) => {
    const end = metrics.http.startTimer({ method: ctx.method });
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route = typeof matched === 'string' ? matched : (OPERATIONS_PATHS as readonly string[]).includes(ctx.path) ? ctx.path : 'other';
      end({ route, status: String(ctx.status) });
    }
  };
}

/** The separate metrics listener (`METRICS_PORT`): `/metrics` only, with the token when one is set. */
export function metricsListener(metrics: Metrics, metricsToken: string | undefined) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"ERR_NOT_FOUND","message":"Only GET /metrics here"}');
      return;
    }
    if (metricsToken !== undefined && !bearerMatches(request.headers.authorization, metricsToken)) {
      response
        .writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer realm="metrics"' })
        .end('{"error":"ERR_NOT_AUTHENTICATED","message":"The metrics token is required"}');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  };
}
