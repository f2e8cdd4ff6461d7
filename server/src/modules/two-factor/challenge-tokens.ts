import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';

/** How long the second step of a sign-in may wait after the password. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const claims = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  tokenVersion: z.number().int(),
  purpose: z.enum(['verify', 'enrol']),
});
export type ChallengeClaims = z.infer<typeof claims>;

/**
 * The short-lived token that stands for "the password was right" between the two steps of a
 * sign-in: the client sends it with the code instead of the password again. Its own audience, so
 * it is never taken for an access token, and the user's token version, so it dies with a logout or
 * a password change.
 */
export class ChallengeTokens {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(`${secret}:two-factor-challenge`);
  }

  sign(value: ChallengeClaims): Promise<string> {
    return new SignJWT({ ...value })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setAudience('two-factor')
      .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
      .sign(this.#key);
  }

  async verify(token: string, purpose: ChallengeClaims['purpose']): Promise<ChallengeClaims> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], audience: 'two-factor' });
      const parsed = claims.safeParse(payload);
      if (parsed.success && parsed.data.purpose === purpose) {
        return parsed.data;
      }
    } catch (error) {
      if (!(error instanceof errors.JOSEError)) {
        throw error;
      }
    }
    throw expired();
  }
}

export function expired(): AppError {
  return new AppError('ERR_TWO_FACTOR_CHALLENGE_EXPIRED', { message: 'The sign-in took too long; type your password again' });
}
