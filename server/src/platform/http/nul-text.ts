import type { FieldError } from '@balcao/shared';

/**
 * Where a NUL character hides in parsed input (values and keys, at any depth). PostgreSQL refuses it
 * in text and JSON columns, so it is turned away with the request's other field errors before any
 * schema or query sees it.
 */
export function nulFields(value: unknown, path: string): FieldError[] {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? [{ path, message: 'Must not contain a NUL character' }] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => nulFields(item, `${path}.${index}`));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      key.includes('\u0000')
        ? [{ path: `${path}.${key}`, message: 'Must not contain a NUL character' }]
        : nulFields(item, `${path}.${key}`),
    );
  }
  return [];
}

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}
