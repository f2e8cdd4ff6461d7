/**
 * JSON Schema words for rules that zod checks in code (a refinement across fields, a rule after a
 * transform), carried into the API document with `.meta()`, so that a client, a generator or the
 * contract fuzz reads every rule the server enforces. Each is written beside the check it states.
 */

/** Text with something besides spaces. */
export const NON_BLANK = { type: 'string', pattern: '\\S' } as const;

/** Text of at least `min` characters once the spaces at its ends are dropped. */
export function trimmedAtLeast(min: number) {
  return { type: 'string', pattern: `^\\s*\\S[\\s\\S]{${Math.max(min - 2, 0)},}\\S\\s*$` } as const;
}

/** The object carries `key` with a value of `schema`. */
export function has(key: string, schema: object) {
  return { required: [key], properties: { [key]: schema } };
}

/** An id given (not absent, not null). */
const GIVEN_ID = { type: 'integer' } as const;

/** At most one of two ids is given. */
export function atMostOneId(a: string, b: string) {
  return { not: { required: [a, b], properties: { [a]: GIVEN_ID, [b]: GIVEN_ID } } };
}

/** Exactly one of two ids is given. */
export function exactlyOneId(a: string, b: string) {
  return { oneOf: [has(a, GIVEN_ID), has(b, GIVEN_ID)] };
}

/** At least one of the text fields has something besides spaces. */
export function someNonBlank(keys: readonly string[]) {
  return { anyOf: keys.map((key) => has(key, NON_BLANK)) };
}

/**
 * An array whose items differ in `key` (an extension keyword: JSON Schema's `uniqueItems` compares
 * whole items); the items without the key are not compared.
 */
export function uniqueBy(key: string) {
  return { 'x-unique-by': key } as const;
}

/**
 * The meta key of a query schema's rules across its parameters, in words: OpenAPI gives each query
 * parameter its own schema, so the document carries them on the operation (`x-balcao-query-rules`).
 */
export const QUERY_RULES = 'x-balcao-query-rules';
