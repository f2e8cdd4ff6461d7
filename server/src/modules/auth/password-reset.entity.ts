import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

/**
 * The reset code a user asked for by e-mail (one at a time: asking again replaces it). Only its
 * SHA-256 is kept. Not company-owned: it is read before anyone is signed in, by the user's e-mail.
 */
const PasswordResetSchema = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: p.integer().primary(),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').unique().deleteRule('cascade'),
    codeHash: p.string().length(64),
    /** Wrong codes tried against this one; at RESET_CODE_MAX_ATTEMPTS it is void. */
    attempts: p.integer().default(0),
    expiresAt: p.datetime(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});

export class PasswordReset extends PasswordResetSchema.class {}
PasswordResetSchema.setClass(PasswordReset);
