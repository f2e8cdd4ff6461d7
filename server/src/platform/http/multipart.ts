import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import multer from 'multer';
import { AppError } from './app-error.ts';
import { hasNul } from './nul-text.ts';
import type { AppContext, AppState } from './context.ts';
import { describedAs } from './route-table/route-meta.ts';
import { checkedMediaType, type UploadAccept } from './upload-content.ts';

/** A file of a multipart request, kept in memory (never written under a client-given name). */
export type UploadedFile = { originalname: string; mimetype: string; size: number; buffer: Buffer };

/**
 * The file field, how many files and how large, and what their bytes must be (`checkedMediaType`);
 * `required` when the route refuses a request without a file (the document then offers no JSON body).
 */
type Limits = { field: string; maxFiles: number; maxFileBytes: number; accept: UploadAccept; required?: boolean };

type MulterHandler = (req: IncomingMessage, res: ServerResponse, done: (error?: unknown) => void) => void;

const LIMIT_MESSAGES: Record<string, string> = {
  LIMIT_FILE_SIZE: 'A file is larger than allowed',
  LIMIT_FILE_COUNT: 'Too many files',
  LIMIT_UNEXPECTED_FILE: 'Unexpected file field, or too many files',
};

/**
 * Parses `multipart/form-data` (text fields into `ctx.request.body`, files of `field` into
 * `ctx.state.files`); other requests pass through to the JSON body parser's result. Limits broken by
 * the client answer 400 ERR_VALIDATION naming the field, never 500.
 */
export function multipartFiles({
  field,
  maxFiles,
  maxFileBytes,
  accept,
  required = false,
}: Limits): Middleware<AppState & { files?: UploadedFile[] }, AppContext> {
  // Browsers send a file's name as UTF-8 bytes without saying so; busboy would read them as Latin-1.
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { files: maxFiles, fileSize: maxFileBytes, fields: 50 },
    defParamCharset: 'utf8',
  });
  const handler = upload.array(field, maxFiles) as unknown as MulterHandler;
  const middleware: Middleware<AppState & { files?: UploadedFile[] }, AppContext> = async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) {
      ctx.state.files = [];
      await next();
      return;
    }
    await new Promise<void>((resolve, reject) => {
      handler(ctx.req, ctx.res, (error?: unknown) => {
        if (error) {
          const code = (error as { code?: string }).code ?? '';
          reject(
            new AppError('ERR_VALIDATION', {
              message: LIMIT_MESSAGES[code] ?? 'The multipart body could not be read',
              fields: [{ path: `body.${field}`, message: LIMIT_MESSAGES[code] ?? 'Unreadable multipart body' }],
            }),
          );
          return;
        }
        resolve();
      });
    });
    const request = ctx.req as IncomingMessage & { body?: Record<string, unknown>; files?: UploadedFile[] };
    if (request.files?.some((file) => hasNul(file.originalname))) {
      const message = 'A file name must not contain a NUL character';
      throw new AppError('ERR_VALIDATION', { message, fields: [{ path: `body.${field}`, message }] });
    }
    for (const file of request.files ?? []) {
      file.mimetype = await checkedMediaType(file, accept, field);
    }
    (ctx.request as { body?: unknown }).body = { ...request.body };
    ctx.state.files = request.files ?? [];
    await next();
  };
  return describedAs(middleware, { files: { field, maxFiles, maxFileBytes, accept, required } });
}
