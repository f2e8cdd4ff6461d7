import type { Middleware, ParameterizedContext } from 'koa';
import { type z } from 'zod';
import { AppError } from './app-error.ts';
import { zodFields } from './error-middleware.ts';
import { nulFields } from './nul-text.ts';
import type { AppContext, AppState } from './context.ts';
import { describedAs, type RouteDoc } from './route-table/route-meta.ts';

type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
type Parsed<S extends Schemas> = {
  [K in keyof Schemas]-?: S[K] extends z.ZodType ? z.output<S[K]> : undefined;
};

export type RouteContext = ParameterizedContext<AppState, AppContext>;

/**
 * A search text is never stored, and no stored text holds a NUL (PostgreSQL refuses one), so a NUL in
 * it is taken as typed: the list finds nothing (`nulMatchesNothing` in page-query.ts, the inbox's own
 * check), where a NUL anywhere else is bad input.
 */
const SEARCH_TEXT = 'query.searchParam';

/**
 * Wraps a handler so it only runs on input that passed the schemas (from shared/). Bad input
 * answers 400 ERR_VALIDATION with every field at fault across params, query and body; text holding a
 * NUL character is at fault whatever the schema says (PostgreSQL cannot store it), but in a search. The schemas (and
 * `doc`, words for the published API description) stay on the middleware for the route table.
 */
export function validated<S extends Schemas>(
  schemas: S,
  handler: (ctx: RouteContext, input: Parsed<S>) => Promise<void>,
  doc?: RouteDoc,
): Middleware<AppState, AppContext> {
  const middleware: Middleware<AppState, AppContext> = async (ctx) => {
    const sources = {
      params: (ctx as unknown as { params?: unknown }).params ?? {},
      query: ctx.query,
      body: (ctx.request as { body?: unknown }).body ?? {},
    };
    const input: Record<string, unknown> = {};
    const fields = [];
    for (const key of ['params', 'query', 'body'] as const) {
      const schema = schemas[key];
      if (!schema) {
        continue;
      }
      const withNul = nulFields(sources[key], key).filter((field) => field.path !== SEARCH_TEXT);
      if (withNul.length > 0) {
        fields.push(...withNul);
        continue;
      }
      const result = schema.safeParse(sources[key]);
      if (result.success) {
        input[key] = result.data;
      } else {
        fields.push(...zodFields(result.error, key));
      }
    }
    if (fields.length > 0) {
      throw new AppError('ERR_VALIDATION', { message: 'Some fields are invalid', fields });
    }
    await handler(ctx, input as Parsed<S>);
  };
  return describedAs(middleware, { schemas, ...(doc ? { doc } : {}) });
}
