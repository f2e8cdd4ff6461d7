import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { AppError } from './app-error.ts';

const JSON_LIMIT = '1mb';
/** The routes that also read a URL-encoded form, as the spec's callers of the external API send one. */
const FORM_PATHS = new Set(['/api/messages/send']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

type ParserError = Error & { type?: string; status?: number; body?: unknown };

/**
 * What went wrong while reading a request body, as the client should hear it. Every failure of the
 * body parser is the client's doing (the bytes it sent), so none of them may answer 500.
 */
function bodyError(error: ParserError): AppError {
  if (error.type === 'entity.too.large') {
    return new AppError('ERR_VALIDATION', {
      status: 413,
      message: 'The request body is too large',
      fields: [{ path: 'body', message: `Larger than ${JSON_LIMIT}` }],
    });
  }
  if (error.status === 415) {
    // An unknown Content-Encoding (raised before any byte is read).
    return new AppError('ERR_BODY_UNREADABLE', { status: 415, message: error.message });
  }
  if (error instanceof SyntaxError) {
    return new AppError('ERR_VALIDATION', {
      message: 'The request body is not valid JSON',
      fields: [{ path: 'body', message: error.message }],
    });
  }
  // A body that is not what its Content-Encoding says (zlib errors carry no status), cut short or aborted.
  return new AppError('ERR_BODY_UNREADABLE', { message: 'The request body could not be decoded' });
}

/**
 * Parses JSON bodies (UTF-8, up to 1 MB, gzip or deflate), and URL-encoded forms on the few routes that take them. A body in another declared character set
 * is refused rather than misread; anything the parser cannot read answers 4xx with a catalogue code.
 */
export function jsonBodyReader(): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_LIMIT,
    encoding: 'utf-8',
    onError: (error) => {
      throw bodyError(error);
    },
  });
  const parseForm = bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: JSON_LIMIT,
    formLimit: JSON_LIMIT,
    encoding: 'utf-8',
    onError: (error) => {
      throw bodyError(error);
    },
  });
  return async (ctx, next) => {
    // Webhooks are signed over their raw bytes: their routes read the body themselves.
    if (ctx.path.startsWith('/webhooks/')) {
      await next();
      return;
    }
    // Koa's `charset` parses by throwing when there is no Content-Type: asked only of a JSON body.
    if (BODY_METHODS.has(ctx.method) && ctx.get('content-type') && ctx.is('json')) {
      const charset = ctx.request.charset;
      if (charset && !/^utf-?8$/i.test(charset)) {
        throw new AppError('ERR_BODY_UNREADABLE', { status: 415, message: `Only UTF-8 bodies are accepted, not ${charset}` });
      }
    }
    await (FORM_PATHS.has(ctx.path) ? parseForm : parse)(ctx, next);
  };
}
