import type { z } from 'zod';
import type { RouteEntry } from '../../src/platform/http/route-table/route-table.ts';

/** One malformed request for a route: its concrete URL and body, and whether the route's own schemas refuse it. */
export type Malformed = { label: string; url: string; body?: unknown; refused: boolean | undefined };

const HUGE = 'x'.repeat(70_000);

/** Path segments: wrong types, out of range (past JavaScript's safe integers, past PostgreSQL's integer), traversal, unicode, very long. */
const PARAM_VALUES = ['abc', '-1', '99999999999999999999', '2147483648', '../../etc/passwd', '☃💥\u202e', 'y'.repeat(3_000)];
/** Query values (arrays for scalars among them; dates of the right pattern that are no day). */
const QUERY_VALUES: (string | string[])[] = [
  '-1',
  '99999999999999999999',
  '2147483648',
  '0000-00-00',
  '2026-02-30',
  'z'.repeat(3_000),
  ['1', '2'],
  '😀\u202e',
];
/** Body values of a field: wrong types, huge, negative and huge numbers, arrays and objects for scalars. */
/** Every field gets a huge text, an array and an object; the rest take turns field by field (the run stays short). */
const BODY_VALUES: unknown[] = [HUGE, ['a', 'b'], { nested: true }];
const BODY_TURNS: unknown[] = [-1, 1e20, '../../../etc/passwd', '💥\u202e☃'];

export function shapeOf(schema: z.ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

function refuses(schema: z.ZodType | undefined, value: unknown): boolean | undefined {
  return schema ? !schema.safeParse(value).success : undefined;
}

function either(...verdicts: (boolean | undefined)[]): boolean | undefined {
  if (verdicts.some((verdict) => verdict === true)) {
    return true;
  }
  return verdicts.every((verdict) => verdict === false) ? false : undefined;
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(values[name] ?? '1'));
}

function withQuery(url: string, query: Record<string, string | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, item);
    }
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

/**
 * The malformed requests for one route: each path parameter in turn given every bad value (the others
 * valid ids of A), then each query key and each body field given every bad value (the other fields
 * those of a valid body of the route's records, when known). `refused` tells
 * whether the route's own schemas refuse it (so the answer must be 400), undefined when it cannot tell.
 */
export function malformedRequests(
  route: RouteEntry,
  validParams: Record<string, string>,
  baseBody: Record<string, unknown> = {},
): Malformed[] {
  const requests: Malformed[] = [];
  const { params, query, body } = route.schemas;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  for (const param of route.pathParams) {
    for (const value of PARAM_VALUES) {
      const values = { ...validParams, [param]: value };
      requests.push({
        label: `param ${param}=${value.slice(0, 20)}`,
        url: fill(route.path, values),
        ...(hasBody ? { body: {} } : {}),
        refused: params ? refuses(params, values) : undefined,
      });
    }
  }
  // Queries and bodies reach handlers with valid ids: a deletion is probed by its parameters only.
  if (route.method === 'DELETE') {
    return requests;
  }
  const base = fill(route.path, validParams);
  const paramsRefused = refuses(params, validParams);
  const queryKeys = shapeOf(query);
  for (const key of queryKeys.length > 0 ? queryKeys : ['id']) {
    for (const value of QUERY_VALUES) {
      const values = { [key]: value };
      requests.push({
        label: `query ${key}=${String(value).slice(0, 20)}`,
        url: withQuery(base, values),
        ...(hasBody ? { body: {} } : {}),
        refused: query ? either(paramsRefused, refuses(query, values), hasBody ? refuses(body, {}) : false) : undefined,
      });
    }
  }
  if (!hasBody) {
    return requests;
  }
  const wholeBodies: unknown[] = [[], 'text', 42];
  for (const value of wholeBodies) {
    requests.push({
      label: `body ${JSON.stringify(value)}`,
      url: base,
      body: value,
      refused: value === 'text' ? true : either(paramsRefused, refuses(body, value)),
    });
  }
  for (const [index, key] of shapeOf(body).entries()) {
    for (const value of [...BODY_VALUES, BODY_TURNS[index % BODY_TURNS.length]]) {
      const candidate = { ...baseBody, [key]: value };
      requests.push({
        label: `body ${key}=${JSON.stringify(value)?.slice(0, 20)}`,
        url: base,
        body: candidate,
        refused: either(paramsRefused, refuses(query, {}), refuses(body, candidate)),
      });
    }
  }
  return requests;
}
