import type { z } from 'zod';

/** The zod schemas (from shared/) that validate a route's input. */
export type RouteSchemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };

/** What a guard middleware demands of the caller, as far as the route table can tell. */
export type RouteGuard =
  | { kind: 'signedIn' }
  | { kind: 'apiToken' }
  | { kind: 'profile'; profiles: string[] }
  | { kind: 'permission'; permission: string }
  | { kind: 'super' }
  | { kind: 'planFlag'; flag: string };

/** A documented answer of a route: its schema (from shared/) and an example. */
export type RouteAnswer = { description: string; schema?: z.ZodType; example?: unknown; contentType?: string };

/** Words for readers of the published description; everything else is read from the route itself. */
export type RouteDoc = {
  summary?: string;
  description?: string;
  tags?: string[];
  /** By status code; errors of the catalogue that the guards and schemas imply are added anyway. */
  answers?: Record<number, RouteAnswer>;
  /** Examples of the request body, by name. */
  bodyExamples?: Record<string, { summary: string; value: unknown }>;
  /** Request headers the route reads beyond its token, with their schema. */
  requestHeaders?: z.ZodObject;
  /** The body may also come as a URL-encoded form (with the body schema's fields). */
  formEncoded?: true;
};

/** A multipart route's file field and its limits. */
export type RouteFiles = {
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  accept: 'image' | 'spreadsheet' | 'media';
  /** The route refuses a request without a file. */
  required?: boolean;
};

/** A public route's request limit (429 ERR_RATE_LIMITED past it). */
export type RouteRateLimit = { name: string; max: number; windowSeconds: number; by: 'address' | 'token' };

export type RouteMeta = { schemas?: RouteSchemas; guard?: RouteGuard; files?: RouteFiles; doc?: RouteDoc; rateLimit?: RouteRateLimit };

const META = Symbol('balcao.route-meta');

type Described = { [META]?: RouteMeta };

/** Records on a middleware what it checks, so the route table can read it back (`routeTable`). */
export function describedAs<M extends object>(middleware: M, meta: RouteMeta): M {
  (middleware as Described)[META] = { ...(middleware as Described)[META], ...meta };
  return middleware;
}

export function metaOf(middleware: unknown): RouteMeta | undefined {
  return typeof middleware === 'function' ? (middleware as Described)[META] : undefined;
}
