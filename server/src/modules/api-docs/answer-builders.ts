import * as a from '@balcao/shared';
import type { ErrorCode } from '@balcao/shared';
import { z } from 'zod';

/** One success answer of an operation: its status, and the schema (from shared/) of its body. */
export type SuccessAnswer = { status: number; description: string; schema?: z.ZodType; contentType?: string };

/**
 * What an operation answers beyond what its guards and schemas imply: its success answers and the
 * error codes its own work may raise (unknown related records, conflicts, limits). Each code's status
 * comes from the error catalogue.
 */
export type OperationAnswers = {
  success: SuccessAnswer[];
  errors?: ErrorCode[];
  /**
   * Input rules that depend on the caller or on stored records, in words, by the field they refuse
   * (`body.users`): 400 ERR_VALIDATION naming that field though the schema allows the value.
   */
  stateRules?: Record<string, string>;
};

export const ok = (schema: z.ZodType, description = 'The answer.'): SuccessAnswer => ({ status: 200, description, schema });
export const created = (schema: z.ZodType, description = 'Created: the new record.'): SuccessAnswer => ({
  status: 201,
  description,
  schema,
});
export const noContent = (description = 'Done; no body.'): SuccessAnswer => ({ status: 204, description });
export const bytes = (contentType: string, description: string): SuccessAnswer => ({
  status: 200,
  description,
  schema: a.fileBytesSchema,
  contentType,
});
export const list = (schema: z.ZodType) => z.array(schema);

export type Crud = {
  record: z.ZodType;
  page?: z.ZodType;
  /** The answer of POST (default: the record). */
  createdAs?: z.ZodType;
  updatedAs?: z.ZodType;
  errors?: ErrorCode[];
};

/** The plain routes `recordRoutes` declares for a resource (those it does not have are simply never looked up). */
export function records(path: string, { record, page, createdAs, updatedAs, errors = [] }: Crud): Record<string, OperationAnswers> {
  return {
    [`GET ${path}`]: { success: [ok(page ?? list(record), 'A page of records.')] },
    [`GET ${path}/:id`]: { success: [ok(record, 'The record.')], errors },
    [`POST ${path}`]: { success: [created(createdAs ?? record)], errors },
    [`PUT ${path}/:id`]: { success: [ok(updatedAs ?? record, 'The record as saved.')], errors },
    [`DELETE ${path}/:id`]: { success: [noContent('Deleted.')], errors },
  };
}

/** The same state rules on some of the operations. */
export function withStateRules(
  answers: Record<string, OperationAnswers>,
  keys: readonly string[],
  stateRules: Record<string, string>,
): Record<string, OperationAnswers> {
  return Object.fromEntries(Object.entries(answers).map(([key, answer]) => [key, keys.includes(key) ? { ...answer, stateRules } : answer]));
}
