import { z } from 'zod';

/** A TOTP code as the authenticator app shows it, or a recovery code (`xxxxx-xxxxx`). */
export const twoFactorCode = z
  .string()
  .trim()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, 'Type the 6-digit code or a recovery code'))
  .meta({
    description: 'The 6-digit code of the authenticator app, or a recovery code (`xxxxx-xxxxx`).',
    pattern: '^\\s*(?:\\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})\\s*$',
  });

/** The short-lived token POST /auth/login answers when the password was right but a second step is needed. */
const challengeToken = z.string().min(20).max(2_000);

/**
 * POST /auth/login when a second step is needed: `verify` (enter a code from the app) or `enrol`
 * (the company or platform requires two-factor sign-in and the user has not set it up yet).
 */
export type TwoFactorChallengeResponse = { twoFactor: 'verify' | 'enrol'; challenge: string };

/** POST /auth/two-factor/verify: the second step of sign-in. */
export const twoFactorVerifyBody = z.object({ challenge: challengeToken, code: twoFactorCode });
export type TwoFactorVerifyBody = z.input<typeof twoFactorVerifyBody>;

/** POST /auth/two-factor/enrol: the secret of an enrolment required at sign-in. */
export const twoFactorChallengeBody = z.object({ challenge: challengeToken });

/** POST /auth/two-factor/enrol/confirm: ends an enrolment required at sign-in, and signs in. */
export const twoFactorEnrolConfirmBody = z.object({ challenge: challengeToken, code: twoFactorCode });

/** POST /auth/two-factor/enable and /auth/two-factor/recovery-codes (signed in). */
export const twoFactorCodeBody = z.object({ code: twoFactorCode });
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBody>;

/** POST /auth/two-factor/disable: both the password and a code. */
export const twoFactorDisableBody = z.object({ password: z.string().min(1).max(200), code: twoFactorCode });
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;

/** GET /auth/two-factor: the signed-in user's state. */
export type TwoFactorStatus = {
  enabled: boolean;
  /** The company or the platform requires it: it cannot be turned off. */
  required: boolean;
  recoveryCodesLeft: number;
};

/** A new secret to scan: the `otpauth://` address (the QR) and the secret itself, to type by hand. */
export type TwoFactorSetupResponse = { secret: string; otpauthUrl: string };

/** Recovery codes, shown once. */
export type TwoFactorRecoveryCodesResponse = { recoveryCodes: string[] };
