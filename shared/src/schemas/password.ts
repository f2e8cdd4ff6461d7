import { z } from 'zod';

/** The password rule, in words (the renderer shows its own translation, `validation.passwordRule`). */
export const PASSWORD_RULE_TEXT = 'At least 8 characters, with upper and lower case letters and a digit';
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Whether a new password keeps the rule: long enough, with a lower-case letter, an upper-case letter and a digit. */
export function keepsPasswordRule(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password);
}

/**
 * THE rule of every new password: sign-up, password reset, a user created or edited by an admin,
 * the company's first admin created by a super user, and a password changed in the profile. One
 * issue with one message whatever is missing, so every form says the same thing. Signing in with a
 * password set under an older rule still works: only `loginBody` reads existing passwords.
 */
export const newPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .refine(keepsPasswordRule, { message: PASSWORD_RULE_TEXT, params: { i18n: 'validation.passwordRule' } })
  .meta({
    description: PASSWORD_RULE_TEXT,
    pattern: '^(?=[\\s\\S]*[a-z])(?=[\\s\\S]*[A-Z])(?=[\\s\\S]*\\d)[\\s\\S]{8,}$',
    examples: ['Balcao2026'],
  });
