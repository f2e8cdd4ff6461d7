import { httpStatusOf, type ErrorCode, type FieldError } from '@balcao/shared';

/** A failure the client is meant to see: a catalogue code, its HTTP status and, for bad input, the fields at fault. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      fields?: FieldError[];
      status?: number;
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(options.message ?? code);
    this.code = code;
    this.status = options.status ?? httpStatusOf(code);
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.details = options.details;
  }
}
