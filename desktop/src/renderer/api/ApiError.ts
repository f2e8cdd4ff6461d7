import { isApiErrorBody, type ApiErrorBody } from '@balcao/shared';

/** A failed call: the HTTP status (0 when the server could not be reached) and the error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  /** The code as the server sent it; differs from `body.error` only for codes this build does not know. */
  readonly code: string;

  constructor(status: number, body: ApiErrorBody, code: string = body.error) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = code;
  }
}

/** Turns whatever an error response carried into an ApiError, keeping unknown codes as raw text. */
export function apiErrorFrom(status: number, payload: unknown, statusText = ''): ApiError {
  if (isApiErrorBody(payload)) {
    return new ApiError(status, payload);
  }
  const loose = typeof payload === 'object' && payload !== null ? (payload as { error?: unknown; message?: unknown }) : {};
  const message = typeof loose.message === 'string' ? loose.message : statusText || `HTTP ${status}`;
  const code = typeof loose.error === 'string' ? loose.error : 'ERR_INTERNAL_SERVER_ERROR';
  return new ApiError(status, { error: 'ERR_INTERNAL_SERVER_ERROR', message }, code);
}

export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error ? cause.message : 'Network error';
  return new ApiError(0, { error: 'ERR_INTERNAL_SERVER_ERROR', message }, 'ERR_NETWORK');
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
