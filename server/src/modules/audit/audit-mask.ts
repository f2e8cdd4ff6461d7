/** Keys whose values never reach the log: passwords, tokens, keys, hashes, codes. */
const SECRET_KEY = /pass(word)?|secret|token|api_?key|hash|credential|certificate|private|otp|recovery|cipher/i;

export const MASKED = '••••';

function mask(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(mask);
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) && inner !== null && inner !== '' ? MASKED : mask(inner)]),
    );
  }
  return value;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Before and after as the log keeps them: with both given, only the keys that changed (compared
 * before masking, so a new password shows as changed); secrets masked at any depth.
 */
export function auditChange(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]));
    const pick = (source: Record<string, unknown>) =>
      Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
    return { before: mask(pick(before)) as Record<string, unknown>, after: mask(pick(after)) as Record<string, unknown> };
  }
  return {
    before: before ? (mask(JSON.parse(JSON.stringify(before))) as Record<string, unknown>) : null,
    after: after ? (mask(JSON.parse(JSON.stringify(after))) as Record<string, unknown>) : null,
  };
}
