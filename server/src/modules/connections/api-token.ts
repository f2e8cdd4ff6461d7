import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new API token: 32 random bytes (256 bits), base64url, 43 characters. */
export function newApiToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What a token is looked up by: its SHA-256, hex. An index lookup by the token itself would take a time
 * that depends on how much of a guess matches; by its hash, a guess learns nothing about the token.
 */
export function apiTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a presented token is the stored one, in a time that does not depend on where they differ. */
export function sameApiToken(presented: string, stored: string): boolean {
  const a = Buffer.from(apiTokenHash(presented), 'hex');
  const b = Buffer.from(apiTokenHash(stored), 'hex');
  return timingSafeEqual(a, b);
}
