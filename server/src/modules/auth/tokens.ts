import { ACCESS_TOKEN_TTL_SECONDS, PROFILES, REFRESH_TOKEN_TTL_SECONDS } from '@balcao/shared';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const accessClaims = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  profile: z.enum(PROFILES),
  super: z.boolean(),
  tokenVersion: z.number().int(),
});
export type AccessClaims = z.infer<typeof accessClaims>;

const refreshClaims = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  tokenVersion: z.number().int(),
});
export type RefreshClaims = z.infer<typeof refreshClaims>;

export type TokenVerdict<T> = { ok: true; claims: T } | { ok: false; reason: 'expired' | 'invalid' };

/** Verified access tokens kept, so a client's every request does not verify its signature again. */
const VERIFIED_LIMIT = 10_000;

/** The `exp` of a token whose signature was verified, in milliseconds. */
function expiryOf(token: string): number | undefined {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : undefined;
}

export class TokenService {
  readonly #accessKey: Uint8Array;
  readonly #refreshKey: Uint8Array;
  /** A token's verdict depends only on the token and the clock: kept until the token expires. */
  readonly #verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(secrets: { jwtSecret: string; jwtRefreshSecret: string }) {
    this.#accessKey = new TextEncoder().encode(secrets.jwtSecret);
    this.#refreshKey = new TextEncoder().encode(secrets.jwtRefreshSecret);
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return this.#sign(claims, this.#accessKey, ACCESS_TOKEN_TTL_SECONDS, 'access');
  }

  signRefresh(claims: RefreshClaims): Promise<string> {
    return this.#sign(claims, this.#refreshKey, REFRESH_TOKEN_TTL_SECONDS, 'refresh');
  }

  async verifyAccess(token: string): Promise<TokenVerdict<AccessClaims>> {
    const known = this.#verified.get(token);
    if (known && Date.now() < known.expiresAt) {
      return { ok: true, claims: known.claims };
    }
    this.#verified.delete(token);
    const verdict = await this.#verify(token, this.#accessKey, 'access', accessClaims);
    const expiresAt = verdict.ok ? expiryOf(token) : undefined;
    if (verdict.ok && expiresAt !== undefined) {
      if (this.#verified.size >= VERIFIED_LIMIT) {
        this.#verified.clear();
      }
      this.#verified.set(token, { claims: verdict.claims, expiresAt });
    }
    return verdict;
  }

  verifyRefresh(token: string): Promise<TokenVerdict<RefreshClaims>> {
    return this.#verify(token, this.#refreshKey, 'refresh', refreshClaims);
  }

  #sign(claims: object, key: Uint8Array, ttlSeconds: number, audience: string): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setAudience(audience)
      .setJti(crypto.randomUUID())
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(key);
  }

  async #verify<T>(token: string, key: Uint8Array, audience: string, schema: z.ZodType<T>): Promise<TokenVerdict<T>> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience });
      const parsed = schema.safeParse(payload);
      return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, reason: 'invalid' };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
