import { z } from 'zod';
import { newPassword } from './password.ts';

/** A reset code is valid this long after it was sent. */
export const RESET_CODE_TTL_SECONDS = 30 * 60;
/** Digits in a reset code. */
export const RESET_CODE_LENGTH = 6;
/** Wrong codes tried against one code before it is void (whatever the address they come from). */
export const RESET_CODE_MAX_ATTEMPTS = 5;

const email = z
  .email()
  .max(254)
  .transform((value) => value.toLowerCase());

/** POST /forgetpassword/{email}. */
export const forgetPasswordParams = z.object({ email });

/** POST /resetpasswords/{email}/{code}: the code comes in the path, as in the spec. */
export const resetPasswordParams = z.object({
  email,
  token: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), `The code has ${RESET_CODE_LENGTH} digits`),
});

/** …and the new password in the body, never in the URL. */
export const resetPasswordBody = z.object({ password: newPassword });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** What both calls answer when they succeed. */
export type PasswordResetResponse = { status: 'sent' | 'updated' };
