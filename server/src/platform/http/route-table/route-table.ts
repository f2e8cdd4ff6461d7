import type Router from '@koa/router';
import type Koa from 'koa';
import { metaOf, type RouteDoc, type RouteFiles, type RouteGuard, type RouteRateLimit, type RouteSchemas } from './route-meta.ts';

/** One method of one path of the router, with what its middleware recorded about it. */
export type RouteEntry = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the router writes it: `/contacts/:id`. */
  path: string;
  /** The names of the path's parameters, in order. */
  pathParams: string[];
  schemas: RouteSchemas;
  /** In the order they run: who is signed in (or holds an API token), then profile, permission, plan flag. */
  guards: RouteGuard[];
  files?: RouteFiles;
  doc?: RouteDoc;
  rateLimit?: RouteRateLimit;
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type RouterLayer = { path: string | RegExp; methods: string[]; stack: unknown[]; paramNames: { name: string | number }[] };

/** The routers mounted on an app, in the order they answer (`router.routes()` keeps its router). */
export function routersOf(app: Koa<never, never> | Koa): Router[] {
  return (app.middleware as unknown as { router?: Router }[]).flatMap((middleware) => (middleware.router ? [middleware.router] : []));
}

/**
 * Every route of the routers: path, method, the schemas that validate it and the guards in front of
 * it. Built from the routers' own layers, so a new route appears here without being listed anywhere;
 * the published API description and anything else generated from routes reads this one table.
 */
export function routeTable(routers: Router[]): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const router of routers) {
    for (const layer of router.stack as unknown as RouterLayer[]) {
      if (typeof layer.path !== 'string') {
        continue;
      }
      const metas = layer.stack.flatMap((middleware) => {
        const meta = metaOf(middleware);
        return meta ? [meta] : [];
      });
      const schemas = Object.assign({}, ...metas.map((meta) => meta.schemas ?? {})) as RouteSchemas;
      const guards = metas.flatMap((meta) => (meta.guard ? [meta.guard] : []));
      const files = metas.find((meta) => meta.files)?.files;
      const doc = metas.find((meta) => meta.doc)?.doc;
      const rateLimit = metas.find((meta) => meta.rateLimit)?.rateLimit;
      for (const method of METHODS.filter((name) => layer.methods.includes(name))) {
        entries.push({
          method,
          path: layer.path,
          pathParams: layer.paramNames.map((param) => String(param.name)),
          schemas,
          guards,
          ...(files ? { files } : {}),
          ...(doc ? { doc } : {}),
          ...(rateLimit ? { rateLimit } : {}),
        });
      }
    }
  }
  return entries;
}

/** `/contacts/:id` → `/contacts/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}
