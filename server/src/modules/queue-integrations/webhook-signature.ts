import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header n8n and webhook receivers verify: `sha256=` + HMAC-SHA256(body, the integration's secret) in hex. */
export const SIGNATURE_HEADER = 'x-balcao-signature';

export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** What a receiver does: recompute and compare in constant time. */
export function verifySignature(body: string, secret: string, header: string | undefined): boolean {
  const expected = Buffer.from(signatureOf(body, secret));
  const given = Buffer.from(header ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
