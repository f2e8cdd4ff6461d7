import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { User } from '../users/user.entity.ts';

/**
 * A user's two-factor sign-in. The TOTP secret is sealed with the field cipher (bound to the user's
 * id); a secret being set up waits in `pendingSecret` until a first code proves the app has it.
 * Recovery codes are kept only as SHA-256 hashes (they are random, not chosen, so a fast hash
 * suffices); one used is removed. `lastStep` is the last 30-s step a sign-in used: a code is
 * accepted once.
 */
const UserTwoFactorSchema = defineEntity({
  name: 'UserTwoFactor',
  tableName: 'user_two_factors',
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').deleteRule('cascade').unique(),
    secret: p.text().nullable().hidden().lazy(),
    pendingSecret: p.text().nullable().hidden().lazy(),
    enabledAt: p.datetime().nullable(),
    // The column default is for SQL; a record made in code starts with an empty array (the ORM would store the text "[]").
    recoveryHashes: p
      .json<string[]>()
      .default('[]')
      .onCreate(() => [])
      .hidden()
      .lazy(),
    lastStep: p.bigint('number').default(0),
    ...timestamps(),
  },
});

export class UserTwoFactor extends UserTwoFactorSchema.class {}
UserTwoFactorSchema.setClass(UserTwoFactor);
