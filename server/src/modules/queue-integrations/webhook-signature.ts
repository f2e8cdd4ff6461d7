import { createHmac, timingSafeEqual } from 'node:crypto';

/** When the attempt was signed: Unix time in seconds. */
export const TIMESTAMP_HEADER = 'x-balcao-timestamp';
/** `v1=` + hex HMAC-SHA256 of `<timestamp>.<body>` with the integration's secret. */
export const SIGNATURE_HEADER = 'x-balcao-signature';
/** How far from its own clock a receiver should accept a timestamp (the receiver's choice; this is the advice). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function v1Of(timestamp: string, body: string, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The headers of one delivery attempt: its time, and a signature over that time and the body, so a
 * captured delivery replayed later fails the receiver's age check and cannot be re-dated.
 */
export function signedHeaders(body: string, secret: string, now: number = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: `v1=${v1Of(timestamp, body, secret)}` };
}

type Headers = Record<string, string | string[] | undefined>;

function headerOf(headers: Headers, name: string): string {
  const value = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * What a receiver does: the timestamp within the tolerance of its clock, and one of the `v1=`
 * signatures (space-separated) equal, compared in constant time, to the HMAC of `<timestamp>.<body>`.
 */
export function verifySignature(
  body: string,
  secret: string,
  headers: Headers,
  { toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS, now = Date.now() }: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  const timestamp = headerOf(headers, TIMESTAMP_HEADER);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) {
    return false;
  }
  const expected = Buffer.from(v1Of(timestamp, body, secret));
  return headerOf(headers, SIGNATURE_HEADER)
    .split(' ')
    .filter((part) => part.startsWith('v1='))
    .map((part) => Buffer.from(part.slice(3)))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}
