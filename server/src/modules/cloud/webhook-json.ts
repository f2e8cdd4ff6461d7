/** Forgiving readers of a webhook's JSON: anything of the wrong shape reads as empty, never throws. */
export type Json = Record<string, unknown>;

export function object(value: unknown): Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

export function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(object) : [];
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function digits(value: unknown): string {
  return text(value).replace(/\D/g, '');
}

/** A text or null when empty. */
export function optional(value: unknown): string | null {
  return text(value) || null;
}

/** Meta's first error of a list: its title and, where it has one, its details. */
export function firstError(errors: unknown): { title: string; details: string | null } | null {
  const [error] = list(errors);
  if (!error) {
    return null;
  }
  const title = text(error['title']) || text(error['message']) || (text(error['code']) ? `Error ${text(error['code'])}` : '');
  const details = optional(object(error['error_data'])['details']);
  return title || details ? { title: title || 'Error', details: details && details !== title ? details : null } : null;
}
