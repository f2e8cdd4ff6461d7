import type { ApiErrorBody, FieldError } from '@balcao/shared';
import type { Middleware } from 'koa';
import { type z } from 'zod';
import type { Logger } from '../../logger.ts';
import { isDatabaseUnavailable } from '../database/database-unavailable.ts';
import { AppError } from './app-error.ts';

export function zodFields(error: z.ZodError, prefix: string): FieldError[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

function clientStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown; expose?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Every failure leaves as `{ error, message, fields? }`; internals never reach the client. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new AppError('ERR_NOT_FOUND', { message: `No route for ${ctx.method} ${ctx.path}` });
      }
    } catch (error) {
      let body: ApiErrorBody;
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        body = {
          error: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.details ? { details: error.details } : {}),
        };
      } else if (clientStatus(error) !== undefined) {
        // Another client error raised by a library (the body reader maps its own to catalogue codes).
        ctx.status = 400;
        body = {
          error: 'ERR_VALIDATION',
          message: 'The request body could not be read',
          fields: [{ path: 'body', message: (error as Error).message }],
        };
      } else if (isDatabaseUnavailable(error)) {
        // The database is restarting or cut off: a passing condition, not a fault of the request.
        logger.warn({ err: error, method: ctx.method, path: ctx.path }, 'request failed: the database is unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        body = { error: 'ERR_DATABASE_UNAVAILABLE', message: 'The database cannot be reached right now; try again shortly' };
      } else {
        logger.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed');
        ctx.status = 500;
        body = { error: 'ERR_INTERNAL_SERVER_ERROR', message: 'Unexpected error; try again later' };
      }
      ctx.body = body;
    }
  };
}
